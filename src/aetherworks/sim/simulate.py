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
The records, the summary and the game loop here serve a table of three to six decks too
(:mod:`aetherworks.sim.table`); running the games is :mod:`aetherworks.sim.runs`.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field, fields
from datetime import UTC, datetime
from typing import Any

from aetherworks.agents.base import BlindAgent
from aetherworks.sim import stats
from aetherworks.sim.runs import (
    MAX_GAMES,
    MAX_SEED,
    MAX_WORKERS,
    PLAY_FIRST_MODES,
    Progress,
    SimError,
    check_run,
    run_games,
    used_workers,
)

__all__ = ["MAX_GAMES", "MAX_SEED", "MAX_WORKERS", "PLAY_FIRST_MODES", "GameRecord",
           "Progress", "RunFigures", "SimError", "SimResult", "simulate"]

DEFAULT_AGENTS = ("heuristic", "heuristic")


# ---------------------------------------------------------------------------- records


@dataclass(frozen=True)
class GameRecord:
    """What one game produced.  Each tuple holds one value per deck, in the run's deck order:
    for two decks (deck A, deck B), and deck A is always player 0; at a table of three to
    six, ``seats`` names the deck in each seat (the decks move round the table)."""

    index: int
    seed: int
    on_play: int  # the deck that took the first turn
    winner: int | None  # the deck that won; None: a draw
    reason: str
    turns: int  # game turns played (every player's turns)
    kill_turn: int | None  # the winner's own turns taken when the game ended
    decisions: int
    mulligans: tuple[int, ...]
    life: tuple[int, ...]
    spells_cast: tuple[int, ...]
    energy_gained: tuple[int, ...]
    energy_paid: tuple[int, ...]
    energy_left: tuple[int, ...]
    cast: tuple[tuple[tuple[str, int], ...], ...] = ((), ())
    error: str = ""  # the exception, if the engine or an agent failed (not counted as a game)
    seats: tuple[int, ...] = ()  # a table: the deck in each seat; () for two decks

    def position(self, deck: int) -> int:
        """Where ``deck`` sat in turn order, 0 for the player who took the first turn
        [101.4, 103.1]."""
        seat = self.seats.index if self.seats else int
        return (seat(deck) - seat(self.on_play)) % len(self.mulligans)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["cast"] = [dict(c) for c in self.cast]
        for k, v in d.items():
            if isinstance(v, tuple):
                d[k] = list(v)
        if not self.seats:
            del d["seats"]
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> GameRecord:
        kw: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in d:
                continue
            v = d[f.name]
            if f.name == "cast":
                v = tuple(_ranked(Counter(c)) for c in v)
            elif isinstance(v, list):
                v = tuple(v)
            kw[f.name] = v
        kw.setdefault("error", "")
        return cls(**kw)

    def row(self, sides: str = "AB") -> dict[str, Any]:
        """A flat row for CSV export; ``sides`` names the decks (A, B or 1, 2, 3...)."""
        side: dict[int | None, str] = {**dict(enumerate(sides)), None: "draw"}
        row: dict[str, Any] = {"game": self.index, "seed": self.seed,
                               "on_play": side[self.on_play]}
        if self.seats:
            row["seats"] = " ".join(side[k] for k in self.seats)
        row.update({
            "winner": "error" if self.error else side[self.winner], "reason": self.reason,
            "turns": self.turns, "kill_turn": "" if self.kill_turn is None else self.kill_turn,
            "decisions": self.decisions,
        })
        for name in ("mulligans", "life", "spells_cast", "energy_gained", "energy_paid",
                     "energy_left"):
            for s, value in zip(sides, getattr(self, name), strict=True):
                row[f"{name}_{s.lower()}"] = value
        row["error"] = self.error
        return row


def csv_fields(sides: str) -> tuple[str, ...]:
    """The CSV columns of a run of these decks; the last ones name each deck's cards that
    played as blanks (see :class:`SimResult`)."""
    zeros = (0,) * len(sides)
    blank = GameRecord(0, 0, 0, None, "", 0, None, 0, zeros, zeros, zeros, zeros, zeros, zeros,
                       seats=tuple(range(len(sides))) if len(sides) > 2 else ())
    return (*blank.row(sides), *(f"blanks_{s.lower()}" for s in sides))


CSV_FIELDS = csv_fields("AB")


