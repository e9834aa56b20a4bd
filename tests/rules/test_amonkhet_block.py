"""Rules of the Amonkhet block's compiled templates, played: cycling triggers [702.29c-d],
"whenever you exert a creature" [701.43a], "can't attack or block unless" (the Gods)
[508.1c], the Desert conditions, Monuments [601.2f] and brick counters [122.1]."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers import (
    ALICE,
    BOB,
    activate,
    attack,
    choose,
    events,
    pass_priority,
    pass_until,
    resolve_all,
    setup,
    to_attackers,
)

from aetherworks.engine import NO, PASS, YES, exercised
from aetherworks.engine.mana import ManaCost


@pytest.fixture(autouse=True)
def _played_here() -> Iterator[None]:
    """These tests play their compiled cards and check what they do, as a scenario does, so
    the cards needn't wait for a smoke run (exercised.unexercised_allowed)."""
    with exercised.unexercised_allowed():
        yield


def lands(g, player, name, n):
    return [g.put(player, "battlefield", name) for _ in range(n)]


def _cycle(g, card):
    """Activate the cycling ability of ``card`` in Alice's hand (its only hand ability)."""
    choose(g, "activate", card)


def test_when_you_cycle_this_card_triggers_from_the_graveyard():
    """702.29c: "When you cycle this card" triggers from the zone the card went to: cycling
    Renewed Faith draws a card and its trigger offers 2 life."""
    g = setup()
    lands(g, ALICE, "Plains", 2)
    faith = g.put(ALICE, "hand", "Renewed Faith")
    g.begin()
    hand = len(g.players[ALICE].hand)
    _cycle(g, faith)
    assert g.find("Renewed Faith", "graveyard", ALICE)
    assert [e.kind for e in events(g, "cycle")] == ["cycle"]
    resolve_all_answering(g, YES)
    assert g.players[ALICE].life == 22
    assert len(g.players[ALICE].hand) == hand  # the cycled card left, one drawn


def resolve_all_answering(g, answer):
    while g.stack or (g.decision is not None and g.decision.kind != "priority"):
        if g.decision.kind == "priority":
            pass_priority(g)
        else:
            g.apply(answer)


def test_casting_the_card_does_not_trigger_its_cycle_ability():
    """702.29c: only cycling triggers it; a discard that isn't cycling doesn't."""
    g = setup()
    lands(g, ALICE, "Plains", 4)
    g.put(ALICE, "hand", "Renewed Faith")
    g.begin()
    choose(g, "cast", g.find("Renewed Faith", "hand", ALICE))
    resolve_all(g)
    assert g.players[ALICE].life == 26 and not events(g, "cycle")


def test_whenever_you_cycle_or_discard_another_card_triggers_once_per_cycle():
    """702.29d: Archfiend of Ifnir's ability triggers once when a card is cycled: each
    creature an opponent controls gets a -1/-1 counter."""
    g = setup()
    lands(g, ALICE, "Plains", 2)
    g.put(ALICE, "battlefield", "Archfiend of Ifnir")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    desert = g.put(ALICE, "hand", "Desert of the True")
    g.begin()
    _cycle(g, desert)
    resolve_all(g)
    assert g.objects[bears].count("-1/-1") == 1
    assert len(events(g, "cycle")) == 1 and len(events(g, "discard")) == 1


def test_whenever_you_exert_a_creature():
    """701.43a: Trueheart Twins' ability triggers when a creature is exerted as it attacks:
    creatures you control get +1/+0."""
    g = setup()
    twins = g.put(ALICE, "battlefield", "Trueheart Twins")
    g.begin()
    to_attackers(g)
    attack(g, twins)
    assert g.decision.kind == "yes_no"
    g.apply(YES)
    assert [e.obj for e in events(g, "exert")] == [twins]
    resolve_all(g)
    assert g.chars(twins).power == 5  # 4/4, +1/+0


def test_exert_as_a_cost():
    """701.43a: "{T}, Exert this creature:" — Fervent Paincaster's second ability exerts it;
    it won't untap in the next untap step [701.43b]."""
    g = setup()
    caster = g.put(ALICE, "battlefield", "Fervent Paincaster")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    abilities = [o for o in g.decision.options if o.kind == "activate" and o.obj == caster]
    assert len(abilities) == 2
    activate(g, caster, abilities[1].arg, bears)
    assert g.objects[caster].exerted and g.objects[caster].tapped
    resolve_all(g)
    assert g.objects[bears].damage == 1


def _can_attack(hand: int) -> bool:
    g = setup()
    hazoret = g.put(ALICE, "battlefield", "Hazoret the Fervent")
    for _ in range(hand):
        g.put(ALICE, "hand", "Forest")
    g.begin()
    return _offered(g, hazoret)


