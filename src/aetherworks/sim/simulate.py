"""Many games between two decks: per-game records and the summary behind ``aetherworks sim``.

>>> from aetherworks.sim.simulate import simulate
>>> r = simulate("temur-energy", "gruul-sample", 4, agents=("random", "random"), seed=1)
>>> len(r.games), r.games[0].seed, r.games[1].seed
(4, 1, 2)
>>> [g.on_play for g in r.games]          # deck A on the play in even games
[0, 1, 0, 1]

Game ``i`` is shuffled from seed ``seed + i`` and its agents are seeded from that seed too, so
a game's record depends only on the run's settings and ``i``: the same seed gives the same
records whatever the number of worker processes or the backend (``local`` processes or Ray).
"""

from __future__ import annotations

import math
import os
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field, fields
from datetime import UTC, datetime
from typing import Any

from aetherworks.sim import stats

PLAY_FIRST_MODES = ("alternate", "toss")
# A run keeps every game's record (in memory, then in its reports and the history), so it
# has a size limit; a bigger study is several runs, compared with ``sim history``.
MAX_GAMES = 1_000_000
MAX_WORKERS = 256
# Game i is shuffled from seed + i, and the history stores the seed as an SQLite integer.
MAX_SEED = 2**63 - 1
BACKENDS = ("local", "ray")
DEFAULT_AGENTS = ("heuristic", "heuristic")
Progress = Callable[[int, int], Any]


class SimError(ValueError):
    """Bad simulation input (deck, agent, number of games, backend...): a message for people."""


# ---------------------------------------------------------------------------- records


@dataclass(frozen=True)
class GameRecord:
    """What one game produced.  Pairs are (deck A, deck B); deck A is always player 0."""

    index: int
    seed: int
    on_play: int  # 0: deck A played first, 1: deck B did
    winner: int | None  # 0: deck A, 1: deck B, None: a draw
    reason: str
    turns: int  # game turns played (both players' turns)
    kill_turn: int | None  # the winner's own turns taken when the game ended
    decisions: int
    mulligans: tuple[int, int]
    life: tuple[int, int]
    spells_cast: tuple[int, int]
    energy_gained: tuple[int, int]
    energy_paid: tuple[int, int]
    energy_left: tuple[int, int]
    cast: tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]] = ((), ())
    error: str = ""  # the exception, if the engine or an agent failed (not counted as a game)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["cast"] = [dict(c) for c in self.cast]
        for k, v in d.items():
            if isinstance(v, tuple):
                d[k] = list(v)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> GameRecord:
        kw: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in d:
                continue
            v = d[f.name]
            if f.name == "cast":
                v = (_ranked(Counter(v[0])), _ranked(Counter(v[1])))
            elif isinstance(v, list):
                v = tuple(v)
            kw[f.name] = v
        kw.setdefault("error", "")
        return cls(**kw)

    def row(self) -> dict[str, Any]:
        """A flat row for CSV export."""
        side = {0: "A", 1: "B", None: "draw"}
        row: dict[str, Any] = {
            "game": self.index, "seed": self.seed, "on_play": side[self.on_play],
            "winner": "error" if self.error else side[self.winner], "reason": self.reason,
            "turns": self.turns, "kill_turn": "" if self.kill_turn is None else self.kill_turn,
            "decisions": self.decisions,
        }
        for name in ("mulligans", "life", "spells_cast", "energy_gained", "energy_paid",
                     "energy_left"):
            pair = getattr(self, name)
            row[f"{name}_a"], row[f"{name}_b"] = pair
        row["error"] = self.error
        return row


# The last two columns name the cards of each deck that played as blanks (see SimResult).
CSV_FIELDS = (*GameRecord(0, 0, 0, None, "", 0, None, 0, (0, 0), (0, 0), (0, 0), (0, 0),
                          (0, 0), (0, 0)).row(), "blanks_a", "blanks_b")


