"""Combat [506-511] and the combat keywords [702]."""

from helpers import (
    ALICE,
    BOB,
    attack,
    block,
    cast,
    choose,
    find_option,
    options,
    pass_priority,
    pass_until,
    setup,
    to_attackers,
)

from aetherworks.engine.defs import player_ref
from aetherworks.vocab.statics import GrantKeywords


def combat(*mine: str, theirs: tuple[str, ...] = (), sick: bool = False):
    """Alice's creatures (not summoning sick unless ``sick``) and Bob's, at the declare
    attackers decision of Alice's turn."""
    g = setup()
    a = [g.put(ALICE, "battlefield", n, sick=sick) for n in mine]
    b = [g.put(BOB, "battlefield", n) for n in theirs]
    g.begin()
    to_attackers(g)
    return g, a, b


def attackers_offered(g) -> set[int]:
    return {o.obj for o in options(g, "attack")}


def blockers_offered(g) -> set[tuple[int, int]]:
    return {(o.obj, o.arg) for o in options(g, "block")}


def to_blockers(g):
    while g.decision.kind == "priority":
        pass_priority(g)
    assert g.decision.kind == "blockers", g.decision


def finish_combat(g):
    pass_until(g, "end_combat")


def test_summoning_sick_creature_cannot_attack():
    """302.6, 508.1a: a creature that came under your control this turn can't attack."""
    g = setup()
    sick = g.put(ALICE, "battlefield", "Grizzly Bears", sick=True)
    ready = g.put(ALICE, "battlefield", "Hill Giant")
    g.begin()
    to_attackers(g)
    assert attackers_offered(g) == {ready}
    assert sick


def test_haste_creature_can_attack_the_turn_it_arrives():
    """702.10b: haste lets a creature attack despite summoning sickness."""
    g, (goblin,), _ = combat("Raging Goblin", sick=True)
    assert attackers_offered(g) == {goblin}
    attack(g, goblin)
    finish_combat(g)
    assert g.players[BOB].life == 19


def test_attacking_taps_but_vigilance_does_not():
    """508.1f, 702.20b: attacking creatures tap unless they have vigilance."""
    g, (angel, bears), _ = combat("Serra Angel", "Grizzly Bears")
    attack(g, angel, bears)
    assert not g.objects[angel].tapped and g.objects[bears].tapped
    assert set(g.attackers) == {angel, bears}


def test_defender_cannot_attack():
    """702.3b: a creature with defender can't attack."""
    g = setup()
    g.put(ALICE, "battlefield", "Wall of Wood")
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    to_attackers(g)
    assert attackers_offered(g) == {bears}


def test_tapped_creature_cannot_attack_or_block():
    """508.1a, 509.1a: tapped creatures neither attack nor block."""
    g = setup()
    g.put(ALICE, "battlefield", "Grizzly Bears", tapped=True)
    hill = g.put(ALICE, "battlefield", "Hill Giant")
    g.put(BOB, "battlefield", "Grizzly Bears", tapped=True)
    g.begin()
    to_attackers(g)
    assert attackers_offered(g) == {hill}
    attack(g, hill)
    # No untapped potential blocker: no blockers decision; damage goes through.
    finish_combat(g)
    assert g.players[BOB].life == 17


def test_unblocked_attacker_damages_the_player():
    """510.1a: an unblocked creature assigns its damage to the player it attacks."""
    g, (giant,), (bears,) = combat("Hill Giant", theirs=("Grizzly Bears",))
    attack(g, giant)
    block(g)
    finish_combat(g)
    assert g.players[BOB].life == 17 and g.objects[bears].damage == 0


def test_blocked_creatures_deal_damage_to_each_other():
    """510.1c-d, 510.2: attacker and blocker deal damage simultaneously."""
    g, (bears,), (giant,) = combat("Grizzly Bears", theirs=("Hill Giant",))
    attack(g, bears)
    block(g, (giant, bears))
    finish_combat(g)
    assert g.objects[bears].zone == ""
    assert g.objects[giant].zone == "battlefield" and g.objects[giant].damage == 2
    assert g.players[BOB].life == 20


def test_menace_needs_two_blockers():
    """702.111b: a creature with menace can't be blocked except by two or more creatures."""
    g, (brute,), (bears,) = combat("Boggart Brute", theirs=("Grizzly Bears",))
    attack(g, brute)
    # One potential blocker only: there's nothing to declare.
    finish_combat(g)
    assert g.players[BOB].life == 17
    assert bears