def _offered(g, creature) -> bool:
    pass_until(g, "begin_combat")
    while g.decision.kind == "priority" and g.step == "begin_combat":
        g.apply(PASS)
    return g.decision.kind == "attackers" and any(o.obj == creature
                                                  for o in g.decision.options)


def test_a_god_cant_attack_unless_its_condition_holds():
    """508.1c: Hazoret the Fervent can't attack unless you have one or fewer cards in hand;
    with two cards it isn't offered as an attacker, with one it is."""
    assert not _can_attack(2)
    assert _can_attack(1)


def test_desert_condition_counts_a_desert_card_in_the_graveyard():
    """Solitary Camel has lifelink as long as you control a Desert or there is a Desert card
    in your graveyard."""
    g = setup()
    camel = g.put(ALICE, "battlefield", "Solitary Camel")
    g.begin()
    assert "Lifelink" not in g.chars(camel).keywords
    g.put(ALICE, "graveyard", "Desert of the True")
    g.dirty()
    assert "Lifelink" in g.chars(camel).keywords


def test_monument_reduces_only_creature_spells_of_its_color():
    """601.2f: Oketra's Monument — white creature spells cost {1} less; a white noncreature
    spell or a nonwhite creature spell doesn't."""
    from aetherworks.vocab.cost_reduction import SpellsCost

    g = setup()
    mon = g.put(ALICE, "battlefield", "Oketra's Monument")
    lion = g.put(ALICE, "hand", "Savannah Lions")
    bears = g.put(ALICE, "hand", "Grizzly Bears")
    faith = g.put(ALICE, "hand", "Renewed Faith")
    g.begin()
    st = next(a.effect for a in g.chars(mon).abilities if isinstance(
        getattr(a, "effect", None), SpellsCost))
    m = g.objects[mon]
    assert st.spell_cost_delta(g, m, ALICE, g.objects[lion]) == -1
    assert st.spell_cost_delta(g, m, ALICE, g.objects[bears]) == 0
    assert st.spell_cost_delta(g, m, ALICE, g.objects[faith]) == 0
    assert ManaCost.parse("{W}")


def _shrine_abilities(bricks: int) -> int:
    g = setup()
    lands(g, ALICE, "Plains", 2)
    shrine = g.put(ALICE, "battlefield", "Luxa River Shrine")
    if bricks:
        g.objects[shrine].counters = {"brick": bricks}
    g.begin()
    return len([o for o in g.decision.options if o.kind == "activate" and o.obj == shrine])


def test_brick_counters_enable_the_second_ability():
    """122.1, 602.5b: Luxa River Shrine's "{T}: You gain 2 life. Activate only if there are
    three or more brick counters on this artifact." is offered only with three bricks."""
    assert _shrine_abilities(0) == 1
    assert _shrine_abilities(2) == 1
    assert _shrine_abilities(3) == 2


def test_up_to_two_target_creature_cards_in_a_graveyard():
    """115.1, 601.2c: Wander in Death returns up to two target creature cards from your
    graveyard; a land card there can't be chosen."""
    from helpers import cast

    g = setup()
    lands(g, ALICE, "Swamp", 3)
    a = g.put(ALICE, "graveyard", "Grizzly Bears")
    b = g.put(ALICE, "graveyard", "Savannah Lions")
    land = g.put(ALICE, "graveyard", "Forest")
    g.put(ALICE, "hand", "Wander in Death")
    g.begin()
    spell = cast(g, "Wander in Death")
    assert {o.obj for o in g.decision.options if o.kind == "target"} == {a, b}
    choose(g, "target", a)
    choose(g, "target", b)
    assert g.objects[spell].targets
    resolve_all(g)
    assert g.find("Grizzly Bears", "hand", ALICE) and g.find("Savannah Lions", "hand", ALICE)
    assert g.objects[land].zone == "graveyard"


def test_remove_a_counter_from_a_creature():
    """122.8: Shed Weakness — target creature gets +2/+2; you may remove a -1/-1 counter
    from it."""
    g = setup()
    lands(g, ALICE, "Forest", 1)
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.objects[bears].counters = {"-1/-1": 1}
    g.put(ALICE, "hand", "Shed Weakness")
    g.begin()
    from helpers import cast

    cast(g, "Shed Weakness", bears)
    resolve_all_answering(g, YES)
    assert g.objects[bears].count("-1/-1") == 0


