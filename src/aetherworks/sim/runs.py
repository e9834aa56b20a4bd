"""What every simulation run shares: the checks of its numbers, and its games played in
chunks in this process, in a local process pool or as Ray tasks, with progress.

Two decks (:mod:`aetherworks.sim.simulate`) and a table of three to six
(:mod:`aetherworks.sim.table`) both hand :func:`run_games` a picklable *spec* and a
module-level function that plays game ``i`` of it; a game's record depends only on the
spec and ``i``, so the records (returned in game order) do not depend on the number of
workers or the backend.

>>> from aetherworks.sim.runs import chunks
>>> chunks(10, 2)
[[0, 1], [2, 3], [4, 5], [6, 7], [8, 9]]
"""

from __future__ import annotations

import gc
import itertools
import math
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

PLAY_FIRST_MODES = ("alternate", "toss")
# A run keeps every game's record (in memory, then in its reports and the history), so it
# has a size limit; a bigger study is several runs, compared with ``sim history``.
MAX_GAMES = 1_000_000
MAX_WORKERS = 256
# Game i is shuffled from seed + i, and the history stores the seed as an SQLite integer.
MAX_SEED = 2**63 - 1
BACKENDS = ("local", "ray")
Progress = Callable[[int, int], Any]

S = TypeVar("S")


class Indexed(Protocol):
    """A game's record: it knows its game's index."""

    @property
    def index(self) -> int: ...


R = TypeVar("R", bound=Indexed)


class SimError(ValueError):
    """Bad simulation input (deck, agent, number of games, backend...): a message for people."""


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def check_run(n: Any, *, seed: Any, workers: Any, backend: str, max_turns: Any,
              play_first: str) -> None:
    """Raise :class:`SimError` naming the first setting out of its range."""
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


def chunks(n: int, parallel: int) -> list[list[int]]:
    """Game indices cut into about four chunks per worker, at most 25 games each (games
    differ in length; small chunks keep every worker busy and the progress moving)."""
    size = max(1, min(25, math.ceil(n / (parallel * 4))))
    return [list(range(i, min(n, i + size))) for i in range(0, n, size)]


# Games between two settlings of the heap (:func:`settle_heap`).
SETTLE_EVERY = 25
# Counts the games this process plays (one count per process, as the heap is).
_played = itertools.count(1)


def settle_heap() -> None:
    """Called before each game a process plays: before the first and every
    :data:`SETTLE_EVERY` after (whatever the chunks they came in), collect the garbage, then
    keep what is left (above all the card definitions: the pool's, loaded before any game,
    and those the games dealt, kept for the rest of the run; and what a worker inherited
    from the process that started it) out of the collector's later passes.  A process that
    plays many games holds thousands of long-lived objects the collector would otherwise
    walk again and again: over every supported card one full pass took 0.9-1.0 s of CPU,
    inside a decision (fuzz seed 300, game 21); over one deck's definitions the games of a
    run are a few percent faster."""
    if next(_played) % SETTLE_EVERY == 1:
        gc.collect()
        gc.freeze()


def play_chunk(play: Callable[[S, int], R], spec: S, indices: Sequence[int]) -> list[R]:
    """Play several games of a run (one unit of work for a process or a Ray task)."""
    import aetherworks.compiler  # noqa: F401  (card definitions, in a fresh worker)

    out = []
    for i in indices:
        settle_heap()
        out.append(play(spec, i))
    return out


def run_games(play: Callable[[S, int], R], spec: S, n: int, *, workers: int = 1,
              backend: str = "local", ray_address: str | None = None,
              report: Progress | None = None) -> list[R]:
    """Games ``0 .. n-1`` of ``spec``, each ``play(spec, i)`` (a module-level function, so
    that worker processes and Ray can pickle it), returned in game order.

    ``workers``: processes for the local backend (0: one per CPU core); for a local Ray
    instance, its number of CPUs (0 or 1: all cores).  ``report(done, n)`` is called as
    games finish."""
    out = report or (lambda done, total: None)
    processes = used_workers(workers, backend)
    if backend == "ray":
        records = _run_ray(play, spec, n, workers, ray_address, out)
    elif processes == 1 or n == 1:
        records = []
        for i in range(n):
            settle_heap()
            records.append(play(spec, i))
            out(i + 1, n)
    else:
        records = _run_processes(play, spec, n, processes, out)
    records.sort(key=lambda g: g.index)
    return records


def used_workers(workers: int, backend: str) -> int:
    """The number of workers a run reports: the processes of the local backend, or what
    was asked of Ray."""
    return (workers or os.cpu_count() or 1) if backend == "local" else workers


def start_method() -> str:
    """"fork" on Linux: workers start at once with the card definitions already loaded (the
    CLI's progress bar runs no thread, so forking is safe); "spawn" elsewhere."""
    import multiprocessing

    if sys.platform == "linux" and "fork" in multiprocessing.get_all_start_methods():
        return "fork"
    return "spawn"


def ignore_sigint() -> None:
    """Worker processes leave Ctrl-C to the parent, which cancels the run cleanly."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _run_processes(play: Callable[[S, int], R], spec: S, n: int, workers: int,
                   report: Progress) -> list[R]:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed

    ctx = multiprocessing.get_context(start_method())
    records: list[R] = []
    pool = ProcessPoolExecutor(max_workers=min(workers, n), mp_context=ctx,
                               initializer=ignore_sigint)
    try:
        futures = [pool.submit(play_chunk, play, spec, chunk) for chunk in chunks(n, workers)]
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


def _run_ray(play: Callable[[S, int], R], spec: S, n: int, workers: int,
             address: str | None, report: Progress) -> list[R]:
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
        remote: Any = ray.remote(play_chunk)
        spec_ref = ray.put(spec)
        pending = [remote.remote(play, spec_ref, chunk) for chunk in chunks(n, max(1, cpus))]
        records: list[R] = []
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                records.extend(ray.get(ref))
            report(len(records), n)
        return records
    finally:
        if started:
            ray.shutdown()
