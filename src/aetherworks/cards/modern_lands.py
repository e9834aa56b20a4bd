"""The lands of the Modern energy decks: fetch lands, shock lands, surveil lands and the
Tarkir / Amonkhet utility lands.

Fetch lands (Zendikar, Onslaught, Khans of Tarkir) are a cost of {T}, 1 life and the land
itself, then a search by land type [701.23]; shock lands (Ravnica) choose as they enter
[614.12]; surveil lands (Murders at Karlov Manor) enter tapped and surveil 1 [701.25].
Their basic land types give them their mana abilities [305.6].
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    CardDef,
    Enters,
    EntersWith,
    GrantKeywords,
    ManaAbility,
    ManaCost,
    PayLife,
    SacrificeSelf,
    TapSelf,
    TriggeredAbility,
    YouControl,
)
from aetherworks.vocab.attacking_tokens import SACRIFICE_THEM, WARRIOR, CreateAttackingTokens
from aetherworks.vocab.delayed import WheneverThisTurn
from aetherworks.vocab.energy import AtNextStep, YouAttack
from aetherworks.vocab.enters_choice import PayLifeOrTapped
from aetherworks.vocab.exert import ExertSelf
from aetherworks.vocab.library import Surveil
from aetherworks.vocab.search import SearchFor


def fetch_land(name: str, a: str, b: str) -> CardDef:
    """"{T}, Pay 1 life, Sacrifice this land: Search your library for an A or B card, put it
    onto the battlefield, then shuffle." [701.23]"""
    article = "an" if a[0] in "AEIOU" else "a"
    return CardDef(name, (ActivatedAbility(
        costs=(TapSelf(), PayLife(1), SacrificeSelf()),
        effects=(SearchFor(subtypes=(a, b), to="battlefield"),),
        text=f"{{T}}, Pay 1 life, Sacrifice this land: Search your library for {article} {a} "
             f"or {b} card, put it onto the battlefield, then shuffle."),))


def shock_land(name: str) -> CardDef:
    """"As this land enters, you may pay 2 life. If you don't, it enters tapped." [614.12]"""
    return CardDef(name, (EntersWith(
        as_enters=(PayLifeOrTapped(2),),
        text="As this land enters, you may pay 2 life. If you don't, it enters tapped."),))


def surveil_land(name: str) -> CardDef:
    """"This land enters tapped." and "When this land enters, surveil 1." [701.25a]"""
    return CardDef(name, (
        EntersWith(tapped=True, text="This land enters tapped."),
        TriggeredAbility(trigger=Enters(), effects=(Surveil(1),),
                         text="When this land enters, surveil 1. (Look at the top card of "
                              "your library. You may put it into your graveyard.)"),
    ))


register(
    "modern_lands",
    fetch_land("Arid Mesa", "Mountain", "Plains"),
    fetch_land("Bloodstained Mire", "Swamp", "Mountain"),
    fetch_land("Flooded Strand", "Plains", "Island"),
    fetch_land("Marsh Flats", "Plains", "Swamp"),
    fetch_land("Scalding Tarn", "Island", "Mountain"),
    fetch_land("Windswept Heath", "Forest", "Plains"),
    shock_land("Blood Crypt"),
    shock_land("Godless Shrine"),
    shock_land("Hallowed Fountain"),
    shock_land("Sacred Foundry"),
    shock_land("Steam Vents"),
    surveil_land("Elegant Parlor"),
    surveil_land("Meticulous Archive"),
    surveil_land("Raucous Theater"),
    surveil_land("Shadowy Backstreet"),
    CardDef("Arena of Glory", (
        EntersWith(tapped=True, unless=YouControl(subtypes_any=("Mountain",)),
                   text="This land enters tapped unless you control a Mountain."),
        ManaAbility(produce="R", text="{T}: Add {R}."),
        ManaAbility(produce="R", amount=2, mana=ManaCost.parse("{R}"), costs=(ExertSelf(),),
                    rider=GrantKeywords(("Haste",)),
                    text="{R}, {T}, Exert this land: Add {R}{R}. If that mana is spent on a "
                         "creature spell, it gains haste until end of turn. (An exerted "
                         "permanent won't untap during your next untap step.)"),
    )),
    CardDef("Dalkovan Encampment", (
        EntersWith(tapped=True, unless=YouControl(subtypes_any=("Swamp", "Mountain")),
                   text="This land enters tapped unless you control a Swamp or a Mountain."),
        ManaAbility(produce="W", text="{T}: Add {W}."),
        ActivatedAbility(
            mana=ManaCost.parse("{2}{W}"), costs=(TapSelf(),),
            effects=(WheneverThisTurn(TriggeredAbility(
                trigger=YouAttack(),
                effects=(CreateAttackingTokens(WARRIOR, 2, remember="warriors"),
                         AtNextStep("end", SACRIFICE_THEM, key="warriors")),
                text="Whenever you attack this turn, create two 1/1 red Warrior creature "
                     "tokens that are tapped and attacking. Sacrifice them at the beginning "
                     "of the next end step.")),),
            text="{2}{W}, {T}: Whenever you attack this turn, create two 1/1 red Warrior "
                 "creature tokens that are tapped and attacking. Sacrifice them at the "
                 "beginning of the next end step."),
    )),
)