def test_creature_spells_you_control_cant_be_countered():
    """701.5a: with Prowling Serpopard, Alice's creature spell isn't countered by
    Counterspell (the attempt does nothing)."""
    from helpers import cast

    g = setup()
    lands(g, ALICE, "Forest", 4)
    g.put(ALICE, "battlefield", "Prowling Serpopard")
    g.put(ALICE, "hand", "Grizzly Bears")
    lands(g, BOB, "Island", 2)
    g.put(BOB, "hand", "Counterspell")
    g.begin()
    bears = cast(g, "Grizzly Bears")
    pass_priority(g)
    cast(g, "Counterspell", bears)
    resolve_all(g)
    assert g.find("Grizzly Bears", "battlefield", ALICE)
    assert not any(e.kind == "counter_spell" for e in g.log)
    assert g.find("Counterspell", "graveyard", BOB)  # it resolved and did nothing


def test_fling_deals_the_sacrificed_creatures_power_as_it_last_existed():
    """608.2h: Fling's "the sacrificed creature's power" reads the creature as it last
    existed on the battlefield, counters included."""
    from helpers import cast, player

    g = setup()
    lands(g, ALICE, "Mountain", 2)
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.objects[bears].counters = {"+1/+1": 2}
    g.put(ALICE, "hand", "Fling")
    g.begin()
    cast(g, "Fling", player(BOB))
    choose(g, "pick", bears)
    resolve_all(g)
    assert g.players[BOB].life == 16


def test_exiled_creature_returns_under_its_owners_control_at_the_next_end_step():
    """603.7a, 400.7: Angel of Condemnation exiles another creature; "that card" (the new
    object in exile) returns under its owner's control at the beginning of the next end
    step."""
    from helpers import pass_until

    g = setup()
    lands(g, ALICE, "Plains", 3)
    angel = g.put(ALICE, "battlefield", "Angel of Condemnation")
    g.objects[angel].sick = False
    g.put(BOB, "battlefield", "Grizzly Bears")
    bears = g.find("Grizzly Bears", "battlefield", BOB)
    g.begin()
    abilities = [o for o in g.decision.options if o.kind == "activate" and o.obj == angel]
    activate(g, angel, abilities[0].arg, bears)
    resolve_all(g)
    assert g.find("Grizzly Bears", "exile", BOB)
    pass_until(g, "end")
    resolve_all(g)
    back = g.find("Grizzly Bears", "battlefield", BOB)
    assert back and g.objects[back].controller == BOB


def test_put_a_creature_card_from_your_hand_onto_the_battlefield():
    """110.2: Champion of Rhonas exerted: its reflexive ability puts a creature card from
    Alice's hand onto the battlefield (not cast)."""
    g = setup()
    champ = g.put(ALICE, "battlefield", "Champion of Rhonas")
    g.put(ALICE, "hand", "Grizzly Bears")
    g.begin()
    to_attackers(g)
    attack(g, champ)
    g.apply(YES)  # exert
    while g.decision.kind == "priority" and g.stack:
        pass_priority(g)
    if g.decision.kind == "yes_no":
        g.apply(YES)
    bears = g.find("Grizzly Bears", "hand", ALICE)
    choose(g, "pick", bears)
    assert g.find("Grizzly Bears", "battlefield", ALICE)
    assert not any(e.kind == "cast" for e in g.log)


def test_distribute_counters_among_targets():
    """601.2d: Splendid Agony divides two -1/-1 counters as it is cast."""
    from helpers import cast

    g = setup()
    lands(g, ALICE, "Swamp", 3)
    a = g.put(BOB, "battlefield", "Grizzly Bears")
    b = g.put(BOB, "battlefield", "Savannah Lions")
    g.put(ALICE, "hand", "Splendid Agony")
    g.begin()
    cast(g, "Splendid Agony", a, b)
    while g.decision.kind != "priority":
        g.apply(g.decision.options[0])
    resolve_all(g)
    # two counters in all, at least one each [601.2d]: 1 and 1 (both still 1/1 and 0/0)
    assert g.objects[a].count("-1/-1") == 1
    assert g.find("Savannah Lions", "graveyard", BOB)  # a 1/1 with a -1/-1 counter dies


def test_search_library_and_or_graveyard_for_a_named_card():
    """701.23: Gideon's Resolve finds Gideon, Martial Paragon in the graveyard without
    searching the library, so no shuffle (ruling on Liberating Combustion, 2017-02-09: "you
    may search your graveyard without searching your library")."""
    g = setup()
    lands(g, ALICE, "Plains", 5)
    gideon = g.put(ALICE, "graveyard", "Gideon, Martial Paragon")
    g.put(ALICE, "hand", "Gideon's Resolve")
    g.begin()
    from helpers import cast

    cast(g, "Gideon's Resolve")
    while g.decision.kind == "priority":
        pass_priority(g)
    assert g.decision.kind == "yes_no"  # search the library too?
    g.apply(NO)
    assert g.decision.kind == "choose"
    assert {o.obj for o in g.decision.options if o.kind == "pick"} == {gideon}
    choose(g, "pick", gideon)
    assert g.find("Gideon, Martial Paragon", "hand", ALICE)
    assert not events(g, "shuffle")


