"""Keyword abilities that are ways of casting a spell: alternative costs, optional costs and
casting from other zones [702.35 madness, 702.62 suspend, 702.117 surge, 702.143 foretell,
...]; each test names the rule it checks."""

from __future__ import annotations

from helpers import ALICE, BOB, cast, choose, player, resolve, resolve_all, setup

from aetherworks.engine.castability import cast_ways
from aetherworks.engine.defs import AltCost
from aetherworks.engine.game import Game


def _alt_index(g: Game, oid: int, label: str) -> int:
    return next(i for i, ab in enumerate(g.objects[oid].proto.chars.abilities)
                if isinstance(ab, AltCost) and ab.label == label)


def _ways(g: Game, oid: int) -> list[int]:
    return cast_ways(g, ALICE, g.objects[oid], True, g.mana_sources(ALICE))


# --- surge [702.117] ------------------------------------------------------------------------


def test_surge_only_after_another_spell_this_turn_and_its_rider():
    """702.117a: the surge cost may be paid only if you cast another spell this turn; "if
    its surge cost was paid" then holds for the permanent the spell became [118.9]."""
    g = setup()
    for _ in range(3):
        g.put(ALICE, "battlefield", "Mountain")
    bear = g.put(ALICE, "battlefield", "Grizzly Bears")
    bush = g.put(ALICE, "hand", "Reckless Bushwhacker")
    g.put(ALICE, "hand", "Shock")
    g.begin()
    surge = _alt_index(g, bush, "surge")
    assert _ways(g, bush) == [-1]  # its mana cost only: no other spell cast yet
    cast(g, "Shock", player(BOB))
    resolve(g)
    assert _ways(g, bush) == [surge]  # two lands left: {1}{R}, not {2}{R}
    choose(g, "cast", bush)
    resolve_all(g)  # the creature, then its enters trigger
    assert g.power(bear) == 3 and "Haste" in g.chars(bear).keywords
