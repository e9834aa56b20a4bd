"""Fallout (set code ``pip``): the energy cards of the Fallout Commander decks."""

from aetherworks.cards.core import NONLAND
from aetherworks.cards.kld import etb_energy
from aetherworks.engine.cardpool import register
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab import (
    ActivatedAbility,
    AnyTarget,
    Attacks,
    BeginningOfStep,
    CardDef,
    ControllerOfTarget,
    CounterIt,
    CreateTokens,
    Damage,
    Destroy,
    Dies,
    Draw,
    Enters,
    EventObject,
    Exile,
    Filter,
    GetEnergy,
    ManaAbility,
    ManaValueOf,
    MayPay,
    Pump,
    PutCounters,
    Sacrifice,
    SacrificeSelf,
    SpellAbility,
    StaticAbility,
    TapSelf,
    Target,
    TargetCardInGraveyard,
    TargetCreature,
    TargetPermanent,
    TargetPlayer,
    TargetSpell,
    TokenDef,
    TriggeredAbility,
    UntapIt,
    YouCast,
    YouControl,
)
from aetherworks.vocab.activation_limits import OnlyIf
from aetherworks.vocab.coin_flip import FlipCoin
from aetherworks.vocab.combat_triggers import (
    AttacksOrBlocks,
    CreatureAttacks,
    OneOrMoreDealCombatDamage,
    YourTurn,
)
from aetherworks.vocab.conditions import PaidAtLeast
from aetherworks.vocab.cost_reduction import CostsLessFor, CreaturesAttackingYou
from aetherworks.vocab.costs import PayEnergy
from aetherworks.vocab.counts import CardsInHand, CountMatching, PowerIs, SpellManaValue
from aetherworks.vocab.defending_player import (
    CountOf,
    DefendingPlayer,
    Nonbasic,
    PlayersCreaturesCantBlock,
    TargetPermanentOf,
)
from aetherworks.vocab.doesnt_untap import AttachedCreature, AttachedDoesntUntap
from aetherworks.vocab.effects import If, PayAnyAmount, ShuffleIntoLibrary, TapIt
from aetherworks.vocab.energy import ExileFromTopUntil
from aetherworks.vocab.energy_payments import (
    MayOrElse,
    MayPlayThisTurn,
    PayThen,
    SacrificeUnlessPay,
)
from aetherworks.vocab.equipment import Attach
from aetherworks.vocab.equipped import EquippedAttacks, TargetBlockingEquipped
from aetherworks.vocab.exiled_abilities import (
    DamagedPlayer,
    ExileWithCounters,
    HasExiledAbilities,
)
from aetherworks.vocab.keyword_counters import PutCounterOfChoice
from aetherworks.vocab.library import Mill
from aetherworks.vocab.reanimate import ReturnToBattlefield
from aetherworks.vocab.refs import Paid, You
from aetherworks.vocab.saga import ExileTop, MayPlayOneFree, chapter
from aetherworks.vocab.statics import AttachedGets
from aetherworks.vocab.triggers import DealsCombatDamageToPlayer, GetsCounters
from aetherworks.vocab.x_costs import PayCountersX, TargetPermanentWithMVX
from aetherworks.vocab.zone_triggers import EachPermanent

NONBASIC_LAND = Nonbasic(types=("Land",))
ROBOT = TokenDef("Robot", 3, 3, ("Artifact", "Creature"), ("Robot",))



