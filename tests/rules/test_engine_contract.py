"""The one door: illegal answers change nothing; clone, save/load and views.

(Not Comprehensive Rules as such: the engine's own promises, with the hidden-information
rules they serve [400.2, 401.2, 402.3].)"""

import dataclasses
import json

import pytest
from helpers import ALICE, BOB, cast, choose, pass_priority, player, setup

from aetherworks.agents import RandomAgent
from aetherworks.carddb.decklist import load_deck
from aetherworks.engine import PASS, Choice, Game, IllegalChoice

DECK = load_deck("temur-energy").main_names()


def midgame() -> Game:
    """A game with a spell on the stack, a continuous effect and a pending target choice."""
    g = setup()
    g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Giant Growth")
    g.put(ALICE, "hand", "Lightning Bolt")
    g.put(ALICE, "hand", "Grizzly Bears")
    bears = g.put(ALICE, "battlefield", "Grizzly Bears", counters={"+1/+1": 1})
    g.put(BOB, "battlefield", "Hill Giant")
    g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "hand", "Shock")
    g.begin()
    cast(g, "Giant Growth", bears)
    pass_priority(g, 2)
    choose(g, "cast", g.find("Lightning Bolt", "hand"))
    assert g.decision.kind == "target"
    return g


def random_game(seed: int, decisions: int) -> Game:
    g = Game.new(DECK, DECK, seed=seed, max_turns=30)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    for _ in range(decisions):
        if g.is_over():
            break
        d = g.decision
        g.apply(agents[d.player].choose(g.view(d.player), d))
    return g


def test_illegal_choice_raises_and_changes_nothing():
    """Engine contract (117, the one decision door): an answer that isn't an option raises
    IllegalChoice and leaves the game byte-identical."""
    g = midgame()
    before = g.to_json()
    for bad in (Choice("target", 9999), PASS, Choice("cast", 1), Choice("target", player(9))):
        with pytest.raises(IllegalChoice):
            g.apply(bad)
        assert g.to_json() == before
    with pytest.raises(IllegalChoice):
        g.apply(3)
    with pytest.raises(IllegalChoice):
        g.apply_index(len(g.decision.options))
    assert g.to_json() == before


