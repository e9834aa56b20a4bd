"""``aetherworks bench --env``: the research environments' speed (docs/benchmark.md).

Figures: the cost of one observation (``game.view`` and the encoding, apart); environment
steps per second of the PettingZoo AEC environment (every decision of both players is a
step), of the Gymnasium environment (one step per learner decision, the opponent's
decisions inside it), and of Gymnasium's vector forms over many games: in this process
(``SyncVectorEnv``) and one process per game (``AsyncVectorEnv``).  Actions are drawn
uniformly from the action mask, so the engine plays the same random games as
``bench``'s random agents do, plus the encoding.
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from aetherworks.agents import decide
from aetherworks.engine import Game
from aetherworks.rl.common import Duel
from aetherworks.sim.runner import make_agent


def _pick(mask: np.ndarray, rng: np.random.Generator) -> int:
    legal = np.flatnonzero(mask)
    return int(legal[rng.integers(len(legal))])


def bench_encoding(duel: Duel, states: list[Game], repeat: int = 20) -> dict[str, float]:
    """Mean µs per ``game.view(player)`` and per ``Encoder.encode(view)`` on ``states``."""
    views = [g.view(g.decision.player) for g in states if g.decision is not None]
    t = time.perf_counter()
    for _ in range(repeat):
        for g in states:
            assert g.decision is not None
            g.view(g.decision.player)
    view_us = (time.perf_counter() - t) / (repeat * len(states)) * 1e6
    t = time.perf_counter()
    for _ in range(repeat):
        for v in views:
            duel.enc.encode(v)
    enc_us = (time.perf_counter() - t) / (repeat * len(views)) * 1e6
    return {"view_us": round(view_us, 1), "encode_us": round(enc_us, 1),
            "obs_size": duel.enc.obs_size, "action_size": duel.enc.action_size}


def sample_states(duel: Duel, n: int = 20, seed: int = 0) -> list[Game]:
    """Mid-game states (every 10th decision of random games)."""
    out: list[Game] = []
    k = 0
    while len(out) < n:
        g = duel.new_game(seed + k)
        agents = (make_agent("random", seed + k), make_agent("random", seed + k + 1))
        while not duel.over(g) and len(out) < n:
            d = g.decision
            assert d is not None
            if g.decisions_made % 10 == 5:
                out.append(g.clone())
            g.apply(decide(agents[d.player], g, d))
        k += 2
    return out


def bench_engine(duel: Duel, seconds: float, seed: int = 0) -> dict[str, Any]:
    """The engine alone with random agents and the environments' settings: the anchor."""
    rng_seed = seed
    decisions = games = 0
    t = time.perf_counter()
    while games < 1 or time.perf_counter() - t < seconds:
        g = duel.new_game(rng_seed)
        agents = (make_agent("random", rng_seed), make_agent("random", rng_seed + 1))
        while not duel.over(g):
            d = g.decision
            assert d is not None
            g.apply(decide(agents[d.player], g, d))
        decisions += g.decisions_made
        games += 1
        rng_seed += 2
    s = time.perf_counter() - t
    return {"what": "engine, random agents (no encoding)", "games": games,
            "steps": decisions, "seconds": round(s, 2), "steps_per_s": round(decisions / s)}


def bench_aec(seconds: float, seed: int = 0, **kwargs: Any) -> dict[str, Any]:
    from aetherworks.rl.pettingzoo_env import DuelAEC

    env = DuelAEC(**kwargs)
    rng = np.random.default_rng(seed)
    steps = games = 0
    t = time.perf_counter()
    while games < 1 or time.perf_counter() - t < seconds:
        env.reset(seed=seed + games)
        for _agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(_pick(obs["action_mask"], rng))
            steps += 1
        games += 1
    s = time.perf_counter() - t
    return {"what": "PettingZoo AEC (both players, every decision a step)", "games": games,
            "steps": steps, "seconds": round(s, 2), "steps_per_s": round(steps / s)}


def bench_gym(seconds: float, seed: int = 0, **kwargs: Any) -> dict[str, Any]:
    from aetherworks.rl.gym_env import DuelEnv

    env = DuelEnv(opponent="random", **kwargs)
    rng = np.random.default_rng(seed)
    steps = games = 0
    t = time.perf_counter()
    while games < 1 or time.perf_counter() - t < seconds:
        _, info = env.reset(seed=seed + games)
        done = False
        while not done:
            _, _, term, trunc, info = env.step(_pick(info["action_mask"], rng))
            done = term or trunc
            steps += 1
        games += 1
    s = time.perf_counter() - t
    return {"what": "Gymnasium, one game (against the random agent)", "games": games,
            "steps": steps, "seconds": round(s, 2), "steps_per_s": round(steps / s)}


def bench_vector(num_envs: int, seconds: float, *, asynchronous: bool, seed: int = 0,
                 **kwargs: Any) -> dict[str, Any]:
    """``num_envs`` games stepped together (episodes reset themselves)."""
    from aetherworks.rl.gym_env import vector_env

    envs = vector_env(num_envs, asynchronous=asynchronous, opponent="random", **kwargs)
    rng = np.random.default_rng(seed)
    try:
        _, info = envs.reset(seed=seed)
        steps = episodes = 0
        t = time.perf_counter()
        while steps == 0 or time.perf_counter() - t < seconds:
            actions = np.array([_pick(m, rng) for m in info["action_mask"]])
            _, _, term, trunc, info = envs.step(actions)
            steps += num_envs
            episodes += int(np.sum(term | trunc))
        s = time.perf_counter() - t
    finally:
        envs.close()
    kind = "AsyncVectorEnv, a process each" if asynchronous else "SyncVectorEnv, one process"
    return {"what": f"Gymnasium vector: {num_envs} games, {kind}", "games": episodes,
            "steps": steps, "seconds": round(s, 2), "steps_per_s": round(steps / s)}


def bench_env(seconds: float, *, vector: int = 8, processes: int = 2, seed: int = 0,
              deck: str = "temur-energy") -> dict[str, Any]:
    """Every figure of ``bench --env`` (``seconds`` per measurement)."""
    duel = Duel(deck)
    enc = bench_encoding(duel, sample_states(duel, seed=seed))
    rows = [bench_engine(duel, seconds, seed), bench_aec(seconds, seed, deck_a=deck),
            bench_gym(seconds, seed, deck_a=deck),
            bench_vector(vector, seconds, asynchronous=False, seed=seed, deck_a=deck)]
    if processes:
        rows.append(bench_vector(processes, seconds, asynchronous=True, seed=seed,
                                 deck_a=deck))
    return {"deck": deck, "encoding": enc, "envs": rows}
