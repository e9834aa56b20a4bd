"""A creature that blocks more than one attacker [509.1a, 509.1g, 509.3a-b, 510.1d, 702.19b]:
"can block an additional creature each combat", "can block any number of creatures"."""

from helpers import (
    ALICE,
    BOB,
    attack,
    block,
    cast,
    choose,
    events,
    pass_priority,
    pass_until,
    resolve,
    resolve_all,
    setup,
    to_attackers,
)
from test_506_combat import (
    blockers_offered,
    combat,
    finish_combat,
    pass_until_damage_decision,
    to_blockers,
)

from aetherworks.engine import Game
from aetherworks.engine.combat import block_capacity


def test_a_creature_that_can_block_an_additional_creature_is_offered_again():
    """509.1a: each blocker blocks one attacker unless an effect allows more; Spike-Tailed
    Ceratops may block two, each attacker once, and is offered no third time."""
    g, (bears, giant, ogre), (cera, plain) = combat(
        "Grizzly Bears", "Hill Giant", "Gray Ogre",
        theirs=("Spike-Tailed Ceratops", "Savannah Lions"))
    assert block_capacity(g, cera) == 2 and block_capacity(g, plain) == 1
    attack(g, bears, giant, ogre)
    to_blockers(g)
    choose(g, "block", cera, bears)
    assert (cera, bears) not in blockers_offered(g)  # not the same attacker twice
    assert {(cera, giant), (cera, ogre)} <= blockers_offered(g)
    choose(g, "block", plain, ogre)
    assert not any(b == plain for b, _ in blockers_offered(g))  # one attacker only
    choose(g, "block", cera, giant)
    assert g.decision.kind == "priority"  # two is all it may block: nothing left to pick
    assert g.blocks == {cera: (bears, giant), plain: (ogre,)}  # 509.1g
    assert g.blocked == {bears, giant, ogre}
    assert [e.other for e in events(g, "block") if e.obj == cera] == [bears, giant]


def test_a_blocker_of_two_attackers_divides_its_damage():
    """510.1d: a creature blocking two or more creatures divides its combat damage among them
    as its controller chooses; each attacker deals it all of its damage [510.1c]."""
    g, (bears, elf), (cera,) = combat("Grizzly Bears", "Llanowar Elves",
                                      theirs=("Spike-Tailed Ceratops",))
    attack(g, bears, elf)
    block(g, (cera, bears), (cera, elf))
    pass_until_damage_decision(g)
    d = g.decision
    assert d.player == BOB and d.cr == "510.1d" and (d.lo, d.hi) == (0, 4)
    g.apply(2)  # 2 to Grizzly Bears, the other 2 to Llanowar Elves
    finish_combat(g)
    assert g.objects[bears].zone == "" and g.objects[elf].zone == ""
    assert g.objects[cera].zone == "battlefield" and g.objects[cera].damage == 3
    assert g.players[BOB].life == 20


def test_a_blocker_whose_other_attacker_left_deals_all_its_damage_to_the_one_left():
    """510.1d: a blocker assigns damage only to the creatures it is still blocking; with one
    left, all of it goes there (no decision) [506.4]."""
    g, (bears, lions), (cera,) = combat("Grizzly Bears", "Savannah Lions",
                                        theirs=("Spike-Tailed Ceratops",))
    attack(g, bears, lions)
    block(g, (cera, bears), (cera, lions))
    g.move(lions, "graveyard")
    pass_until(g, "end_combat")
    assert g.objects[bears].zone == "" and g.objects[cera].damage == 2


def test_any_number_of_creatures():
    """509.1a: Palace Guard "can block any number of creatures": it blocks all three."""
    g, attackers, (guard,) = combat("Grizzly Bears", "Savannah Lions", "Gray Ogre",
                                    theirs=("Palace Guard",))
    assert block_capacity(g, guard) is None
    attack(g, *attackers)
    block(g, *((guard, a) for a in attackers))
    assert g.blocks == {guard: tuple(attackers)}
    pass_until_damage_decision(g)
    assert g.decision.player == BOB and (g.decision.lo, g.decision.hi) == (0, 1)
    g.apply(1)  # its 1 damage to Grizzly Bears
    finish_combat(g)
    assert g.objects[guard].zone == ""  # 2 + 1 + 2 damage on a 1/4
    assert g.players[BOB].life == 20


def test_menace_needs_two_different_creatures():
    """702.111b, 509.1b: a creature that may block two attackers is still one creature: it
    can't be both blockers of a creature with menace."""
    g, (brute,), _ = combat("Boggart Brute", theirs=("Spike-Tailed Ceratops",))
    attack(g, brute)
    pass_until(g, "declare_blockers")  # no blockers decision: no legal block exists
    assert g.blocks == {} and g.players[BOB].life == 20


def test_whenever_this_creature_blocks_triggers_once():
    """509.3a: "Whenever this creature blocks" triggers once even if it blocks several
    creatures (Shielded Aether Thief with High Ground)."""
    g, (bears, lions), (thief, _) = combat("Grizzly Bears", "Savannah Lions",
                                           theirs=("Shielded Aether Thief", "High Ground"))
    assert block_capacity(g, thief) == 2
    attack(g, bears, lions)
    block(g, (thief, bears), (thief, lions))
    finish_combat(g)
    assert g.players[BOB].counters.get("energy", 0) == 1


