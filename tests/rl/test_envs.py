"""The PettingZoo and Gymnasium environments pass their libraries' own checks; defaults,
illegal actions, episodes, the vector form; and the core package does not need them."""

from __future__ import annotations

import subprocess
import sys
import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

import aetherworks.rl
from aetherworks.engine import IllegalChoice
from aetherworks.rl import ENV_ID, aec_env
from aetherworks.rl.gym_env import DuelEnv, vector_env


# api_test warns about a dict observation for every environment outside its own list of
# classic games, though those use exactly this {"observation", "action_mask"} form.
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
def test_pettingzoo_api_test() -> None:
    env = aec_env()
    assert env.duel.cards[0] == env.duel.cards[1]  # the Temur mirror by default
    api_test(env, num_cycles=400)


def test_gymnasium_check_env_without_a_warning() -> None:
    env = gymnasium.make(ENV_ID)
    inner = env.unwrapped
    assert isinstance(inner, DuelEnv) and inner.opponent_spec == "heuristic"
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(inner)


def _legal(mask: np.ndarray, rng: np.random.Generator) -> int:
    return int(rng.choice(np.flatnonzero(mask)))


def test_pettingzoo_plays_whole_games_with_masks() -> None:
    env = aec_env(max_turns=30)
    rng = np.random.default_rng(0)
    for episode in range(2):
        env.reset(seed=episode)
        steps = 0
        for agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            other = env.observe("player_1" if agent == "player_0" else "player_0")
            if term or trunc:
                env.step(None)
                continue
            assert obs["action_mask"].any() and not other["action_mask"].any()
            env.step(_legal(obs["action_mask"], rng))
            steps += 1
        assert steps > 10 and not env.agents


def test_pettingzoo_illegal_action() -> None:
    env = aec_env()
    env.reset(seed=2)
    obs, *_ = env.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.raises(IllegalChoice, match=f"action {illegal} "):
        env.step(illegal)
    lose = aec_env(illegal_action="lose")
    lose.reset(seed=2)
    agent = lose.agent_selection
    lose.step(illegal)
    assert lose.rewards[agent] == -1 and all(lose.terminations.values())
    assert "not legal" in lose.infos[agent]["illegal_action"]


def test_gym_episode_against_random_and_illegal_action() -> None:
    env = gymnasium.make(ENV_ID, opponent="random", seat=1)
    rng = np.random.default_rng(1)
    obs, info = env.reset(seed=5)
    assert info["seat"] == 1 and env.observation_space.contains(obs)
    done = False
    while not done:
        mask = env.unwrapped.action_masks()
        assert np.array_equal(mask, info["action_mask"].astype(bool))
        obs, reward, term, trunc, info = env.step(_legal(info["action_mask"], rng))
        done = term or trunc
    assert reward in (-1.0, 0.0, 1.0) and "result" in info
    obs, info = env.reset(seed=6)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    obs, reward, term, trunc, info = env.step(illegal)
    assert reward == -1.0 and term and "not legal" in info["illegal_action"]
    strict = gymnasium.make(ENV_ID, illegal_action="raise")
    _, info = strict.reset(seed=6)
    with pytest.raises(IllegalChoice):
        strict.step(illegal)


def test_vector_env_steps_many_games() -> None:
    envs = vector_env(3, opponent="random")
    obs, info = envs.reset(seed=0)
    rng = np.random.default_rng(0)
    assert obs.shape == (3, envs.single_observation_space.shape[0])
    for _ in range(30):
        actions = np.array([_legal(m, rng) for m in info["action_mask"]])
        obs, *_, info = envs.step(actions)
        assert obs.shape[0] == 3
        assert info["action_mask"].shape == (3, envs.single_action_space.n)
        assert all(m.any() for m in info["action_mask"])
    envs.close()


def test_bad_arguments_are_named() -> None:
    with pytest.raises(ValueError, match="seat"):
        DuelEnv(seat=2)
    with pytest.raises(ValueError, match="unknown agent 'nobody'"):
        DuelEnv(opponent="nobody")
    with pytest.raises(ValueError, match="illegal_action"):
        aec_env(illegal_action="ignore")
    with pytest.raises(ValueError, match="a deck is"):
        aec_env(deck_a=[1, 2])


def test_core_package_does_not_need_the_rl_extra() -> None:
    """``aetherworks`` plays, simulates and runs its command without NumPy, Gymnasium or
    PettingZoo: they are the 'rl' extra's."""
    code = ("import sys, aetherworks.cards, aetherworks.sim.runner, aetherworks.cli.main\n"
            "bad = [m for m in ('numpy', 'gymnasium', 'pettingzoo', 'torch') "
            "if m in sys.modules]\n"
            "assert not bad, bad\n")
    subprocess.run([sys.executable, "-c", code], check=True)
    assert aetherworks.rl.ENV_ID in gymnasium.registry
