"""Engine rules the std17-more templates needed (issue 12): "must be blocked this turn if able"
[509.1c], triggered abilities that function from a graveyard [113.6m], an instant's or
sorcery's activated ability from its graveyard [113.6b], and the effects they compile to:
parts of a player's own total [107.1a], "unless" costs paid on resolution [118.12a], a life
total that becomes a number [119.5], what a target was as it last existed [608.2h]."""

from __future__ import annotations

from helpers import (
    ALICE,
    BOB,
    activate,
    attack,
    cast,
    choose,
    find_option,
    option,
    pass_priority,
    pass_until,
    player,
    resolve,
    setup,
    to_attackers,
)

from aetherworks.engine import DONE


def _grown_attack(g, bear, *others):
    """Alice casts Emergent Growth on ``bear`` ("must be blocked this turn if able"), and it
    attacks with ``others``; the spell's id."""
    for _ in range(4):
        g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "hand", "Emergent Growth")
    g.begin()
    spell = cast(g, "Emergent Growth", bear)
    resolve(g)
    to_attackers(g)
    attack(g, bear, *others)
    return spell


def test_must_be_blocked_needs_one_blocker_while_one_can_block():
    """509.1c and Emergent Growth's ruling: the defending player must assign at least one
    blocker to the creature if one could block it; others may block as they like."""
    g = setup()
    bear = g.put(ALICE, "battlefield", "Grizzly Bears")
    other = g.put(ALICE, "battlefield", "Hill Giant")
    b1 = g.put(BOB, "battlefield", "Grizzly Bears")
    b2 = g.put(BOB, "battlefield", "Hill Giant")
    resolve_growth = _grown_attack(g, bear, other)
    assert resolve_growth not in g.stack
    while g.decision.kind == "priority":
        pass_priority(g)
    assert g.decision.kind == "blockers" and g.decision.player == BOB
    assert find_option(g, "done") is None  # the requirement isn't met yet
    choose(g, "block", b2, other)  # blocking something else doesn't meet it
    assert find_option(g, "done") is None
    choose(g, "block", b1, bear)  # one blocker meets it; nothing is left to block
    assert g.blocks == {b2: (other,), b1: (bear,)}


def test_must_be_blocked_is_met_by_one_blocker():
    """509.1c: once one creature blocks it, the defending player may stop."""
    g = setup()
    bear = g.put(ALICE, "battlefield", "Grizzly Bears")
    b1 = g.put(BOB, "battlefield", "Grizzly Bears")
    g.put(BOB, "battlefield", "Hill Giant")
    _grown_attack(g, bear)
    _pass_to_choice(g)
    assert find_option(g, "done") is None
    choose(g, "block", b1, bear)
    assert find_option(g, "done") is not None
    g.apply(DONE)
    assert g.blocks == {b1: (bear,)}


def test_must_be_blocked_is_no_requirement_when_nothing_can_block():
    """509.1c: a requirement that can't be obeyed (every blocker tapped) doesn't stop the
    declaration."""
    g = setup()
    bear = g.put(ALICE, "battlefield", "Grizzly Bears")
    tapped = g.put(BOB, "battlefield", "Grizzly Bears")
    g.objects[tapped].tapped = True
    _grown_attack(g, bear)
    pass_until(g, "combat_damage")
    assert g.players[BOB].life == 20 - 7


def test_a_graveyard_trigger_functions_only_in_the_graveyard():
    """113.6m: Ovalchase Daredevil's "Whenever an artifact you control enters, you may return
    this card from your graveyard to your hand" triggers while the card is in its owner's
    graveyard, and not while it is on the battlefield."""
    g = setup()
    dead = g.put(ALICE, "graveyard", "Ovalchase Daredevil")
    live = g.put(ALICE, "battlefield", "Ovalchase Daredevil")
    g.put(ALICE, "hand", "Ornithopter")
    g.begin()
    cast(g, "Ornithopter")
    resolve(g)  # the artifact enters: one trigger, from the graveyard
    assert len(g.stack) == 1
    _pass_to_choice(g)
    choose(g, "yes")
    assert g.objects[dead].zone == "" and g.find("Ovalchase Daredevil", "hand", ALICE)
    assert g.objects[live].zone == "battlefield"


