"""Casting spells [601.2], timing [117.1a, 307.1, 702.8] and playing lands [305]."""

from helpers import (
    ALICE,
    BOB,
    cast,
    choose,
    find_option,
    options,
    pass_priority,
    pass_until,
    player,
    resolve,
    setup,
)

from aetherworks.engine import Choice


def test_spell_moves_to_the_stack_first_as_a_new_object():
    """601.2a, 400.7: the card moves from hand to the stack before targets are chosen."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    card = g.put(ALICE, "hand", "Lightning Bolt")
    g.begin()
    choose(g, "cast", card)
    assert g.decision.kind == "target"
    assert g.players[ALICE].hand == [] and len(g.stack) == 1
    assert g.stack[0] != card and g.objects[card].zone == ""


def test_targets_offered_are_the_legal_ones():
    """601.2c, 115.4, 702.11b: "any target" offers players and creatures, not an opponent's
    hexproof creature nor a land."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Lightning Bolt")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    scout = g.put(BOB, "battlefield", "Gladecover Scout")
    mine = g.put(ALICE, "battlefield", "Gladecover Scout")
    g.begin()
    choose(g, "cast")
    offered = {o.obj for o in options(g, "target")}
    assert offered == {player(ALICE), player(BOB), bears, mine}
    assert scout not in offered


def test_cast_event_after_costs_are_paid():
    """601.2h-i: costs are paid, then the spell becomes cast."""
    g = setup()
    land = g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Lightning Bolt")
    g.begin()
    start = len(g.log)
    cast(g, "Lightning Bolt", player(BOB))
    ks = [e.kind for e in g.log[start:]]
    assert ks.index("tap") < ks.index("cast")
    assert g.objects[land].tapped


def test_modal_spell_mode_then_targets_of_that_mode():
    """601.2b, 700.2a: the mode is chosen first; targets follow that mode (Abrade)."""
    g = setup()
    for _ in range(2):
        g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Abrade")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    memnite = g.put(BOB, "battlefield", "Memnite")
    g.begin()
    choose(g, "cast")
    assert g.decision.kind == "mode"
    assert [o.obj for o in options(g, "mode")] == [0, 1]
    choose(g, "mode", 1)  # Destroy target artifact
    assert {o.obj for o in options(g, "target")} == {memnite}
    choose(g, "target", memnite)
    resolve(g)
    assert g.objects[memnite].zone == "" and g.objects[bears].zone == "battlefield"
    assert g.players[BOB].graveyard and g.objects[g.players[BOB].graveyard[0]].name == "Memnite"


def test_modal_spell_damage_mode():
    """700.2a: Abrade's first mode deals 3 damage to target creature."""
    g = setup()
    for _ in range(2):
        g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Abrade")
    giant = g.put(BOB, "battlefield", "Hill Giant")
    g.begin()
    choose(g, "cast")
    choose(g, "mode", 0)
    choose(g, "target", giant)
    resolve(g)
    assert g.objects[giant].zone == ""


def test_mode_without_legal_targets_cannot_be_chosen():
    """700.2a, 601.2c: a mode that requires a target that isn't there is not offered."""
    g = setup()
    for _ in range(2):
        g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Abrade")
    g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    choose(g, "cast")
    assert [o.obj for o in options(g, "mode")] == [0]


def test_spell_without_legal_targets_cannot_be_cast():
    """601.2c: a spell that needs a target can't be cast without one."""
    g = setup()
    g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "hand", "Giant Growth")
    g.begin()
    assert find_option(g, "cast") is None


def test_x_is_chosen_and_paid():
    """601.2b, 601.2f, 107.3a: X is announced (bounded by available mana) and added to the
    cost."""
    g = setup()
    lands = [g.put(ALICE, "battlefield", "Mountain") for _ in range(4)]
    g.put(ALICE, "hand", "Blaze")
    giant = g.put(BOB, "battlefield", "Hill Giant")
    g.begin()
    choose(g, "cast")
    assert g.decision.kind == "number"
    assert (g.decision.lo, g.decision.hi) == (0, 3)
    g.apply(2)
    choose(g, "target", giant)
    assert sum(g.objects[x].tapped for x in lands) == 3
    assert g.objects[g.stack[-1]].x == 2
    resolve(g)
    assert g.objects[giant].damage == 2


