"""Kaladesh block (``kld``, ``aer``): the non-energy cards of the 2017 Standard decks.

The block's energy cards are in :mod:`.kld` and :mod:`.aer`; these are the rest of the five
2017 Standard lists (Temur Energy, 4-colour Saheeli, Sultai Energy, Temur Marvel, Mardu
Vehicles), main decks and sideboards.  Mechanics live in the vocabulary: copies and the
Saheeli combo (:mod:`.vocab.energy`, :mod:`.vocab.flicker`), counter replacement
(:mod:`.vocab.counter_replacement`), "enter tapped" (:mod:`.vocab.enters_tapped`), crew's
alternative cost (:mod:`.vocab.either_cost`), X targets (:mod:`.vocab.x_costs`).
"""

from aetherworks.cards.kld import fast_land
from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    AnyTarget,
    ApplyContinuous,
    BeginningOfStep,
    CardDef,
    ControllerOfTarget,
    CreateTokens,
    Damage,
    Destroy,
    Draw,
    EachOpponent,
    Enters,
    EntersWith,
    Filter,
    GainLife,
    If,
    ManaAbility,
    ManaCost,
    Pump,
    PutCounters,
    RemoveCountersSelf,
    SpellAbility,
    StaticAbility,
    Target,
    TargetCreature,
    TargetPermanent,
    This,
    TokenDef,
    TriggeredAbility,
    X,
    YouCast,
    YouControl,
)
from aetherworks.vocab.choices import MayPayMana
from aetherworks.vocab.conditions import ManaValueAtMost
from aetherworks.vocab.costs import RemoveCounterFrom
from aetherworks.vocab.counter_replacement import MoreCountersOnPermanents, MorePlayerCounters
from aetherworks.vocab.either_cost import EitherCost
from aetherworks.vocab.energy import AtNextStep, CreateTokenCopy
from aetherworks.vocab.energy_payments import MayOrElse
from aetherworks.vocab.enters_or_attacks import EntersOrAttacks
from aetherworks.vocab.enters_tapped import OpponentsEnterTapped
from aetherworks.vocab.exchange import SelfRule
from aetherworks.vocab.flicker import ExileAndReturn
from aetherworks.vocab.granted_abilities import GrantAbility
from aetherworks.vocab.graveyard_costs import ExileCardFromGraveyard
from aetherworks.vocab.library import Scry
from aetherworks.vocab.reanimate import ReturnThisCard
from aetherworks.vocab.refs import Remembered
from aetherworks.vocab.revolt import Revolt
from aetherworks.vocab.search import SearchFor
from aetherworks.vocab.statics import GrantKeywords
from aetherworks.vocab.unearth import EXILE_AT_END
from aetherworks.vocab.vehicles import BECOMES_ARTIFACT_CREATURE, Crew, CrewCost
from aetherworks.vocab.x_costs import XTargetPermanents
from aetherworks.vocab.zone_triggers import PermanentEnters

GREMLIN = TokenDef("Gremlin", 2, 2, subtypes=("Gremlin",), colors=("R",))
ARTIFACT = Filter(types=("Artifact",))

register(
    "kld",
    CardDef("Authority of the Consuls", (
        StaticAbility(OpponentsEnterTapped(),
                      text="Creatures your opponents control enter tapped."),
        TriggeredAbility(trigger=PermanentEnters(controller="opponent"), effects=(GainLife(1),),
                         text="Whenever a creature an opponent controls enters, you gain 1 "
                              "life."),
    )),
    fast_land("Blooming Marsh", "BG"),
    fast_land("Concealed Courtyard", "WB"),
    fast_land("Inspiring Vantage", "RW"),
    CardDef("Blossoming Defense", (SpellAbility(
        effects=(Pump(2, 2, keywords=("Hexproof",)),), targets=(TargetCreature(controller="you"),),
        text="Target creature you control gets +2/+2 and gains hexproof until end of turn. (It "
             "can't be the target of spells or abilities your opponents control.)"),)),
    CardDef("Saheeli Rai", (
        ActivatedAbility(loyalty=1, effects=(Scry(1), Damage(1, to=EachOpponent())),
                         text="[+1]: Scry 1. Saheeli Rai deals 1 damage to each opponent."),
        ActivatedAbility(
            loyalty=-2,
            effects=(CreateTokenCopy(add_types=("Artifact",), remember="copy"),
                     ApplyContinuous(GrantKeywords(("Haste",)), on=Remembered("copy"),
                                     until=""),
                     AtNextStep("end", EXILE_AT_END, key="copy")),
            targets=(TargetPermanent(Filter(types=("Artifact", "Creature"), controller="you")),),
            text="[−2]: Create a token that's a copy of target artifact or creature you "
                 "control, except it's an artifact in addition to its other types. That token "
                 "gains haste. Exile it at the beginning of the next end step."),
        ActivatedAbility(
            loyalty=-7,
            effects=(SearchFor(types=("Artifact",), to="battlefield", n=3,
                               different_names=True),),
            text="[−7]: Search your library for up to three artifact cards with different "
                 "names, put them onto the battlefield, then shuffle."),
    )),
    CardDef("Scrapheap Scrounger", (
        StaticAbility(SelfRule("cant_block"), text="This creature can't block."),
        ActivatedAbility(mana=ManaCost.parse("{1}{B}"), costs=(ExileCardFromGraveyard(),),
                         effects=(ReturnThisCard(),), zone="graveyard",
                         text="{1}{B}, Exile another creature card from your graveyard: Return "
                              "this card from your graveyard to the battlefield."),
    )),
    CardDef("Skysovereign, Consul Flagship", (
        TriggeredAbility(
            trigger=EntersOrAttacks(), effects=(Damage(3),),
            targets=(TargetPermanent(Filter(types=("Creature", "Planeswalker"),
                                            controller="opponent")),),
            text="Whenever Skysovereign enters or attacks, it deals 3 damage to target "
                 "creature or planeswalker an opponent controls."),
        Crew(3),
    )),
    CardDef("Toolcraft Exemplar", (TriggeredAbility(
        trigger=BeginningOfStep("begin_combat"), condition=YouControl(ARTIFACT),
        effects=(Pump(2, 1, on=This()),
                 If(YouControl(ARTIFACT, at_least=3),
                    then=(Pump(keywords=("First strike",), on=This()),))),
        text="At the beginning of combat on your turn, if you control an artifact, this "
             "creature gets +2/+1 until end of turn. If you control three or more artifacts, "
             "it also gains first strike until end of turn."),)),
    CardDef("Unlicensed Disintegration", (SpellAbility(
        effects=(Destroy(), If(YouControl(ARTIFACT),
                               then=(Damage(3, to=ControllerOfTarget()),))),
        targets=(TargetCreature(),),
        text="Destroy target creature. If you control an artifact, Unlicensed Disintegration "
             "deals 3 damage to that creature's controller."),)),
)

