"""Fuzzing: seeded random games from random decks, with the rules' invariants checked after
every action [the engine's safety net].

Every game is reproducible from its index and the run's seed (decks, agents, shuffles), so a
failure is a replay file, not a story.  A failure is one of:

* ``crash``: ``apply`` raised (the engine must never raise on a legal choice);
* ``invariant``: the state broke a rule the engine relies on (an object in two zones, energy
  below zero, life that disagrees with the life events, a clone that differs from its
  original or changes it, a saved game that loads differently, a view that shows what its
  player may not see);
* ``hang``: a game or a turn that does not end (an optional loop taken forever [732]);
* ``slow``: one ``apply`` that took longer than the limit, in CPU time of the process, so
  that a machine busy with other work does not make the engine look slow.

>>> import aetherworks.cards
>>> result = fuzz(FuzzSpec(games=2, seed=1))
>>> result.games, result.failures
(2, [])
"""

from __future__ import annotations

import functools
import json
import random
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import aetherworks.compiler  # noqa: F401  (card definitions must be registered)
from aetherworks.agents import HeuristicAgent, MCTSAgent, RandomAgent, decide
from aetherworks.carddb import get_db
from aetherworks.engine import Game, Replay, cardpool, exercised, usage
from aetherworks.engine.defs import Choice
from aetherworks.engine.serialize import dict_to_json, game_to_dict
from aetherworks.sim.runs import settle_heap

BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
CHECKS = ("zones", "pools", "counters", "life", "decision", "views", "clone", "json",
          "isolation")
Progress = Callable[[int, int], None]


class FuzzError(ValueError):
    """A fuzz run asked for something impossible (an unknown card or agent, no games)."""


@dataclass(frozen=True)
class FuzzSpec:
    """What to fuzz: how many games from which seed, over which cards, with which agents.

    ``pool`` is the cards decks are drawn from (default: every card with a hand-written
    definition); ``deep_every`` is how often (in decisions) the costly checks run: a clone and
    a saved game compared with the original, and a clone played on to prove it is isolated.
    """

    games: int = 100
    seed: int = 0
    agents: tuple[str, ...] = ("random", "heuristic")
    pool: tuple[str, ...] = ()
    max_decisions: int = 20_000
    max_turn_decisions: int = 3_000
    slow_seconds: float = 1.0
    deep_every: int = 40
    # Also play compiled and vanilla cards no smoke run has exercised yet (cardpool).
    unexercised: bool = False


@dataclass
class Failure:
    """One failed game: enough to reproduce it (``replay``) and to read what went wrong."""

    game: int
    kind: str
    check: str
    message: str
    decision: int
    turn: int
    agents: tuple[str, str]
    decks: tuple[tuple[str, ...], tuple[str, ...]]
    replay: str = ""  # a Replay's JSON: the choices up to and including the failing one
    trace: str = ""
    shrunk_from: int = 0  # distinct cards in the decks before shrinking

    @property
    def signature(self) -> str:
        """What makes two failures "the same" when shrinking: kind, check, first line."""
        return f"{self.kind}:{self.check}:{self.message.splitlines()[0][:120]}"


@dataclass
class FuzzResult:
    games: int = 0
    decisions: int = 0
    turns: int = 0
    seconds: float = 0.0
    max_apply_seconds: float = 0.0
    failures: list[Failure] = field(default_factory=list)
    # Per card: how often it was cast, played as a land, had an ability activated, triggered.
    usage: dict[str, Counter[str]] = field(default_factory=dict)
    pool_size: int = 0

    def merge(self, other: FuzzResult) -> None:
        self.games += other.games
        self.decisions += other.decisions
        self.turns += other.turns
        self.max_apply_seconds = max(self.max_apply_seconds, other.max_apply_seconds)
        self.failures.extend(other.failures)
        for kind, counts in other.usage.items():
            self.usage.setdefault(kind, Counter()).update(counts)

    def exercised(self, name: str) -> bool:
        """Whether a card was cast or played in some game (the smoke test's bar)."""
        return any(self.usage.get(k, Counter())[name] for k in ("cast", "land"))

    def summary(self) -> dict[str, Any]:
        by_kind = Counter(f.kind for f in self.failures)
        return {"games": self.games, "decisions": self.decisions, "turns": self.turns,
                "seconds": round(self.seconds, 1),
                "games_per_s": round(self.games / self.seconds, 2) if self.seconds else 0.0,
                "max_apply_ms": round(self.max_apply_seconds * 1000, 1),
                "failures": len(self.failures), "crashes": by_kind["crash"],
                "invariant_breaks": by_kind["invariant"], "hangs": by_kind["hang"],
                "slow": by_kind["slow"], "pool": self.pool_size,
                "cards_cast_or_played": len(set(self.usage.get("cast", Counter())) |
                                            set(self.usage.get("land", Counter())))}


