"""724 / 725 / 702.131c: player designations; 104.2b: an effect says a player wins; 111.10:
predefined tokens; 107.4h: a {S} cost."""

from __future__ import annotations

import json

from helpers import ALICE, BOB, setup

from aetherworks.engine import Game
from aetherworks.engine.mana import ManaCost, ManaSource, find_payment
from aetherworks.vocab.predefined_tokens import PREDEFINED_TOKENS


def test_monarch_and_initiative_go_to_one_player_at_a_time() -> None:
    """724.3, 725.3: becoming the monarch / taking the initiative takes it from the other
    player; any number of players may have the city's blessing [702.131c]."""
    g = setup()
    g.give_designation(ALICE, "monarch")
    g.give_designation(ALICE, "initiative")
    g.give_designation(ALICE, "city's blessing")
    g.give_designation(BOB, "monarch")
    g.give_designation(BOB, "city's blessing")
    assert g.players[ALICE].designations == {"initiative", "city's blessing"}
    assert g.players[BOB].designations == {"monarch", "city's blessing"}
    assert [e.cr for e in g.log if e.kind == "designation"] == [
        "724.3", "725.3", "702.131c", "724.3", "702.131c"]


def test_designations_are_copied_and_saved() -> None:
    """A clone and a saved game keep the designations; an older save loads with none."""
    g = setup()
    g.give_designation(ALICE, "monarch")
    c = g.clone()
    c.give_designation(BOB, "monarch")
    assert g.players[ALICE].designations == {"monarch"}
    again = Game.from_json(g.to_json())
    assert again.players[ALICE].designations == {"monarch"}
    d = json.loads(g.to_json())
    for p in d["players"]:
        p["D"] = [kv for kv in p["D"] if kv[0] != "designations"]
    old = Game.from_json(json.dumps(d))
    assert old.players[ALICE].designations == set()


def test_an_effect_says_a_player_wins() -> None:
    """104.2b: the game ends at once; the opponent is logged as having lost."""
    g = setup()
    g.win(BOB, "test", "104.2b")
    assert g.is_over() and g.winner() == BOB and g.decision is None
    assert g.players[ALICE].lost and g.log[-1].cr == "104.2b"


def test_predefined_tokens_are_colorless_artifacts_named_for_their_subtype() -> None:
    """111.10: Treasure, Food, Clue, Blood, Powerstone, Map."""
    g = setup()
    for name in ("Blood", "Clue", "Food", "Map", "Powerstone", "Treasure"):
        oid = g.put(ALICE, "battlefield", "token:" + name)
        c = g.chars(oid)
        assert g.objects[oid].kind == "token" and c.name == name
        assert c.types == {"Artifact"} and c.subtypes == {name} and not c.colors
    assert set(PREDEFINED_TOKENS) == {"Blood", "Clue", "Food", "Map", "Powerstone",
                                      "Treasure"}


def test_snow_mana_symbol_is_paid_only_by_a_snow_source() -> None:
    """107.4h, 202.3: {S} adds 1 to the mana value and is paid with one mana from a snow
    source; pool mana of unknown origin and non-snow lands can't pay it."""
    c = ManaCost.parse("{C}{W}{U}{B}{R}{G}{S}")
    assert c.mana_value == 7 and str(c) == "{W}{U}{B}{R}{G}{C}{S}"
    pool = {k: 3 for k in "WUBRGC"}
    assert find_payment(c, pool, []) is None
    assert find_payment(ManaCost.parse("{C}{W}{U}{B}{R}{G}"), pool, []) is not None
    forest = ManaSource(1, 0, "G")
    snow_forest = ManaSource(2, 0, "G", snow=True)
    assert find_payment(ManaCost.parse("{S}"), {}, [forest]) is None
    assert find_payment(ManaCost.parse("{S}"), {}, [snow_forest]) is not None
    # The planner keeps the snow land for {S} and pays {G} with the other Forest.
    assert find_payment(ManaCost.parse("{G}{S}"), {}, [snow_forest, forest]) is not None


def test_wowzer_is_cast_with_mana_from_a_snow_land() -> None:
    """107.4h: with a Snow-Covered Forest among six other sources, Wowzer can be cast."""
    g = Game.empty(auto_pass=False)
    for name in ("Snow-Covered Forest", "Aether Hub", "Plains", "Island", "Swamp", "Mountain",
                 "Forest"):
        g.put(0, "battlefield", name)
    g.put(0, "hand", "Wowzer, the Aspirational")
    for _ in range(3):
        g.put(0, "library", "Forest")
        g.put(1, "library", "Forest")
    g.begin()
    assert g.decision is not None
    cast = [o for o in g.decision.options if o.kind == "cast"]
    assert len(cast) == 1
    g.apply(cast[0])
    assert all(g.objects[o].tapped for o in g.battlefield)