def test_menace_blocked_by_two():
    """702.111b, 509.1b: after one blocker is chosen for a menace creature, "done" isn't
    offered until a second one joins."""
    g, (brute,), (b1, b2) = combat("Boggart Brute", theirs=("Grizzly Bears", "Walking Corpse"))
    attack(g, brute)
    to_blockers(g)
    assert blockers_offered(g) == {(b1, brute), (b2, brute)}
    choose(g, "block", b1, brute)
    assert find_option(g, "done") is None
    assert blockers_offered(g) == {(b2, brute)}
    choose(g, "block", b2, brute)
    assert g.blocks == {b1: (brute,), b2: (brute,)}


def test_flying_can_be_blocked_only_by_flying_or_reach():
    """702.9b, 702.17b: a flyer can be blocked by creatures with flying or reach."""
    g, (drake,), (bears, spider) = combat("Wind Drake", theirs=("Grizzly Bears", "Giant Spider"))
    attack(g, drake)
    to_blockers(g)
    assert blockers_offered(g) == {(spider, drake)}
    assert bears


def test_flying_blocker_may_block_ground_creatures():
    """702.9b: flying restricts what blocks the flyer, not what the flyer blocks."""
    g, (bears,), (drake,) = combat("Grizzly Bears", theirs=("Wind Drake",))
    attack(g, bears)
    to_blockers(g)
    assert blockers_offered(g) == {(drake, bears)}


def test_damage_divided_among_multiple_blockers():
    """510.1c: a creature blocked by two or more divides its damage as its controller
    chooses among them."""
    g, (wurm,), (bears, giant) = combat("Craw Wurm", theirs=("Grizzly Bears", "Hill Giant"))
    attack(g, wurm)
    block(g, (bears, wurm), (giant, wurm))
    pass_until_damage_decision(g)
    assert g.decision.kind == "damage" and g.decision.player == ALICE
    assert (g.decision.lo, g.decision.hi) == (0, 6)
    g.apply(2)  # 2 to the first blocker, the rest (4) to the second
    finish_combat(g)
    assert g.objects[bears].zone == "" and g.objects[giant].zone == ""
    assert g.objects[wurm].zone == ""  # 2 + 3 damage on a 6/4


def test_uneven_division_among_blockers():
    """510.1c: any division is allowed, even all to one blocker."""
    g, (wurm,), (bears, giant) = combat("Craw Wurm", theirs=("Grizzly Bears", "Hill Giant"))
    attack(g, wurm)
    block(g, (bears, wurm), (giant, wurm))
    pass_until_damage_decision(g)
    first = next(b for b, xs in g.blocks.items() if wurm in xs)
    g.apply(6)
    finish_combat(g)
    other = giant if first == bears else bears
    assert g.objects[first].zone == "" and g.objects[other].zone == "battlefield"
    assert g.objects[other].damage == 0


def test_first_strike_deals_damage_first():
    """702.7b, 510.4: a first striker deals its damage in the first-strike damage step; a
    creature it kills deals no damage."""
    g, (knight,), (piker,) = combat("Youthful Knight", theirs=("Goblin Piker",))
    attack(g, knight)
    block(g, (piker, knight))
    pass_until(g, "first_strike_damage")
    assert g.objects[piker].zone == ""
    finish_combat(g)
    assert g.objects[knight].zone == "battlefield" and g.objects[knight].damage == 0


def test_first_strike_blocker():
    """510.4: first strike works for blockers too."""
    g, (piker,), (knight,) = combat("Goblin Piker", theirs=("Youthful Knight",))
    attack(g, piker)
    block(g, (knight, piker))
    finish_combat(g)
    assert g.objects[piker].zone == "" and g.objects[knight].damage == 0


def test_double_strike_deals_damage_in_both_steps():
    """702.4b: double strike deals first-strike and regular combat damage."""
    g, (blade,), _ = combat("Boros Swiftblade")
    attack(g, blade)
    pass_until(g, "first_strike_damage")
    assert g.players[BOB].life == 19
    pass_until(g, "combat_damage")
    assert g.players[BOB].life == 18


