"""Builders for the long tail of generic clause templates (issue 12): the sentence shapes
that block the most cards across the database, each citing its rule.

A mixin of :class:`aetherworks.compiler.build.Build` (it uses the transformer's helpers,
``_slot`` and the "that player" / "that creature" memory); one method per grammar alias
of ``oracle.lark`` marked with these templates' comments.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import aetherworks.compiler.build as B
from aetherworks.engine.defs import (
    Amount,
    Condition,
    Effect,
    EntersWith,
    Trigger,
    TriggeredAbility,
)
from aetherworks.vocab import effects, refs, targets, triggers
from aetherworks.vocab.as_enters import MayEnterAsCopy
from aetherworks.vocab.battalion import AttacksWithOthers
from aetherworks.vocab.block_triggers import (
    BlockPartner,
    BlocksOrBlockedBy,
    CreatureBecomesBlocked,
)
from aetherworks.vocab.combat_damage_triggers import AttachedDies
from aetherworks.vocab.conditions import Not
from aetherworks.vocab.counts import CardsInGraveyard
from aetherworks.vocab.creature_combat import CreatureDealsCombatDamage
from aetherworks.vocab.damage_triggers import (
    DealsDamage,
    DealsDamageToCreature,
    DealsDamageToPlayer,
)
from aetherworks.vocab.delirium import CardTypeCount, CardTypesInGraveyard
from aetherworks.vocab.designations import HasDesignation
from aetherworks.vocab.energy import AtNextStep
from aetherworks.vocab.equipped import (
    AttachedControllersUpkeep,
    AttachedDealsCombatDamageToPlayer,
    EquippedAttacks,
)
from aetherworks.vocab.exiled_abilities import DamagedPlayer
from aetherworks.vocab.graveyard_costs import ExileCardFromGraveyard
from aetherworks.vocab.heroic import YouCastTargetingThis
from aetherworks.vocab.kicker import Kicked
from aetherworks.vocab.library import SkipNextUntap
from aetherworks.vocab.object_controller import ControllerOf
from aetherworks.vocab.player_triggers import YouDraw
from aetherworks.vocab.put_from_hand import PutFromHand
from aetherworks.vocab.rebound import SourceCard
from aetherworks.vocab.sacrifice import YouSacrifice
from aetherworks.vocab.turn_counts import CastThisTurn, DrewThisTurn
from aetherworks.vocab.unblocked import AttacksUnblocked
from aetherworks.vocab.zone_triggers import PermanentEnters


class TemplateRules:
    """Builder methods of the generic templates; mixed into ``Build``."""

    # --- effects on you ---

    def gain_life_you(self, c: list[Any]) -> Effect:
        """"(You may) gain N life" with the player left out [119.3]."""
        return effects.GainLife(c[0])

    def keywords_and_from(self, c: list[Any]) -> tuple[str, ...]:
        """"... and protection from red and from blue": two protection keywords [702.16a]."""
        *kws, other = c
        if not kws or not kws[-1].startswith("Protection from "):
            raise B.Unsupported("'and from' after a keyword other than protection")
        return (*kws, self.keyword(["protection", "from", other]))  # type: ignore[attr-defined]

    # --- steps ---

    def beginning_of_opponent_step(self, c: list[Any]) -> Trigger:
        """"At the beginning of each opponent's upkeep / end step" [503.1a, 513.1]; "that
        player" is the active player, the step event's player."""
        step = c[-1]
        steps = {"upkeep": "upkeep", "end step": "end"}
        if step not in steps:
            raise B.Unsupported(f"at the beginning of each opponent's {step}")
        self.last_player = refs.EventPlayer()  # type: ignore[attr-defined]
        return triggers.BeginningOfStep(steps[step], yours=False, opponents=True)

    # --- the creature an Aura or Equipment is attached to [301.5a, 303.4] ---

    def attached_attacks(self, c: list[Any]) -> Trigger:
        """"Whenever equipped [enchanted] creature attacks" [508.3a]: "it" is the attacker."""
        self.event_obj = refs.EventObject()  # type: ignore[attr-defined]
        return EquippedAttacks()

    def _combat_damage(self, t: Trigger) -> Trigger:
        self.event_obj = refs.EventObject()  # type: ignore[attr-defined]
        self.last_player = DamagedPlayer()  # type: ignore[attr-defined]  "that player"
        return t

    def attached_combat_damage_opponent(self, c: list[Any]) -> Trigger:
        return self._combat_damage(AttachedDealsCombatDamageToPlayer(opponent=True))

    def _creature_combat_damage(self, f: Any, opponent: bool) -> Trigger:
        f = B._perm_filter(f)
        if f == targets.Filter(types=("Creature",), controller="you"):
            f = None  # the plain "a creature you control"
        return self._combat_damage(CreatureDealsCombatDamage(f, opponent=opponent))

    def creature_combat_damage(self, c: list[Any]) -> Trigger:
        """"Whenever a [Merfolk] you control deals combat damage to a player" [510.3a]."""
        return self._creature_combat_damage(c[-1], False)

    def creature_combat_damage_opponent(self, c: list[Any]) -> Trigger:
        return self._creature_combat_damage(c[-1], True)

    def attached_dies(self, c: list[Any]) -> Trigger:
        """"When enchanted creature dies, return that card ...": the card in the graveyard
        [603.6d, 603.10a, 400.7]; "its power": the creature as it last existed [608.2h]."""
        self.event_obj = refs.EventOther()  # type: ignore[attr-defined]
        self.card_ref = refs.EventOther()  # "that card" [400.7]
        self.lki = refs.EventObject()  # type: ignore[attr-defined]
        return AttachedDies()

    # --- combat, draws ---

    def attacks_unblocked(self, c: list[Any]) -> Trigger:
        """"Whenever this creature attacks and isn't blocked" [509.3g]."""
        self.event_obj = refs.This()  # type: ignore[attr-defined]
        return AttacksUnblocked()

    def nth_word(self, c: list[Any]) -> int:
        return {"second": 2, "third": 3}[str(c[0])]

    def you_draw_nth(self, c: list[Any]) -> Trigger:
        """"Whenever you draw your second card each turn" [121.1]."""
        return YouDraw(nth=c[0])

    def opponent_draws(self, c: list[Any]) -> Trigger:
        """"Whenever an opponent draws a card": "that player" is the one who drew [121.1]."""
        self.last_player = refs.EventPlayer()  # type: ignore[attr-defined]
        return YouDraw(by="opponent")

    def you_cast_nth(self, c: list[Any]) -> Trigger:
        """"Whenever you cast your second spell each turn" [601.2i]: "that spell" is it."""
        self.event_obj = refs.EventObject()  # type: ignore[attr-defined]
        return triggers.YouCast(nth=c[0])

    def deals_damage_to_player(self, c: list[Any]) -> Trigger:
        """"Whenever this creature deals damage to a player" [120.3]."""
        self.last_player = DamagedPlayer()  # type: ignore[attr-defined]  "that player"
        return DealsDamageToPlayer()

    def deals_damage_to_opponent(self, c: list[Any]) -> Trigger:
        self.last_player = DamagedPlayer()  # type: ignore[attr-defined]
        return DealsDamageToPlayer(opponent=True)

    def beginning_of_enchanted_upkeep(self, c: list[Any]) -> Trigger:
        """"At the beginning of the upkeep of enchanted creature's controller": "that
        player" is the active player [503.1a]."""
        self.last_player = refs.EventPlayer()  # type: ignore[attr-defined]
        return AttachedControllersUpkeep()

    def main2_word(self, c: list[Any]) -> str:
        return str(c[0])

    def beginning_of_main2(self, c: list[Any]) -> Trigger:
        """"At the beginning of your second [postcombat] main phase" [505.1]."""
        return triggers.BeginningOfStep("main2", yours=True)

    def deals_damage_to_creature(self, c: list[Any]) -> Trigger:
        """"Whenever this creature deals damage to a creature": "that creature" [120.3]."""
        self.event_obj = refs.EventOther()  # type: ignore[attr-defined]
        return DealsDamageToCreature()

    def deals_damage(self, c: list[Any]) -> Trigger:
        """"Whenever this creature deals damage, you gain that much life" [120.3]."""
        return DealsDamage()

    def attached_deals_damage(self, c: list[Any]) -> Trigger:
        """"Whenever enchanted creature deals damage": "that creature" is it [303.4]."""
        self.event_obj = refs.EventObject()  # type: ignore[attr-defined]
        return DealsDamage(attached=True)

    def beginning_of_each_combat(self, c: list[Any]) -> Trigger:
        """"At the beginning of each combat": every turn's [507.1]."""
        return triggers.BeginningOfStep("begin_combat", yours=False)

    def spell_quality(self, c: list[Any]) -> str:
        return str(c[0])

    def quality_spell(self, c: list[Any]) -> tuple[str, str]:
        return "quality", c[-1]

    def cast_quality(self, quality: str, by: str) -> Trigger:
        """"Whenever you cast a multicolored [historic] spell" [105.2, 700.6, 601.2i]."""
        self.event_obj = refs.EventObject()  # type: ignore[attr-defined]
        if by != "you":
            self.last_player = refs.EventPlayer()  # type: ignore[attr-defined]
        return triggers.YouCast(by=by, quality=quality)

    def you_cast_min_mv(self, c: list[Any]) -> Trigger:
        """"Whenever you cast a spell with mana value N or greater" [601.2i, 202.3]."""
        self.event_obj = refs.EventObject()  # type: ignore[attr-defined]
        return triggers.YouCast(min_mv=B._int(c[0]))

    def put_from_hand(self, c: list[Any], tapped: bool = False) -> Effect:
        """"Put a land card from your hand onto the battlefield" [110.2, 305.4]."""
        types, subtypes, not_types = c[-1]  # LookRules.look_any's description
        if subtypes or not_types or not types:
            raise B.Unsupported("a card from your hand described by more than its types")
        return PutFromHand(types=types, tapped=tapped)

    def put_from_hand_tapped(self, c: list[Any]) -> Effect:
        return self.put_from_hand(c, tapped=True)

    def described_enters(self, f: Any, others_only: bool) -> Trigger:
        """"Whenever a [type or subtype] [you control] enters", and with any further words
        ("a creature with power 4 or greater", "a blue creature"): ``filter`` [603.6a]."""
        if f.or_subtypes and not (f.subtype or f.subtypes_any) and f.types:
            # "an artifact or Artificer": any of the types or subtypes [205.3]
            kind = targets.Filter(types=f.types, controller=f.controller,
                                  or_subtypes=f.or_subtypes)
            types, subs, ctl = f.types, f.or_subtypes, f.controller
        else:
            kind = targets.Filter(types=f.types, subtype=f.subtype, controller=f.controller,
                                  subtypes_any=f.subtypes_any)
            types, subs, ctl = self._kind(kind)  # type: ignore[attr-defined]
        return PermanentEnters(types=types, subtypes=subs, controller=ctl,
                               others_only=others_only,
                               filter=None if f == kind else B._perm_filter(f))

    def sacrifice_trigger(self, f: Any) -> Trigger:
        """"Whenever you sacrifice a Food [an artifact]" [701.21a]: the permanent is the event
        object, seen as the sacrifice happens."""
        if f.other or f.token is not None:
            raise B.Unsupported("a sacrifice trigger on 'another' or a token kind")
        types, subs, ctl = self._kind(f)  # type: ignore[attr-defined]
        if ctl or len(subs) > 1:
            raise B.Unsupported("a sacrifice trigger on several subtypes")
        self.event_obj = refs.EventObject()  # type: ignore[attr-defined]
        return YouSacrifice(types=types, subtype=subs[0] if subs else "")

    def enter_as_copy(self, c: list[Any]) -> Any:
        """"You may have this creature enter as a copy of any creature on the battlefield": a
        replacement effect as it enters, the copiable values of the chosen one [707.5,
        614.1c]; "any ... on the battlefield" is whoever controls it, not itself."""
        f = B._perm_filter(c[-1])
        if f.controller not in ("any", "you"):
            raise B.Unsupported("a copy of a permanent with no 'on the battlefield'")
        f = dataclasses.replace(f, controller="" if f.controller == "any" else "you",
                                other=True)
        return EntersWith(as_enters=(MayEnterAsCopy(f),))

    def enters_with_counters_if_kicked(self, c: list[Any]) -> Any:
        """"If this creature was kicked, it enters with two +1/+1 counters on it" [702.33d]."""
        ew = self.enters_with_counters(c[-2:])  # type: ignore[attr-defined]
        return dataclasses.replace(ew, unless=Not(Kicked()))

    def enters_tapped_with_counters(self, c: list[Any]) -> Any:
        """"This land enters tapped with two charge counters on it" [614.1c]."""
        ew = self.enters_with_counters(c[-2:])  # type: ignore[attr-defined]
        return dataclasses.replace(ew, tapped=True)

    def controller_of_named(self, owner: bool) -> Any:
        """"That creature's controller", "its owner" of an object the text named without
        targeting it (the event's creature, the other creature of a block) [108.3, 608.2h]."""
        named = self.last_obj or self.event_obj  # type: ignore[attr-defined]
        if named is None or named == refs.This() or isinstance(named, B.Slot):
            raise B.Unsupported("'its controller' of something that is not a target")
        # a creature that died: its controller as it last existed, not the card's [608.2h]
        named = self._lki(named)  # type: ignore[attr-defined]
        self.last_player = ControllerOf(named, owner)  # type: ignore[attr-defined]
        return self.last_player  # type: ignore[attr-defined]

    def drew_this_turn(self, c: list[Any]) -> Condition:
        """"You've drawn two or more cards this turn" [121.1]."""
        return DrewThisTurn(B._int(c[0]))

    def cast_this_turn(self, c: list[Any]) -> Condition:
        """"You've cast two or more spells this turn" [601.2i]."""
        return CastThisTurn(B._int(c[0]))

    def battalion(self, c: list[Any]) -> Trigger:
        """"Whenever this creature and at least two other creatures attack" [508.3a]."""
        return AttacksWithOthers(B._int(c[-1]))

    def citys_blessing(self, c: list[Any]) -> Condition:
        """"If you have the city's blessing" [702.131c]."""
        return HasDesignation("city's blessing")

    def exile_card_from_graveyard(self, c: list[Any]) -> Any:
        """"Exile a creature card from your graveyard" as a cost [406.3, 118]."""
        types, mv = c[-1]
        if mv is not None or not types:
            raise B.Unsupported("exiling a graveyard card by mana value as a cost")
        return ExileCardFromGraveyard(types=types)

    def this_card_in_graveyard(self, c: list[Any]) -> Any:
        """"Return this card from your graveyard to ...": in an activated ability, the
        ability functions in the graveyard [113.6b]."""
        if self.self_moved:  # type: ignore[attr-defined]
            return self.this_ref(c)  # type: ignore[attr-defined]  "when this dies, return it"
        self.in_graveyard = True
        self.last_obj = SourceCard()  # the card, in the graveyard [400.7]
        return self.last_obj

    def at_next_end_step(self, what: Any, effect: Effect, words: str) -> Effect:
        """"Sacrifice [exile] this creature at the beginning of the next end step": a delayed
        ability whose "it" is this permanent; once it has left the battlefield it is a new
        object and nothing happens [603.7a, 400.7].  Another object ("it" for a card just
        returned or a token just made) is refused: the text's object would be the old one."""
        # "This creature" (or "it" after it): the text named this permanent itself; an
        # "it" that names nothing (a token just created) is not this permanent.
        named = self.last_obj  # type: ignore[attr-defined]
        if what != refs.This() or named != refs.This() or \
                self.self_moved:  # type: ignore[attr-defined]
            raise B.Unsupported(f"{words} at the beginning of the next end step")
        return AtNextStep("end", TriggeredAbility(effects=(effect,)), what=refs.This())

    # --- blocks [509.3b, 509.3d] ---

    def _blocks(self, f: Any, blocks: bool, blocked: bool) -> Trigger:
        self.event_obj = BlockPartner()  # type: ignore[attr-defined]  "that creature"
        return BlocksOrBlockedBy(blocks, blocked, B._perm_filter(f))

    def creature_becomes_blocked(self, c: list[Any]) -> Trigger:
        """"Whenever a creature you control becomes blocked": "it" is that creature [509.3c]."""
        self.event_obj = refs.EventObject()  # type: ignore[attr-defined]
        return CreatureBecomesBlocked(B._perm_filter(c[-1]))

    def blocks_a(self, c: list[Any]) -> Trigger:
        return self._blocks(c[-1], True, False)

    def blocked_by_a(self, c: list[Any]) -> Trigger:
        return self._blocks(c[-1], False, True)

    def blocks_or_blocked_by_a(self, c: list[Any]) -> Trigger:
        return self._blocks(c[-1], True, True)

    def destroy_end_of_combat(self, c: list[Any]) -> Effect:
        """"Destroy that creature at end of combat": a delayed ability at the beginning of
        the end of combat step whose "it" is that object; a new object (it left and came
        back) is not it [603.7a, 400.7]."""
        return AtNextStep("end_combat", TriggeredAbility(effects=(effects.Destroy(refs.This()),)),
                          what=c[0])

    # --- amounts ---

    def count_graveyard_kind(self, c: list[Any]) -> Amount:
        """"The number of creature cards in your graveyard" [404]."""
        types, mv = c[0]
        if mv is not None:
            raise B.Unsupported("counting graveyard cards by mana value")
        return CardsInGraveyard(types)

    def predefined_token_tapped(self, c: list[Any]) -> Any:
        """"Create a tapped Treasure token" [111.10]."""
        token, n, _ = self.predefined_token(c)  # type: ignore[attr-defined]
        return token, n, True

    # --- heroic, delirium ---

    def heroic(self, c: list[Any]) -> Trigger:
        """"Whenever you cast a spell that targets this creature" [601.2i, 115.1]."""
        return YouCastTargetingThis()

    def delirium(self, c: list[Any]) -> Condition:
        """"There are four or more card types among cards in your graveyard" [300.1]."""
        return CardTypesInGraveyard(B._int(c[0]))

    def card_type_count(self, c: list[Any]) -> Amount:
        return CardTypeCount()

    def card_type_count_all(self, c: list[Any]) -> Amount:
        return CardTypeCount(all_graveyards=True)

    # --- cards in your graveyard ---

    def card_mv(self, c: list[Any]) -> int:
        """"with mana value N or less" of a card [202.3]."""
        return B._int(c[0])

    def _gy_cards(self, kind: Any, mv: int | None, count: int, min_count: int) -> Any:
        types, old_mv = kind
        if old_mv is not None:
            raise B.Unsupported("a graveyard card with a mana value limit")
        return self._gy((types, mv), True, count, min_count)  # type: ignore[attr-defined]

    def up_to_cards_mv_in_your_graveyard(self, c: list[Any]) -> Any:
        """"up to N target [type] cards with mana value M or less from your graveyard"
        [115.1, 601.2c]."""
        return self._gy_cards(c[1], c[2], B._int(c[0]), 0)

    def n_typed_cards_in_your_graveyard(self, c: list[Any]) -> Any:
        """"two target [type] cards from your graveyard" [115.1]."""
        return self._gy_cards(c[1], c[2] if len(c) > 2 else None, B._int(c[0]), B._int(c[0]))


def mana_rider(e: Any) -> bool:
    """An effect a mana ability may have besides adding mana, that asks nothing while the
    mana is being paid: a card drawn, life, the source's counters, its next untap [605.3b]."""
    if isinstance(e, SkipNextUntap):
        return e.what == refs.This()
    if isinstance(e, effects.PutCounters):
        return e.on == refs.This()
    return isinstance(e, (effects.Draw, effects.GainLife, effects.LoseLife)) and \
        getattr(e, "who", refs.You()) == refs.You()


def single(ref: Any) -> Any:
    """An object reference an effect moves one at a time: several target cards (a spec with
    ``count`` over one) would enter or be stacked in an order the text gives but the
    effect doesn't take ("in any order", entering at once [603.6a])."""
    spec = getattr(ref, "spec", None)
    if spec is not None and spec.count > 1:
        raise B.Unsupported("several target cards where the effect moves one at a time")
    return ref


__all__ = ["TemplateRules", "mana_rider", "single"]
