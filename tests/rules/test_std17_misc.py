"""Engine rules the remaining 2017 Standard one-offs needed (issue 12): attacking and
blocking alone [508.1c, 509.1b], ..."""

from __future__ import annotations

from helpers import ALICE, BOB, attack, choose, find_option, pass_priority, pass_until, setup, \
    to_attackers

from aetherworks.engine.defs import player_ref


def _combat(mine, theirs=()):
    g = setup()
    a = [g.put(ALICE, "battlefield", n) for n in mine]
    b = [g.put(BOB, "battlefield", n) for n in theirs]
    g.begin()
    to_attackers(g)
    return g, a, b


def test_cant_attack_alone_is_not_offered_without_a_partner():
    """508.1c: a creature that can't attack alone (Trusty Companion) can't be the only
    attacker: with no other creature able to attack, no attack is declared at all."""
    g = setup()
    g.put(ALICE, "battlefield", "Trusty Companion")
    g.begin()
    pass_until(g, "begin_combat")
    while g.step != "end_combat":
        assert g.decision.kind == "priority", g.decision
        pass_priority(g)
    assert not g.attackers and g.players[BOB].life == 20


def test_cant_attack_alone_needs_another_attacker_declared():
    """508.1c and Trusty Companion's ruling: it can be declared only if another creature is
    declared as an attacker at the same time; "done" isn't offered after it alone."""
    g, (dog, bears), _ = _combat(["Trusty Companion", "Grizzly Bears"])
    choose(g, "attack", dog, player_ref(BOB))
    assert find_option(g, "done") is None
    attack(g, bears)
    assert set(g.attackers) == {dog, bears}


def test_two_creatures_that_cant_attack_alone_attack_together():
    """Ruling (Trusty Companion, Bonded Horncrest): two creatures that can't attack alone
    can attack together, even if no other creatures attack."""
    g, (dog, horn), _ = _combat(["Trusty Companion", "Bonded Horncrest"])
    attack(g, dog, horn)
    assert set(g.attackers) == {dog, horn}


def test_a_normal_creature_may_still_attack_alone_beside_one():
    """508.1c: the restriction binds only the creature that has it."""
    g, (dog, bears), _ = _combat(["Trusty Companion", "Grizzly Bears"])
    attack(g, bears)
    assert set(g.attackers) == {bears}
    assert dog


def test_cant_block_alone_needs_another_blocker():
    """509.1b: Bonded Horncrest can't be the only blocking creature; with a second creature
    able to block, both must block (no "done" after it alone)."""
    g = setup(active=BOB)
    ogre = g.put(BOB, "battlefield", "Hill Giant")
    horn = g.put(ALICE, "battlefield", "Bonded Horncrest")
    g.begin()
    to_attackers(g)
    attack(g, ogre)
    while g.step != "end_combat":
        assert g.decision.kind == "priority", "a lone Horncrest can't block"
        pass_priority(g)
    assert g.players[ALICE].life == 17 and horn not in g.blocks
    g2 = setup(active=BOB)
    ogre = g2.put(BOB, "battlefield", "Hill Giant")
    horn = g2.put(ALICE, "battlefield", "Bonded Horncrest")
    bears = g2.put(ALICE, "battlefield", "Grizzly Bears")
    g2.begin()
    to_attackers(g2)
    attack(g2, ogre)
    while g2.decision.kind == "priority":
        pass_priority(g2)
    choose(g2, "block", horn, ogre)
    assert find_option(g2, "done") is None
    choose(g2, "block", bears, ogre)
    assert set(g2.blocks) == {horn, bears}
