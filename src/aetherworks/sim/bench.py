"""The benchmark behind ``aetherworks bench``: speed is measured here, never in tests.

It reports decisions/s with the auto-pass setting on and off, games/s, decisions and turns
per game, CPU time per game (the process's own: a busy machine slows the wall clock of the
same games by up to a third, their CPU time by a few percent), ``clone()`` cost, JSON
round-trip cost and peak memory per game; games/s and memory per worker process over 1,
2... workers, and over a local Ray.  The side-by-side comparison with phase.rs is in
:mod:`aetherworks.sim.phase_compare`.
"""

from __future__ import annotations

import time
import tracemalloc
from dataclasses import asdict, dataclass
from typing import Any

from aetherworks.engine import Game
from aetherworks.sim.runner import make_agent, play_game
from aetherworks.sim.runs import settle_heap


@dataclass
class AgentBench:
    agents: str
    auto_pass: bool
    games: int
    seconds: float
    decisions: int
    turns: int
    cpu_seconds: float

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self.seconds

    def row(self) -> dict[str, float | str | int | bool]:
        d = asdict(self)
        d.update(games_per_s=round(self.games_per_s, 2),
                 decisions_per_s=round(self.decisions_per_s),
                 decisions_per_game=round(self.decisions / max(1, self.games), 1),
                 turns_per_game=round(self.turns / max(1, self.games), 1),
                 cpu_ms_per_game=round(self.cpu_seconds * 1e3 / max(1, self.games), 2))
        return d


def bench_agents(deck: list[str], agent: str, *, auto_pass: bool, seconds: float,
                 seed: int = 0, min_games: int = 3, allow_unsupported: bool = False
                 ) -> AgentBench:
    """Play mirror games for about ``seconds`` (at least ``min_games``).

    ``allow_unsupported`` (here and below) lets cards the engine can't play in as blanks.
    """
    start, cpu = time.perf_counter(), time.process_time()
    games = decisions = turns = 0
    while games < min_games or time.perf_counter() - start < seconds:
        s = seed + games
        settle_heap()  # as every run of many games does
        g = play_game(deck, deck, make_agent(agent, s), make_agent(agent, s + 7919), seed=s,
                      auto_pass=auto_pass, allow_unsupported=allow_unsupported)
        games += 1
        decisions += g.decisions_made
        turns += g.turn
    return AgentBench(f"{agent} vs {agent}", auto_pass, games,
                      time.perf_counter() - start, decisions, turns, time.process_time() - cpu)


def sample_states(deck: list[str], n: int = 20, seed: int = 0,
                  allow_unsupported: bool = False) -> list[Game]:
    """Mid-game states (every 25th decision of random games) to time clone and JSON on."""
    states: list[Game] = []
    k = 0
    while len(states) < n:
        count = [0]

        def grab(g: Game, count: list[int] = count) -> None:
            count[0] += 1
            if count[0] % 25 == 0 and len(states) < n:
                states.append(g.clone())

        play_game(deck, deck, make_agent("random", k), make_agent("random", k + 1),
                  seed=seed + k, on_decision=grab, allow_unsupported=allow_unsupported)
        k += 1
    return states


def bench_clone(states: list[Game], repeat: int = 200) -> float:
    """Mean µs per ``clone()``."""
    start = time.perf_counter()
    for _ in range(repeat):
        for g in states:
            g.clone()
    return (time.perf_counter() - start) / (repeat * len(states)) * 1e6


def bench_json(states: list[Game], repeat: int = 5) -> tuple[float, int]:
    """Mean ms per ``to_json()`` + ``from_json()``, and mean JSON size in bytes."""
    size = 0
    start = time.perf_counter()
    for _ in range(repeat):
        for g in states:
            text = g.to_json()
            size += len(text)
            Game.from_json(text)
    n = repeat * len(states)
    return (time.perf_counter() - start) / n * 1e3, size // n


def bench_memory(deck: list[str], seed: int = 0, allow_unsupported: bool = False) -> float:
    """Peak KiB allocated while playing one random game (card data already loaded)."""
    play_game(deck, deck, make_agent("random", seed), make_agent("random", seed + 1),
              seed=seed, allow_unsupported=allow_unsupported)
    tracemalloc.start()
    play_game(deck, deck, make_agent("random", seed), make_agent("random", seed + 1),
              seed=seed, allow_unsupported=allow_unsupported)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 1024


# ---------------------------------------------------------------------------- workers