def test_x_outside_the_range_is_illegal():
    """601.2b: X can't be more than can be paid (a number decision has a finite range)."""
    import pytest

    from aetherworks.engine import IllegalChoice

    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Blaze")
    g.begin()
    choose(g, "cast")
    with pytest.raises(IllegalChoice):
        g.apply(2)
    g.apply(1)


def test_manual_payment_keeps_the_cost_payable():
    """601.2g-h, 605.3a: a player activates mana abilities while paying; every offered
    source still leaves a complete payment."""
    g = setup(auto_pay=False)
    forest = g.put(ALICE, "battlefield", "Forest")
    mountain = g.put(ALICE, "battlefield", "Mountain")
    island = g.put(ALICE, "battlefield", "Island")
    g.put(ALICE, "hand", "Grizzly Bears")
    g.begin()
    choose(g, "cast")
    assert g.decision.kind == "pay_mana"
    assert {o.obj for o in options(g, "mana")} == {forest, mountain, island}
    choose(g, "mana", island)
    assert g.players[ALICE].pool == {"U": 1} and g.decision.kind == "pay_mana"
    assert forest in {o.obj for o in options(g, "mana")}
    choose(g, "mana", forest)
    assert g.decision.kind == "priority"
    assert g.objects[island].tapped and g.objects[forest].tapped
    assert not g.objects[mountain].tapped
    assert g.players[ALICE].pool == {}


def test_sorcery_speed_only_in_own_main_phase_with_empty_stack():
    """307.1, 302.1: creatures and sorceries need a main phase of your turn and an empty
    stack; instants may be cast whenever you have priority."""
    g = setup()
    for _ in range(4):
        g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "battlefield", "Mountain")
    bears = g.put(ALICE, "hand", "Grizzly Bears")
    growth = g.put(ALICE, "hand", "Giant Growth")
    bolt = g.put(ALICE, "hand", "Lightning Bolt")
    g.put(ALICE, "battlefield", "Hill Giant")
    g.begin()
    assert find_option(g, "cast", bears) and find_option(g, "cast", growth)
    cast(g, bolt, player(BOB))
    assert find_option(g, "cast", bears) is None  # the stack isn't empty
    assert find_option(g, "cast", growth) is not None
    resolve(g)
    pass_until(g, "begin_combat")
    assert find_option(g, "cast", bears) is None
    assert find_option(g, "cast", growth) is not None


def test_flash_creature_at_instant_speed():
    """702.8a: flash lets a player cast the spell any time they could cast an instant."""
    g = setup()
    g.put(BOB, "battlefield", "Forest")
    viper = g.put(BOB, "hand", "Ambush Viper")
    g.put(BOB, "battlefield", "Forest")
    g.begin()
    pass_priority(g)
    assert g.decision.player == BOB
    assert find_option(g, "cast", viper) is not None


def test_one_land_per_turn():
    """305.2, 116.2a: a player may play one land during their turn."""
    g = setup()
    a = g.put(ALICE, "hand", "Forest")
    b = g.put(ALICE, "hand", "Mountain")
    g.begin()
    assert find_option(g, "land", a) and find_option(g, "land", b)
    choose(g, "land", a)
    assert g.decision.player == ALICE  # a special action: the player keeps priority [116.3]
    assert find_option(g, "land") is None
    assert g.players[ALICE].lands_played == 1


def test_lands_only_in_own_main_phase():
    """305.1: lands are played in your main phase when the stack is empty, never on the
    opponent's turn."""
    g = setup()
    g.put(BOB, "hand", "Island")
    g.put(ALICE, "hand", "Forest")
    g.begin()
    pass_priority(g)
    assert g.decision.player == BOB and find_option(g, "land") is None
    pass_priority(g)
    assert g.step == "begin_combat" and find_option(g, "land") is None
    pass_until(g, "main2")
    assert find_option(g, "land") is not None


