"""Replacement and prevention effects on described events, compiled from Oracle text and
played: "prevent 1 of that damage" [615.1], "deals double that damage instead" [614.1a,
616.1], "damage can't be prevented" [615.12], "prevent all damage that would be dealt to
creatures this turn" [615.1], "that many -1/-1 counters minus one" and "twice that many
tokens" [614.1a, 122.6], "whenever you put one or more -1/-1 counters on a creature"
[122.6], and a spell's "X instead if ..." paragraph [608.2c]."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers import ALICE, BOB, cast, events, pass_priority, player, resolve_all, setup

from aetherworks.engine import exercised


@pytest.fixture(autouse=True)
def _played_here() -> Iterator[None]:
    """These tests play their compiled cards and check what they do, as a scenario does."""
    with exercised.unexercised_allowed():
        yield


def lands(g, who, name, n):
    return [g.put(who, "battlefield", name) for _ in range(n)]


def test_prevent_1_of_damage_from_an_opponents_source_615_1():
    """615.1, Protection of the Hekma rulings: damage from each of an opponent's sources to
    you is reduced by 1; your own sources' damage and damage to your creatures are not."""
    g = setup()
    g.put(ALICE, "battlefield", "Protection of the Hekma")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    ogre = g.put(BOB, "battlefield", "Gray Ogre")
    mine = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    assert g.deal_damage(bears, player(ALICE), 2) == 1
    assert g.deal_damage(ogre, player(ALICE), 2) == 1  # each source loses 1
    assert g.deal_damage(mine, player(ALICE), 2) == 2
    assert g.deal_damage(bears, mine, 1) == 1  # creatures you control: unaffected
    assert g.players[ALICE].life == 20 - 1 - 1 - 2


def test_prevent_1_of_damage_to_a_planeswalker_you_control_615_1():
    """615.1, Djeru, With Eyes Open: damage to a planeswalker you control is reduced by 1,
    whoever's source deals it; damage to you is not."""
    g = setup()
    g.put(ALICE, "battlefield", "Djeru, With Eyes Open")
    pw = g.put(ALICE, "battlefield", "Chandra, Torch of Defiance")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    assert g.deal_damage(bears, pw, 2) == 1
    assert g.objects[pw].count("loyalty") == 3
    assert g.deal_damage(bears, player(ALICE), 2) == 2


def test_double_damage_and_two_doublers_multiply_614_1a_616_1():
    """614.1a, Angrath's Marauders rulings: a source you control deals double damage to a
    permanent or player; a second Marauders makes it four times; an opponent's source is
    unaffected."""
    g = setup()
    g.put(ALICE, "battlefield", "Angrath's Marauders")
    mine = g.put(ALICE, "battlefield", "Grizzly Bears")
    theirs = g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    assert g.deal_damage(mine, player(BOB), 2) == 4
    assert g.deal_damage(theirs, player(ALICE), 2) == 2
    g.put(ALICE, "battlefield", "Angrath's Marauders")
    assert g.deal_damage(mine, player(BOB), 1) == 4


def test_insult_doubles_this_turn_and_damage_cant_be_prevented_615_12():
    """615.12, 614.1a: after Insult, a source its caster controls deals double damage this
    turn, and a prevention effect (Protection of the Hekma) no longer applies to it; the
    effect ends with the turn [611.2, 514.2]."""
    g = setup()
    lands(g, ALICE, "Mountain", 3)
    mine = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.put(BOB, "battlefield", "Protection of the Hekma")
    g.put(ALICE, "hand", "Insult // Injury")
    g.begin()
    assert g.deal_damage(mine, player(BOB), 2) == 1  # prevented by 1 before Insult
    cast(g, "Insult // Injury", face=0)
    resolve_all(g)
    assert g.find("Insult // Injury", "graveyard", ALICE)
    assert g.deal_damage(mine, player(BOB), 2) == 4  # doubled, nothing prevented
    assert not [e for e in events(g, "prevent") if e.obj == mine][1:]


