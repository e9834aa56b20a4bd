"""The smoke run: a compiled or vanilla card counts as supported only once random games have
played it [the brief: "it counts as supported only when scenarios or fuzzed games exercise
it"; issue 12: "every compiled card is cast or played, and its abilities activated or
triggered"].

Candidates are the compiled and vanilla cards the record (``data/exercised.json``, read by
:func:`aetherworks.engine.exercised.record`) does not yet name with their current
definition.  They are dealt into small decks of one colour identity each (so the decks can
cast them), two decks a game, and played by the fuzzer with every invariant checked.  A card
is *exercised* by a game that broke nothing when it was cast or played as a land and, if it
has activated (non-mana) or triggered abilities, one of them was activated or triggered.
Cards not exercised in a round are dealt again, in new decks, in the next one.

A card the record already names with its current definition is not dealt again:

>>> import aetherworks.compiler
>>> candidates(["Prodigal Pyromancer"])
[]
>>> run = smoke(["Prodigal Pyromancer"], rounds=2, workers=1)
>>> run.games, sorted(run.exercised), run.failures
(0, [], [])
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from aetherworks.carddb import get_db
from aetherworks.engine import cardpool, exercised
from aetherworks.engine.usage import exercised_in
from aetherworks.sim.fuzz import BASICS, Failure, FuzzSpec, play_one

PER_DECK = 6  # distinct spells in a deck: few, so that each is drawn and cast
BATCH = 1200  # cards dealt together; the record can be written after each batch
LANDS_PER_DECK = 4  # distinct nonbasic lands in a deck
# From the second round on, a deck also gets this many distinct cards that are already
# exercised, of its colours: an ability that needs company (another creature entering, a
# creature of the chosen type, an artifact to sacrifice) has a chance to trigger or be
# activated, where a deck of candidates alone may never give it one.
COMPANIONS = 4
Progress = Callable[[int, int], None]
# One game's result: its usage (:func:`aetherworks.engine.usage.tally`), failures, decisions.
GameResult = tuple[dict[str, Counter[str]], list[Failure], int]


@dataclass
class SmokeRun:
    """What a smoke run found: the exercised cards (name -> digest), those it could not
    exercise, and the failed games."""

    exercised: dict[str, str] = field(default_factory=dict)
    missed: list[str] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    games: int = 0
    decisions: int = 0

    def summary(self) -> dict[str, object]:
        by_kind = Counter(f.kind for f in self.failures)
        return {"games": self.games, "decisions": self.decisions,
                "exercised": len(self.exercised), "missed": len(self.missed),
                "failures": len(self.failures), "crashes": by_kind["crash"],
                "invariant_breaks": by_kind["invariant"], "hangs": by_kind["hang"]}


def candidates(names: Iterable[str] | None = None) -> list[str]:
    """Compiled and vanilla cards (of ``names``, or of the whole database) whose current
    definition the record does not name."""
    db = get_db()
    pool = (db.card(n).name for n in names) if names is not None else (
        c.name for c in db.all_cards())
    return sorted({name for name in pool if cardpool.unexercised(name)})


def companion_pool() -> dict[str, list[str]]:
    """Nonland cards the record names, by colour identity ("" for colourless)."""
    db = get_db()
    pool: dict[str, list[str]] = {}
    for name in sorted(exercised.record()):
        card = db.card(name)
        if "Land" not in card.front.types:
            pool.setdefault("".join(sorted(card.color_identity)), []).append(card.name)
    return pool


def _companions(pool: dict[str, list[str]], key: str, rng: random.Random) -> list[str]:
    """:data:`COMPANIONS` supported cards whose colour identity is within ``key``."""
    fits = [n for ident, names in sorted(pool.items()) if set(ident) <= set(key)
            for n in names]
    chosen: list[str] = []
    for _ in range(COMPANIONS * 4):
        if len(chosen) == COMPANIONS or not fits:
            break
        name = rng.choice(fits)
        if name not in chosen and cardpool.support(name).status != "unsupported":
            chosen.append(name)
    return chosen


def smoke_decks(names: Sequence[str], seed: int, companions: dict[str, list[str]] | None = None
                ) -> list[tuple[tuple[str, ...], ...]]:
    """Pairs of decks covering ``names``: spells grouped by colour identity, ``PER_DECK`` to a
    deck (three copies each), with the lands of that identity and basics to 22 lands; with a
    ``companions`` pool (:func:`companion_pool`), three copies each of a few of its cards of
    the deck's colours too."""
    db = get_db()
    rng = random.Random(seed)
    spells: dict[str, list[str]] = {}
    lands: dict[str, list[str]] = {}
    for name in names:
        card = db.card(name)
        key = "".join(sorted(card.color_identity))
        (lands if "Land" in card.front.types else spells).setdefault(key, []).append(name)
    chunks: list[tuple[str, list[str]]] = []
    for key in sorted(spells):
        group = spells[key]
        rng.shuffle(group)
        chunks += [(key, group[i:i + PER_DECK]) for i in range(0, len(group), PER_DECK)]
    for key in sorted(lands):
        group = lands[key]
        rng.shuffle(group)
        # Lands with no spell of their identity get decks of their own.
        chunks += [(key, []) for _ in range(-(-len(group) // LANDS_PER_DECK))
                   if not spells.get(key)]
    land_queue = {k: list(v) for k, v in lands.items()}
    decks: list[tuple[str, ...]] = []
    for key, chosen in chunks:
        colors = sorted(key) or [rng.choice("WUBRG")]
        deck: list[str] = []
        for name in chosen:
            deck += [name] * 3
        if companions is not None and chosen:
            for name in _companions(companions, key, rng):
                deck += [name] * 3
        mine = land_queue.get(key, [])
        nonbasic, land_queue[key] = mine[:LANDS_PER_DECK], mine[LANDS_PER_DECK:]
        for name in nonbasic:
            deck += [name] * 2
        deck += [BASICS[colors[i % len(colors)]] for i in range(22 - 2 * len(nonbasic))]
        decks.append(tuple(deck))
    # Lands left over (more than the spells' decks took) get decks of their own.
    for key, rest in sorted(land_queue.items()):
        for i in range(0, len(rest), LANDS_PER_DECK):
            colors = sorted(key) or ["R"]
            deck = [n for n in rest[i:i + LANDS_PER_DECK] for _ in range(2)]
            deck += [BASICS[colors[j % len(colors)]] for j in range(40 - len(deck))]
            decks.append(tuple(deck))
    rng.shuffle(decks)
    if len(decks) % 2:
        decks.append(decks[0])
    return [(decks[i], decks[i + 1]) for i in range(0, len(decks), 2)]


def _play(spec: FuzzSpec, jobs: Sequence[tuple[int, tuple[tuple[str, ...], ...]]]
          ) -> list[GameResult]:
    """Play the games of ``jobs`` (index, decks); for each, its usage, failures, decisions."""
    out = []
    for index, (a, b) in jobs:
        r = play_one(spec, index, (), decks=(a, b))
        out.append((r.usage, r.failures, r.decisions))
    return out


def smoke(names: Iterable[str] | None = None, *, rounds: int = 3, seed: int = 0,
          workers: int = 1, report: Progress | None = None,
          after_batch: Callable[[SmokeRun, int, int], None] | None = None) -> SmokeRun:
    """Play the candidates among ``names`` (default: every card), :data:`BATCH` at a time,
    until each is exercised or ``rounds`` rounds have dealt it.  The record is not written
    here (see :func:`record`); ``after_batch(run, batch, batches)`` may write it."""
    todo_all = candidates(names)
    run = SmokeRun()
    batches = [todo_all[i:i + BATCH] for i in range(0, len(todo_all), BATCH)]
    for b, todo in enumerate(batches):
        _smoke_batch(run, todo, rounds=rounds, seed=seed * 1000 + b, workers=workers,
                     report=report)
        if after_batch is not None:
            after_batch(run, b + 1, len(batches))
    return run


def _smoke_batch(run: SmokeRun, todo: list[str], *, rounds: int, seed: int, workers: int,
                 report: Progress | None) -> None:
    spec = FuzzSpec(games=1, seed=seed, agents=("random", "heuristic"), deep_every=60,
                    slow_seconds=30.0, unexercised=True, max_decisions=6000)
    digest = {}
    for name in todo:
        digest[name] = cardpool.digest(name)
    index = seed * 100_000
    pool: dict[str, list[str]] | None = None
    for rnd in range(rounds):
        if not todo:
            break
        if rnd == 1:
            pool = companion_pool()
        pairs = smoke_decks(todo, seed * 1000 + rnd, pool)
        jobs = list(enumerate(pairs, start=index))
        index += len(jobs)
        results = _run(spec, jobs, workers, report)
        bad: set[str] = set()
        seen: Counter[str] = Counter()
        for (_i, decks), (usage, failures, decisions) in zip(jobs, results, strict=True):
            run.games += 1
            run.decisions += decisions
            if failures:
                run.failures += failures
                bad |= set(decks[0]) | set(decks[1])
                continue
            seen.update(exercised_in(usage, todo))
        for name in todo:
            if seen[name] and name not in bad:
                run.exercised[name] = digest[name]
        todo = [n for n in todo if n not in run.exercised]
    run.missed += todo


def _run(spec: FuzzSpec, jobs: list[tuple[int, tuple[tuple[str, ...], ...]]], workers: int,
         report: Progress | None) -> list[GameResult]:
    if workers <= 1:
        out = []
        for k, job in enumerate(jobs):
            out += _play(spec, [job])
            if report:
                report(k + 1, len(jobs))
        return out
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from aetherworks.sim.runs import ignore_sigint, start_method

    ctx = multiprocessing.get_context(start_method())
    size = max(1, min(8, len(jobs) // (workers * 4) or 1))
    chunks = [jobs[i:i + size] for i in range(0, len(jobs), size)]
    out_by_chunk: list[list[GameResult]] = []
    done = 0
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx,
                             initializer=ignore_sigint) as ex:
        for got in ex.map(_play, [spec] * len(chunks), chunks):
            out_by_chunk.append(got)
            done += len(got)
            if report:
                report(done, len(jobs))
    return [r for chunk in out_by_chunk for r in chunk]


def record(run: SmokeRun, path: Path | None = None) -> dict[str, str]:
    """Add the run's exercised cards to the record, drop entries whose definition changed
    since, write it (``data/exercised.json`` unless ``path``), use it from now on and
    return it."""
    new = {}
    for name, dig in exercised.record().items():
        try:
            sup = cardpool.support(name)
        except LookupError:
            continue
        if sup.status in ("compiled", "vanilla") and \
                cardpool.digest(name) == dig:
            new[name] = dig
    new.update(run.exercised)
    data = {"format": 1,
            "about": "Compiled and vanilla cards the smoke run (aetherworks fuzz --smoke) "
                     "or a passing scenario (aetherworks scenario run --record) exercised, "
                     "with the digest of the definition played.",
            "cards": dict(sorted(new.items()))}
    (path or exercised.PATH).write_text(
        json.dumps(data, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    exercised.set_record(new)
    return new


__all__ = ["SmokeRun", "candidates", "record", "smoke", "smoke_decks"]