@dataclass
class SimResult:
    """A simulation run: its settings, one :class:`GameRecord` per game, and timing."""

    deck_a: str
    deck_b: str
    n: int
    agents: tuple[str, str]
    seed: int
    workers: int
    backend: str
    max_turns: int
    play_first: str
    games: list[GameRecord]
    elapsed_s: float = 0.0
    created: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    # Cards of deck A and deck B that played as blanks (unsupported, allowed by the user):
    # every output of a run that had any says so.
    blanks: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())

    @property
    def games_per_s(self) -> float:
        return len(self.games) / self.elapsed_s if self.elapsed_s > 0 else 0.0

    def settings(self) -> dict[str, Any]:
        return {"deck_a": self.deck_a, "deck_b": self.deck_b, "n": self.n,
                "agents": list(self.agents), "seed": self.seed, "workers": self.workers,
                "backend": self.backend, "max_turns": self.max_turns,
                "play_first": self.play_first, "elapsed_s": round(self.elapsed_s, 3),
                "games_per_s": round(self.games_per_s, 2), "created": self.created,
                "blanks": [list(b) for b in self.blanks]}

    def summary(self) -> dict[str, Any]:
        """Win rates with 95% Wilson intervals (overall, on the play, on the draw), game
        lengths, kill turns, mulligans, energy and most-cast cards, per deck."""
        return summarize(self)

    def to_dict(self) -> dict[str, Any]:
        return {"settings": self.settings(), "summary": self.summary(),
                "games": [g.to_dict() for g in self.games]}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SimResult:
        s = d["settings"]
        return cls(s["deck_a"], s["deck_b"], s["n"], tuple(s["agents"]), s["seed"],
                   s["workers"], s["backend"], s["max_turns"], s["play_first"],
                   [GameRecord.from_dict(g) for g in d["games"]], s.get("elapsed_s", 0.0),
                   s.get("created", ""),
                   tuple(tuple(b) for b in s.get("blanks", ((), ()))))  # type: ignore[arg-type]


def summarize(result: SimResult) -> dict[str, Any]:
    """The figures of a run as a JSON-ready dict (see :meth:`SimResult.summary`)."""
    games = [g for g in result.games if not g.error]
    failed = [g for g in result.games if g.error]
    n = len(games)
    turns = [g.turns for g in games]
    out: dict[str, Any] = {
        "games": n,
        # Cards that played as blanks, per deck side ({} in an honest run).
        "blanks": {side: list(b) for side, b in zip("AB", result.blanks, strict=True) if b},
        "errors": {"count": len(failed), "games": [[g.index, g.seed, g.error]
                                                   for g in failed[:20]]},
        "draws": sum(g.winner is None for g in games),
        "turns": {**stats.describe(turns), "distribution": stats.distribution(turns)},
        "decisions_per_game": stats.mean([g.decisions for g in games]),
        "decks": [],
    }
    for p, name in enumerate((result.deck_a, result.deck_b)):
        on_play = [g for g in games if g.on_play == p]
        on_draw = [g for g in games if g.on_play != p]
        kills = [g.kill_turn for g in games if g.winner == p and g.kill_turn is not None]
        cast: Counter[str] = Counter()
        for g in games:
            cast.update(dict(g.cast[p]))
        gained = [g.energy_gained[p] for g in games]
        paid = [g.energy_paid[p] for g in games]
        left = [g.energy_left[p] for g in games]
        mull = [g.mulligans[p] for g in games]
        out["decks"].append({
            "side": "AB"[p],
            "deck": name,
            "agent": result.agents[p],
            "win": stats.rate(sum(g.winner == p for g in games), n),
            "on_play": stats.rate(sum(g.winner == p for g in on_play), len(on_play)),
            "on_draw": stats.rate(sum(g.winner == p for g in on_draw), len(on_draw)),
            "kill_turn": {**stats.describe(kills), "distribution": stats.distribution(kills)},
            "mulligans": {"mean": stats.mean(mull), "distribution": stats.distribution(mull)},
            "energy": {"gained": stats.mean(gained), "spent": stats.mean(paid),
                       "unspent": stats.mean(left),
                       "gained_distribution": stats.distribution(gained),
                       "games_with_energy": sum(x > 0 for x in gained)},
            "spells_cast": stats.mean([g.spells_cast[p] for g in games]),
            "most_cast": [[c, k] for c, k in sorted(cast.items(),
                                                    key=lambda kv: (-kv[1], kv[0]))[:15]],
        })
    return out


# ---------------------------------------------------------------------------- one game


