"""The observation encoding and the fixed action space (docs/rl.md): every option has an
action, the observation is fixed-size and built from the view alone."""

from __future__ import annotations

import random
from dataclasses import replace

import numpy as np
import pytest

from aetherworks.carddb.decklist import load_deck
from aetherworks.engine import Choice, Game
from aetherworks.engine.decision import Decision
from aetherworks.engine.defs import OPTIONS, player_ref
from aetherworks.rl.encoding import BOUND, NUMBERS, Encoder
from aetherworks.sim.runner import make_agent

TEMUR = load_deck("temur-energy").main_names()


def _random_states(deck_a: list[str], deck_b: list[str], games: int, seed: int):
    """Every decision of random games (auto-pass and auto-pay on and off)."""
    rng = random.Random(seed)
    for k in range(games):
        g = Game.new(deck_a, deck_b, seed=seed + k, auto_pass=k % 2 == 0,
                     auto_pay=k % 3 != 0)
        agents = (make_agent("random", seed + k), make_agent("heuristic", seed + k))
        while not g.is_over() and g.decisions_made < 400:
            d = g.decision
            assert d is not None
            yield g
            g.apply(agents[d.player].choose(g.view(d.player), d) if rng.random() < 0.5
                    else d.options[rng.randrange(len(d.options))])


@pytest.mark.parametrize("opponent", ["temur-energy", "gruul-sample"])
def test_every_option_has_one_action(opponent: str) -> None:
    """Each option of each decision maps to a distinct legal action and back; only numbers
    past the number slots may be left out (the largest one always has its slot)."""
    other = load_deck(opponent).main_names()
    enc = Encoder(TEMUR + other)
    seen_kinds = set()
    for g in _random_states(TEMUR, other, 4, 11):
        d = g.decision
        e = enc.encode(g.view(d.player))
        assert e.obs.shape == (enc.obs_size,) and e.obs.dtype == np.float32
        assert e.mask.shape == (enc.action_size,)
        assert set(np.flatnonzero(e.mask)) == set(e.actions)
        assert int(e.mask.sum()) + e.dropped == len(d.options)
        values = list(e.actions.values())
        assert all(v in d.options for v in values) and len(set(values)) == len(values)
        if d.is_number:
            assert max(d.numbers) in values
            assert all(v in values for v in d.numbers if 0 <= v < NUMBERS - 1)
        else:
            assert e.dropped == 0
        seen_kinds.add(d.kind)
        for a, v in e.actions.items():
            block = enc.block_of(a)[0]
            assert enc.describe_action(a) and block != "overflow"
            if isinstance(v, Choice) and v.kind == "pass":
                assert a == 0
            if isinstance(v, Choice) and v.kind == "color":  # by the mana, not the index
                assert block == "color"
                seen_kinds.add("color")
    assert {"priority", "mulligan", "attackers", "target", "color"} <= seen_kinds


def test_every_declared_option_kind_has_a_block() -> None:
    """Each option kind the engine declares (defs.OPTIONS, the one list of what an option
    can be) has actions of its own in the fixed action space, so no kind relies on the
    overflow block: an option of each kind, naming objects in the view, maps outside it and
    back.  ("color" is read from its label's mana; the games above check it.)"""
    enc = Encoder(TEMUR)
    view = None
    for g in _random_states(TEMUR, TEMUR, 8, 21):
        v = g.view(g.decision.player)
        sides = [[c.id for c in v.battlefield if (c.controller == v.player) == mine]
                 for mine in (True, False)]
        if v.me.hand and all(sides):
            view = v
            break
    assert view is not None
    card, mine, theirs = view.me.hand[0].id, sides[0][0], sides[1][0]
    d = view.decision
    for kind in set(OPTIONS) - {"color"}:
        obj, arg = {"attack": (mine, player_ref(1 - view.player)), "block": (mine, theirs),
                    "trigger": (0, mine), "cast": (card, -1), "cost": (card, 1),
                    "mana": (mine, 0), "activate": (mine, 1), "land": (card, 0),
                    "target": (theirs, 0), "pick": (card, 0), "turn_face_up": (mine, 0),
                    "mode": (3, 0), "name": (5, 0)}.get(kind, (0, 0))
        option = Choice(kind, obj, arg)
        e = enc.encode(replace(view, decision=Decision(d.player, d.kind, d.prompt, (option,),
                                                       d.labels[:1])))
        (a,) = e.actions
        assert enc.block_of(a)[0] != "overflow", kind
        assert e.actions[a] == option and enc.describe_action(a)


def test_observation_is_the_view_only() -> None:
    """Hidden information does not reach the observation: a game whose hidden zones are
    re-dealt (the other player's hand and library, the viewer's library) encodes the same
    for the viewer, mask and actions included [hidden information is a view]."""
    enc = Encoder(TEMUR)
    n = 0
    for g in _random_states(TEMUR, TEMUR, 3, 5):
        if g.decisions_made % 7:
            continue
        p = g.decision.player
        for viewer in (p, 1 - p):
            a = enc.encode(g.view(viewer))
            b = enc.encode(g.determinize(viewer, 1234 + n).view(viewer))
            assert np.array_equal(a.obs, b.obs) and np.array_equal(a.mask, b.mask)
            assert a.actions == b.actions
        n += 1
    assert n > 20


def test_opponents_hand_is_not_observed() -> None:
    """The hand part of the observation is the viewer's own hand; the other's hand shows
    only its size."""
    enc = Encoder(TEMUR)
    g = Game.new(TEMUR, TEMUR, seed=3)
    g.apply(Choice("play"))  # the toss's winner plays first; then both hands are dealt
    assert g.decision.kind == "mulligan"
    hand_rows = slice(enc.parts["objects"][0], enc.parts["objects"][0] +
                      enc.n_hand * enc.n_object)
    for viewer in (0, 1):
        obs = enc.encode(g.view(viewer)).obs
        present = obs[hand_rows].reshape(enc.n_hand, enc.n_object)[:, 0]
        assert int(present.sum()) == len(g.players[viewer].hand) == 7


def test_observation_values_are_bounded() -> None:
    enc = Encoder(TEMUR)
    g = Game.empty()
    g.players[0].life = 10_000  # far past what the scale expects
    g.put(0, "battlefield", "Longtusk Cub", counters={"+1/+1": 500})
    g.begin()
    obs = enc.encode(g.view(0)).obs
    assert obs.max() == BOUND and obs.min() >= -BOUND


def test_action_ids_name_what_they_do() -> None:
    """Ids are fixed by meaning, not by position: casting the same card from the same hand
    slot is the same id in two games."""
    enc = Encoder(TEMUR)
    g = Game.empty()
    g.put(0, "hand", "Longtusk Cub")
    for _ in range(2):
        g.put(0, "battlefield", "Forest")
    g.begin()
    e = enc.encode(g.view(0))
    cast = [a for a, v in e.actions.items() if isinstance(v, Choice) and v.kind == "cast"]
    assert len(cast) == 1
    assert enc.describe_action(cast[0]) == "cast hand 0 variant 0"
    g.apply(e.actions[cast[0]])
    assert g.find("Longtusk Cub", "battlefield")  # cast, and resolved [608]