def test_double_strike_against_a_regular_blocker():
    """702.4b, 510.4: the double striker hits in both steps; the blocker only in the second."""
    g, (blade,), (bears,) = combat("Boros Swiftblade", theirs=("Grizzly Bears",))
    attack(g, blade)
    block(g, (bears, blade))
    pass_until(g, "first_strike_damage")
    assert g.objects[bears].damage == 1 and g.objects[blade].damage == 0
    finish_combat(g)
    assert g.objects[bears].zone == "" and g.objects[blade].zone == ""


def test_trample_assigns_lethal_first_then_the_rest_to_the_player():
    """702.19b: a trampler must assign lethal damage to its blockers before the player."""
    g, (maw,), (bears,) = combat("Colossal Dreadmaw", theirs=("Grizzly Bears",))
    attack(g, maw)
    block(g, (bears, maw))
    pass_until_damage_decision(g)
    assert (g.decision.lo, g.decision.hi) == (2, 6)
    g.apply(2)
    finish_combat(g)
    assert g.objects[bears].zone == "" and g.players[BOB].life == 16


def test_trample_may_assign_less_than_lethal_but_then_not_to_the_player():
    """702.19b: the controller need not assign lethal damage to every blocker, but then
    can't assign any to the player."""
    g, (maw,), (bears, spider) = combat(
        "Colossal Dreadmaw", theirs=("Grizzly Bears", "Giant Spider"))
    attack(g, maw)
    block(g, (bears, maw), (spider, maw))
    pass_until_damage_decision(g)
    first = next(b for b, xs in g.blocks.items() if maw in xs)
    assert g.decision.lo == 0  # less than lethal to the first blocker is allowed
    g.apply(1)
    # The first blocker got less than lethal: everything else goes to the other blocker.
    finish_combat(g)
    other = spider if first == bears else bears
    assert g.players[BOB].life == 20
    assert g.objects[other].zone == ""
    assert g.objects[first].zone == "battlefield" and g.objects[first].damage == 1


def test_trample_over_two_blockers_lethal_to_each_then_player():
    """702.19b: once every blocker has lethal damage the rest may go to the player."""
    g, (maw,), (bears, corpse) = combat(
        "Colossal Dreadmaw", theirs=("Grizzly Bears", "Walking Corpse"))
    attack(g, maw)
    block(g, (bears, maw), (corpse, maw))
    pass_until_damage_decision(g)
    g.apply(2)
    assert g.decision.kind == "damage" and (g.decision.lo, g.decision.hi) == (2, 4)
    g.apply(2)
    finish_combat(g)
    assert g.objects[bears].zone == "" and g.objects[corpse].zone == ""
    assert g.players[BOB].life == 18


def test_trample_counts_damage_already_marked():
    """702.19b: lethal damage accounts for damage already marked on the blocker."""
    g = setup()
    maw = g.put(ALICE, "battlefield", "Colossal Dreadmaw")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Shock")
    giant = g.put(BOB, "battlefield", "Hill Giant")
    g.begin()
    cast(g, "Shock", giant)
    pass_priority(g, 2)
    assert g.objects[giant].damage == 2
    to_attackers(g)
    attack(g, maw)
    block(g, (giant, maw))
    pass_until_damage_decision(g)
    assert g.decision.lo == 1
    g.apply(1)
    finish_combat(g)
    assert g.players[BOB].life == 15 and g.objects[giant].zone == ""


def test_deathtouch_and_trample_one_damage_is_lethal():
    """702.2c, 702.19b: with deathtouch, 1 damage is lethal for assigning trample damage."""
    g = setup()
    maw = g.put(ALICE, "battlefield", "Colossal Dreadmaw")
    giant = g.put(BOB, "battlefield", "Craw Wurm")
    g.add_effect(GrantKeywords(("Deathtouch",)), maw, ALICE, objects=(maw,), until="")
    g.begin()
    to_attackers(g)
    attack(g, maw)
    block(g, (giant, maw))
    pass_until_damage_decision(g)
    assert (g.decision.lo, g.decision.hi) == (1, 6)
    g.apply(1)
    finish_combat(g)
    assert g.objects[giant].zone == "" and g.players[BOB].life == 15