register(
    "pip",
    CardDef("Assaultron Dominator", (
        etb_energy(2, "When this creature enters, you get {E}{E} (two energy counters)."),
        TriggeredAbility(
            trigger=CreatureAttacks(types=("Artifact", "Creature")),
            effects=(MayPay("energy", 1, then=(PutCounterOfChoice(
                ("+1/+1", "first strike", "trample"), on=EventObject()),)),),
            text="Whenever an artifact creature you control attacks, you may pay {E}. If you "
                 "do, put your choice of a +1/+1, first strike, or trample counter on that "
                 "creature."),
    )),
    CardDef("Automated Assembly Line", (
        TriggeredAbility(
            trigger=OneOrMoreDealCombatDamage(types=("Artifact", "Creature")),
            effects=(GetEnergy(1),),
            text="Whenever one or more artifact creatures you control deal combat damage to a "
                 "player, you get {E} (an energy counter)."),
        ActivatedAbility(
            costs=(PayEnergy(3),), effects=(CreateTokens(ROBOT, tapped=True),),
            text="Pay {E}{E}{E}: Create a tapped 3/3 colorless Robot artifact creature "
                 "token."),
    )),
    CardDef("Behemoth of Vault 0", (
        etb_energy(4, "When this creature enters, you get {E}{E}{E}{E} (four energy "
                       "counters)."),
        TriggeredAbility(
            trigger=Dies(),
            targets=(TargetPermanent(NONLAND),),
            effects=(PayThen(n=ManaValueOf(Target()), about=Target(), reflexive=TriggeredAbility(
                effects=(Destroy(EventObject()),),
                text="When you do, destroy that permanent.")),),
            text="When this creature dies, you may pay an amount of {E} equal to target "
                 "nonland permanent's mana value. When you do, destroy that permanent."),
    )),
    CardDef("Brotherhood Scribe", (
        ActivatedAbility(
            costs=(OnlyIf(YouControl(Filter(types=("Artifact",)), at_least=3)), TapSelf()),
            effects=(GetEnergy(1),),
            text="Metalcraft — {T}: You get {E} (an energy counter). Activate only if you "
                 "control three or more artifacts."),
        TriggeredAbility(
            trigger=GetsCounters("energy"), condition=YourTurn(),
            effects=(Pump(1, 1, on=EachPermanent(Filter(types=("Creature",),
                                                        controller="you"))),),
            text="Whenever you get one or more {E} during your turn, creatures you control "
                 "get +1/+1 until end of turn."),
    )),
    CardDef("Dr. Madison Li", (
        TriggeredAbility(trigger=YouCast(types=("Artifact",)), effects=(GetEnergy(1),),
                         text="Whenever you cast an artifact spell, you get {E} (an energy "
                              "counter)."),
        ActivatedAbility(
            costs=(TapSelf(), PayEnergy(1)), targets=(TargetCreature(),),
            effects=(Pump(1, 0, keywords=("Trample", "Haste")),),
            text="{T}, Pay {E}: Target creature gets +1/+0 and gains trample and haste until "
                 "end of turn."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(3)), effects=(Draw(1),),
                         text="{T}, Pay {E}{E}{E}: Draw a card."),
        ActivatedAbility(
            costs=(TapSelf(), PayEnergy(5)),
            targets=(TargetCardInGraveyard(types=("Artifact",)),),
            effects=(ReturnToBattlefield(tapped=True),),
            text="{T}, Pay {E}{E}{E}{E}{E}: Return target artifact card from your graveyard "
                 "to the battlefield tapped."),
    )),
    CardDef("Electrosiphon", (SpellAbility(
        targets=(TargetSpell(),),
        effects=(CounterIt(), GetEnergy(SpellManaValue(Target()))),
        text="Counter target spell. You get an amount of {E} (energy counters) equal to its "
             "mana value."),)),
    CardDef("HELIOS One", (
        ManaAbility(produce="C", text="{T}: Add {C}."),
        ActivatedAbility(mana=ManaCost.parse("{1}"), costs=(TapSelf(),),
                         effects=(GetEnergy(1),),
                         text="{1}, {T}: You get {E} (an energy counter)."),
        ActivatedAbility(
            mana=ManaCost.parse("{3}"), costs=(TapSelf(), PayCountersX(), SacrificeSelf()),
            targets=(TargetPermanentWithMVX(NONLAND),), effects=(Destroy(),), sorcery=True,
            text="{3}, {T}, Pay X {E}, Sacrifice this land: Destroy target nonland permanent "
                 "with mana value X. Activate only as a sorcery."),
    )),
    CardDef("Liberty Prime, Recharged", (
        TriggeredAbility(
            trigger=AttacksOrBlocks(), effects=(SacrificeUnlessPay(2),),
            text="Whenever Liberty Prime attacks or blocks, sacrifice it unless you pay "
                 "{E}{E} (two energy counters)."),
        ActivatedAbility(
            mana=ManaCost.parse("{2}"),
            costs=(TapSelf(), Sacrifice(Filter(types=("Artifact",)))),
            effects=(GetEnergy(2), Draw(1)),
            text="{2}, {T}, Sacrifice an artifact: You get {E}{E} and draw a card."),
    )),
    CardDef("Synth Eradicator", (
        TriggeredAbility(
            trigger=Attacks(),
            effects=(
                ExileFromTopUntil(filter=Filter(), remember="exiled"),
                MayOrElse(then=(GetEnergy(2),), otherwise=(MayPlayThisTurn("exiled"),),
                          prompt="Get {E}{E}? (If you don't, you may play the exiled card "
                                 "this turn.)"),
            ),
            text="Whenever this creature attacks, exile the top card of your library. You "
                 "may get {E}{E} (two energy counters). If you don't, you may play that card "
                 "this turn."),
        ActivatedAbility(
            costs=(TapSelf(), PayEnergy(3)), targets=(AnyTarget(),), effects=(Damage(3),),
            text="{T}, Pay {E}{E}{E}: This creature deals 3 damage to any target."),
    )),
)