# ---------------------------------------------------------------------------- decks


def default_pool() -> tuple[str, ...]:
    """Every card the engine plays from a hand-written definition (its tests' subjects)."""
    return tuple(sorted(cardpool.REGISTRY))


def resolve_pool(names: Iterable[str]) -> tuple[str, ...]:
    """Oracle names for the given names; unknown or unsupported cards are an error."""
    db = get_db()
    out: list[str] = []
    problems: list[str] = []
    for name in names:
        card = db.find(name)
        if card is None:
            problems.append(f"unknown card {name!r}")
            continue
        sup = cardpool.support(card.name)
        if not sup.supported:
            problems.append(f"{card.name}: not supported ({sup.reason})")
            continue
        out.append(card.name)
    if problems:
        raise FuzzError("; ".join(problems))
    return tuple(dict.fromkeys(out))


def _identity(name: str) -> frozenset[str]:
    return frozenset(get_db().card(name).color_identity)


@functools.lru_cache(maxsize=4)
def _pool_parts(seed: int, pool: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """The pool's spells in the run's seeded order, and its nonbasic lands: worked out once
    per run, not per game (a pool of every supported card has 14,000 names)."""
    spells: list[str] = []
    lands: list[str] = []
    for n in pool:  # one look-up a card
        front = get_db().card(n).front
        if "Land" not in front.types:
            spells.append(n)
        elif "Basic" not in front.supertypes:
            lands.append(n)
    random.Random(seed).shuffle(spells)
    return spells, lands


def game_decks(spec: FuzzSpec, index: int, pool: Sequence[str]
               ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The two decks of game ``index``: each takes a run of the pool in a seeded order, so a
    run covers every card of the pool, plus lands of its colours (basics and the pool's)."""
    order, lands = _pool_parts(spec.seed, tuple(pool))
    per_deck = 10
    decks = []
    for side in range(2):
        rng = random.Random(f"{spec.seed}:{index}:{side}")
        start = ((2 * index + side) * per_deck) % max(1, len(order))
        chosen = [order[(start + i) % len(order)] for i in range(min(per_deck, len(order)))]
        colors = sorted(set().union(*(_identity(n) for n in chosen)) or {"R", "G"})
        deck: list[str] = []
        for name in chosen:
            deck += [name] * rng.randint(2, 4)
        mine = [n for n in lands if _identity(n) <= set(colors)]
        nonbasic = rng.sample(mine, min(len(mine), 6))
        for name in nonbasic:
            deck += [name] * 2
        n_lands = max(0, 24 - 2 * len(nonbasic))
        deck += [BASICS[colors[i % len(colors)]] for i in range(n_lands)]
        decks.append(tuple(deck))
    return decks[0], decks[1]


def _agent(name: str, seed: int) -> Any:
    if name == "random":
        return RandomAgent(seed)
    if name == "heuristic":
        return HeuristicAgent(seed)
    if name == "mcts":
        # A small budget: the point is to drive clones and rollouts, not to play well.
        return MCTSAgent(seed, seconds=None, iterations=6, rollout_turns=2)
    raise FuzzError(f"unknown agent {name!r}; agents: random, heuristic, mcts")


# ---------------------------------------------------------------------------- invariants


def _fingerprint(g: Game) -> dict[str, Any]:
    """The data a save of ``g`` is made of: two games are the same game when theirs are
    equal (compared as data, not as text: writing the JSON text took a third of a fuzz
    run, and the text adds nothing but the distinction of ``True`` from ``1``)."""
    return game_to_dict(g)


def check_zones(g: Game) -> str | None:
    """Each object in exactly one zone list, the one its ``zone`` names, owned right [400.1]."""
    seen: dict[int, str] = {}
    lists: list[tuple[str, int | None, list[int]]] = [
        ("battlefield", None, g.battlefield), ("stack", None, g.stack),
        ("exile", None, g.exile), ("command", None, g.command)]
    for p in g.players:
        lists += [("library", p.index, p.library), ("hand", p.index, p.hand),
                  ("graveyard", p.index, p.graveyard)]
    for zone, owner, ids in lists:
        for oid in ids:
            if oid in seen:
                return f"object {oid} is in {seen[oid]} and in {zone}"
            seen[oid] = zone
            obj = g.objects.get(oid)
            if obj is None:
                return f"{zone} lists object {oid}, which does not exist"
            if obj.zone != zone:
                return f"{obj!r} is listed in {zone} but says it is in {obj.zone!r}"
            if owner is not None and obj.owner != owner:
                return f"{obj!r} is in player {owner}'s {zone} but owned by {obj.owner}"
    for oid, obj in g.objects.items():
        if obj.zone and oid not in seen:
            return f"{obj!r} says it is in {obj.zone} but no zone lists it"
        if obj.zone == "battlefield" and (obj.damage < 0 or any(
                v <= 0 for v in (obj.counters or {}).values())):
            return f"{obj!r} has negative damage or a non-positive counter: {obj.counters}"
    return None


def check_players(g: Game, start_life: int, life_delta: list[int]) -> tuple[str, str] | None:
    for p in g.players:
        bad = {k: v for k, v in p.pool.items() if v < 0}
        if bad:
            return "pools", f"{p.name}'s mana pool is negative: {bad}"
        bad = {k: v for k, v in p.counters.items() if v < 0}
        if bad:
            return "counters", f"{p.name} has negative counters: {bad}"
        if p.life != start_life + life_delta[p.index]:
            return "life", (f"{p.name} has {p.life} life but the life events add up to "
                            f"{start_life + life_delta[p.index]}")
    return None


def check_decision(g: Game) -> str | None:
    if g.is_over():
        return None
    d = g.decision
    if d is None:
        return "the game is not over but no decision is pending"
    if len(d.options) == 0:
        return f"a decision with no options: {d}"
    return None


class ViewWatch:
    """What each player has never been allowed to see: every object that was ever in a
    library or in another player's hand [400.2].  Zone changes make new objects [400.7], so
    such an id must never show in that player's view, unless a decision of theirs offered it
    (searching a library, choosing from a revealed hand)."""

    def __init__(self, players: int) -> None:
        self.hidden: list[set[int]] = [set() for _ in range(players)]
        self.offered: list[set[int]] = [set() for _ in range(players)]

    def check(self, g: Game) -> str | None:
        for p in g.players:
            hid = self.hidden[p.index]
            for q in g.players:
                hid.update(q.library)
                if q.index != p.index:
                    hid.update(q.hand)
        d = g.decision
        if d is not None and not d.is_number:
            self.offered[d.player].update(o.obj for o in d.options if isinstance(o, Choice))
        for p in g.players:
            hid = self.hidden[p.index] - self.offered[p.index] - set(p.hand)
            view = g.view(p.index)
            shown = {c.id for c in (*view.battlefield, *view.stack, *view.exile)}
            for pv in view.players:
                shown |= {c.id for c in pv.graveyard}
                if pv.hand is not None:
                    if pv.index != p.index:
                        return f"{p.name}'s view shows {pv.name}'s hand"
                    shown |= {c.id for c in pv.hand}
            leaked = shown & hid
            if leaked:
                return f"{p.name}'s view shows hidden objects {sorted(leaked)}"
            for oid in hid:
                if view.card(oid) is not None:
                    return (f"{p.name}'s view.card({oid}) names {g.objects[oid].name}, which "
                            f"{p.name} never saw")
        return None


def check_deep(g: Game, rng: random.Random) -> tuple[str, str] | None:
    """A clone and a saved-and-loaded game equal the original; a clone played on leaves the
    original untouched [isolation]."""
    before = _fingerprint(g)
    clone = g.clone()
    if _fingerprint(clone) != before:
        return "clone", "a clone differs from its original"
    loaded = Game.from_json(dict_to_json(before))
    if _fingerprint(loaded) != before:
        return "json", "a saved game loads into a different game"
    for _ in range(3):
        d = clone.decision
        if d is None:
            break
        opts = d.options
        clone.apply(opts[rng.randrange(len(opts))])
    if _fingerprint(g) != before:
        return "isolation", "playing on in a clone changed the original game"
    return None


# ---------------------------------------------------------------------------- playing


def play_one(spec: FuzzSpec, index: int, pool: Sequence[str],
             decks: tuple[tuple[str, ...], tuple[str, ...]] | None = None) -> FuzzResult:
    """Play game ``index`` of the run, checking after every action; return what happened."""
    if not spec.unexercised:
        return _play_one(spec, index, pool, decks)
    with exercised.unexercised_allowed():
        return _play_one(spec, index, pool, decks)


def _play_one(spec: FuzzSpec, index: int, pool: Sequence[str],
              decks: tuple[tuple[str, ...], tuple[str, ...]] | None) -> FuzzResult:
    rng = random.Random(f"{spec.seed}:{index}")
    if decks is None:
        decks = game_decks(spec, index, pool)
    names = (rng.choice(spec.agents), rng.choice(spec.agents))
    agents = (_agent(names[0], rng.randrange(1 << 30)), _agent(names[1], rng.randrange(1 << 30)))
    checker = random.Random(index)
    result = FuzzResult(games=1)
    game_seed = rng.randrange(1 << 62)
    # Manual mana payment and every priority pass are decisions too: fuzz them as well.
    settings: dict[str, Any] = {"auto_pay": rng.random() < 0.5, "auto_pass": rng.random() < 0.7}
    failure: Failure | None = None
    g: Game | None = None

    def fail(kind: str, check: str, message: str, trace: str = "") -> Failure:
        assert g is not None
        return Failure(index, kind, check, message, g.decisions_made, g.turn, names, decks,
                       Replay.of(g).to_json(), trace)

    try:
        g = Game.new(decks[0], decks[1], seed=game_seed, **settings)
    except Exception as exc:  # a crash before any choice: report it with no replay
        result.failures.append(Failure(index, "crash", "new", f"{type(exc).__name__}: {exc}",
                                       0, 0, names, decks, "", traceback.format_exc()))
        return result
    for agent in agents:
        agent.bind(g)
    start_life = g.players[0].life
    watch = ViewWatch(len(g.players))
    life_delta = [0] * len(g.players)
    seen = 0
    turn, turn_decisions = g.turn, 0
    def catch_up() -> None:
        nonlocal seen
        assert g is not None
        for ev in g.log[seen:]:
            if ev.kind == "life" and ev.player >= 0:
                life_delta[ev.player] += ev.amount
        usage.tally(g, seen, result.usage)
        seen = len(g.log)

    while failure is None and not g.is_over():
        catch_up()
        problem = check_zones(g)
        if problem:
            failure = fail("invariant", "zones", problem)
            break
        got = check_players(g, start_life, life_delta)
        if got:
            failure = fail("invariant", *got)
            break
        problem = check_decision(g)
        if problem:
            failure = fail("invariant", "decision", problem)
            break
        problem = watch.check(g)
        if problem:
            failure = fail("invariant", "views", problem)
            break
        if g.decisions_made % spec.deep_every == spec.deep_every - 1:
            try:
                got = check_deep(g, checker)
            except Exception as exc:
                got = ("clone", f"{type(exc).__name__} while checking a clone: {exc}")
            if got:
                failure = fail("invariant", *got)
                break
        if g.decisions_made >= spec.max_decisions:
            failure = fail("hang", "game", f"no result after {g.decisions_made} decisions")
            break
        if g.turn != turn:
            turn, turn_decisions = g.turn, 0
        turn_decisions += 1
        if turn_decisions > spec.max_turn_decisions:
            failure = fail("hang", "turn", f"turn {g.turn} is not over after "
                           f"{spec.max_turn_decisions} decisions ({g.step})")
            break
        d = g.decision
        assert d is not None
        try:
            choice: Choice | int = decide(agents[d.player], g, d)
        except Exception as exc:
            failure = fail("crash", "agent", f"{names[d.player]} agent: "
                           f"{type(exc).__name__}: {exc}", traceback.format_exc())
            break
        t0 = time.process_time()
        try:
            g.apply(choice)
        except Exception as exc:
            failure = fail("crash", "apply", f"{type(exc).__name__}: {exc}",
                           traceback.format_exc())
            break
        spent = time.process_time() - t0
        result.max_apply_seconds = max(result.max_apply_seconds, spent)
        if spent > spec.slow_seconds:
            failure = fail("slow", "apply", f"one decision took {spent:.2f} s (limit "
                           f"{spec.slow_seconds} s) on turn {g.turn}")
    if failure is None:
        catch_up()
        got = check_players(g, start_life, life_delta)
        if got:
            failure = fail("invariant", *got)
    result.decisions = g.decisions_made
    result.turns = g.turn
    if failure is not None:
        result.failures.append(failure)
    return result


def play_chunk(spec: FuzzSpec, indices: Sequence[int], pool: Sequence[str]) -> FuzzResult:
    out = FuzzResult()
    for i in indices:
        settle_heap()
        out.merge(play_one(spec, i, pool))
    return out


# ---------------------------------------------------------------------------- shrinking


def shrink(spec: FuzzSpec, failure: Failure, pool: Sequence[str], *, budget: int = 40
           ) -> Failure:
    """Smaller decks that fail the same way: each distinct card is dropped in turn (its copies
    become Mountains) and kept out if the same game index still fails with the same
    signature.  Returns the smallest failure found (the original if none is smaller)."""
    best = failure
    best.shrunk_from = len(set(failure.decks[0]) | set(failure.decks[1]))
    tries = 0
    for name in sorted(set(failure.decks[0]) | set(failure.decks[1])):
        if name in BASICS.values() or tries >= budget:
            continue
        tries += 1
        a, b = (tuple(BASICS["R"] if c == name else c for c in deck) for deck in best.decks)
        got = play_one(spec, failure.game, pool, decks=(a, b))
        again = next((f for f in got.failures if f.signature == failure.signature), None)
        if again is not None:
            again.shrunk_from = best.shrunk_from
            best = again
    return best


# ---------------------------------------------------------------------------- running


def fuzz(spec: FuzzSpec, *, workers: int = 1, report: Progress | None = None,
         shrink_failures: bool = False) -> FuzzResult:
    """Play ``spec.games`` games on ``workers`` processes; same spec, same games."""
    if spec.games < 1:
        raise FuzzError("--games must be at least 1")
    for a in spec.agents:
        _agent(a, 0)
    pool = spec.pool or default_pool()
    t0 = time.perf_counter()
    if workers <= 1:
        result = FuzzResult()
        for i in range(spec.games):
            settle_heap()
            result.merge(play_one(spec, i, pool))
            if report:
                report(i + 1, spec.games)
    else:
        result = _run_processes(spec, pool, workers, report)
    result.seconds = time.perf_counter() - t0
    result.pool_size = len(pool)
    result.failures.sort(key=lambda f: f.game)
    if shrink_failures:
        result.failures = [shrink(spec, f, pool) for f in result.failures]
    return result


def _run_processes(spec: FuzzSpec, pool: Sequence[str], workers: int,
                   report: Progress | None) -> FuzzResult:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed

    from aetherworks.sim.runs import chunks, ignore_sigint, start_method

    ctx = multiprocessing.get_context(start_method())
    result = FuzzResult()
    # Small chunks: games differ a lot in length, and progress should move.
    parts = chunks(spec.games, max(workers, spec.games // 10))
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx,
                             initializer=ignore_sigint) as pool_ex:
        futures = [pool_ex.submit(play_chunk, spec, c, pool) for c in parts]
        for fut in as_completed(futures):
            result.merge(fut.result())
            if report:
                report(result.games, spec.games)
    return result


def write_failures(result: FuzzResult, out: Path) -> list[Path]:
    """Two files per failure: a report (what failed, the decks, the traceback, and the
    replay inside it) and the replay alone (``NAME.replay.json``), which ``Replay.load``
    reads like any replay.  Returns the reports' paths."""
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for f in result.failures:
        path = out / f"fuzz-game{f.game}-{f.kind}-{f.check}.json"
        data = asdict(f)
        data["replay"] = json.loads(f.replay) if f.replay else None
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False), encoding="utf-8")
        if f.replay:
            path.with_suffix(".replay.json").write_text(f.replay, encoding="utf-8")
        paths.append(path)
    return paths