def test_prevent_all_damage_to_creatures_this_turn_covers_later_ones_615_1():
    """615.1, Blinding Fog rulings: all damage to creatures this turn is prevented, those
    that enter later too; damage to players is not."""
    g = setup()
    lands(g, ALICE, "Forest", 3)
    mine = g.put(ALICE, "battlefield", "Grizzly Bears")
    theirs = g.put(BOB, "battlefield", "Grizzly Bears")
    g.put(ALICE, "hand", "Blinding Fog")
    g.begin()
    cast(g, "Blinding Fog")
    resolve_all(g)
    later = g.put(BOB, "battlefield", "Gray Ogre")
    assert g.deal_damage(theirs, mine, 2) == 0
    assert g.deal_damage(mine, later, 2) == 0
    assert g.deal_damage(mine, player(BOB), 2) == 2


def test_minus_one_counter_on_your_creatures_614_1a():
    """614.1a, Vizier of Remedies rulings: one fewer -1/-1 counter is put on a creature you
    control; none at all for one counter; an opponent's creature gets them all."""
    g = setup()
    g.put(ALICE, "battlefield", "Vizier of Remedies")
    mine = g.put(ALICE, "battlefield", "Gray Ogre")
    theirs = g.put(BOB, "battlefield", "Gray Ogre")
    g.begin()
    g.add_counters(mine, "-1/-1", 2, by=BOB)
    g.add_counters(theirs, "-1/-1", 2, by=ALICE)
    g.add_counters(mine, "+1/+1", 1)
    assert g.objects[mine].count("-1/-1") == 1
    assert g.objects[theirs].count("-1/-1") == 2
    assert g.objects[mine].count("+1/+1") == 1
    n = len(events(g, "counters"))
    g.add_counters(mine, "-1/-1", 1, by=BOB)
    assert g.objects[mine].count("-1/-1") == 1 and len(events(g, "counters")) == n


def test_twice_that_many_tokens_and_two_doublers_614_1a():
    """614.1a, Anointed Procession rulings: an effect creating tokens under your control
    creates twice that many (all of them "those tokens"); two Processions, four times; an
    opponent's tokens are unaffected."""
    g = setup()
    g.put(ALICE, "battlefield", "Anointed Procession")
    g.begin()
    made = g.create_token(g.objects[g.put(ALICE, "battlefield", "Grizzly Bears")].proto,
                          ALICE)
    assert len(made) == 2
    assert len(g.create_token(g.objects[made[0]].proto, BOB)) == 1
    g.put(ALICE, "battlefield", "Anointed Procession")
    assert len(g.create_token(g.objects[made[0]].proto, ALICE, 1)) == 4


def test_whenever_you_put_minus_counters_on_a_creature_122_6():
    """122.6, Nest of Scarabs / Hapatra rulings: counters you put on any creature trigger it
    once per creature, "that many" being the number put; counters an opponent puts don't;
    wither damage from your source puts counters for you."""
    g = setup()
    g.put(ALICE, "battlefield", "Nest of Scarabs")
    theirs = g.put(BOB, "battlefield", "Colossal Dreadmaw")
    g.begin()
    g.add_counters(theirs, "-1/-1", 2, by=ALICE)
    pass_priority(g)  # the trigger is put on the stack as a player would get priority
    resolve_all(g)
    insects = [o for o in g.battlefield if g.chars(o).name == "Insect"]
    assert len(insects) == 2 and all(g.objects[i].controller == ALICE for i in insects)
    g.add_counters(theirs, "-1/-1", 1, by=BOB)
    pass_priority(g)
    assert not g.stack
    resolve_all(g)
    wither = g.put(ALICE, "battlefield", "Boggart Ram-Gang")
    g.deal_damage(wither, theirs, 1)
    assert g.objects[theirs].count("-1/-1") == 4
    pass_priority(g)
    resolve_all(g)
    assert len([o for o in g.battlefield if g.chars(o).name == "Insect"]) == 3


def test_damage_instead_if_on_its_own_paragraph_608_2c():
    """608.2c: "Raid — Firecannon Blast deals 6 damage instead if you attacked this turn"
    changes the paragraph before it: without an attack, 3 damage."""
    g = setup()
    lands(g, ALICE, "Mountain", 3)
    ogre = g.put(BOB, "battlefield", "Colossal Dreadmaw")
    g.put(ALICE, "hand", "Firecannon Blast")
    g.begin()
    cast(g, "Firecannon Blast", ogre)
    resolve_all(g)
    assert g.objects[ogre].damage == 3
