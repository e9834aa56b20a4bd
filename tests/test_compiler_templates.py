"""The generic clause templates of issue 12 (compiler/build_templates.py): each named card
compiles to the parts a hand-writer would use, with the rule each part implements."""

from __future__ import annotations

from typing import Any

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.compiler import compile_text
from aetherworks.engine.defs import TriggeredAbility
from aetherworks.vocab import refs
from aetherworks.vocab.targets import Filter


def _compiled(name: str) -> Any:
    d, why = compile_text(get_db().card(name))
    assert d is not None, why
    return d


def _trigger(name: str, i: int = 0) -> TriggeredAbility:
    ab = [a for a in _compiled(name).abilities if isinstance(a, TriggeredAbility)][i]
    return ab


def test_every_grammar_alias_has_a_builder() -> None:
    """An alias without a method would fall through lark's default and pass a child along as
    if it were the part: a silent approximation."""
    from aetherworks.compiler.build import Build
    from aetherworks.compiler.parse import parser

    missing = sorted({str(r.alias) for r in parser().rules
                      if r.alias and not hasattr(Build, str(r.alias))})
    assert missing == []


def test_attached_creature_triggers() -> None:
    """"Whenever equipped creature deals combat damage to a player" [510.3a]; "when enchanted
    creature dies, return that card" looks back in time, "that card" in the graveyard
    [603.10a, 400.7]; two protections in one keyword list [702.16a]."""
    from aetherworks.vocab.combat_damage_triggers import AttachedDies
    from aetherworks.vocab.equipped import AttachedDealsCombatDamageToPlayer
    from aetherworks.vocab.reanimate import ReturnToBattlefield
    from aetherworks.vocab.statics import AttachedGets

    sword = _compiled("Sword of Fire and Ice")
    assert sword.abilities[0].effect == AttachedGets(
        2, 2, keywords=("Protection from red", "Protection from blue"))
    assert sword.abilities[1].trigger == AttachedDealsCombatDamageToPlayer()
    pact = _trigger("Unhallowed Pact")
    assert pact.trigger == AttachedDies()
    assert pact.effects == (ReturnToBattlefield(refs.EventOther()),)


def test_a_kind_of_creature_dealing_combat_damage() -> None:
    """"Whenever a Merfolk you control deals combat damage to a player" [510.3a]; the plain
    "a creature you control" stays the hand-written part (Bident of Thassa)."""
    from aetherworks.vocab.creature_combat import CreatureDealsCombatDamage

    assert _trigger("Seafloor Oracle").trigger == CreatureDealsCombatDamage(
        Filter(subtype="Merfolk", controller="you"))


def test_heroic_delirium_and_second_draw() -> None:
    """Heroic [601.2i, 115.1]; delirium as an intervening if [300.1, 603.4]; the second card
    drawn each turn [121.1]; the second spell cast each turn [601.2i]."""
    from aetherworks.vocab.delirium import CardTypesInGraveyard
    from aetherworks.vocab.heroic import YouCastTargetingThis
    from aetherworks.vocab.player_triggers import YouDraw
    from aetherworks.vocab.triggers import YouCast

    assert _trigger("Satyr Hoplite").trigger == YouCastTargetingThis()
    assert _trigger("Gouged Zealot").condition == CardTypesInGraveyard(4)
    assert _trigger("Thopter Mechanic").trigger == YouDraw(nth=2)
    assert _trigger("Illvoi Operative").trigger == YouCast(nth=2)


def test_look_at_the_top_and_reveal() -> None:
    """"You may reveal a creature or land card from among them and put it into your hand.
    Put the rest on the bottom of your library in any order" [701.20a, 401.4]; "in a random
    order" is the hand-written composition (Adaptive Omnitool)."""
    from aetherworks.vocab.look_and_pick import LookPutOneInHand

    spell = _compiled("Adventurous Impulse").abilities[0]
    assert spell.effects == (LookPutOneInHand(3, types=("Creature", "Land"), optional=True),)
    assert _compiled("Forbidden Alchemy").abilities[0].effects == (
        LookPutOneInHand(4, rest="graveyard"),)
    assert _compiled("Impulse").abilities[0].effects == (LookPutOneInHand(4),)


def test_graveyard_cards_with_a_mana_value_cap_and_several_targets() -> None:
    """"Return up to two target creature cards from your graveyard to your hand" [115.1];
    a card in a graveyard has its printed mana value [202.3]."""
    from aetherworks.vocab.targets import TargetCardInGraveyard

    plunder = _compiled("Morbid Plunder").abilities[0]
    assert plunder.targets == (TargetCardInGraveyard(("Creature",), count=2, min_count=0),)


