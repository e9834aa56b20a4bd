"""How many lands a player may play each turn [305.2]: one, more with continuous effects
that add up; a land is playable while fewer have been played this turn [305.2a]."""

from __future__ import annotations

from helpers import ALICE, BOB, choose, options, setup

from aetherworks.engine.priority import land_plays


def test_one_land_a_turn_then_each_additional_land_effect_adds_one() -> None:
    """305.2: "continuous effects may increase this number"; Ghirapur Orrery's rulings:
    its ability is cumulative, and it is each player's."""
    g = setup()
    assert land_plays(g, ALICE) == 1 and land_plays(g, BOB) == 1
    g.put(BOB, "battlefield", "Ghirapur Orrery")
    g.put(ALICE, "battlefield", "Exploration")
    assert land_plays(g, ALICE) == 3 and land_plays(g, BOB) == 2


def test_a_land_is_offered_while_fewer_lands_were_played_this_turn() -> None:
    """305.2a: compare the lands played this turn with the number the player may play."""
    g = setup()
    g.put(ALICE, "battlefield", "Ghirapur Orrery")
    forest = g.put(ALICE, "hand", "Forest")
    island = g.put(ALICE, "hand", "Island")
    g.put(ALICE, "hand", "Plains")
    g.begin()
    choose(g, "land", forest)
    assert g.players[ALICE].lands_played == 1 and options(g, "land")
    choose(g, "land", island)
    assert g.players[ALICE].lands_played == 2 and not options(g, "land")
