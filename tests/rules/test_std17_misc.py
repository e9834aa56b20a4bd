"""Engine rules the remaining 2017 Standard one-offs needed (issue 12): attacking and
blocking alone [508.1c, 509.1b], a creature type chosen as a permanent enters [614.12,
205.3m], ..."""

from __future__ import annotations

from helpers import (
    ALICE,
    BOB,
    attack,
    cast,
    choose,
    events,
    find_option,
    pass_priority,
    pass_until,
    resolve,
    setup,
    to_attackers,
)

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


def _choose_type(g, kind):
    """Answer "choose a creature type" with ``kind``: the option whose label names it."""
    d = g.decision
    assert d.kind == "choose" and d.prompt.id == "prompt.choose_creature_type", d
    labels = [lab.arg("text").text for lab in d.labels]
    assert "Artifact" not in labels and "Vehicle" not in labels  # only creature types [205.3m]
    g.apply(d.options[labels.index(kind)])


def test_chosen_creature_type_anthem_and_cast_trigger():
    """614.12, Vanquisher's Banner's rulings: the creature type is chosen as it enters (no
    one can respond) and the bonus applies at once; "whenever you cast a creature spell of
    the chosen type" triggers only for that type [601.2i]."""
    g = setup()
    for _ in range(8):
        g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "hand", "Vanquisher's Banner")
    g.put(ALICE, "hand", "Grizzly Bears")
    g.put(ALICE, "hand", "Llanowar Elves")
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    elves = g.put(ALICE, "battlefield", "Llanowar Elves")
    g.begin()
    cast(g, "Vanquisher's Banner")
    top = g.stack[-1]
    while top in g.stack and g.decision.kind == "priority":
        pass_priority(g)
    _choose_type(g, "Bear")
    assert events(g, "chooses_creature_type")
    assert (g.power(bears), g.toughness(bears)) == (3, 3)
    assert (g.power(elves), g.toughness(elves)) == (1, 1)
    hand = len(g.players[ALICE].hand)
    cast(g, "Llanowar Elves")
    assert len(g.stack) == 1, "an Elf spell isn't of the chosen type"
    resolve(g)
    cast(g, "Grizzly Bears")
    assert len(g.stack) == 2, "a Bear spell triggers the Banner"
    resolve(g)
    assert len(g.players[ALICE].hand) == hand - 2 + 1


def test_is_the_chosen_type_in_addition():
    """613.1d: "This creature is the chosen type in addition to its other types" (Adaptive
    Automaton), and its "other creatures you control of the chosen type" see it."""
    g = setup()
    for _ in range(3):
        g.put(ALICE, "battlefield", "Island")
    g.put(ALICE, "hand", "Adaptive Automaton")
    elves = g.put(ALICE, "battlefield", "Llanowar Elves")
    g.begin()
    cast(g, "Adaptive Automaton")
    top = g.stack[-1]
    while top in g.stack and g.decision.kind == "priority":
        pass_priority(g)
    _choose_type(g, "Elf")
    auto = g.find("Adaptive Automaton", "battlefield", ALICE)
    assert "Elf" in g.chars(auto).subtypes and "Construct" in g.chars(auto).subtypes
    assert (g.power(elves), g.toughness(elves)) == (2, 2)
    assert (g.power(auto), g.toughness(auto)) == (2, 2)  # "other" creatures only


def test_becomes_untapped_triggers_in_the_untap_step_and_waits_for_upkeep():
    """701.26b, 603.2e, 503.1a and Key to the City's ruling: "whenever this artifact becomes
    untapped" triggers during its controller's untap step and is put on the stack as the
    upkeep begins; an untapped permanent doesn't untap, so nothing triggers for it."""
    g = setup(active=BOB)
    key = g.put(ALICE, "battlefield", "Key to the City", tapped=True)
    for _ in range(2):
        g.put(ALICE, "battlefield", "Island")
    g.begin()
    mark = len(g.log)
    pass_until(g, "upkeep", turn=4)
    assert [e.obj for e in events(g, "untap", mark)] == [key]
    assert g.stack and g.objects[g.stack[-1]].source == key
    hand = len(g.players[ALICE].hand)
    top = g.stack[-1]
    while top in g.stack:
        if g.decision.kind == "priority":
            pass_priority(g)
        else:
            choose(g, "yes")
    assert len(g.players[ALICE].hand) == hand + 1
    # Untapped all along: the next untap step untaps nothing of Alice's Key.
    mark = len(g.log)
    pass_until(g, "upkeep", turn=6)
    assert not [e for e in events(g, "untap", mark) if e.obj == key]