def test_a_sorcerys_graveyard_trigger_and_its_cost():
    """113.6m, 118.12: Unconventional Tactics' "Whenever a Zombie you control enters, you may
    pay {W}. If you do, return this card from your graveyard to your hand."."""
    g = setup()
    g.put(ALICE, "graveyard", "Unconventional Tactics")
    g.put(ALICE, "battlefield", "Plains")
    g.put(ALICE, "battlefield", "Swamp")
    g.put(ALICE, "hand", "Dread Wanderer")
    g.begin()
    cast(g, "Dread Wanderer")
    resolve(g)
    assert len(g.stack) == 1
    _pass_to_choice(g)
    choose(g, "yes")
    assert g.find("Unconventional Tactics", "hand", ALICE)


def test_a_sorcerys_activated_ability_from_its_graveyard():
    """113.6b: Repeating Barrage's raid ability ("{3}{R}{R}: Return this card from your
    graveyard to your hand. Activate only if you attacked this turn.") is activated from the
    graveyard, and only after an attack [602.5b]."""
    g = setup()
    card = g.put(ALICE, "graveyard", "Repeating Barrage")
    bear = g.put(ALICE, "battlefield", "Grizzly Bears")
    for _ in range(5):
        g.put(ALICE, "battlefield", "Mountain")
    g.begin()
    assert find_option(g, "activate", card) is None  # no attack yet
    to_attackers(g)
    attack(g, bear)
    pass_until(g, "main2")
    activate(g, card)
    resolve(g)
    assert g.find("Repeating Barrage", "hand", ALICE)


def test_a_third_of_each_players_life_rounded_up():
    """107.1a and Dire Fleet Ravager's rulings: a player at 13 loses 5, a player at 1 loses
    1."""
    g = setup()
    for _ in range(5):
        g.put(ALICE, "battlefield", "Swamp")
    g.put(ALICE, "hand", "Dire Fleet Ravager")
    g.players[ALICE].life = 13
    g.players[BOB].life = 1
    g.begin()
    cast(g, "Dire Fleet Ravager")
    resolve(g)
    resolve(g)
    assert g.players[ALICE].life == 8
    assert g.is_over() or g.players[BOB].life == 0


def test_half_a_library_rounded_up():
    """107.1a, 701.17a: Fleet Swallower's target mills 8 of 15 cards."""
    from aetherworks.vocab.portions import MillPortion, portion
    from aetherworks.vocab.refs import Target

    assert portion(15, 2, True) == 8 and portion(15, 2, False) == 7 and portion(-3, 3, True) == 0
    d = _compiled("Fleet Swallower")
    assert d.abilities[0].effects == (MillPortion(den=2, up=True, who=Target(0)),)


def test_unless_you_return_a_land_is_chosen_after_drawing():
    """118.12a and Tragic Lesson's ruling: you choose whether to return a land or discard
    after seeing the drawn cards; returning it replaces the discard."""
    g = setup()
    lands = [g.put(ALICE, "battlefield", "Island") for _ in range(3)]
    g.put(ALICE, "hand", "Tragic Lesson")
    g.begin()
    cast(g, "Tragic Lesson")
    _pass_to_choice(g)
    assert len(g.players[ALICE].hand) == 2
    choose(g, "pick", lands[0])
    assert g.objects[lands[0]].zone == "" and len(g.players[ALICE].hand) == 3
    assert not g.players[ALICE].graveyard[:-1]  # only Tragic Lesson itself


def test_unless_you_sacrifice_another_creature():
    """118.12a: Apocalypse Demon's upkeep trigger taps it unless its controller sacrifices
    another creature; the Demon itself isn't offered."""
    g = setup(step="end", turn=2, active=BOB)
    demon = g.put(ALICE, "battlefield", "Apocalypse Demon")
    bear = g.put(ALICE, "battlefield", "Grizzly Bears")
    for _ in range(3):
        g.put(ALICE, "graveyard", "Forest")
    g.begin()
    pass_until(g, "upkeep", 3)
    _pass_to_choice(g)
    assert find_option(g, "pick", demon) is None
    option(g, "pick", bear)
    g.apply(DONE)
    assert g.objects[demon].tapped and g.objects[bear].zone == "battlefield"