def test_combat_and_step_triggers() -> None:
    """Blocks / becomes blocked by a described creature, "that creature" the other one, and a
    delayed "destroy at end of combat" [509.3b, 509.3d, 603.7a]; attacks and isn't blocked
    [509.3g]; each opponent's upkeep with "that player" the active player [503.1a]; the end
    step of every turn [513.1a]."""
    from aetherworks.vocab.block_triggers import BlockPartner, BlocksOrBlockedBy
    from aetherworks.vocab.energy import AtNextStep
    from aetherworks.vocab.triggers import BeginningOfStep
    from aetherworks.vocab.unblocked import AttacksUnblocked

    basilisk = _trigger("Thicket Basilisk")
    assert basilisk.trigger == BlocksOrBlockedBy(
        filter=Filter(types=("Creature",), not_subtype="Wall"))
    (delayed,) = basilisk.effects
    assert isinstance(delayed, AtNextStep) and delayed.step == "end_combat"
    assert delayed.what == BlockPartner()
    assert _trigger("Eternal of Harsh Truths", 1).trigger == AttacksUnblocked()
    assert _trigger("Sheoldred, Whispering One", 1).trigger == BeginningOfStep(
        "upkeep", yours=False, opponents=True)
    assert _trigger("Ball Lightning").trigger == BeginningOfStep("end", yours=False)


def test_put_a_card_from_your_hand_onto_the_battlefield() -> None:
    """"You may put a land card from your hand onto the battlefield" [305.4, 110.2]."""
    from aetherworks.vocab.energy_payments import MayOrElse
    from aetherworks.vocab.put_from_hand import PutFromHand

    (scout,) = _compiled("Sakura-Tribe Scout").abilities
    (may,) = scout.effects
    assert isinstance(may, MayOrElse) and may.then == (PutFromHand(types=("Land",)),)


def test_slivers_affect_every_sliver() -> None:
    """"All Sliver creatures get +1/+1": every Sliver on the battlefield, whoever controls it
    [611.3a]."""
    (static,) = _compiled("Muscle Sliver").abilities
    assert "Sliver" in repr(static.effect) and "controller='you'" not in repr(static.effect)


def test_lands_and_mana_abilities() -> None:
    """Shock lands [614.12, 119.4]; vivid lands enter tapped with counters [614.1c]; a Karoo
    adds one of each of its colors [106.1]; a mana ability's condition and rider [602.5b,
    605.3b]."""
    from aetherworks.engine.defs import EntersWith, ManaAbility
    from aetherworks.vocab.enters_choice import PayLifeOrTapped
    from aetherworks.vocab.library import SkipNextUntap

    (shock,) = _compiled("Temple Garden").abilities
    assert shock == EntersWith(as_enters=(PayLifeOrTapped(2),), text=shock.text)
    vivid = _compiled("Vivid Marsh").abilities[0]
    assert vivid.tapped and vivid.counters == (("charge", 2),)
    karoo = _compiled("Azorius Chancery").abilities[-1]
    assert isinstance(karoo, ManaAbility) and karoo.produce == "WU" and karoo.fixed
    hollows = [a for a in _compiled("Mogg Hollows").abilities if isinstance(a, ManaAbility)]
    assert hollows[-1].effects == (SkipNextUntap(refs.This()),)
    verge = _compiled("Wastewood Verge").abilities[-1]
    assert verge.condition is not None


def test_graveyard_abilities_timing_clones_and_hand_size() -> None:
    """An ability of a card in a graveyard [113.6b]; "activate only during your upkeep"
    [602.5b]; a clone's replacement as it enters [707.5, 614.1c]; no maximum hand size
    [402.2]; whenever you sacrifice a Food [701.21a]; a blue creature you control enters
    [603.6a]."""
    from aetherworks.engine.defs import ActivatedAbility, EntersWith
    from aetherworks.vocab.activation_limits import OnlyIf
    from aetherworks.vocab.as_enters import MayEnterAsCopy
    from aetherworks.vocab.hand_size import NoMaximumHandSize
    from aetherworks.vocab.timing_conditions import DuringStep

    (onlooker,) = [a for a in _compiled("Leering Onlooker").abilities
                   if isinstance(a, ActivatedAbility)]
    assert onlooker.zone == "graveyard"
    (augur,) = [a for a in _compiled("Augur il-Vec").abilities
                if isinstance(a, ActivatedAbility)]
    assert OnlyIf(DuringStep(("upkeep",))) in augur.costs
    (clone,) = _compiled("Clone").abilities
    assert isinstance(clone, EntersWith) and clone.as_enters == (
        MayEnterAsCopy(Filter(types=("Creature",), other=True)),)
    (spellbook,) = _compiled("Spellbook").abilities
    assert spellbook.effect == NoMaximumHandSize()
    dire = _trigger("Dire Undercurrents")
    assert dire.trigger.filter == Filter(types=("Creature",), controller="you", colors=("U",))


