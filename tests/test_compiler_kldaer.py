"""Compiler templates for the Kaladesh block (issue 12): compiling a named card gives the
parts a hand-writer would use; each template cites the rule it implements."""

from __future__ import annotations

from typing import Any

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.compiler import compile_text
from aetherworks.compiler.text import tokenize
from aetherworks.vocab import refs
from aetherworks.vocab.look_and_pick import LookPutOneInHand
from aetherworks.vocab.named_search import SearchNamed
from aetherworks.vocab.sacrifice_rest import KeepOneOfEachSacrificeRest
from aetherworks.vocab.targets import Filter
from aetherworks.vocab.x_amounts import SacrificeX, XTargetCards
from aetherworks.vocab.x_costs import XTargetPermanents


def _compiled(name: str) -> Any:
    d, why = compile_text(get_db().card(name))
    assert d is not None, why
    return d


def _effects(name: str, i: int = 0) -> tuple[Any, ...]:
    return _compiled(name).abilities[i].effects


def test_each_player_keeps_one_of_each_type_and_sacrifices_the_rest() -> None:
    """701.21a: Cataclysmic Gearhulk's choice is every player's, in APNAP order."""
    (e,) = _effects("Cataclysmic Gearhulk", -1)
    assert e == KeepOneOfEachSacrificeRest(
        ("Artifact", "Creature", "Enchantment", "Planeswalker"), refs.EachPlayer())


def test_look_at_the_top_cards_and_maybe_reveal_one_of_a_type() -> None:
    """401.2, 401.4, 701.20a: one revealed card of the type (or none) into your hand."""
    assert _effects("Glint-Nest Crane", -1) == (
        LookPutOneInHand(4, types=("Artifact",), optional=True),)
    assert _effects("Impulse") == (LookPutOneInHand(4),)


def test_another_cards_name_is_one_token() -> None:
    """201.2: "a card named Chandra, Pyrogenius" names a card; its words aren't rules words."""
    toks = tokenize("Search your library and/or graveyard for a card named Chandra, "
                    "Pyrogenius, reveal it, and put it into your hand.")
    assert ("NAME", "Chandra, Pyrogenius") in [(t.kind, t.value) for t in toks]
    assert ("WORD", "and/or") in [(t.kind, t.value) for t in toks]


def test_search_library_and_or_graveyard_for_a_named_card() -> None:
    """701.23: the planeswalker-deck search; "you may" makes the whole search optional."""
    assert _effects("Liberating Combustion")[-1] == SearchNamed(
        "Chandra, Pyrogenius", "may", optional=True)
    assert _effects("Tezzeret's Betrayal")[-1] == SearchNamed(
        "Tezzeret, Master of Metal", "may", optional=True)


def test_x_targets_and_an_x_sacrifice_cost() -> None:
    """601.2b-c: X announced with the sacrifice cost; exactly X targets."""
    ab = _compiled("Eliminate the Competition").abilities[0]
    assert ab.additional_costs == (SacrificeX(Filter(types=("Creature",))),)
    assert ab.targets == (XTargetPermanents(Filter(types=("Creature",))),)
    ab = _compiled("Wildest Dreams").abilities[0]
    assert ab.targets == (XTargetCards(),)


def test_reveal_until_a_card_of_a_kind() -> None:
    """701.20a: Ajani, Valiant Protector's +1; Madcap Experiment counts the revealed cards."""
    from aetherworks.vocab.remembered import RememberedCount
    from aetherworks.vocab.reveal_until import RevealUntil

    assert _effects("Ajani, Valiant Protector", 1) == (RevealUntil(Filter(types=("Creature",))),)
    reveal, damage = _effects("Madcap Experiment")
    assert reveal == RevealUntil(Filter(types=("Artifact",)), "battlefield")
    assert damage.n == RememberedCount("revealed")