@dataclass(frozen=True)
class _Spec:
    """Everything a worker needs to play any game of a run (picklable)."""

    cards_a: tuple[str, ...]
    cards_b: tuple[str, ...]
    agents: tuple[str, str]
    seed: int
    max_turns: int
    play_first: str
    allow_unsupported: bool = False


class _Seated:
    """Wraps an agent to answer the toss so that the wanted player goes first."""

    def __init__(self, agent: Any, first: int) -> None:
        self.agent, self.first = agent, first
        self.name = getattr(agent, "name", "agent")

    def bind(self, game: Any) -> None:
        self.agent.bind(game)

    def choose(self, view: Any, decision: Any) -> Any:
        from aetherworks.engine import Choice
        from aetherworks.engine.decision import PLAY_FIRST

        if decision.kind == PLAY_FIRST:
            want = Choice("play") if decision.player == self.first else Choice("draw")
            if want in decision.options:
                return want
        return self.agent.choose(view, decision)


def agent_seed(game_seed: int, player: int) -> int:
    """The seed of player ``player``'s agent in the game shuffled from ``game_seed``."""
    return 2 * game_seed + 1 + player


def make_agent(name: str, seed: int) -> Any:
    """An agent by name: the runner's agents plus ``passive`` (for goldfishing)."""
    if name == "passive":
        from aetherworks.sim.goldfish import PassiveAgent

        return PassiveAgent(seed)
    from aetherworks.sim.runner import make_agent as runner_agent

    return runner_agent(name, seed)


def agent_names() -> list[str]:
    from aetherworks.sim.runner import AGENTS

    return [*AGENTS, "passive"]


def play_one(spec: _Spec, index: int) -> GameRecord:
    """Play game ``index`` of a run with the existing game loop and record it."""
    from aetherworks.sim.runner import play_game

    seed = spec.seed + index
    agents = [make_agent(spec.agents[p], agent_seed(seed, p)) for p in (0, 1)]
    if spec.play_first == "alternate":
        first = index % 2
        agents = [_Seated(a, first) for a in agents]
    seen: list[Any] = []
    error = ""
    try:
        game = play_game(spec.cards_a, spec.cards_b, agents[0], agents[1], seed=seed,
                         names=("A", "B"), max_turns=spec.max_turns,
                         allow_unsupported=spec.allow_unsupported,
                         on_decision=lambda g: seen.append(g) if not seen else None)
    except Exception as exc:  # an engine or agent bug: record it, go on with the run
        error = f"{type(exc).__name__}: {exc}"[:500]
        if not seen:
            return GameRecord(index, seed, index % 2, None, "error", 0, None, 0, (0, 0),
                              (20, 20), (0, 0), (0, 0), (0, 0), (0, 0), error=error)
        game = seen[0]
    on_play = next((e.player for e in game.log if e.kind == "play_first"), game.active)
    winner = None if error else game.winner()
    kill = None
    if winner is not None:
        kill = (game.turn + 1) // 2 if winner == on_play else game.turn // 2
    casts: list[Counter[str]] = [Counter(), Counter()]
    for e in game.log:
        if e.kind == "cast" and e.player in (0, 1):
            obj = game.objects.get(e.obj)
            casts[e.player][obj.name if obj is not None else e.info] += 1
    ps = game.players

    def pair(f: Callable[[Any], int]) -> tuple[int, int]:
        return (int(f(ps[0])), int(f(ps[1])))

    return GameRecord(
        index=index, seed=seed, on_play=on_play, winner=winner,
        reason="error" if error else (game.result[1] if game.result else ""),
        turns=game.turn, kill_turn=kill,
        decisions=game.decisions_made,
        mulligans=pair(lambda p: p.mulligans), life=pair(lambda p: p.life),
        spells_cast=pair(lambda p: p.stats.get("spells_cast", 0)),
        energy_gained=pair(lambda p: p.stats.get("energy_gained", 0)),
        energy_paid=pair(lambda p: p.stats.get("energy_paid", 0)),
        energy_left=pair(lambda p: p.counters.get("energy", 0)),
        cast=(_ranked(casts[0]), _ranked(casts[1])), error=error,
    )


