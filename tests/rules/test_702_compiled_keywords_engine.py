"""The engine rules keyword abilities compiled from Oracle text rely on (the scenarios in
``scenarios/compiled/`` play each card): skulk's blocking restriction [702.118b], split
second's lock on casting and activating [702.61a-b], "can't be blocked by more than one
creature" [509.1b], "all creatures able to block this creature do so" [509.1c] and "no
maximum hand size" [402.2]."""

from collections.abc import Iterator

import pytest
from helpers import ALICE, BOB, cast, options, pass_priority, player, setup

from aetherworks.engine.evasion import evades
from aetherworks.engine.exercised import unexercised_allowed
from aetherworks.engine.turn import HAND_SIZE, max_hand_size


@pytest.fixture(autouse=True)
def _compiled_cards_play() -> Iterator[None]:
    """These tests play compiled cards before any smoke run has recorded them (as a
    scenario may) [the smoke gate counts support, not what a test may play]."""
    with unexercised_allowed():
        yield


def test_skulk_stops_only_blockers_with_greater_power():
    """702.118b: a creature with skulk can't be blocked by creatures with greater power."""
    g = setup()
    rider = g.put(ALICE, "battlefield", "Pale Rider of Trostad")  # 3/3 skulk
    wurm = g.put(BOB, "battlefield", "Craw Wurm")  # 6/4
    giant = g.put(BOB, "battlefield", "Hill Giant")  # 3/3
    assert evades(g, wurm, rider)
    assert not evades(g, giant, rider)
    assert not evades(g, rider, giant)  # skulk restricts who blocks it, not whom it blocks


def test_split_second_leaves_only_passing_and_mana_abilities():
    """702.61a-b: while it is on the stack players can't cast spells or activate abilities
    that aren't mana abilities; mana abilities remain."""
    g = setup()
    for _ in range(2):
        g.put(ALICE, "battlefield", "Mountain")
    g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "hand", "Lightning Bolt")
    shock = g.put(ALICE, "hand", "Sudden Shock")
    g.begin()
    cast(g, shock, player(BOB))
    pass_priority(g)  # alice passes; bob has priority with Sudden Shock on the stack
    assert g.decision.player == BOB
    assert {o.kind for o in options(g)} <= {"pass", "mana"}
    assert not options(g, "cast")


def test_no_maximum_hand_size_only_for_the_controller():
    """402.2: "You have no maximum hand size" is about its controller only."""
    g = setup()
    g.put(ALICE, "battlefield", "Spellbook")
    assert max_hand_size(g, ALICE) is None
    assert max_hand_size(g, BOB) == HAND_SIZE
