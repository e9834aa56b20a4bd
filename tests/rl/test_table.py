"""The research interfaces at a table of three to six (issue 13's N players): PettingZoo's
own API test at four seats, observations from each agent's own view, seats relative to the
viewer, players who lose leaving the game [800.4a], and the OpenSpiel-style game's
``num_players``; a table of two is exactly the duel."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test

from aetherworks.carddb.decklist import load_deck
from aetherworks.engine import Choice
from aetherworks.engine.defs import player_ref
from aetherworks.rl import aec_env
from aetherworks.rl.common import Duel
from aetherworks.rl.encoding import Encoder
from aetherworks.rl.openspiel import CHANCE, DuelGame
from aetherworks.sim.runner import make_agent

TEMUR = load_deck("temur-energy").main_names()
GRUUL = load_deck("gruul-sample").main_names()


@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
@pytest.mark.parametrize("players", [3, 4])
def test_pettingzoo_api_test_at_a_table(players: int) -> None:
    env = aec_env(num_players=players, max_turns=20)
    assert env.possible_agents == [f"player_{i}" for i in range(players)]
    api_test(env, num_cycles=300)


def test_a_table_of_two_is_the_duel() -> None:
    """``num_players=2`` (the default) keeps the duel's encoding to the last value: the
    sizes docs/rl.md gives for the Temur mirror, and the same observation."""
    duel = Duel()
    assert duel.num_players == 2 and duel.commanders == ()
    assert (duel.enc.obs_size, duel.enc.action_size) == (7357, 3206)
    g = duel.new_game(4)
    plain = Encoder(TEMUR, players=2)
    for p in (0, 1):
        assert np.array_equal(duel.enc.encode(g.view(p)).obs, plain.encode(g.view(p)).obs)
    assert duel.enc.describe_action(duel.enc.blocks["target"][0] + 1) == "target opponent"


def test_each_agent_sees_its_own_view_and_only_the_decider_has_a_mask() -> None:
    """Four agents: at every step the agent to act is the engine's decider, its mask is the
    decision's options, every other agent's mask is empty, and each observation is the
    encoding of that agent's own view (hidden hands stay hidden: re-dealing what the agent
    can't see changes nothing) [hidden information is a view]."""
    env = aec_env(decks=["temur-energy", "gruul-sample", "temur-energy", "gruul-sample"],
                  num_players=4, max_turns=12)
    rng = np.random.default_rng(3)
    env.reset(seed=3)
    steps = 0
    for agent in env.agent_iter(max_iter=400):
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        g = env.game
        me = env.possible_agents.index(agent)
        assert g.decision.player == me
        assert int(obs["action_mask"].sum()) == len(g.decision.options) or \
            g.decision.is_number
        for k, other in enumerate(env.possible_agents):
            if other == agent or other not in env.agents:
                continue
            o = env.observe(other)
            assert not o["action_mask"].any()
            if steps % 25 == 0:  # the view alone: a re-deal of their unknowns is the same
                again = env.encoder.encode(g.determinize(k, 100 + steps).view(k))
                assert np.array_equal(o["observation"], again.obs)
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        steps += 1
    assert steps > 40


def test_seats_are_relative_to_the_viewer() -> None:
    """Players are encoded from the viewer round the table [101.4]: seat 0 is the viewer,
    seat 1 the next player.  Attacking or targeting each opponent is a distinct action
    named by that opponent's relative seat, never the overflow block [506.3, 508.1b]."""
    enc = Encoder(TEMUR, players=4)
    g = Duel(num_players=4).new_game(2)
    v = g.view(2)
    obs = enc.encode(v).obs
    players = obs[slice(enc.parts["players"][0], enc.parts["players"][0] + 4 * enc._per_player)]
    rows = players.reshape(4, enc._per_player)
    for rel in range(4):  # life/20 of the player at each relative seat: everyone at 20
        assert rows[rel][0] == v.players[(2 + rel) % 4].life / 20
    codes = {}
    for p in range(4):
        option = Choice("target", player_ref(p), 0)
        codes[p] = enc._code(option, 0, {}, (), 2, np.zeros((enc.n_slots, enc.n_object)))
    assert codes == {p: enc.blocks["target"][0] + (p - 2) % 4 for p in range(4)}
    assert enc.describe_action(codes[3]) == "target opponent 1"
    assert enc.describe_action(codes[2]) == "target me"
    attack = enc.blocks["attack"][0]
    assert enc.describe_action(attack + 2) == "attack with my battlefield 0 opponent 3"
    assert enc.describe_action(attack + 3) == "attack with my battlefield 0 their battlefield 0"