__all__ = ["ROBOT"]


# --- cards whose rules the engine gained later ------------------------------------------

register(
    "pip",
    CardDef("Robobrain War Mind", (
        StaticAbility(effect=PowerIs(CardsInHand()),
                      text="Robobrain War Mind's power is equal to the number of cards in "
                           "your hand."),
        TriggeredAbility(
            trigger=Enters(), effects=(GetEnergy(CountMatching(("Artifact", "Creature"))),),
            text="When this creature enters, you get an amount of {E} (energy counters) equal "
                 "to the number of artifact creatures you control."),
        TriggeredAbility(
            trigger=Attacks(), effects=(MayPay("energy", 3, then=(Draw(1),)),),
            text="Whenever this creature attacks, you may pay {E}{E}{E}. If you do, draw a "
                 "card."),
    )),
)

register(
    "pip",
    CardDef("The Motherlode, Excavator", (
        TriggeredAbility(
            trigger=Enters(), targets=(TargetPlayer(opponent_only=True),),
            effects=(GetEnergy(CountOf(NONBASIC_LAND, who=Target())),),
            text="When The Motherlode enters, choose target opponent. You get an amount of {E} "
                 "(energy counters) equal to the number of nonbasic lands that player "
                 "controls."),
        TriggeredAbility(
            trigger=Attacks(),
            effects=(MayPay("energy", 4, reflexive=TriggeredAbility(
                targets=(TargetPermanentOf(NONBASIC_LAND, owner_ref=DefendingPlayer()),),
                effects=(Destroy(), PlayersCreaturesCantBlock(who=ControllerOfTarget())),
                text="When you do, destroy target nonbasic land defending player controls, and "
                     "creatures that player controls without flying can't block this turn.")),),
            text="Whenever The Motherlode attacks, you may pay {E}{E}{E}{E}. When you do, "
                 "destroy target nonbasic land defending player controls, and creatures that "
                 "player controls without flying can't block this turn."),
    )),
)

register(
    "pip",
    CardDef("Sentry Bot", (
        StaticAbility(effect=CostsLessFor(CreaturesAttackingYou()),
                      text="This spell costs {1} less to cast for each creature attacking "
                           "you."),
        TriggeredAbility(
            trigger=Enters(), effects=(GetEnergy(CreaturesAttackingYou()),),
            text="When this creature enters, you get {E} for each creature attacking you."),
        TriggeredAbility(
            trigger=BeginningOfStep("begin_combat"),
            effects=(MayPay("energy", 3, then=(PutCounters("+1/+1", 1, on=EachPermanent(
                Filter(types=("Creature",), controller="you"))),)),),
            text="At the beginning of combat on your turn, you may pay {E}{E}{E}. If you do, "
                 "put a +1/+1 counter on each creature you control."),
    )),
)