@dataclass(kw_only=True)
class RunFigures:
    """What a two-deck run (:class:`SimResult`) and a table run
    (:class:`~aetherworks.sim.table.TableResult`) share: settings, one :class:`GameRecord`
    per game, timing, summary, JSON; reports, the history and the CLI read either."""

    n: int
    agents: tuple[str, ...]  # per deck
    seed: int
    workers: int
    backend: str
    max_turns: int
    play_first: str
    games: list[GameRecord]
    elapsed_s: float = 0.0
    created: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    # Per deck, the cards that played as blanks (unsupported, allowed by the user): every
    # output of a run that had any says so.
    blanks: tuple[tuple[str, ...], ...]

    @property
    def decks(self) -> tuple[str, ...]:
        """The decks' names, in deck order."""
        raise NotImplementedError

    @property
    def sides(self) -> str:
        """A letter or digit a deck, in deck order, as reports label them."""
        raise NotImplementedError

    def settings(self) -> dict[str, Any]:
        raise NotImplementedError

    @property
    def games_per_s(self) -> float:
        return len(self.games) / self.elapsed_s if self.elapsed_s > 0 else 0.0

    def _settings(self) -> dict[str, Any]:
        return {"n": self.n, "agents": list(self.agents), "seed": self.seed,
                "workers": self.workers, "backend": self.backend, "max_turns": self.max_turns,
                "play_first": self.play_first, "elapsed_s": round(self.elapsed_s, 3),
                "games_per_s": round(self.games_per_s, 2), "created": self.created,
                "blanks": [list(b) for b in self.blanks]}

    @staticmethod
    def _from_settings(d: dict[str, Any]) -> dict[str, Any]:
        """The keyword arguments of a result read back from :meth:`to_dict`'s output."""
        s = d["settings"]
        return {"n": s["n"], "agents": tuple(s["agents"]), "seed": s["seed"],
                "workers": s["workers"], "backend": s["backend"], "max_turns": s["max_turns"],
                "play_first": s["play_first"],
                "games": [GameRecord.from_dict(g) for g in d["games"]],
                "elapsed_s": s.get("elapsed_s", 0.0), "created": s.get("created", ""),
                "blanks": tuple(tuple(b) for b in s.get("blanks", [[]] * len(s["agents"])))}

    def summary(self) -> dict[str, Any]:
        """Win rates with 95% Wilson intervals (for two decks on the play and on the draw, at
        a table per seat position), game lengths, kill turns, mulligans, energy and
        most-cast cards, per deck."""
        return summarize(self)

    def to_dict(self) -> dict[str, Any]:
        return {"settings": self.settings(), "summary": self.summary(),
                "games": [g.to_dict() for g in self.games]}


@dataclass
class SimResult(RunFigures):
    """A run of two decks: deck A (always player 0) and deck B."""

    deck_a: str
    deck_b: str

    @property
    def decks(self) -> tuple[str, ...]:
        return (self.deck_a, self.deck_b)

    @property
    def sides(self) -> str:
        return "AB"

    def settings(self) -> dict[str, Any]:
        return {"deck_a": self.deck_a, "deck_b": self.deck_b, **self._settings()}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SimResult:
        s = d["settings"]
        return cls(s["deck_a"], s["deck_b"], **cls._from_settings(d))