def test_whenever_this_creature_blocks_a_creature_triggers_for_each():
    """509.3b: "Whenever this creature blocks a creature" triggers once for each attacker it
    blocks (Meglonoth with High Ground: 3 damage to Alice for each)."""
    g, (bears, lions), (meg, _) = combat("Grizzly Bears", "Savannah Lions",
                                         theirs=("Meglonoth", "High Ground"))
    attack(g, bears, lions)
    block(g, (meg, bears), (meg, lions))
    assert len(g.pending_triggers) + len(g.stack) == 2
    resolve_all(g)
    assert g.players[ALICE].life == 20 - 2 * g.power(meg)


def test_trample_counts_damage_another_attacker_assigns():
    """702.19b (its example): a 2/2 that can block an additional creature blocks a 1/1 and a
    trampler; the 1 damage the first attacker assigns counts toward lethal, so 1 from the
    trampler is enough and the rest may go to the defending player.  The blocker then
    divides its own 2 damage between the two [510.1d]."""
    g, (elf, maw), (bears, _) = combat("Llanowar Elves", "Colossal Dreadmaw",
                                       theirs=("Grizzly Bears", "High Ground"))
    attack(g, elf, maw)
    block(g, (bears, elf), (bears, maw))
    pass_until_damage_decision(g)
    d = g.decision
    assert d.player == ALICE and d.prompt.arg("lethal") == 1 and (d.lo, d.hi) == (1, 6)
    g.apply(1)  # the other 5 to Bob
    d = g.decision
    assert d.kind == "damage" and d.player == BOB and (d.lo, d.hi) == (0, 2)
    g.apply(2)  # all to Llanowar Elves
    finish_combat(g)
    assert g.players[BOB].life == 15
    assert g.objects[bears].zone == "" and g.objects[elf].zone == ""
    assert g.objects[maw].damage == 0


def test_act_of_heroism_lets_a_creature_block_an_additional_creature_this_turn():
    """509.1a, 611.2a: "It gets +2/+2 until end of turn and can block an additional creature
    this turn"."""
    g = setup(active=ALICE)
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    lions = g.put(ALICE, "battlefield", "Savannah Lions")
    guard = g.put(BOB, "battlefield", "Savannah Lions")
    for _ in range(2):
        g.put(BOB, "battlefield", "Plains")
    act = g.put(BOB, "hand", "Act of Heroism")
    g.begin()
    assert block_capacity(g, guard) == 1
    to_attackers(g)
    attack(g, bears, lions)
    pass_priority(g)  # Bob gets priority in the declare attackers step
    cast(g, act, guard)
    resolve(g)
    assert block_capacity(g, guard) == 2 and g.power(guard) == 4
    block(g, (guard, bears), (guard, lions))
    assert g.blocks[guard] == (bears, lions)
    pass_until_damage_decision(g)
    g.apply(2)  # 2 to each attacker; 4 damage on the 4/3
    finish_combat(g)
    assert {g.objects[x].zone for x in (guard, bears, lions)} == {""}


def test_blocks_survive_a_save_and_a_clone():
    """509.1g: the attackers each creature blocks are game state: a saved game and a clone
    keep them, and a clone's blocks are its own."""
    g, (bears, lions), (cera,) = combat("Grizzly Bears", "Savannah Lions",
                                        theirs=("Spike-Tailed Ceratops",))
    attack(g, bears, lions)
    block(g, (cera, bears), (cera, lions))
    loaded = Game.from_json(g.to_json())
    assert loaded.blocks == {cera: (bears, lions)}
    c = g.clone()
    c.blocks[cera] = (bears,)
    assert g.blocks == {cera: (bears, lions)}


def test_whenever_this_creature_blocks_two_or_more_creatures():
    """509.3e: Lairwatch Giant's "whenever this creature blocks two or more creatures, it
    gains first strike" triggers as blockers are declared if it blocks two; it then deals its
    damage first [702.7b], so the attackers it kills deal none.  Blocking one: no trigger."""
    g, (bears, lions), (giant,) = combat("Grizzly Bears", "Savannah Lions",
                                         theirs=("Lairwatch Giant",))
    attack(g, bears, lions)
    block(g, (giant, bears), (giant, lions))
    resolve_all(g)
    assert g.has(giant, "First strike")
    pass_until_damage_decision(g)
    g.apply(3)  # 3 to Grizzly Bears, 2 to Savannah Lions
    finish_combat(g)
    assert g.objects[bears].zone == "" and g.objects[lions].zone == ""
    assert g.objects[giant].damage == 0

    g, (bears,), (giant,) = combat("Grizzly Bears", theirs=("Lairwatch Giant",))
    attack(g, bears)
    block(g, (giant, bears))
    assert not g.stack and not g.pending_triggers and not g.has(giant, "First strike")


def test_for_each_creature_it_is_blocking():
    """509.1g: Guardian of the Gateless "gets +1/+1 until end of turn for each creature it's
    blocking", counted as the ability resolves; it triggers once [509.3a]."""
    g, attackers, (guardian,) = combat("Grizzly Bears", "Savannah Lions", "Gray Ogre",
                                       theirs=("Guardian of the Gateless",))
    base = g.power(guardian), g.toughness(guardian)
    attack(g, *attackers)
    block(g, *((guardian, a) for a in attackers))
    resolve_all(g)
    assert (g.power(guardian), g.toughness(guardian)) == (base[0] + 3, base[1] + 3)