register(
    "pip",
    CardDef("T-45 Power Armor", (
        TriggeredAbility(trigger=Enters(), effects=(GetEnergy(2),),
                         text="When this Equipment enters, you get {E}{E} (two energy "
                              "counters)."),
        StaticAbility(effect=AttachedGets(3, 3),
                      text="Equipped creature gets +3/+3 and doesn't untap during its "
                           "controller's untap step."),
        StaticAbility(effect=AttachedDoesntUntap()),
        TriggeredAbility(
            trigger=BeginningOfStep("upkeep"),
            effects=(MayPay("energy", 1, then=(
                UntapIt(AttachedCreature()),
                PutCounterOfChoice(("menace", "trample", "lifelink"), on=AttachedCreature()),
            )),),
            text="At the beginning of your upkeep, you may pay {E}. If you do, untap equipped "
                 "creature, then put your choice of a menace, trample, or lifelink counter on "
                 "it."),
        ActivatedAbility(mana=ManaCost.parse("{3}"), targets=(TargetCreature(controller="you"),),
                         effects=(Attach(),), sorcery=True, text="Equip {3}"),
    )),
)

register(
    "pip",
    CardDef("Plasma Caster", (
        StaticAbility(effect=AttachedGets(1, 1), text="Equipped creature gets +1/+1."),
        TriggeredAbility(trigger=EquippedAttacks(), effects=(GetEnergy(2),),
                         text="Whenever equipped creature attacks, you get {E}{E} (two energy "
                              "counters)."),
        ActivatedAbility(
            costs=(PayEnergy(2),), targets=(TargetBlockingEquipped(),),
            effects=(FlipCoin(won=(Exile(),), lost=(Damage(1),)),),
            text="Pay {E}{E}: Choose target creature that's blocking equipped creature. Flip a "
                 "coin. If you win the flip, exile the chosen creature. Otherwise, this "
                 "Equipment deals 1 damage to it."),
        ActivatedAbility(mana=ManaCost.parse("{2}"), targets=(TargetCreature(controller="you"),),
                         effects=(Attach(),), sorcery=True, text="Equip {2}"),
    )),
)

register(
    "pip",
    CardDef("Vault 112: Sadistic Simulation", (
        chapter((1, 2), targets=(TargetCreature(count=1, min_count=0),),
                effects=(TapIt(), PutCounters("stun", 1, on=Target()), GetEnergy(2)),
                text="I, II — Tap up to one target creature and put a stun counter on it. You "
                     "get {E}{E} (two energy counters)."),
        chapter((3,), effects=(
            PayAnyAmount(),
            If(PaidAtLeast(1), then=(
                ShuffleIntoLibrary(zones=(), who=You()),
                ExileTop(Paid(), remember="exiled"),
                MayPlayOneFree("exiled"),
            )),
        ), text="III — Pay any amount of {E}. If you paid one or more {E} this way, shuffle "
                "your library, then exile that many cards from the top. You may play one of "
                "those cards without paying its mana cost."),
    )),
)

register(
    "pip",
    CardDef("Rex, Cyber-Hound", (
        TriggeredAbility(trigger=DealsCombatDamageToPlayer(),
                         effects=(Mill(2, who=DamagedPlayer()), GetEnergy(2)),
                         text="Whenever Rex deals combat damage to a player, they mill two "
                              "cards and you get {E}{E} (two energy counters)."),
        ActivatedAbility(costs=(PayEnergy(2),), sorcery=True,
                         targets=(TargetCardInGraveyard(types=("Creature",), yours=False),),
                         effects=(ExileWithCounters("brain", 1),),
                         text="Pay {E}{E}: Choose target creature card in a graveyard. Exile "
                              "it with a brain counter on it. Activate only as a sorcery."),
        StaticAbility(HasExiledAbilities("brain"),
                      text="Rex has all activated abilities of all cards in exile with brain "
                           "counters on them."),
    )),
)