def summarize(result: RunFigures) -> dict[str, Any]:
    """The figures of a run as a JSON-ready dict (see :meth:`RunFigures.summary`)."""
    games = [g for g in result.games if not g.error]
    failed = [g for g in result.games if g.error]
    n = len(games)
    players = len(result.decks)
    turns = [g.turns for g in games]
    out: dict[str, Any] = {
        "players": players,
        "games": n,
        # Cards that played as blanks, per deck side ({} in an honest run).
        "blanks": {side: list(b) for side, b in zip(result.sides, result.blanks, strict=True)
                   if b},
        "errors": {"count": len(failed), "games": [[g.index, g.seed, g.error]
                                                   for g in failed[:20]]},
        "draws": sum(g.winner is None for g in games),
        "turns": {**stats.describe(turns), "distribution": stats.distribution(turns)},
        "decisions_per_game": stats.mean([g.decisions for g in games]),
        "decks": [],
    }
    for p, name in enumerate(result.decks):
        kills = [g.kill_turn for g in games if g.winner == p and g.kill_turn is not None]
        cast: Counter[str] = Counter()
        for g in games:
            cast.update(dict(g.cast[p]))
        gained = [g.energy_gained[p] for g in games]
        paid = [g.energy_paid[p] for g in games]
        left = [g.energy_left[p] for g in games]
        mull = [g.mulligans[p] for g in games]
        deck: dict[str, Any] = {"side": result.sides[p], "deck": name,
                                "agent": result.agents[p],
                                "win": stats.rate(sum(g.winner == p for g in games), n)}
        if players == 2:
            on_play = [g for g in games if g.on_play == p]
            on_draw = [g for g in games if g.on_play != p]
            deck["on_play"] = stats.rate(sum(g.winner == p for g in on_play), len(on_play))
            deck["on_draw"] = stats.rate(sum(g.winner == p for g in on_draw), len(on_draw))
        out["decks"].append({
            **deck,
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
    if players > 2:  # position 1 took the first turn [103.1]
        won = [g.position(g.winner) for g in games if g.winner is not None]
        out["positions"] = [{"position": pos + 1, "win": stats.rate(won.count(pos), n)}
                            for pos in range(players)]
    return out


# ---------------------------------------------------------------------------- one game


@dataclass(frozen=True)
class GameSpec:
    """Everything a worker needs to play any game of a run (picklable): per deck its cards,
    agent, player name and (a Commander game) commanders; ``rotate``: a table, where game
    ``i`` seats deck ``k`` in seat ``(k + i) % N`` so that every deck plays every seat."""

    decks: tuple[tuple[str, ...], ...]
    agents: tuple[str, ...]
    seed: int
    max_turns: int
    play_first: str
    allow_unsupported: bool = False
    names: tuple[str, ...] = ("A", "B")
    commanders: tuple[tuple[str, ...], ...] | None = None
    rotate: bool = False


class _Seated(BlindAgent):
    """Wraps an agent to answer the toss so that the wanted seat goes first [103.1]; blind
    where the agent it wraps is (:func:`~aetherworks.agents.decide`)."""

    def __init__(self, agent: Any, first: int) -> None:
        from aetherworks.engine import Choice
        from aetherworks.engine.decision import PLAY_FIRST
        from aetherworks.engine.defs import player_ref

        self.agent, self.first = agent, first
        self.name = getattr(agent, "name", "agent")
        # Worked out once, not at every decision of the game: two players, play or draw;
        # more, the toss winner names who goes first.
        self.kind = PLAY_FIRST
        self.play = (Choice("play"),)
        self.other = (Choice("draw"), Choice("pick", player_ref(first)))

    def bind(self, game: Any) -> None:
        self.agent.bind(game)

    def _toss(self, decision: Any) -> Any:
        if decision.kind == self.kind:
            for want in self.play if decision.player == self.first else self.other:
                if want in decision.options:
                    return want
        return None

    def choose_blind(self, turn: int, decision: Any) -> Any:
        toss = self._toss(decision)
        if toss is not None or not isinstance(self.agent, BlindAgent):
            return toss
        return self.agent.choose_blind(turn, decision)

    def choose(self, view: Any, decision: Any) -> Any:
        toss = self._toss(decision)
        return toss if toss is not None else self.agent.choose(view, decision)


def agent_seed(game_seed: int, player: int, players: int = 2) -> int:
    """The seed of player ``player``'s agent in the game shuffled from ``game_seed``."""
    return players * game_seed + 1 + player


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


def play_one(spec: GameSpec, index: int) -> GameRecord:
    """Play game ``index`` of a run with the existing game loop and record it (per deck)."""
    from aetherworks.engine import Game
    from aetherworks.sim.runner import drive

    players = len(spec.decks)
    seed = spec.seed + index
    seats = tuple((s - index) % players for s in range(players)) if spec.rotate \
        else tuple(range(players))
    agents = [make_agent(spec.agents[k], agent_seed(seed, s, players))
              for s, k in enumerate(seats)]
    if spec.play_first == "alternate":  # deck i % N takes the first turn in game i
        agents = [_Seated(a, seats.index(index % players)) for a in agents]
    table = seats if spec.rotate else ()
    game = None
    error = ""
    try:
        game = Game.new(*(spec.decks[k] for k in seats), seed=seed,
                        names=tuple(spec.names[k] for k in seats), max_turns=spec.max_turns,
                        allow_unsupported=spec.allow_unsupported,
                        commanders=None if spec.commanders is None else
                        tuple(spec.commanders[k] for k in seats))
        drive(game, agents)
    except Exception as exc:  # an engine or agent bug: record it, go on with the run
        error = f"{type(exc).__name__}: {exc}"[:500]
        if game is None:
            zeros = (0,) * players
            return GameRecord(index, seed, index % players, None, "error", 0, None, 0, zeros,
                              zeros, zeros, zeros, zeros, zeros, ((),) * players, error,
                              table)
    first = next((e.player for e in game.log if e.kind == "play_first"), game.active)
    winner = None if error else game.winner()
    casts: list[Counter[str]] = [Counter() for _ in seats]
    own_turns = [0] * players  # turns each seat took [500.1]
    for e in game.log:
        if e.player is None or not 0 <= e.player < players:
            continue
        if e.kind == "cast":
            obj = game.objects.get(e.obj)
            casts[e.player][obj.name if obj is not None else e.info] += 1
        elif e.kind == "turn":
            own_turns[e.player] += 1
    by_deck = [seats.index(k) for k in range(players)]  # the seat of each deck

    def per_deck(values: Sequence[Any]) -> tuple[Any, ...]:
        return tuple(values[s] for s in by_deck)

    ps = game.players
    return GameRecord(
        index=index, seed=seed, on_play=seats[first],
        winner=None if winner is None else seats[winner],
        reason="error" if error else (game.result[1] if game.result else ""),
        turns=game.turn, kill_turn=None if winner is None else own_turns[winner],
        decisions=game.decisions_made,
        mulligans=per_deck([p.mulligans for p in ps]), life=per_deck([p.life for p in ps]),
        spells_cast=per_deck([p.stats.get("spells_cast", 0) for p in ps]),
        energy_gained=per_deck([p.stats.get("energy_gained", 0) for p in ps]),
        energy_paid=per_deck([p.stats.get("energy_paid", 0) for p in ps]),
        energy_left=per_deck([p.counters.get("energy", 0) for p in ps]),
        cast=per_deck([_ranked(c) for c in casts]), error=error, seats=table,
    )


def _ranked(counts: Counter[str]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


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
    import aetherworks.compiler  # noqa: F401
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


def parse_agents(agents: str | Iterable[str], players: int = 2) -> tuple[str, ...]:
    """``"heuristic,random"``: an agent per deck, in deck order, or one name (or the same
    name repeated) for every deck."""
    names = [a.strip() for a in agents.split(",")] if isinstance(agents, str) else list(agents)
    if len(set(names)) == 1:
        names = names[:1] * players
    if len(names) != players or not all(names):
        raise SimError(f"agents: give one name, or one per deck ({players}) separated by "
                       f"commas, got {agents!r}")
    known = agent_names()
    for a in names:
        if a not in known:
            raise SimError(f"unknown agent {a!r}; agents: {', '.join(known)}")
    return tuple(names)


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
    check_run(n, seed=seed, workers=workers, backend=backend, max_turns=max_turns,
              play_first=play_first)
    pair = parse_agents(agents)
    name_a, cards_a, blanks_a = resolve_deck(deck_a, fmt=fmt,
                                             allow_unsupported=allow_unsupported)
    name_b, cards_b, blanks_b = resolve_deck(deck_b, fmt=fmt,
                                             allow_unsupported=allow_unsupported)
    spec = GameSpec((cards_a, cards_b), pair, seed, max_turns, play_first,
                    allow_unsupported=bool(blanks_a or blanks_b))
    return SimResult(name_a, name_b, blanks=(blanks_a, blanks_b),
                     **play_run(spec, n, workers=workers, backend=backend,
                                ray_address=ray_address, progress=progress))


def play_run(spec: GameSpec, n: int, *, workers: int, backend: str, ray_address: str | None,
             progress: Progress | None) -> dict[str, Any]:
    """Play the ``n`` games of a checked run (two decks or a table): the
    :class:`RunFigures` keyword arguments of its result, bar its decks and blanks."""
    if progress is not None:
        progress(0, n)  # the input is good: the games start
    start = time.perf_counter()
    records = run_games(play_one, spec, n, workers=workers, backend=backend,
                        ray_address=ray_address, report=progress)
    return {"n": n, "agents": spec.agents, "seed": spec.seed,
            "workers": used_workers(workers, backend), "backend": backend,
            "max_turns": spec.max_turns, "play_first": spec.play_first, "games": records,
            "elapsed_s": time.perf_counter() - start}
