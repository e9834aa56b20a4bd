"""Ixalan block (``xln``): the cards of the 2017 Standard decks.

Duress (reprinted in Ixalan) reveals a hand and discards a chosen card
(:mod:`.vocab.hand_disruption`).  Mechanics live in the vocabulary: exile until this leaves
and casting the exiled card (:mod:`.vocab.exile_until`, :mod:`.vocab.impulse`), "enters or
attacks" (:mod:`.vocab.enters_or_attacks`), mass bounce (``EachPermanent(of=...)``).
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    CardDef,
    CounterUnlessPays,
    Enters,
    Exile,
    Filter,
    GainLife,
    If,
    Pump,
    ReturnToHand,
    SpellAbility,
    Target,
    TargetCardInGraveyard,
    TargetPermanent,
    TargetPlayer,
    TargetSpell,
    This,
    TriggeredAbility,
)
from aetherworks.vocab.conditions import RememberedIs
from aetherworks.vocab.energy_payments import MayOrElse
from aetherworks.vocab.enters_or_attacks import EntersOrAttacks
from aetherworks.vocab.exile_until import ExileUntilLeaves
from aetherworks.vocab.hand_disruption import RevealHandChooseDiscard
from aetherworks.vocab.impulse import MayCastExiled
from aetherworks.vocab.zone_triggers import EachPermanent

register(
    "xln",
    CardDef("Deathgorge Scavenger", (TriggeredAbility(
        trigger=EntersOrAttacks(),
        effects=(MayOrElse(then=(
            Exile(remember="exiled"),
            If(RememberedIs(("Creature",)), then=(GainLife(2),)),
            If(RememberedIs(("Creature",), negate=True), then=(Pump(1, 1, on=This()),)),
        ), prompt="Exile the target card?"),),
        targets=(TargetCardInGraveyard(yours=False),),
        text="Whenever this creature enters or attacks, you may exile target card from a "
             "graveyard. If a creature card is exiled this way, you gain 2 life. If a "
             "noncreature card is exiled this way, this creature gets +1/+1 until end of "
             "turn."),)),
    CardDef("Duress", (SpellAbility(
        effects=(RevealHandChooseDiscard(not_types=("Creature", "Land")),),
        targets=(TargetPlayer(opponent_only=True),),
        text="Target opponent reveals their hand. You choose a noncreature, nonland card from "
             "it. That player discards that card."),)),
    CardDef("Hostage Taker", (TriggeredAbility(
        trigger=Enters(),
        effects=(ExileUntilLeaves(remember="exiled"), MayCastExiled(any_type=True)),
        targets=(TargetPermanent(Filter(types=("Creature", "Artifact"), other=True)),),
        text="When this creature enters, exile another target creature or artifact until this "
             "creature leaves the battlefield. You may cast that card for as long as it remains "
             "exiled, and mana of any type can be spent to cast that spell."),)),
    CardDef("River's Rebuke", (SpellAbility(
        effects=(ReturnToHand(EachPermanent(Filter(not_types=("Land",)), of=Target())),),
        targets=(TargetPlayer(),),
        text="Return all nonland permanents target player controls to their owner's hand."),)),
    CardDef("Spell Pierce", (SpellAbility(
        effects=(CounterUnlessPays(2),), targets=(TargetSpell(not_types=("Creature",)),),
        text="Counter target noncreature spell unless its controller pays {2}."),)),
    CardDef("Vraska's Contempt", (SpellAbility(
        effects=(Exile(), GainLife(2)),
        targets=(TargetPermanent(Filter(types=("Creature", "Planeswalker"))),),
        text="Exile target creature or planeswalker. You gain 2 life."),)),
)
