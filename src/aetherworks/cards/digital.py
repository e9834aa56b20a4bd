"""Digital-only energy cards (set code ``digital``): Alchemy rebalanced versions.

* A-Galvanic Discharge — the rebalanced Galvanic Discharge: {E}{E} instead of {E}{E}{E}.
* A-Guide of Souls — the rebalanced Guide of Souls: {E}{E}{E}{E} for the Angel.
* Longtusk Stalker — an Arena-only card: "perpetually" (:mod:`aetherworks.vocab.perpetual`).
"""

from aetherworks.cards.mh3_energy import CREATURE_OR_PW
from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    ApplyContinuous,
    CardDef,
    Damage,
    GainLife,
    GetEnergy,
    MayPay,
    Paid,
    PayAnyAmount,
    PayEnergy,
    PutCounters,
    Remembered,
    SpellAbility,
    Target,
    TargetPermanent,
    TriggeredAbility,
)
from aetherworks.vocab.attacking import AttackingCreature
from aetherworks.vocab.energy import YouAttack
from aetherworks.vocab.enters_or_attacks import EntersOrAttacks
from aetherworks.vocab.perpetual import MayChooseCardInHand, PerpetuallyGets
from aetherworks.vocab.statics import AddTypes
from aetherworks.vocab.zone_triggers import PermanentEnters

register(
    "digital",
    CardDef("A-Galvanic Discharge", (SpellAbility(
        effects=(GetEnergy(2), PayAnyAmount(), Damage(Paid())),
        targets=(TargetPermanent(CREATURE_OR_PW),),
        text="Choose target creature or planeswalker. You get {E}{E}, then you may pay any "
             "amount of {E}. Galvanic Discharge deals that much damage to that permanent."),)),
    CardDef("A-Guide of Souls", (
        TriggeredAbility(trigger=PermanentEnters(others_only=True),
                         effects=(GainLife(1), GetEnergy(1)),
                         text="Whenever another creature you control enters, you gain 1 life "
                              "and get {E} (an energy counter)."),
        TriggeredAbility(trigger=YouAttack(), effects=(MayPay("energy", 4, reflexive=(
            TriggeredAbility(targets=(AttackingCreature(),), effects=(
                PutCounters("+1/+1", 2, on=Target()), PutCounters("flying", 1, on=Target()),
                ApplyContinuous(AddTypes(subtypes=("Angel",)), until="")),
                text="When you do, put two +1/+1 counters and a flying counter on target "
                     "attacking creature. It becomes an Angel in addition to its other "
                     "types."))),),
                         text="Whenever you attack, you may pay {E}{E}{E}{E}. When you do, put "
                              "two +1/+1 counters and a flying counter on target attacking "
                              "creature. It becomes an Angel in addition to its other types."),
    )),
)

register(
    "digital",
    CardDef("Longtusk Stalker", (
        TriggeredAbility(trigger=EntersOrAttacks(), effects=(GetEnergy(1),),
                         text="Whenever this creature enters or attacks, you get {E}."),
        ActivatedAbility(costs=(PayEnergy(2),), effects=(
            PerpetuallyGets(1, 0),
            MayChooseCardInHand(("Creature",), then=(
                PerpetuallyGets(1, 0, on=Remembered("chosen")),))),
            text="Pay {E}{E}: this creature perpetually gets +1/+0. You may choose a creature "
                 "card in your hand. If you do, that card perpetually gets +1/+0."),
    )),
)