def _ranked(counts: Counter[str]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def play_chunk(spec: _Spec, indices: Sequence[int]) -> list[GameRecord]:
    """Play several games of a run (one unit of work for a process or a Ray task)."""
    import aetherworks.cards  # noqa: F401  (card definitions, in a fresh worker)

    return [play_one(spec, i) for i in indices]


# ---------------------------------------------------------------------------- input


def resolve_deck(deck: Any, *, fmt: str | None = None, allow_unsupported: bool = False
                 ) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """A deck given as an embedded deck name or file, a :class:`Decklist`, or a list of card
    names: its display name, its cards, and those of them that play as blanks.

    Decklists are checked for construction (``fmt``, default the deck's own) and support
    (:func:`aetherworks.sim.decks.load_game_deck`); a plain list of names only for support.
    Unsupported cards are refused unless ``allow_unsupported``.
    """
    from aetherworks.carddb.decklist import DeckError, Decklist

    if isinstance(deck, (str, Decklist)):
        from aetherworks.sim.decks import load_game_deck

        try:
            gd = load_game_deck(deck, fmt=fmt, allow_unsupported=allow_unsupported)
        except DeckError as exc:
            raise SimError(str(exc)) from None
        return gd.name, gd.cards, gd.blanks
    cards = tuple(deck)
    name = f"{len(cards)}-card list"
    if not cards:
        raise SimError(f"{name}: empty deck")
    import aetherworks.cards  # noqa: F401
    from aetherworks.engine import cardpool

    for card in sorted(set(cards)):
        try:
            cardpool.prototype(card)
        except Exception as exc:  # the card database's own error types vary
            raise SimError(f"{name}: unknown card {card!r} ({exc})") from None
    bad = cardpool.unsupported_among((c, name) for c in cards)
    if bad and not allow_unsupported:
        raise SimError(str(cardpool.UnsupportedCardError(bad)))
    return name, cards, tuple(sorted(s.name for s, _ in bad))


def parse_agents(agents: str | Iterable[str]) -> tuple[str, str]:
    """``"heuristic,random"`` or a pair of names (one name: both players use it)."""
    names = [a.strip() for a in agents.split(",")] if isinstance(agents, str) else list(agents)
    if len(names) == 1:
        names = names * 2
    if len(names) != 2 or not all(names):
        raise SimError(f"agents: give one or two names separated by a comma, got {agents!r}")
    known = agent_names()
    for a in names:
        if a not in known:
            raise SimError(f"unknown agent {a!r}; agents: {', '.join(known)}")
    return names[0], names[1]


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _chunks(n: int, parallel: int) -> list[list[int]]:
    size = max(1, min(25, math.ceil(n / (parallel * 4))))
    return [list(range(i, min(n, i + size))) for i in range(0, n, size)]


# ---------------------------------------------------------------------------- the run


def simulate(
    deck_a: Any,
    deck_b: Any,
    n: int,
    agents: str | Sequence[str] = DEFAULT_AGENTS,
    seed: int = 0,
    workers: int = 1,
    backend: str = "local",
    *,
    max_turns: int = 60,
    play_first: str = "alternate",
    progress: Progress | None = None,
    ray_address: str | None = None,
    fmt: str | None = None,
    allow_unsupported: bool = False,
) -> SimResult:
    """Play ``n`` games of ``deck_a`` (player 0) against ``deck_b`` and record each.

    ``workers``: processes for the local backend (0: one per CPU core); for a local Ray
    instance, its number of CPUs (0 or 1: all cores).  ``play_first``: ``"alternate"`` puts
    deck A on the play in even games, ``"toss"`` lets the coin toss and the agent decide.
    ``progress(done, total)`` is called with 0 once the input is checked, then as games
    finish.  ``fmt``: the construction rules decklists are checked against (default: each
    deck's own); ``allow_unsupported`` plays cards the engine cannot play as blanks, and the
    result's :attr:`SimResult.blanks` names them.  Raises :class:`SimError` on bad input.
    Records come back in game order and do not depend on ``workers`` or ``backend``.
    """
    if not _whole(n) or n < 1:
        raise SimError(f"the number of games must be at least 1, got {n!r:.40}")
    if n > MAX_GAMES:
        raise SimError(f"the number of games must be at most {MAX_GAMES:,}, got {n:,}")
    if backend not in BACKENDS:
        raise SimError(f"unknown backend {backend!r}; backends: {', '.join(BACKENDS)}")
    if not _whole(workers) or not 0 <= workers <= MAX_WORKERS:
        raise SimError(f"workers must be 0 (all cores) to {MAX_WORKERS}, got {workers!r:.40}")
    if play_first not in PLAY_FIRST_MODES:
        raise SimError(f"play_first must be one of {', '.join(PLAY_FIRST_MODES)}")
    if not _whole(max_turns) or max_turns < 1:
        raise SimError(f"max_turns must be at least 1, got {max_turns!r:.40}")
    if not _whole(seed) or not 0 <= seed <= MAX_SEED - (n - 1):
        raise SimError(f"seed must be from 0 to 2**63 - {n} (game i is shuffled from seed + i),"
                       f" got {seed!r:.40}")
    pair = parse_agents(agents)
    name_a, cards_a, blanks_a = resolve_deck(deck_a, fmt=fmt,
                                             allow_unsupported=allow_unsupported)
    name_b, cards_b, blanks_b = resolve_deck(deck_b, fmt=fmt,
                                             allow_unsupported=allow_unsupported)
    spec = _Spec(cards_a, cards_b, pair, seed, max_turns, play_first,
                 allow_unsupported=bool(blanks_a or blanks_b))
    nworkers = workers or os.cpu_count() or 1
    report = progress or (lambda done, total: None)
    report(0, n)  # the input is good: the games start
    start = time.perf_counter()
    if backend == "ray":
        records = _run_ray(spec, n, workers, ray_address, report)
    elif nworkers == 1 or n == 1:
        records = []
        for i in range(n):
            records.append(play_one(spec, i))
            report(i + 1, n)
    else:
        records = _run_processes(spec, n, nworkers, report)
    elapsed = time.perf_counter() - start
    records.sort(key=lambda g: g.index)
    return SimResult(name_a, name_b, n, pair, seed, nworkers if backend == "local" else workers,
                     backend, max_turns, play_first, records, elapsed,
                     blanks=(blanks_a, blanks_b))


def _start_method() -> str:
    """"fork" on Linux: workers start at once with the card definitions already loaded (the
    CLI's progress bar runs no thread, so forking is safe); "spawn" elsewhere."""
    import multiprocessing

    if sys.platform == "linux" and "fork" in multiprocessing.get_all_start_methods():
        return "fork"
    return "spawn"


def _ignore_sigint() -> None:
    """Worker processes leave Ctrl-C to the parent, which cancels the run cleanly."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _run_processes(spec: _Spec, n: int, workers: int, report: Progress) -> list[GameRecord]:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed

    ctx = multiprocessing.get_context(_start_method())
    records: list[GameRecord] = []
    pool = ProcessPoolExecutor(max_workers=min(workers, n), mp_context=ctx,
                               initializer=_ignore_sigint)
    try:
        futures = [pool.submit(play_chunk, spec, chunk) for chunk in _chunks(n, workers)]
        for fut in as_completed(futures):
            records.extend(fut.result())
            report(len(records), n)
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
    return records


def ray_available() -> bool:
    try:
        import ray  # noqa: F401
    except ImportError:
        return False
    return True


def _run_ray(spec: _Spec, n: int, workers: int, address: str | None,
             report: Progress) -> list[GameRecord]:
    try:
        import ray
    except ImportError:
        raise SimError("the Ray backend needs Ray: pip install 'aetherworks[ray]' "
                       "(or pip install 'ray>=2.9,<3')") from None
    started = False
    if not ray.is_initialized():
        import logging

        kwargs: dict[str, Any] = {"include_dashboard": False, "logging_level": logging.WARNING,
                                  "log_to_driver": False}
        if address:
            kwargs["address"] = address
        elif workers > 1:
            kwargs["num_cpus"] = workers
        try:
            ray.init(**kwargs)
        except Exception as exc:  # connection errors have many types
            raise SimError(f"cannot start or reach Ray ({address or 'local'}): {exc}") from None
        started = True
    try:
        cpus = int(ray.cluster_resources().get("CPU", 1))
        remote = ray.remote(play_chunk)
        spec_ref = ray.put(spec)
        pending = [remote.remote(spec_ref, chunk) for chunk in _chunks(n, max(1, cpus))]
        records: list[GameRecord] = []
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                records.extend(ray.get(ref))
            report(len(records), n)
        return records
    finally:
        if started:
            ray.shutdown()