def test_punisher_each_player_chooses():
    """118.12a and Nicol Bolas, the Deceiver's ruling: the opponent chooses a nonland
    permanent to sacrifice, a card to discard, or neither (and loses 3 life); lands aren't
    offered."""
    from aetherworks.vocab.punisher import LoseLifeUnlessSacrificeOrDiscard
    from aetherworks.vocab.refs import EachOpponent
    from aetherworks.vocab.targets import Filter

    d = _compiled("Nicol Bolas, the Deceiver")
    assert d.abilities[0].effects == (LoseLifeUnlessSacrificeOrDiscard(
        3, EachOpponent(), Filter(not_types=("Land",))),)
    g = setup()
    bolas = g.put(ALICE, "battlefield", "Nicol Bolas, the Deceiver")
    land = g.put(BOB, "battlefield", "Island")
    bear = g.put(BOB, "battlefield", "Grizzly Bears")
    card = g.put(BOB, "hand", "Island")
    g.begin()
    activate(g, bolas, 0)
    _pass_to_choice(g)
    assert g.decision.player == BOB
    assert find_option(g, "pick", land) is None
    assert option(g, "pick", bear) and option(g, "pick", card)
    g.apply(DONE)
    assert g.players[BOB].life == 17
    assert g.objects[bear].zone == "battlefield" and card in g.players[BOB].hand


def test_life_total_becomes_one():
    """119.5 and Vraska, Relic Seeker's ruling: the player loses the difference."""
    from aetherworks.vocab.life_total import LifeTotalBecomes
    from aetherworks.vocab.refs import Target

    d = _compiled("Vraska, Relic Seeker")
    assert d.abilities[2].effects == (LifeTotalBecomes(1, Target(0)),)
    g = setup()
    g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    ctx = g.objects[g.find("Grizzly Bears", "battlefield", ALICE)]
    LifeTotalBecomes(1, Target(0)).run(g, _with_targets(ctx, BOB), None, None)
    assert g.players[BOB].life == 1


def test_what_the_destroyed_target_was():
    """608.2h: Liliana's Defeat asks what the destroyed permanent was as it last existed; a
    black creature that isn't a Liliana costs its controller nothing."""
    g = setup()
    g.put(ALICE, "battlefield", "Swamp")
    g.put(ALICE, "hand", "Liliana's Defeat")
    knight = g.put(BOB, "battlefield", "Vampire Nighthawk")
    g.begin()
    cast(g, "Liliana's Defeat", knight)
    resolve(g)
    assert g.objects[knight].zone == "" and g.players[BOB].life == 20


def test_players_cant_gain_life():
    """119.7: with Rampaging Ferocidon on the battlefield a gain of life doesn't happen (no
    life event either); "your opponents can't gain life this turn" spares its controller."""
    from aetherworks.vocab.life_gain import CantGainLife

    g = setup()
    g.put(BOB, "battlefield", "Rampaging Ferocidon")
    g.begin()
    start = len(g.log)
    g.gain_life(ALICE, 3)
    g.gain_life(BOB, 3)
    assert g.players[ALICE].life == 20 and g.players[BOB].life == 20
    assert not [e for e in g.log[start:] if e.kind == "life"]
    g2 = setup()
    g2.begin()
    g2.add_effect(CantGainLife(opponents_only=True), 0, ALICE)
    g2.gain_life(ALICE, 2)
    g2.gain_life(BOB, 2)
    assert g2.players[ALICE].life == 22 and g2.players[BOB].life == 20


def test_exchange_life_totals():
    """701.12c and Axis of Mortality's rulings: at 5 and 3, A loses 2 and B gains 2; a player
    who can't gain life can't exchange with a higher total: nothing happens [119.7]."""
    from aetherworks.vocab.exchange import ExchangeLifeTotals
    from aetherworks.vocab.refs import Target

    g = setup()
    g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    g.players[ALICE].life, g.players[BOB].life = 5, 3
    ctx = g.objects[g.find("Grizzly Bears", "battlefield", ALICE)]
    ctx.targets = ((player(ALICE), player(BOB)),)
    ExchangeLifeTotals(Target(0)).run(g, ctx, None, None)
    assert (g.players[ALICE].life, g.players[BOB].life) == (3, 5)
    g.put(ALICE, "battlefield", "Rampaging Ferocidon")
    ExchangeLifeTotals(Target(0)).run(g, ctx, None, None)  # Alice would go up: she can't
    assert (g.players[ALICE].life, g.players[BOB].life) == (3, 5)


def _pass_to_choice(g):
    """Pass priority until a decision other than priority is asked (mid-resolution)."""
    while g.decision.kind == "priority":
        pass_priority(g)


def _compiled(name):
    from aetherworks.carddb import get_db
    from aetherworks.compiler import compile_text

    d, why = compile_text(get_db().card(name))
    assert d is not None, why
    return d


def _with_targets(ctx, player):
    from aetherworks.engine.defs import player_ref

    ctx.targets = ((player_ref(player),),)
    return ctx
