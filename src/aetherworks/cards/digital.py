"""Digital-only energy cards (set code ``digital``): Alchemy rebalanced versions.

* A-Galvanic Discharge — the rebalanced Galvanic Discharge: {E}{E} instead of {E}{E}{E}.
* A-Guide of Souls — the rebalanced Guide of Souls: {E}{E}{E}{E} for the Angel.
* Longtusk Stalker — an Arena-only card: "perpetually" (:mod:`aetherworks.vocab.perpetual`).
"""

from aetherworks.cards.mh3_energy import galvanic_discharge, guide_of_souls
from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    CardDef,
    GetEnergy,
    PayEnergy,
    Remembered,
    TriggeredAbility,
)
from aetherworks.vocab.enters_or_attacks import EntersOrAttacks
from aetherworks.vocab.perpetual import MayChooseCardInHand, PerpetuallyGets

register(
    "digital",
    galvanic_discharge("A-Galvanic Discharge", 2, "Choose target creature or planeswalker. "
                       "You get {E}{E}, then you may pay any amount of {E}. Galvanic Discharge "
                       "deals that much damage to that permanent."),
    guide_of_souls("A-Guide of Souls", 4),
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
