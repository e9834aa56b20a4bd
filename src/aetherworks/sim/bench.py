"""The benchmark behind ``aetherworks bench``: speed is measured here, never in tests.

It reports decisions/s with the auto-pass setting on and off, games/s, decisions and turns
per game, ``clone()`` cost, JSON round-trip cost and peak memory per game.
"""

from __future__ import annotations

import time
import tracemalloc
from dataclasses import asdict, dataclass

from aetherworks.engine import Game
from aetherworks.sim.runner import make_agent, play_game


@dataclass
class AgentBench:
    agents: str
    auto_pass: bool
    games: int
    seconds: float
    decisions: int
    turns: int

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
                 turns_per_game=round(self.turns / max(1, self.games), 1))
        return d


def bench_agents(deck: list[str], agent: str, *, auto_pass: bool, seconds: float,
                 seed: int = 0, min_games: int = 3) -> AgentBench:
    """Play mirror games for about ``seconds`` (at least ``min_games``)."""
    start = time.perf_counter()
    games = decisions = turns = 0
    while games < min_games or time.perf_counter() - start < seconds:
        s = seed + games
        g = play_game(deck, deck, make_agent(agent, s), make_agent(agent, s + 7919), seed=s,
                      auto_pass=auto_pass)
        games += 1
        decisions += g.decisions_made
        turns += g.turn
    return AgentBench(f"{agent} vs {agent}", auto_pass, games,
                      time.perf_counter() - start, decisions, turns)


def sample_states(deck: list[str], n: int = 20, seed: int = 0) -> list[Game]:
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
                  seed=seed + k, on_decision=grab)
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


def bench_memory(deck: list[str], seed: int = 0) -> float:
    """Peak KiB allocated while playing one random game (card data already loaded)."""
    play_game(deck, deck, make_agent("random", seed), make_agent("random", seed + 1),
              seed=seed)
    tracemalloc.start()
    play_game(deck, deck, make_agent("random", seed), make_agent("random", seed + 1),
              seed=seed)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 1024