def test_trample_with_blocker_removed_hits_the_player():
    """702.19e: a trampler whose blockers are all gone assigns all its damage to the player."""
    g = setup()
    maw = g.put(ALICE, "battlefield", "Colossal Dreadmaw")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Lightning Bolt")
    g.begin()
    to_attackers(g)
    attack(g, maw)
    block(g, (bears, maw))
    cast(g, "Lightning Bolt", bears)
    finish_combat(g)
    assert g.players[BOB].life == 14


def test_blocked_creature_without_trample_deals_no_damage_if_blocker_leaves():
    """509.1h, 510.1c: a blocked creature stays blocked; with no blocker left it assigns no
    combat damage."""
    g = setup()
    giant = g.put(ALICE, "battlefield", "Hill Giant")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Lightning Bolt")
    g.begin()
    to_attackers(g)
    attack(g, giant)
    block(g, (bears, giant))
    cast(g, "Lightning Bolt", bears)
    finish_combat(g)
    assert g.players[BOB].life == 20


def test_lifelink_gains_life_equal_to_damage():
    """702.15b: damage dealt by a lifelink source gains its controller that much life."""
    g, (child,), _ = combat("Child of Night")
    attack(g, child)
    finish_combat(g)
    assert g.players[BOB].life == 18 and g.players[ALICE].life == 22


def test_deathtouch_lifelink_flyer_blocked():
    """702.2b, 702.15b: Vampire Nighthawk kills its blocker and gains life from the damage."""
    g, (hawk,), (spider,) = combat("Vampire Nighthawk", theirs=("Giant Spider",))
    attack(g, hawk)
    block(g, (spider, hawk))
    finish_combat(g)
    assert g.objects[spider].zone == "" and g.players[ALICE].life == 22
    assert g.objects[hawk].zone == "battlefield" and g.objects[hawk].damage == 2


def test_combat_damage_trigger_longtusk_cub():
    """510.3a, 603.2: Longtusk Cub's "deals combat damage to a player" triggers: {E}{E}."""
    g, (cub,), _ = combat("Longtusk Cub")
    attack(g, cub)
    pass_until(g, "combat_damage")
    assert len(g.stack) == 1 and g.objects[g.stack[0]].source == cub
    finish_combat(g)
    assert g.players[ALICE].energy == 2 and g.players[BOB].life == 18


def test_combat_damage_trigger_not_when_blocked():
    """510.3a: damage to a creature doesn't trigger "deals combat damage to a player"."""
    g, (cub,), (giant,) = combat("Longtusk Cub", theirs=("Hill Giant",))
    attack(g, cub)
    block(g, (giant, cub))
    finish_combat(g)
    assert g.players[ALICE].energy == 0


def test_attack_at_no_planeswalker_targets_player():
    """508.1b: with no planeswalkers, the only defender is the opponent."""
    g, (bears,), _ = combat("Grizzly Bears")
    assert {o.arg for o in options(g, "attack")} == {player_ref(BOB)}
    assert bears


def pass_until_damage_decision(g, limit: int = 20):
    for _ in range(limit):
        if g.decision.kind == "damage":
            return
        pass_priority(g)
    raise AssertionError("no damage assignment decision")


def test_first_strike_gained_after_blocks_still_makes_a_first_strike_step():
    """510.4: whether there is a first-strike damage step is decided as the combat damage
    step begins: a creature that gained first strike after blockers strikes first."""
    g, (bears,), (corpse,) = combat("Grizzly Bears", theirs=("Walking Corpse",))
    attack(g, bears)
    block(g, (corpse, bears))
    assert g.step == "declare_blockers"
    g.add_effect(GrantKeywords(("First strike",)), bears, ALICE, objects=(bears,))
    pass_until(g, "first_strike_damage")
    assert g.objects[corpse].zone == ""
    finish_combat(g)
    assert g.objects[bears].zone == "battlefield" and g.objects[bears].damage == 0


def test_creature_gaining_first_strike_after_the_first_step_still_deals_damage():
    """510.4: the second combat damage step includes creatures that had neither first nor
    double strike as the first combat damage step began."""
    g, (giant,), (knight,) = combat("Hill Giant", theirs=("Youthful Knight",))
    attack(g, giant)
    block(g, (knight, giant))
    pass_until(g, "first_strike_damage")
    assert g.objects[giant].damage == 2
    g.add_effect(GrantKeywords(("First strike",)), giant, ALICE, objects=(giant,))
    finish_combat(g)
    assert g.objects[knight].zone == ""
