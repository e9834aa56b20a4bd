"""Shadows over Innistrad block (``soi``, ``emn``): the cards of the 2017 Standard decks.

Archangel Avacyn is a transforming double-faced card (:mod:`.vocab.transform`): a delayed
"at the beginning of the next upkeep" ability transforms her.  Mechanics live in the
vocabulary: investigate and Clues (:mod:`.vocab.investigate`),
sacrifice triggers (:mod:`.vocab.sacrifice`), "as this enters" choices
(:mod:`.vocab.as_enters`), "enter tapped" (:mod:`.vocab.enters_tapped`), loyalty abilities
(:mod:`.vocab.planeswalkers`).
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    ApplyContinuous,
    BeginningOfStep,
    CardDef,
    CreateTokens,
    Damage,
    EachOpponent,
    Enters,
    EntersWith,
    Exile,
    Filter,
    GainLife,
    LoseLife,
    ManaAbility,
    ManaValueOf,
    Pump,
    PutCounters,
    ReturnToHand,
    SpellAbility,
    StaticAbility,
    TargetPermanent,
    This,
    TokenDef,
    TriggeredAbility,
    X,
)
from aetherworks.vocab.as_enters import MayRevealOrEnterTapped
from aetherworks.vocab.conditions import PermanentEnteredThisTurn
from aetherworks.vocab.counts import HighestLifeTotal
from aetherworks.vocab.discard_to_draw import MayDiscardToDraw
from aetherworks.vocab.energy import AtNextStep
from aetherworks.vocab.enters_tapped import OpponentsEnterTapped
from aetherworks.vocab.filters import AnyOf
from aetherworks.vocab.investigate import Investigate
from aetherworks.vocab.library import RevealTopToHand
from aetherworks.vocab.planeswalkers import RemoveLoyaltyX
from aetherworks.vocab.refs import Remembered
from aetherworks.vocab.sacrifice import EachSacrifices, YouSacrifice
from aetherworks.vocab.search import SearchFor
from aetherworks.vocab.statics import GrantKeywords
from aetherworks.vocab.transform import Transform, TransformsInto
from aetherworks.vocab.zone_triggers import AnotherCreatureDies, EachPermanent, PermanentEnters

INVESTIGATE_REMINDER = ("(Create a Clue token. It's an artifact with \"{2}, Sacrifice this "
                        "token: Draw a card.\")")
VAMPIRE_KNIGHT = TokenDef("Vampire Knight", 1, 1, subtypes=("Vampire", "Knight"),
                          colors=("B",), keywords=("Lifelink",))
ZOMBIE = TokenDef("Zombie", 2, 2, subtypes=("Zombie",), colors=("B",))
PLANESWALKER_ENTERED = ("At the beginning of each end step, if a planeswalker entered the "
                        "battlefield under your control this turn, ")

TRANSFORM_AVACYN = TriggeredAbility(effects=(Transform(This()),),
                                    text="transform Archangel Avacyn")

register(
    "soi",
    CardDef("Archangel Avacyn // Avacyn, the Purifier", faces=(
        CardDef("Archangel Avacyn", (
            TriggeredAbility(
                trigger=Enters(), effects=(Pump(keywords=("Indestructible",), on=EachPermanent(
                    Filter(types=("Creature",), controller="you"))),),
                text="When Archangel Avacyn enters, creatures you control gain indestructible "
                     "until end of turn."),
            TriggeredAbility(
                trigger=AnotherCreatureDies(controller="you", not_subtype="Angel"),
                effects=(AtNextStep("upkeep", TRANSFORM_AVACYN, what=This()),),
                text="When a non-Angel creature you control dies, transform Archangel Avacyn "
                     "at the beginning of the next upkeep."),
        )),
        CardDef("Avacyn, the Purifier", (TriggeredAbility(
            trigger=TransformsInto(),
            effects=(Damage(3, to=EachPermanent(Filter(types=("Creature",), other=True))),
                     Damage(3, to=EachOpponent())),
            text="When this creature transforms into Avacyn, the Purifier, it deals 3 damage "
                 "to each other creature and each opponent."),)),
    )),
    CardDef("Anguished Unmaking", (SpellAbility(
        effects=(Exile(), LoseLife(3)), targets=(TargetPermanent(Filter(not_types=("Land",))),),
        text="Exile target nonland permanent. You lose 3 life."),)),
    CardDef("Game Trail", (
        EntersWith(as_enters=(MayRevealOrEnterTapped(("Mountain", "Forest")),),
                   text="As this land enters, you may reveal a Mountain or Forest card from "
                        "your hand. If you don't, this land enters tapped."),
        ManaAbility(produce="RG", text="{T}: Add {R} or {G}."),
    )),
    CardDef("Nahiri, the Harbinger", (
        ActivatedAbility(loyalty=2, effects=(MayDiscardToDraw(),),
                         text="[+2]: You may discard a card. If you do, draw a card."),
        ActivatedAbility(
            loyalty=-2, effects=(Exile(),),
            targets=(TargetPermanent(AnyOf(options=(
                Filter(types=("Enchantment",)), Filter(types=("Artifact",), tapped=True),
                Filter(types=("Creature",), tapped=True)))),),
            text="[−2]: Exile target enchantment, tapped artifact, or tapped creature."),
        ActivatedAbility(
            loyalty=-8,
            effects=(SearchFor(types=("Artifact", "Creature"), to="battlefield",
                               remember="found"),
                     ApplyContinuous(GrantKeywords(("Haste",)), on=Remembered("found"),
                                     until=""),
                     AtNextStep("end", TriggeredAbility(
                         effects=(ReturnToHand(This()),),
                         text="Return it to your hand at the beginning of the next end step."),
                         key="found")),
            text="[−8]: Search your library for an artifact or creature card, put it onto the "
                 "battlefield, then shuffle. It gains haste. Return it to your hand at the "
                 "beginning of the next end step."),
    )),
    CardDef("Sorin, Grim Nemesis", (
        ActivatedAbility(
            loyalty=1, effects=(RevealTopToHand(),
                                LoseLife(ManaValueOf(Remembered("revealed")), who=EachOpponent())),
            text="[+1]: Reveal the top card of your library and put that card into your hand. "
                 "Each opponent loses life equal to its mana value."),
        ActivatedAbility(
            loyalty=0, costs=(RemoveLoyaltyX(),), effects=(Damage(X()), GainLife(X())),
            targets=(TargetPermanent(Filter(types=("Creature", "Planeswalker"))),),
            text="[−X]: Sorin deals X damage to target creature or planeswalker and you gain "
                 "X life."),
        ActivatedAbility(
            loyalty=-9, effects=(CreateTokens(VAMPIRE_KNIGHT, HighestLifeTotal()),),
            text="[−9]: Create a number of 1/1 black Vampire Knight creature tokens with "
                 "lifelink equal to the highest life total among all players."),
    )),
    CardDef("Thraben Inspector", (TriggeredAbility(
        trigger=Enters(), effects=(Investigate(),),
        text="When this creature enters, investigate. " + INVESTIGATE_REMINDER),)),
    CardDef("Tireless Tracker", (
        TriggeredAbility(trigger=PermanentEnters(types=("Land",)), effects=(Investigate(),),
                         text="Landfall — Whenever a land you control enters, investigate. "
                              + INVESTIGATE_REMINDER),
        TriggeredAbility(trigger=YouSacrifice(subtype="Clue"),
                         effects=(PutCounters("+1/+1", 1),),
                         text="Whenever you sacrifice a Clue, put a +1/+1 counter on this "
                              "creature."),
    )),
)

register(
    "emn",
    CardDef("Oath of Liliana", (
        TriggeredAbility(trigger=Enters(), effects=(EachSacrifices(),),
                         text="When Oath of Liliana enters, each opponent sacrifices a "
                              "creature of their choice."),
        TriggeredAbility(trigger=BeginningOfStep("end", yours=False),
                         condition=PermanentEnteredThisTurn(),
                         effects=(CreateTokens(ZOMBIE),),
                         text=PLANESWALKER_ENTERED + "create a 2/2 black Zombie creature "
                                                     "token."),
    )),
    CardDef("Thalia, Heretic Cathar", (StaticAbility(
        OpponentsEnterTapped(nonbasic_lands=True),
        text="Creatures and nonbasic lands your opponents control enter tapped."),)),
)