def test_a_player_who_loses_leaves_and_the_table_plays_on() -> None:
    """At four seats an agent that concedes (here: an illegal action with
    ``illegal_action="lose"``) gets -1 and is done; the other three play on [800.4a,
    104.3a]; the game's end rewards only the agents still in."""
    env = aec_env(num_players=4, max_turns=10, illegal_action="lose")
    env.reset(seed=5)
    first = env.agent_selection
    obs, *_ = env.last()
    env.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))
    assert env.terminations[first] and env.rewards[first] == -1.0
    assert env.agent_selection == first  # its dead step comes first
    assert not env.game.is_over() and env.game.players[int(first[-1])].left
    env.step(None)
    assert first not in env.agents and len(env.agents) == 3
    rng = np.random.default_rng(0)
    final: dict[str, float] = {}
    for agent in env.agent_iter(max_iter=3000):
        obs, reward, term, trunc, _ = env.last()
        if term or trunc:
            final[agent] = reward
            env.step(None)
            continue
        assert agent != first
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert set(final) == set(env.possible_agents) - {first}
    winner = env.game.winner()
    assert sorted(final.values()) == ([0.0] * 3 if winner is None else [-1.0, -1.0, 1.0])


def test_openspiel_state_at_a_table_agrees_with_the_engine() -> None:
    """The OpenSpiel-style game with ``num_players=3``: the engine's decider is the current
    player, the legal actions are its options, returns have one entry per player, and the
    information state holds each player's decision counts."""
    game = DuelGame(decks=[TEMUR, GRUUL, TEMUR], num_players=3, seeds=10, max_turns=9)
    assert game.num_players() == 3 and game.utility_sum() is None
    assert game.information_state_tensor_size() == \
        game.observation_tensor_size() + game.history_size()
    engine = game.duel.new_game(4)
    agents = [make_agent("random", 40 + i) for i in range(3)]
    state = game.new_initial_state()
    assert state.current_player() == CHANCE
    state.apply_action(4)
    while not engine.is_over():
        d = engine.decision
        assert state.current_player() == d.player
        assert {state.choice(a) for a in state.legal_actions()} <= set(d.options)
        choice = agents[d.player].choose(engine.view(d.player), d)
        engine.apply(choice)
        state.apply_choice(choice)
    assert state.is_terminal() and state.game.to_json() == engine.to_json()
    assert len(state.returns()) == 3
    assert state.information_state_tensor(1).shape == (game.information_state_tensor_size(),)
    with pytest.raises(ValueError, match="players are 0 to 2"):
        state.observation_tensor(3)


def test_pyspiel_registration_takes_num_players() -> None:
    import pyspiel  # open_spiel is in the test install

    from aetherworks.rl import pyspiel_game

    game = pyspiel.load_game(pyspiel_game.SHORT_NAME,
                             {"seeds": 10, "num_players": 4, "max_turns": 8})
    assert game.num_players() == 4
    assert game.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    duel = pyspiel.load_game(pyspiel_game.SHORT_NAME, {"seeds": 10})
    assert duel.num_players() == 2
    assert duel.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM


def test_bad_tables_are_refused() -> None:
    with pytest.raises(ValueError, match="num_players: a table of 2 to 6"):
        aec_env(num_players=7)
    with pytest.raises(ValueError, match=r"decks: one deck per seat \(3\)"):
        aec_env(num_players=3, decks=["temur-energy", "gruul-sample"])


def test_gymnasium_env_at_a_table() -> None:
    """``num_players=3``: the learner in one seat, a built-in agent in each other seat; the
    checker passes; an illegal action loses and the learner leaves (-1, terminated) while
    the other two play on [800.4a, 104.3a]."""
    import warnings

    import gymnasium
    from gymnasium.utils.env_checker import check_env

    env = gymnasium.make("aetherworks/Duel-v0", num_players=3, opponent="random",
                         max_turns=9)
    inner = env.unwrapped
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(inner)
    _, info = env.reset(seed=2)
    assert len(inner.opponents) == 2 and info["seat"] not in inner.opponents
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info["left"]) == (-1.0, True, False, True)
    assert not inner.game.is_over()
    with pytest.raises(ValueError, match="one agent per seat"):
        gymnasium.make("aetherworks/Duel-v0", num_players=3,
                       opponent=make_agent("random", 1))


def test_the_turn_limit_truncates() -> None:
    """A game stopped at the engine's turn limit is a draw [104.4] and *truncated* (a time
    limit, not a result of play), in a duel and at a table, as docs/rl.md says."""
    for players in (2, 3):
        env = aec_env(num_players=players, max_turns=2)
        env.reset(seed=1)
        rng = np.random.default_rng(1)
        ends = {}
        for agent in env.agent_iter(max_iter=2000):
            obs, reward, term, trunc, _ = env.last()
            if term or trunc:
                ends[agent] = (reward, term, trunc)
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        assert env.game.result == (None, "turn_limit")
        assert set(ends.values()) == {(0.0, False, True)}, ends