def test_attacks_and_isnt_blocked_triggers_as_blockers_are_declared():
    """509.3g: Eternal of Harsh Truths draws a card when it attacks and isn't blocked,
    not when it is blocked."""
    from helpers import block

    def play(blocked: bool) -> int:
        g = setup()
        eternal = g.put(ALICE, "battlefield", "Eternal of Harsh Truths")
        g.objects[eternal].sick = False
        wall = g.put(BOB, "battlefield", "Grizzly Bears")
        g.begin()
        to_attackers(g)
        attack(g, eternal)
        block(g, *([(wall, eternal)] if blocked else []))
        hand = len(g.players[ALICE].hand)
        resolve_all(g)
        return len(g.players[ALICE].hand) - hand

    assert play(False) == 1
    assert play(True) == 0


def test_typecycling_is_cycling():
    """702.29f: a typecycling ability is cycling: Archfiend of Ifnir sees it."""
    g = setup()
    lands(g, ALICE, "Swamp", 2)
    g.put(ALICE, "library", "Swamp")
    g.put(ALICE, "battlefield", "Archfiend of Ifnir")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    card = g.put(ALICE, "hand", "Twisted Abomination")  # Swampcycling {2}
    g.begin()
    assert len(events(g, "cycle")) == 0
    opts = [o for o in g.decision.options if o.kind == "activate" and o.obj == card]
    assert opts
    choose(g, "activate", card, opts[-1].arg)
    while g.stack or g.decision.kind != "priority":
        if g.decision.kind == "priority":
            pass_priority(g)
        else:
            g.apply(g.decision.options[0])  # find the Swamp
    assert len(events(g, "cycle")) == 1 and g.objects[bears].count("-1/-1") == 1


def test_put_a_counter_on_a_creature_as_an_additional_cost():
    """601.2f: Lethal Sting's additional cost puts a -1/-1 counter on a creature you control
    as the spell is cast, before it resolves."""
    from helpers import cast

    g = setup()
    lands(g, ALICE, "Swamp", 3)
    mine = g.put(ALICE, "battlefield", "Grizzly Bears")
    theirs = g.put(BOB, "battlefield", "Savannah Lions")
    g.put(ALICE, "hand", "Lethal Sting")
    g.begin()
    cast(g, "Lethal Sting", theirs)
    while g.decision.kind != "priority":
        choose(g, "pick", mine)
    assert g.objects[mine].count("-1/-1") == 1 and g.stack
    resolve_all(g)
    assert g.find("Savannah Lions", "graveyard", BOB)


def test_cards_cycled_or_discarded_this_turn_count_once_each():
    """702.29d: Hollow One counts each card you've cycled or discarded this turn; a cycled
    card counts once."""
    from aetherworks.vocab.turn_history import CardsDiscardedThisTurn

    g = setup()
    lands(g, ALICE, "Plains", 2)
    desert = g.put(ALICE, "hand", "Desert of the True")
    hollow = g.put(ALICE, "hand", "Hollow One")
    g.begin()
    assert CardsDiscardedThisTurn().value(g, g.objects[hollow]) == 0
    _cycle(g, desert)
    resolve_all(g)
    assert CardsDiscardedThisTurn().value(g, g.objects[hollow]) == 1


def test_search_graveyard_hand_and_or_library_puts_the_named_card_onto_the_battlefield():
    """701.23, 110.2: Gate to the Afterlife finds God-Pharaoh's Gift in its controller's hand
    without searching the library (so no shuffle) and puts it onto the battlefield."""
    g = setup()
    lands(g, ALICE, "Plains", 2)
    gate = g.put(ALICE, "battlefield", "Gate to the Afterlife")
    for _ in range(6):  # "Activate only if there are six or more creature cards ..."
        g.put(ALICE, "graveyard", "Grizzly Bears")
    g.allow_unsupported = True  # the Gift is only found and moved here, its abilities unplayed
    gift = g.put(ALICE, "hand", "God-Pharaoh's Gift")
    g.allow_unsupported = False
    g.begin()
    (ab,) = [o for o in g.decision.options if o.kind == "activate" and o.obj == gate]
    activate(g, gate, ab.arg)
    while g.decision.kind == "priority":
        pass_priority(g)
    assert g.decision.kind == "yes_no"  # search the library too?
    g.apply(NO)
    assert {o.obj for o in g.decision.options if o.kind == "pick"} == {gift}
    choose(g, "pick", gift)
    assert g.find("God-Pharaoh's Gift", "battlefield", ALICE)
    assert not events(g, "shuffle")