def worker_memory() -> dict[str, float | None]:
    """This process's peak resident set (``getrusage``'s ``ru_maxrss``) and, on Linux, its
    private (unshared) memory now, in MiB.  A forked worker shares the parent's pages, so
    its peak RSS counts them; the private figure is what the worker adds."""
    import resource
    import sys

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    peak_mib = peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024
    private: float | None = None
    try:
        with open("/proc/self/smaps_rollup", encoding="ascii") as f:
            kib = sum(int(line.split()[1]) for line in f
                      if line.startswith(("Private_Clean:", "Private_Dirty:")))
        private = kib / 1024
    except (OSError, ValueError, IndexError):
        pass
    return {"peak_rss_mib": round(peak_mib, 1),
            "private_mib": None if private is None else round(private, 1)}


def _worker(deck: list[str], agent: str, seconds: float, seed: int, start_at: float,
            allow_unsupported: bool = False) -> dict[str, Any]:
    """One worker process: wait for the common start, play for ``seconds``, report."""
    import aetherworks.compiler  # noqa: F401  (card definitions, in a spawned worker)

    delay = start_at - time.time()
    if delay > 0:
        time.sleep(delay)
    r = bench_agents(deck, agent, auto_pass=True, seconds=seconds, seed=seed, min_games=1,
                     allow_unsupported=allow_unsupported)
    return {**r.row(), **worker_memory()}


@dataclass
class WorkersBench:
    """``workers`` processes each playing independent games for the same ``seconds``."""

    workers: int
    agent: str
    per_worker: list[dict[str, Any]]

    @property
    def games(self) -> int:
        return sum(int(w["games"]) for w in self.per_worker)

    @property
    def games_per_s(self) -> float:
        return sum(w["games"] / w["seconds"] for w in self.per_worker)

    def row(self) -> dict[str, Any]:
        rss = [float(w["peak_rss_mib"]) for w in self.per_worker]
        private = [w["private_mib"] for w in self.per_worker]
        return {
            "workers": self.workers, "agent": self.agent, "games": self.games,
            "games_per_s": round(self.games_per_s, 2),
            "games_per_s_per_worker": round(self.games_per_s / self.workers, 2),
            "peak_rss_mib_per_worker": round(max(rss), 1),
            "private_mib_per_worker": (None if None in private
                                       else round(max(float(p) for p in private), 1)),
            "per_worker": self.per_worker,
        }


def bench_workers(deck: list[str], workers: int, *, seconds: float, agent: str = "random",
                  seed: int = 0, allow_unsupported: bool = False) -> WorkersBench:
    """``workers`` processes (a ``ProcessPoolExecutor``), each playing independent mirror
    games for ``seconds`` from a common start; games/s is summed over the workers."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from aetherworks.sim.runs import start_method

    if workers < 1:
        raise ValueError(f"workers must be at least 1, got {workers}")
    ctx = multiprocessing.get_context(start_method())
    slack = 0.3 if ctx.get_start_method() == "fork" else 3.0
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
        start_at = time.time() + slack
        futures = [pool.submit(_worker, deck, agent, seconds, seed + 100_000 * i, start_at,
                               allow_unsupported) for i in range(workers)]
        rows = [f.result() for f in futures]
    return WorkersBench(workers, agent, rows)


def ray_status() -> str | None:
    """``None`` when Ray can be used, else why not (for people)."""
    from aetherworks.sim.runs import ray_available

    if not ray_available():
        return ("Ray is not installed: pip install 'aetherworks[ray]' "
                "(or pip install 'ray>=2.9,<3')")
    return None


def bench_ray(deck_name: str, *, seconds: float, games_per_s_hint: float = 10.0,
              agent: str = "random", seed: int = 0, allow_unsupported: bool = False
              ) -> dict[str, Any]:
    """Games/s of ``simulate(..., backend="ray")`` on a local Ray (``ray.init()``, all CPUs),
    with about ``seconds`` of games; Ray's start and a warm-up run are not timed."""
    import logging

    import ray

    from aetherworks.sim.simulate import simulate

    started = not ray.is_initialized()
    t0 = time.perf_counter()
    if started:
        ray.init(include_dashboard=False, logging_level=logging.WARNING, log_to_driver=False)
    try:
        init_s = time.perf_counter() - t0
        cpus = int(ray.cluster_resources().get("CPU", 1))
        simulate(deck_name, deck_name, max(2, cpus), agents=(agent, agent), seed=seed,
                 backend="ray", allow_unsupported=allow_unsupported)  # warm-up
        n = max(4 * cpus, round(games_per_s_hint * seconds))
        r = simulate(deck_name, deck_name, n, agents=(agent, agent), seed=seed,
                     backend="ray", allow_unsupported=allow_unsupported)
    finally:
        if started:
            ray.shutdown()
    return {"backend": "ray (local)", "cpus": cpus, "agent": agent, "games": n,
            "seconds": round(r.elapsed_s, 2), "games_per_s": round(r.games_per_s, 2),
            "games_per_s_per_cpu": round(r.games_per_s / max(1, cpus), 2),
            "ray_init_s": round(init_s, 1)}