def test_land_drop_resets_next_turn():
    """305.2: the land allowance is per turn."""
    g = setup()
    g.put(ALICE, "hand", "Forest")
    g.put(ALICE, "hand", "Forest")
    g.begin()
    choose(g, "land")
    pass_until(g, "main1", 5)
    assert g.active == ALICE and find_option(g, "land") is not None


def test_playing_a_land_does_not_use_the_stack():
    """305.1: a land played goes straight onto the battlefield."""
    g = setup()
    card = g.put(ALICE, "hand", "Forest")
    g.begin()
    choose(g, "land", card)
    assert g.stack == []
    assert g.find("Forest") in g.battlefield


def test_illegal_mode_choice_is_rejected():
    """700.2a: only offered modes may be chosen."""
    import pytest

    from aetherworks.engine import IllegalChoice

    g = setup()
    for _ in range(2):
        g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Abrade")
    g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    choose(g, "cast")
    with pytest.raises(IllegalChoice):
        g.apply(Choice("mode", 1))


def test_hybrid_cost_paid_with_either_color():
    """107.4e, 601.2h: Boros Recruit's {R/W} is paid with {R} or {W}, not {G}."""
    for land, castable in (("Mountain", True), ("Plains", True), ("Forest", False)):
        g = setup()
        g.put(ALICE, "battlefield", land)
        recruit = g.put(ALICE, "hand", "Boros Recruit")
        g.begin()
        assert (find_option(g, "cast", recruit) is not None) is castable, land
        if castable:
            cast(g, recruit)
            resolve(g)
            assert g.find("Boros Recruit") in g.battlefield


def test_phyrexian_mana_paid_with_life():
    """107.4f, 119.4: {B/P} may be paid with 2 life when no {B} is available."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Vault Skirge")
    g.begin()
    cast(g, "Vault Skirge")
    assert g.players[ALICE].life == 18
    assert [e.amount for e in g.log if e.kind == "life"] == [-2]
    resolve(g)
    assert g.find("Vault Skirge") in g.battlefield


def test_generic_cost_paid_with_any_color():
    """107.4c: generic mana is paid with mana of any type."""
    g = setup()
    lands = [g.put(ALICE, "battlefield", n) for n in ("Island", "Plains", "Mountain")]
    g.put(ALICE, "hand", "Hill Giant")
    g.begin()
    assert find_option(g, "cast") is None  # {3}{R} needs four mana
    g2 = setup()
    lands = [g2.put(ALICE, "battlefield", n) for n in ("Island", "Plains", "Swamp", "Mountain")]
    g2.put(ALICE, "hand", "Hill Giant")
    g2.begin()
    cast(g2, "Hill Giant")
    assert all(g2.objects[x].tapped for x in lands)


def _expertise_with_scarecrow(lands: int):  # type: ignore[no-untyped-def]
    """Alice casts Rishkar's Expertise with Geist-Fueled Scarecrow ("creature spells you
    cast cost {1} more") out and ``lands`` Forests; it resolves to its "you may cast a
    spell with mana value 5 or less from your hand without paying its mana cost"."""
    g = setup()
    for _ in range(lands):
        g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "battlefield", "Geist-Fueled Scarecrow")
    g.put(ALICE, "hand", "Rishkar's Expertise")
    bears = g.put(ALICE, "hand", "Grizzly Bears")
    divination = g.put(ALICE, "hand", "Divination")
    g.begin()
    cast(g, "Rishkar's Expertise")
    pass_priority(g, 2)
    assert g.decision.kind == "choose", g.decision
    return g, bears, divination


def test_a_free_cast_still_pays_a_cost_increase():
    """601.2f, 118.9: "without paying its mana cost" leaves the Scarecrow's {1} to pay.
    With no mana left the Expertise offers Divination but not Grizzly Bears (it used to
    offer the Bears, and casting them raised "no payment for {1}")."""
    g, bears, divination = _expertise_with_scarecrow(6)
    assert {o.obj for o in options(g, "cast")} == {divination}
    g, bears, _ = _expertise_with_scarecrow(7)  # a Forest left for the {1}
    choose(g, "cast", bears)
    assert g.objects[g.stack[-1]].name == "Grizzly Bears"
    assert all(g.objects[oid].tapped for oid in g.battlefield
               if g.objects[oid].name == "Forest")