def test_enchanted_creature_of_an_aura_that_left_is_its_last_known_host():
    """113.7a, 608.2h and Caught in the Brights' ruling (2017-02-09): if the Aura leaves the
    battlefield in response to its trigger, "exile enchanted creature" exiles the creature
    it was enchanting as it left."""
    g = setup()
    for _ in range(3):
        g.put(ALICE, "battlefield", "Plains")
    skiff = g.put(ALICE, "battlefield", "Sky Skiff")
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.put(ALICE, "hand", "Caught in the Brights")
    giant = g.put(BOB, "battlefield", "Hill Giant")
    for _ in range(2):
        g.put(BOB, "battlefield", "Forest")
    g.put(BOB, "hand", "Naturalize")
    g.begin()
    aura = cast(g, "Caught in the Brights", giant)
    resolve(g)
    aura = g.find("Caught in the Brights", "battlefield", ALICE)
    assert g.objects[aura].attached_to == giant
    choose(g, "activate", skiff)  # crew 1 with the Bears
    choose(g, "pick", bears)
    if g.decision.kind == "choose":
        choose(g, "done")
    resolve(g)
    to_attackers(g)
    attack(g, skiff)
    trigger = g.stack[-1]
    assert g.objects[trigger].source == aura
    pass_priority(g)
    cast(g, "Naturalize", aura)
    resolve(g)
    assert g.objects[aura].zone == "" and g.objects[giant].zone == "battlefield"
    resolve(g)
    assert g.objects[giant].zone == ""
    assert [g.objects[o].name for o in g.exile] == ["Hill Giant"]


def test_a_land_put_into_a_graveyard_from_the_battlefield_triggers_its_own_ability():
    """700.4, 603.6c, 603.10a: "when this land is put into a graveyard from the battlefield"
    (Dunes of the Dead) triggers when the land is destroyed — "dies" means "is put into a
    graveyard from the battlefield", for a land as much as for a creature."""
    g = setup(active=BOB)
    dunes = g.put(ALICE, "battlefield", "Dunes of the Dead")
    for _ in range(3):
        g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "hand", "Stone Rain")
    g.begin()
    cast(g, "Stone Rain", dunes)
    resolve(g)
    assert g.objects[dunes].zone == ""
    assert g.stack and g.objects[g.stack[-1]].source == dunes
    resolve(g)
    zombies = [o for o in g.battlefield if g.objects[o].name == "Zombie"]
    assert len(zombies) == 1 and g.objects[zombies[0]].controller == ALICE
    assert (g.power(zombies[0]), g.toughness(zombies[0])) == (2, 2)


def test_a_creature_that_left_before_its_explore_still_explores():
    """701.44b-c and Wildgrowth Walker's ruling (2017-09-29): a creature that left the
    battlefield before its "it explores" resolves still explores (no +1/+1 counter can be
    put on it), and "whenever a creature you control explores" triggers."""
    g = setup()
    for _ in range(2):
        g.put(ALICE, "battlefield", "Forest")
    walker = g.put(ALICE, "battlefield", "Wildgrowth Walker")
    g.put(ALICE, "hand", "Merfolk Branchwalker")
    g.put(ALICE, "library", "Forest")
    g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "hand", "Shock")
    g.begin()
    cast(g, "Merfolk Branchwalker")
    resolve(g)
    branch = g.find("Merfolk Branchwalker", "battlefield", ALICE)
    explore = g.stack[-1]
    assert g.objects[explore].source == branch
    pass_priority(g)
    cast(g, "Shock", branch)
    resolve(g)
    assert g.objects[branch].zone == ""
    hand = len(g.players[ALICE].hand)
    resolve(g)  # it explores: the Forest goes to alice's hand
    assert len(g.players[ALICE].hand) == hand + 1
    assert [e.obj for e in events(g, "explore")] == [branch]
    assert g.stack and g.objects[g.stack[-1]].source == walker
    resolve(g)
    assert g.players[ALICE].life == 23 and g.objects[walker].count("+1/+1") == 1