def test_two_objects_at_once() -> None:
    """701.12a, 400.7, 115.3: exchange, bounce two, two different any-targets."""
    from aetherworks.vocab.exchange import ExchangeControl
    from aetherworks.vocab.multiple_targets import AnyTargets

    assert _effects("Shrewd Negotiation") == (ExchangeControl(refs.Target(0), refs.Target(1)),)
    (bounce,) = _effects("Aether Tradewinds")
    assert bounce.what == refs.Together((refs.Target(0), refs.Target(1)))
    assert _compiled("Furious Reprisal").abilities[0].targets == (
        AnyTargets(count=2, min_count=2),)


def test_described_attackers_and_counterless_creatures() -> None:
    """508.3a: "when a Vehicle you control attacks"; 122.1: "with no counters on them"."""
    from aetherworks.vocab.combat_triggers import CreatureAttacks

    ab = _compiled("Caught in the Brights").abilities[-1]
    # A Vehicle that attacks is a creature as it attacks [301.7b, 508.3a].
    assert ab.trigger == CreatureAttacks(types=("Creature",), yours=True, subtype="Vehicle")
    (pump,) = _effects("Hazardous Conditions")
    assert pump.on.filter == Filter(types=("Creature",), counter="none")


def test_enters_or_leaves_and_graveyard_card_qualifiers() -> None:
    """603.6a/c, 603.10a: "enters or is put into a graveyard"; 202.3, 110.4b: "permanent card
    with mana value 2 or less"; "another target artifact card" excludes the dead card."""
    from aetherworks.vocab.either_trigger import EntersOrDies
    from aetherworks.vocab.targets import TargetCardInGraveyard

    assert _compiled("Servo Schematic").abilities[0].trigger == EntersOrDies(to_graveyard=True)
    (spec,) = _compiled("Renegade Rallier").abilities[0].targets
    assert spec.max_mv == 2 and "Land" in spec.types and "Creature" in spec.types
    (spec,) = _compiled("Workshop Assistant").abilities[0].targets
    assert spec == TargetCardInGraveyard(("Artifact",), other=True)


def test_counter_kinds_until_your_next_turn_and_emblems() -> None:
    """122.1: another counter of each kind; 611.2a: "until your next turn"; 114.2: "you get
    an emblem with ..." (its ability functions in the command zone)."""
    from aetherworks.vocab.counter_kinds import PERMANENT_OR_PLAYER, AnotherCounterOfEachKind
    from aetherworks.vocab.emblems import GetEmblem

    ab = _compiled("Maulfist Revolutionary").abilities[-1]
    assert ab.effects == (AnotherCounterOfEachKind(),) and ab.targets == (PERMANENT_OR_PLAYER,)
    plus, _minus, ult = _compiled("Nissa, Vital Force").abilities
    assert {e.until for e in plus.effects[1:]} == {"your_next_turn"}
    (get,) = ult.effects
    assert isinstance(get, GetEmblem) and get.token.types == ()


def test_all_permanents_target_opponent_controls() -> None:
    """115.1: "gain control of all artifacts and creatures target opponent controls": the
    player is the target, the permanents are not."""
    from aetherworks.vocab.targets import TargetPlayer
    from aetherworks.vocab.zone_triggers import EachPermanent

    ult = _compiled("Tezzeret, Master of Metal").abilities[-1]
    assert ult.targets == (TargetPlayer(opponent_only=True),)
    assert ult.effects[0].what == EachPermanent(Filter(types=("Artifact", "Creature")),
                                                of=refs.Target(0))


def test_reveal_the_top_cards_and_put_all_of_a_kind() -> None:
    """701.20a: Nissa, Nature's Artisan's −4: lands onto the battlefield, the rest to hand."""
    from aetherworks.vocab.reveal_top import RevealTopPutAll

    assert _effects("Nissa, Nature's Artisan", 1) == (
        RevealTopPutAll(2, Filter(types=("Land",)), "battlefield", "hand"),)


