"""Replacing the loss of the game [614.1a, 104.3, 704.5a-c]: Exquisite Archangel's "If you
would lose the game, instead exile this creature and your life total becomes equal to your
starting life total" (the ``LossReplacement`` hook, engine/losing.py)."""

from helpers import ALICE, BOB, setup

from aetherworks.engine import Choice
from aetherworks.engine.losing import starting_life_total

ANGEL = "Exquisite Archangel"


def test_each_check_is_a_new_event_poison_stays():
    """704.3, 616.1e-f: ten poison counters stay after the replacement; the next check is a
    new event, replaced by the other Archangel (the player chose which first), then lost."""
    g = setup()
    first = g.put(ALICE, "battlefield", ANGEL)
    second = g.put(ALICE, "battlefield", ANGEL)
    g.players[ALICE].counters["poison"] = 10
    g.begin()
    assert g.decision.kind == "choose" and g.decision.player == ALICE
    assert set(g.decision.options) == {Choice("pick", first), Choice("pick", second)}
    g.apply(Choice("pick", second))
    assert [e.obj for e in g.log if e.kind == "loss_replaced"] == [second, first]
    assert g.result is not None and g.result[0] == BOB
    assert [e.cr for e in g.log if e.kind == "lose"] == ["704.5c"]


def test_drawing_from_an_empty_library_loses_only_at_the_next_draw():
    """704.5b and the Archangel's ruling: after the replacement the player doesn't lose
    again until they draw from an empty library again."""
    g = setup(library=0, step="upkeep", active=ALICE)
    g.put(ALICE, "battlefield", ANGEL)
    g.begin()
    g.apply(g.decision.options[0])  # alice passes
    g.apply(g.decision.options[0])  # bob passes: the draw step, from an empty library
    assert g.step == "draw" and g.result is None
    assert not g.players[ALICE].drew_from_empty
    g.draw(ALICE)  # a second draw from the empty library: no Archangel left
    g.apply(g.decision.options[0])
    assert g.result is not None and g.result[0] == BOB


def test_an_opponent_winning_by_an_effect_is_not_replaced():
    """104.2b and the ruling: "If an effect states that an opponent wins the game, Exquisite
    Archangel's ability doesn't apply"."""
    g = setup()
    g.put(ALICE, "battlefield", ANGEL)
    g.begin()
    g.win(BOB, "effect")
    assert g.result == (BOB, "effect")
    assert not [e for e in g.log if e.kind == "loss_replaced"]


def test_starting_life_total():
    """103.4, 103.4c: 20; 40 for a player of a Commander game."""
    g = setup()
    assert starting_life_total(g, ALICE) == 20
    g.players[BOB].commanders = ("Nissa, Worldsoul Speaker",)
    assert starting_life_total(g, BOB) == 40