def test_the_controller_of_an_untargeted_object() -> None:
    """"When enchanted creature dies, its controller draws a card": the controller as it last
    existed on the battlefield, not the card's owner [608.2h]."""
    from aetherworks.vocab.object_controller import ControllerOf

    fate = _trigger("Fate Foretold", 1)
    assert fate.effects[0].who == ControllerOf(refs.EventObject())


def test_turn_counts_and_unblockable_riders() -> None:
    """"As long as you've drawn two or more cards this turn" [121.1]; "gets +1/+0 until end of
    turn and can't be blocked this turn": one target, two effects [611.2c, 509.1b]."""
    from aetherworks.engine.hooks import Rule
    from aetherworks.vocab.effects import ApplyContinuous, Pump
    from aetherworks.vocab.restrictions import RuleEffect
    from aetherworks.vocab.turn_counts import DrewThisTurn

    (eyekite,) = [a for a in _compiled("Eyekite").abilities if a.condition is not None]
    assert eyekite.condition == DrewThisTurn(2)
    strike = _compiled("Distortion Strike").abilities[0]
    assert strike.effects == (Pump(1, 0, on=refs.Target(0)),
                              ApplyContinuous(RuleEffect(Rule.CANT_BE_BLOCKED),
                                              on=refs.Target(0)))


def test_battalion_city_blessing_graveyard_costs_and_abilities() -> None:
    """Battalion as attackers are declared [508.3a]; the city's blessing [702.131c]; "exile a
    creature card from your graveyard" as a cost [406.3]; "return this card from your
    graveyard" makes an activated ability function in the graveyard [113.6b]."""
    from aetherworks.engine.defs import ActivatedAbility
    from aetherworks.vocab.battalion import AttacksWithOthers
    from aetherworks.vocab.designations import HasDesignation
    from aetherworks.vocab.graveyard_costs import ExileCardFromGraveyard
    from aetherworks.vocab.rebound import SourceCard

    assert _trigger("Boros Elite").trigger == AttacksWithOthers(2)
    (spire,) = _compiled("Spire Winder").abilities[1:]
    assert spire.condition == HasDesignation("city's blessing")
    (shepherd,) = [a for a in _compiled("Soul Shepherd").abilities
                   if isinstance(a, ActivatedAbility)]
    assert shepherd.costs == (ExileCardFromGraveyard(types=("Creature",)),)
    (skeleton,) = _compiled("Reassembling Skeleton").abilities
    assert skeleton.zone == "graveyard" and skeleton.effects[0].what == SourceCard()


def test_draws_and_loses_life() -> None:
    """"Target player draws two cards and loses 2 life": one player for both [119.3]."""
    from aetherworks.vocab.effects import Draw, LoseLife

    spell = _compiled("Sign in Blood").abilities[0]
    assert spell.effects == (Draw(2, refs.Target(0)), LoseLife(2, refs.Target(0)))


def test_attack_triggers_on_described_creatures() -> None:
    """"Whenever a Dragon you control attacks" [508.3a]: the subtype describes the attacker."""
    from aetherworks.vocab.combat_triggers import CreatureAttacks

    assert _trigger("Kolaghan, the Storm's Fury").trigger == CreatureAttacks(subtype="Dragon")


def test_becomes_blocked_another_attacker_and_when_you_cast() -> None:
    """"Whenever a creature you control becomes blocked" [509.3c]; "whenever another
    creature you control attacks" [508.3a]; "when you cast a creature spell" triggers like
    "whenever" [603.2]."""
    from aetherworks.vocab.attack_triggers import DescribedAttacks
    from aetherworks.vocab.block_triggers import CreatureBecomesBlocked
    from aetherworks.vocab.triggers import YouCast

    assert _trigger("Somberwald Alpha").trigger == CreatureBecomesBlocked(
        Filter(types=("Creature",), controller="you"))
    assert _trigger("Glory Bearers").trigger == DescribedAttacks(
        Filter(types=("Creature",), controller="you", other=True))
    assert _trigger("Skittering Skirge").trigger == YouCast(types=("Creature",))