def test_an_x_by_x_token_sized_as_it_is_created() -> None:
    """111.4, 107.3: "create an X/X ... token, where X is the number of creatures you
    control" — X computed as the token is created."""
    from aetherworks.vocab.defending_player import CountOf
    from aetherworks.vocab.x_tokens import CreateXToken

    (make,) = _effects("Oviya Pashiri, Sage Lifecrafter", 1)
    assert isinstance(make, CreateXToken) and make.power == make.toughness == CountOf()
    assert make.token.subtypes == ("Construct",)


def test_what_the_effect_did_this_way() -> None:
    """608.2c: "for each creature destroyed this way", "if a creature is destroyed this way";
    107.3: "3 plus the number of artifacts you control"."""
    from aetherworks.vocab.remembered import RememberedCount
    from aetherworks.vocab.this_way import DestroyedThisWay, Plus

    _destroy, gain = _effects("Fumigate")
    assert gain.n == RememberedCount("destroyed", ("Creature",))
    _may, when = _effects("Noxious Gearhulk", -1)
    assert when.condition == DestroyedThisWay(("Creature",))
    (damage,) = _effects("Welding Sparks")
    assert isinstance(damage.n, Plus) and damage.n.parts[0] == 3


def test_up_to_one_card_of_each_of_two_kinds_and_another_leaves() -> None:
    """115.1: "up to one target artifact card and up to one target enchantment card" — two
    optional targets; 603.6c: "whenever another creature you control leaves"."""
    from aetherworks.vocab.either_trigger import AnotherLeaves
    from aetherworks.vocab.targets import TargetCardInGraveyard

    ab = _compiled("Restoration Specialist").abilities[0]
    assert ab.targets == (TargetCardInGraveyard(("Artifact",), min_count=0),
                          TargetCardInGraveyard(("Enchantment",), min_count=0))
    assert _compiled("Ninth Bridge Patrol").abilities[0].trigger == AnotherLeaves(
        ("Creature",), True)


def test_each_player_may_scry() -> None:
    """701.22a, 101.4: "each player may scry 1"."""
    from aetherworks.vocab.each_player_scry import EachPlayerMayScry

    assert _effects("Eager Construct") == (EachPlayerMayScry(1),)


def test_search_for_a_card_with_mana_value_x_or_less() -> None:
    """107.3, 202.3: Whir of Invention's X bounds the search."""
    from aetherworks.vocab.search import SearchCards

    (search,) = _effects("Whir of Invention")
    assert search == SearchCards(Filter(types=("Artifact",)), to="battlefield", max_mv=refs.X())


def test_modifications_make_an_enchanted_vehicle_a_creature() -> None:
    """702.5a: "Enchant creature or Vehicle"; 613.1d: "as long as enchanted permanent is a
    Vehicle, it's a creature in addition to its other types"."""
    from aetherworks.vocab.auras import TargetEnchantable
    from aetherworks.vocab.modifications import AttachedTypesIf

    spell, static, _bonus = _compiled("Aerial Modification").abilities
    assert spell.targets == (TargetEnchantable(("Creature",), ("Vehicle",)),)
    assert static.effect == AttachedTypesIf(("Creature",), "Vehicle")


def test_return_a_permanent_you_control_as_a_cost() -> None:
    """601.2h: Disappearing Act's additional cost."""
    from aetherworks.vocab.return_cost import ReturnToHandCost

    assert _compiled("Disappearing Act").abilities[0].additional_costs == (ReturnToHandCost(),)


def test_an_anthem_for_each_counter() -> None:
    """613.4c: "Creatures you control get +1/+1 for each unity counter on this enchantment"."""
    from aetherworks.vocab.anthem_for import AnthemFor
    from aetherworks.vocab.counts import CountersOn

    static = _compiled("Call for Unity").abilities[-1]
    assert static.effect == AnthemFor(1, 1, others=False, count=CountersOn("unity"))