register(
    "aer",
    CardDef("Fatal Push", (SpellAbility(
        effects=(If(Revolt(), then=(If(ManaValueAtMost(4), then=(Destroy(),)),),
                    otherwise=(If(ManaValueAtMost(2), then=(Destroy(),)),)),),
        targets=(TargetCreature(),),
        text="Destroy target creature if it has mana value 2 or less.\nRevolt — Destroy that "
             "creature if it has mana value 4 or less instead if a permanent left the "
             "battlefield under your control this turn."),)),
    CardDef("Felidar Guardian", (TriggeredAbility(
        trigger=Enters(),
        effects=(MayOrElse(then=(ExileAndReturn(what=Target()),),
                           prompt="Exile the target and return it to the battlefield?"),),
        targets=(TargetPermanent(Filter(controller="you", other=True)),),
        text="When this creature enters, you may exile another target permanent you control, "
             "then return that card to the battlefield under its owner's control."),)),
    CardDef("Heart of Kiran", (ActivatedAbility(
        costs=(EitherCost(CrewCost(3), RemoveCounterFrom("loyalty", 1,
                                                         Filter(types=("Planeswalker",)))),),
        effects=(ApplyContinuous(BECOMES_ARTIFACT_CREATURE, on=This()),),
        text="Crew 3 (Tap any number of creatures you control with total power 3 or more: This "
             "Vehicle becomes an artifact creature until end of turn.)\nYou may remove a "
             "loyalty counter from a planeswalker you control rather than pay Heart of "
             "Kiran's crew cost."),)),
    CardDef("Lifecrafter's Bestiary", (
        TriggeredAbility(trigger=BeginningOfStep("upkeep"), effects=(Scry(1),),
                         text="At the beginning of your upkeep, scry 1."),
        TriggeredAbility(trigger=YouCast(types=("Creature",)),
                         effects=(MayPayMana("{G}", then=(Draw(1),)),),
                         text="Whenever you cast a creature spell, you may pay {G}. If you do, "
                              "draw a card."),
    )),
    CardDef("Release the Gremlins", (SpellAbility(
        effects=(Destroy(), CreateTokens(GREMLIN, X())),
        targets=(XTargetPermanents(ARTIFACT),),
        text="Destroy X target artifacts. Create X 2/2 red Gremlin creature tokens."),)),
    CardDef("Rishkar, Peema Renegade", (
        TriggeredAbility(
            trigger=Enters(),
            effects=(PutCounters("+1/+1", 1, on=Target()),),
            targets=(TargetCreature(count=2, min_count=0),),
            text="When Rishkar enters, put a +1/+1 counter on each of up to two target "
                 "creatures."),
        StaticAbility(GrantAbility(ManaAbility(produce="G", text="{T}: Add {G}."),
                                   with_counters=True),
                      text="Each creature you control with a counter on it has \"{T}: Add "
                           "{G}.\""),
    )),
    CardDef("Spire of Industry", (
        ManaAbility(produce="C", text="{T}: Add {C}."),
        ManaAbility(produce="WUBRG", life=1, condition=YouControl(ARTIFACT),
                    text="{T}, Pay 1 life: Add one mana of any color. Activate only if you "
                         "control an artifact."),
    )),
    CardDef("Walking Ballista", (
        EntersWith(amount=X(), counter_kind="+1/+1",
                   text="This creature enters with X +1/+1 counters on it."),
        ActivatedAbility(mana=ManaCost.parse("{4}"), effects=(PutCounters("+1/+1", 1),),
                         text="{4}: Put a +1/+1 counter on this creature."),
        ActivatedAbility(costs=(RemoveCountersSelf("+1/+1", 1),), effects=(Damage(1),),
                         targets=(AnyTarget(),),
                         text="Remove a +1/+1 counter from this creature: It deals 1 damage "
                              "to any target."),
    )),
    CardDef("Winding Constrictor", (
        StaticAbility(MoreCountersOnPermanents(),
                      text="If one or more counters would be put on an artifact or creature "
                           "you control, that many plus one of each of those kinds of "
                           "counters are put on that permanent instead."),
        StaticAbility(MorePlayerCounters(kind="", extra=1),
                      text="If you would get one or more counters, you get that many plus one "
                           "of each of those kinds of counters instead."),
    )),
)
