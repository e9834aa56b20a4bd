"""Builders for keyword abilities and keyword actions [701, 702], each in the general form
the Comprehensive Rules give it, and the mana-ability and land lines that go with them
(``oracle.lark``: the rules marked with these method names)."""

from __future__ import annotations

from typing import Any

from aetherworks.engine.defs import Ability, EntersWith, TokenDef, Trigger, TriggeredAbility
from aetherworks.vocab import effects, refs, targets, triggers
from aetherworks.vocab.adapt import Adapt
from aetherworks.vocab.amass import Amass, army_token
from aetherworks.vocab.energy_payments import MayOrElse
from aetherworks.vocab.enters_choice import PayLifeOrTapped
from aetherworks.vocab.equipment import Attach
from aetherworks.vocab.persist import persist, undying
from aetherworks.vocab.zone_triggers import EachPermanent


class KeywordRules:
    """Mixed into :class:`aetherworks.compiler.build.Build`."""

    # --- keyword abilities [702] ---

    def persist_kw(self, c: list[Any]) -> Ability:
        return persist()  # [702.79a]

    def undying_kw(self, c: list[Any]) -> Ability:
        return undying()  # [702.93a]

    def afterlife(self, c: list[Any]) -> Ability:
        # "When this permanent is put into a graveyard from the battlefield, create N 1/1
        # white and black Spirit creature tokens with flying." [702.135a]
        spirit = TokenDef("Spirit", 1, 1, ("Creature",), ("Spirit",), colors=("W", "B"),
                          keywords=("Flying",))
        return TriggeredAbility(trigger=triggers.Dies(),
                                effects=(effects.CreateTokens(spirit, int(c[0])),))

    def battle_cry(self, c: list[Any]) -> Ability:
        # "Whenever this creature attacks, each other attacking creature gets +1/+0 until end
        # of turn." [702.91a]
        others = targets.Filter(types=("Creature",), other=True, combat="attacking")
        return TriggeredAbility(trigger=triggers.Attacks(),
                                effects=(effects.Pump(1, 0, on=EachPermanent(others)),))

    def soulshift(self, c: list[Any]) -> Ability:
        # "When this permanent is put into a graveyard from the battlefield, you may return
        # target Spirit card with mana value N or less from your graveyard to your hand."
        # [702.46a]
        spec = targets.TargetCardInGraveyard(subtype="Spirit", max_mv=int(c[0]))
        return TriggeredAbility(
            trigger=triggers.Dies(), targets=(spec,),
            effects=(MayOrElse(then=(effects.ReturnToHand(refs.Target(0)),)),))

    def living_weapon(self, c: list[Any]) -> Ability:
        # "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token,
        # then attach this Equipment to it." [702.92a]
        germ = TokenDef("Phyrexian Germ", 0, 0, ("Creature",), ("Phyrexian", "Germ"),
                        colors=("B",))
        return TriggeredAbility(trigger=triggers.Enters(), effects=(
            effects.CreateTokens(germ, remember="germ"),
            Attach(refs.This(), refs.Remembered("germ"))))

    # --- keyword actions [701] ---

    def amass_kw(self, c: list[Any]) -> Any:
        return Amass(army_token(str(c[0])), int(c[1]))  # [701.47a]

    def adapt_kw(self, c: list[Any]) -> Any:
        return Adapt(int(c[0]))  # [701.46a]

    # --- triggers, lands ---

    def beginning_of_each_end_step(self, c: list[Any]) -> Trigger:
        return triggers.BeginningOfStep("end", yours=False)  # every end step [513.1]

    def pay_life_or_tapped(self, c: list[Any]) -> Ability:
        # "As this land enters, you may pay 2 life. If you don't, it enters tapped." [614.12]
        return EntersWith(as_enters=(PayLifeOrTapped(int(c[-1])),))