def test_auras_on_artifacts() -> None:
    """613.1d, 613.4b: "enchanted artifact is a creature with base power and toughness 5/5 in
    addition to its other types"; 603.6c, 400.7: "when enchanted artifact is put into a
    graveyard, return that card"; 109.4: "enchanted artifact's controller"."""
    from aetherworks.vocab.doesnt_untap import AttachedCreature
    from aetherworks.vocab.modifications import (
        AttachedBasePT,
        AttachedPutIntoGraveyard,
        AttachedTypesIf,
    )
    from aetherworks.vocab.player_or_controller import PlayerOrController

    _spell, types, base, trig = _compiled("Tezzeret's Touch").abilities
    assert (types.effect, base.effect) == (AttachedTypesIf(("Creature",), ""),
                                           AttachedBasePT(5, 5))
    assert trig.trigger == AttachedPutIntoGraveyard()
    assert trig.effects[0].what == refs.EventOther()
    (damage,) = _effects("Gremlin Infestation", 1)
    assert damage.to == PlayerOrController(AttachedCreature())


def test_discard_your_hand_then_draw_that_many() -> None:
    """701.9a: Fateful Showdown."""
    from aetherworks.vocab.discard_to_draw import DiscardHandThenDraw

    assert _effects("Fateful Showdown")[-1] == DiscardHandThenDraw(0)


def test_move_counters() -> None:
    """122.5: "move any number of +1/+1 counters from other permanents you control onto this
    creature" / "from this creature onto another target creature"."""
    from aetherworks.vocab.move_counters import MoveCounters
    from aetherworks.vocab.zone_triggers import EachPermanent

    (move,) = _effects("Aetherborn Marauder")
    assert move == MoveCounters("+1/+1", EachPermanent(Filter(controller="you", other=True)),
                                refs.This())
    (may,) = _effects("Scrounging Bandar", 1)
    assert may.then == (MoveCounters("+1/+1", refs.This(), refs.Target(0)),)


def test_distribute_counters_among_targets() -> None:
    """601.2d: "distribute four +1/+1 counters among any number of target creatures you
    control" — divided as the ability is put on the stack, at least one each."""
    from aetherworks.vocab.divided_damage import DistributeCounters

    ab = _compiled("Verdurous Gearhulk").abilities[-1]
    assert ab.effects == (DistributeCounters("+1/+1"),)
    (spec,) = ab.targets
    assert (spec.divide, spec.count, spec.min_count, spec.players) == (4, 4, 1, False)


def test_the_sacrificed_permanents_values() -> None:
    """608.2h: "the mana value of the sacrificed permanent" (Morbid Curiosity), "the
    sacrificed creature's power" (Fling), as it last existed."""
    from aetherworks.vocab.this_way import SacrificedValue

    (draw,) = _effects("Morbid Curiosity")
    assert draw.n == SacrificedValue("mana_value")
    (fling,) = _effects("Fling")
    assert fling.n == SacrificedValue("power")


def test_cant_attack_block_or_crew() -> None:
    """702.122a: "Enchanted creature can't attack, block, or crew Vehicles"."""
    from aetherworks.engine.hooks import Rule
    from aetherworks.vocab.restrictions import AttachedRule

    rules = {ab.effect for ab in _compiled("Revoke Privileges").abilities[1:]}
    assert AttachedRule(Rule.CANT_CREW) in rules and len(rules) == 3


def test_prevent_the_combat_damage_of_a_chosen_creature() -> None:
    """615.1, 608.2d: "Prevent all combat damage a creature of your choice would deal this
    turn" — chosen as it resolves, not targeted."""
    from aetherworks.vocab.chosen import ChoosePermanent
    from aetherworks.vocab.prevention import PreventAllDamage

    ab = _compiled("Ajani's Aid").abilities[-1]
    assert ab.targets == () and ab.effects == (
        ChoosePermanent(Filter(types=("Creature",))),
        PreventAllDamage(by=refs.Remembered("chosen"), combat_only=True))


def test_shuffle_any_number_of_target_cards_into_your_library() -> None:
    """115.1, 701.24a: Perpetual Timepiece — none or more targets, then a shuffle."""
    from aetherworks.vocab.library import Shuffle

    ab = _compiled("Perpetual Timepiece").abilities[-1]
    assert ab.effects[-1] == Shuffle() and ab.targets[0].min_count == 0
    assert ab.targets[0].count > 100