def test_illegal_number_raises_and_changes_nothing():
    """601.2b: a number outside the offered range is illegal; nothing changes."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Blaze")
    g.begin()
    choose(g, "cast")
    before = g.to_json()
    for bad in (-1, 2, True, Choice("pass")):
        with pytest.raises(IllegalChoice):
            g.apply(bad)
        assert g.to_json() == before


def test_clone_is_independent():
    """Engine contract (no CR section): mutating a clone doesn't touch the original (and vice
    versa)."""
    g = midgame()
    before = g.to_json()
    c = g.clone()
    assert c.to_json() == before
    choose(c, "target", player(BOB))
    while c.stack:
        c.apply(PASS)
    c.players[ALICE].counters["energy"] = 5
    assert g.to_json() == before
    assert c.to_json() != before
    # The original continues as if the clone never existed.
    choose(g, "target", player(BOB))
    assert g.players[BOB].life == 20 and len(g.stack) == 1


def test_an_object_copy_has_every_field_and_its_own_counters_and_memory():
    """Engine contract (no CR section): ``GameObject.copy`` (what clones are made of) copies
    every slot, each with a distinct value here, and gives the copy its own counters and
    memory; the view memo is not game state and starts empty."""
    from aetherworks.engine.objects import GameObject

    g = midgame()
    obj = g.objects[g.battlefield[0]]
    for k, name in enumerate(GameObject.__slots__):
        setattr(obj, name, {"counters": {"+1/+1": 1}, "memory": {"m": 1}}.get(name, (k,)))
    c = obj.copy()
    for name in GameObject.__slots__:
        if name != "view_memo":
            assert getattr(c, name) == getattr(obj, name), name
    assert c.view_memo is None
    assert c.counters is not obj.counters and c.memory is not obj.memory


def test_clone_of_a_random_game_continues_identically():
    """Engine contract (no CR section): a clone given the same answers reaches the same state."""
    g = random_game(3, 150)
    c = g.clone()
    ag, ac = RandomAgent(9), RandomAgent(9)
    for _ in range(100):
        if g.is_over():
            break
        a = ag.choose(g.view(g.decision.player), g.decision)
        b = ac.choose(c.view(c.decision.player), c.decision)
        assert a == b
        g.apply(a)
        c.apply(b)
    assert g.to_json() == c.to_json()


def test_json_round_trip_is_exact():
    """Engine contract (no CR section): to_json(from_json(s)) == s, for a mid-resolution game."""
    g = midgame()
    s = g.to_json()
    assert Game.from_json(s).to_json() == s
    json.loads(s)  # plain JSON


def test_json_round_trip_continues_identically():
    """Engine contract (no CR section): a loaded game given the same choices as the original stays
    identical."""
    g = midgame()
    h = Game.from_json(g.to_json())
    for game in (g, h):
        choose(game, "target", player(BOB))
        pass_priority(game)
        cast(game, "Shock", player(ALICE))
        while game.stack:
            game.apply(PASS)
    assert g.to_json() == h.to_json()
    assert g.players[BOB].life == 17 and g.players[ALICE].life == 18


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_json_round_trip_of_random_games(seed):
    """Engine contract (no CR section): round trips at many points of random games, then play on
    both the same way."""
    g = random_game(seed, 0)
    agent = RandomAgent(seed)
    for step in range(400):
        if g.is_over():
            break
        if step % 40 == 0:
            s = g.to_json()
            h = Game.from_json(s)
            assert h.to_json() == s
            a1, a2 = RandomAgent(step), RandomAgent(step)
            g1, h1 = g.clone(), h
            for _ in range(30):
                if g1.is_over():
                    break
                x = a1.choose(g1.view(g1.decision.player), g1.decision)
                y = a2.choose(h1.view(h1.decision.player), h1.decision)
                g1.apply(x)
                h1.apply(y)
            assert g1.to_json() == h1.to_json()
        g.apply(agent.choose(g.view(g.decision.player), g.decision))


def test_view_hides_the_opponents_hand_libraries_and_rng():
    """400.2, 401.2, 402.3: a player sees their own hand, only the size of the opponent's
    hand and of libraries; never library order or the random generator."""
    g = random_game(5, 40)
    for me in (ALICE, BOB):
        v = g.view(me)
        assert v.players[me].hand is not None
        assert {c.id for c in v.players[me].hand} == set(g.players[me].hand)
        assert v.players[1 - me].hand is None
        assert v.players[1 - me].hand_size == len(g.players[1 - me].hand)
        assert v.players[me].library_size == len(g.players[me].library)
        for oid in g.players[1 - me].hand:
            assert v.card(oid) is None
        for p in (ALICE, BOB):
            for oid in g.players[p].library:
                assert v.card(oid) is None
        d = v.to_dict()
        text = json.dumps(d)
        assert "rng" not in d and "seed" not in d
        for pd in d["players"]:
            assert {k for k in pd if "library" in k} == {"library_size"}
        names_in_opp_hand = {g.objects[o].name for o in g.players[1 - me].hand}
        mine = {g.objects[o].name for o in g.players[me].hand}
        public = {g.objects[o].name for o in g.battlefield + g.stack + g.exile +
                  g.players[0].graveyard + g.players[1].graveyard}
        for name in names_in_opp_hand - mine - public:
            assert name not in text
        fields = {f.name: getattr(v, f.name) for f in dataclasses.fields(v)}
        assert not any(k in ("rng", "_rng", "seed") for k in fields)
        assert not any(isinstance(x, Game) for x in fields.values())  # a value, not the game


def test_view_decision_only_for_the_deciding_player():
    """117.1, 400.2: the pending decision is shown to the player who must make it."""
    g = midgame()
    shown = g.view(ALICE).decision
    assert shown is not None and shown.options == g.decision.options
    # The engine's continuation stays private: a decision is only what a player may see.
    assert not hasattr(shown, "cont") and g.continuation
    assert g.view(BOB).decision is None
