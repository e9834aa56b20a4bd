"""Amonkhet block (``akh``, ``hou``): the cards of the 2017 Standard decks.

Mechanics live in the vocabulary: cycling (:mod:`.vocab.cycling`), embalm
(:mod:`.vocab.embalm`), "enter as a copy" (:mod:`.vocab.as_enters`), token copies
(:mod:`.vocab.energy`), loyalty abilities (:mod:`.vocab.planeswalkers`) and lands that become
creatures (:mod:`.vocab.animate`).
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    BeginningOfStep,
    CardDef,
    CounterUnlessPays,
    Damage,
    Destroy,
    Dies,
    EachOpponent,
    EntersWith,
    Exile,
    Filter,
    LoseLife,
    ManaCost,
    SpellAbility,
    Target,
    TargetCardInGraveyard,
    TargetPermanent,
    TargetSpell,
    TriggeredAbility,
    UntapIt,
)
from aetherworks.vocab.animate import Animate
from aetherworks.vocab.as_enters import MayEnterAsCopy
from aetherworks.vocab.counts import CountMatching
from aetherworks.vocab.cycling import Cycling
from aetherworks.vocab.embalm import EMBALMED, Embalm
from aetherworks.vocab.energy import AtNextStep, CreateTokenCopy
from aetherworks.vocab.library import MayPutTopOntoBattlefield, Scry
from aetherworks.vocab.planeswalkers import LoyaltyOf
from aetherworks.vocab.reanimate import ReturnThisCard
from aetherworks.vocab.refs import Remembered
from aetherworks.vocab.zone_triggers import EachPermanent

ENTERS_TAPPED = "This land enters tapped."
ZOMBIES = CountMatching(types=(), subtype="Zombie")


def cycling_land(name: str) -> CardDef:
    """The Amonkhet cycling dual lands: basic land types (their mana is intrinsic [305.6]),
    enter tapped, cycling {2}."""
    return CardDef(name, (
        EntersWith(tapped=True, text=ENTERS_TAPPED),
        Cycling("{2}", "Cycling {2} ({2}, Discard this card: Draw a card.)"),
    ))


register(
    "akh",
    CardDef("Blazing Volley", (SpellAbility(
        effects=(Damage(1, to=EachPermanent(Filter(types=("Creature",), controller="opponent"))),),
        text="Blazing Volley deals 1 damage to each creature your opponents control."),)),
    CardDef("Censor", (
        SpellAbility(effects=(CounterUnlessPays(1),), targets=(TargetSpell(),),
                     text="Counter target spell unless its controller pays {1}."),
        Cycling("{U}", "Cycling {U} ({U}, Discard this card: Draw a card.)"),
    )),
    CardDef("Dissenter's Deliverance", (
        SpellAbility(effects=(Destroy(),), targets=(TargetPermanent(Filter(types=("Artifact",))),),
                     text="Destroy target artifact."),
        Cycling("{G}", "Cycling {G} ({G}, Discard this card: Draw a card.)"),
    )),
    cycling_land("Fetid Pools"),
    cycling_land("Sheltered Thicket"),
    CardDef("Nissa, Steward of Elements", (
        ActivatedAbility(loyalty=2, effects=(Scry(2),), text="[+2]: Scry 2."),
        ActivatedAbility(
            loyalty=0,
            effects=(MayPutTopOntoBattlefield(types=("Land",), creature_max_mv=LoyaltyOf()),),
            text="[0]: Look at the top card of your library. If it's a land card or a creature "
                 "card with mana value less than or equal to the number of loyalty counters on "
                 "Nissa, you may put that card onto the battlefield."),
        ActivatedAbility(
            loyalty=-6,
            effects=(UntapIt(), Animate(5, 5, ("Elemental",), keywords=("Flying", "Haste"),
                                        on=Target())),
            targets=(TargetPermanent(Filter(types=("Land",), controller="you"), 2, 0),),
            text="[−6]: Untap up to two target lands you control. They become 5/5 Elemental "
                 "creatures with flying and haste until end of turn. They're still lands."),
    )),
    CardDef("Vizier of Many Faces", (
        EntersWith(as_enters=(MayEnterAsCopy(if_embalmed=EMBALMED),),
                   text="You may have this creature enter as a copy of any creature on the "
                        "battlefield, except if this creature was embalmed, the token has no "
                        "mana cost, it's white, and it's a Zombie in addition to its other "
                        "types."),
        Embalm("{3}{U}{U}", text="Embalm {3}{U}{U}"),
    )),
)

register(
    "hou",
    CardDef("The Scarab God", (
        TriggeredAbility(
            trigger=BeginningOfStep("upkeep"),
            effects=(LoseLife(ZOMBIES, who=EachOpponent()), Scry(ZOMBIES)),
            text="At the beginning of your upkeep, each opponent loses X life and you scry X, "
                 "where X is the number of Zombies you control."),
        ActivatedAbility(
            mana=ManaCost.parse("{2}{U}{B}"),
            effects=(Exile(remember="exiled"),
                     CreateTokenCopy(of=Remembered("exiled"), power=4, toughness=4,
                                     colors=("B",), subtypes=("Zombie",))),
            targets=(TargetCardInGraveyard(types=("Creature",), yours=False),),
            text="{2}{U}{B}: Exile target creature card from a graveyard. Create a token "
                 "that's a copy of it, except it's a 4/4 black Zombie."),
        TriggeredAbility(
            trigger=Dies(),
            effects=(AtNextStep("end", TriggeredAbility(
                effects=(ReturnThisCard("graveyard", "hand"),),
                text="Return it to its owner's hand at the beginning of the next end step."),
                key="event_other"),),
            text="When The Scarab God dies, return it to its owner's hand at the beginning of "
                 "the next end step."),
    )),
)
