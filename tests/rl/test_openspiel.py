"""The OpenSpiel-style state: random games replayed through it agree with the engine;
chance, clones, serialization, illegal actions; and OpenSpiel's own consistency checks."""

from __future__ import annotations

import random

import numpy as np
import pytest

from aetherworks.engine import IllegalChoice
from aetherworks.rl.openspiel import CHANCE, TERMINAL, DuelGame, deserialize_state
from aetherworks.sim.runner import make_agent

GAME = DuelGame(seeds=100)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_games_replayed_through_the_state_agree_with_the_engine(seed: int) -> None:
    """A game played by the engine alone (random agents) and the same choices applied to
    the state, action id by action id: the same player to act, the same legal options, the
    same end, the same game to the last byte of its save."""
    duel = GAME.duel
    engine = duel.new_game(seed)
    agents = (make_agent("random", seed), make_agent("random", seed + 1))
    state = GAME.new_initial_state()
    assert state.current_player() == CHANCE
    state.apply_action(seed)
    while not engine.is_over():
        d = engine.decision
        assert state.current_player() == d.player
        legal = state.legal_actions()
        assert legal == sorted(legal)
        assert {state.choice(a) for a in legal} <= set(d.options)
        assert len(legal) == len(d.options) or d.is_number
        choice = agents[d.player].choose(engine.view(d.player), d)
        engine.apply(choice)
        state.apply_choice(choice)
    assert state.is_terminal() and state.current_player() == TERMINAL
    assert state.game.to_json() == engine.to_json()
    winner = engine.winner()
    assert state.returns() == ([0.0, 0.0] if winner is None else
                               [1.0, -1.0] if winner == 0 else [-1.0, 1.0])
    assert sum(state.returns()) == 0


def test_chance_node_is_the_seed() -> None:
    """One chance node: the seed, uniform; the same seed and actions give the same game."""
    s = GAME.new_initial_state()
    outcomes = s.chance_outcomes()
    assert [a for a, _ in outcomes] == list(range(100))
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
    a, b = GAME.new_initial_state(), GAME.new_initial_state()
    rng = random.Random(4)
    a.apply_action(42)
    b.apply_action(42)
    for _ in range(60):
        act = rng.choice(a.legal_actions())
        a.apply_action(act)
        b.apply_action(act)
    assert a.game.to_json() == b.game.to_json()
    with pytest.raises(IllegalChoice, match="seed 100"):
        GAME.new_initial_state().apply_action(100)


def test_clone_is_independent_and_serialize_round_trips() -> None:
    s = GAME.new_initial_state()
    s.apply_action(9)
    rng = random.Random(9)
    for _ in range(40):
        s.apply_action(rng.choice(s.legal_actions()))
    before = s.game.to_json()
    c = s.clone()
    for _ in range(40):
        if c.is_terminal():
            break
        c.apply_action(rng.choice(c.legal_actions()))
    assert s.game.to_json() == before and c.history() != s.history()
    again = deserialize_state(GAME, s.serialize())
    assert again.game.to_json() == before and again.history() == s.history()
    assert np.array_equal(again.information_state_tensor(0), s.information_state_tensor(0))


def test_illegal_action_raises_and_changes_nothing() -> None:
    s = GAME.new_initial_state()
    s.apply_action(3)
    before = s.game.to_json()
    illegal = next(a for a in range(GAME.num_distinct_actions())
                   if a not in s.legal_actions())
    with pytest.raises(IllegalChoice, match=f"action {illegal} "):
        s.apply_action(illegal)
    assert s.game.to_json() == before and s.move_number() == 1


def test_tensors_and_strings() -> None:
    s = GAME.new_initial_state()
    assert s.observation_tensor(0).shape == (GAME.observation_tensor_size(),)
    s.apply_action(5)
    for p in (0, 1):
        assert s.observation_tensor(p).shape == (GAME.observation_tensor_size(),)
        info = s.information_state_tensor(p)
        assert info.shape == (GAME.information_state_tensor_size(),)
        # The other player's hand is shown as a size only.
        assert '"hand": null' in s.observation_string(p)
        assert s.information_state_string(p).endswith(s.observation_string(p))
    first = s.current_player()
    s.apply_action(s.legal_actions()[0])
    assert s.information_state_tensor(first)[GAME.observation_tensor_size():].sum() > 0
    assert s.action_to_string(CHANCE, 5) == "seed 5"
    s = GAME.new_initial_state()
    s.apply_action(5)
    assert s.game.decision.kind == "play_first"
    assert s.action_to_string(s.current_player(), 6) == "play = Play first"


def test_pyspiel_registration_passes_openspiel_checks() -> None:
    """Registered with OpenSpiel, the game passes its random simulation test (legal
    actions, chance outcomes, returns, tensors and strings for both players at every
    state, clones, serialization)."""
    import pyspiel  # open_spiel is in the test install

    from aetherworks.rl import pyspiel_game

    game = pyspiel.load_game(pyspiel_game.SHORT_NAME, {"seeds": 20})
    assert game.num_distinct_actions() == GAME.num_distinct_actions()
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)
