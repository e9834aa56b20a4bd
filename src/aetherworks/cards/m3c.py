"""Modern Horizons 3 Commander (set code ``m3c``).

Aurora Shifter becomes a copy of another creature — "a permanent that copies something
else" for the Saheeli copy rulings [707.3, 707.9a].  The others: Stone Idol Generator,
Localized Destruction, Sphinx of the Revelation, Aether Refinery, Satya, Aetherflux Genius.
"""

from aetherworks.engine.cardpool import PARTS, register
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab import (
    ActivatedAbility,
    Attacks,
    BeginningOfStep,
    CardDef,
    CreateTokens,
    Destroy,
    Draw,
    EventAmount,
    EventObject,
    Filter,
    GetEnergy,
    ManaAbility,
    ManaValueOf,
    MayPay,
    Paid,
    PayEnergy,
    PlayerCounters,
    Pump,
    PutCounters,
    SpellAbility,
    StaticAbility,
    TapSelf,
    TargetCreature,
    This,
    TokenDef,
    TriggeredAbility,
    X,
)
from aetherworks.vocab.combat_triggers import CreatureAttacks, YouGainLife
from aetherworks.vocab.cost_reduction import CostsLessFor, CountersPaidOrLostThisTurn
from aetherworks.vocab.counter_doubling import DoublePlayerCounters
from aetherworks.vocab.counts import WithPower
from aetherworks.vocab.divided_damage import DividedAnyTarget, DividedDamage
from aetherworks.vocab.either_cost import PayManaOr
from aetherworks.vocab.energy import AtNextStep, BecomeCopyOf, Except, YouAttack
from aetherworks.vocab.energy_payments import PayThen, SacrificeUnlessPay
from aetherworks.vocab.equipped import EquippedAttacks
from aetherworks.vocab.excess_damage import (
    DealsCombatDamageToCreature,
    DoublePower,
    ExcessDamageDealt,
)
from aetherworks.vocab.jump_start import GainJumpStart
from aetherworks.vocab.reconfigure import Reconfigure
from aetherworks.vocab.targets import TargetCardInGraveyard
from aetherworks.vocab.triggers import DealsCombatDamageToPlayer, Enters
from aetherworks.vocab.unearth import Unearth
from aetherworks.vocab.vehicles import Crew
from aetherworks.vocab.x_costs import PayCountersX
from aetherworks.vocab.x_tokens import CreateAttackingTokenCopy, CreateXToken, TargetNontoken
from aetherworks.vocab.zone_triggers import EachPermanent

# Part keys of Aurora Shifter's own two abilities (keys follow definition order): the copy
# keeps "this ability" and the damage ability [707.9a].
_DAMAGE_KEY, _COMBAT_KEY = "Aurora Shifter@0", "Aurora Shifter@1"
_DAMAGE_TEXT = ("Whenever this creature deals combat damage to a player, you get that many "
                "{E}.")

register(
    "m3c",
    CardDef("Aurora Shifter", (
        TriggeredAbility(trigger=DealsCombatDamageToPlayer(),
                         effects=(GetEnergy(EventAmount()),), text=_DAMAGE_TEXT),
        TriggeredAbility(
            trigger=BeginningOfStep("begin_combat"),
            effects=(MayPay("energy", 2, reflexive=TriggeredAbility(
                effects=(BecomeCopyOf(exceptions=Except(
                    add_abilities=(_COMBAT_KEY, _DAMAGE_KEY))),),
                targets=(TargetCreature(controller="you", other=True),),
                text="When you do, this creature becomes a copy of another target creature "
                     "you control, except it has this ability and \"" + _DAMAGE_TEXT + "\"")),),
            text="At the beginning of combat on your turn, you may pay {E}{E}. When you do, "
                 "this creature becomes a copy of another target creature you control, except "
                 "it has this ability and \"" + _DAMAGE_TEXT + "\""),
    )),
)

CONSTRUCT = TokenDef("Construct", 6, 12, ("Artifact", "Creature"), ("Construct",),
                     keywords=("Trample",))
AETHERBORN = TokenDef("Aetherborn", 0, 0, ("Creature",), ("Aetherborn",), colors=("B",))
CREATURE = Filter(types=("Creature",))
SACRIFICE_UNLESS_MV = TriggeredAbility(
    effects=(SacrificeUnlessPay(ManaValueOf(This())),),
    text="Sacrifice that token unless you pay an amount of {E} equal to its mana value.")

register(
    "m3c",
    CardDef("Stone Idol Generator", (
        TriggeredAbility(trigger=CreatureAttacks(), effects=(GetEnergy(1),),
                         text="Whenever a creature you control attacks, you get {E} (an energy "
                              "counter)."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(6)), effects=(CreateTokens(CONSTRUCT),),
                         sorcery=True,
                         text="{T}, Pay six {E}: Create a 6/12 colorless Construct artifact "
                              "creature token with trample. Activate only as a sorcery."),
    )),
    CardDef("Localized Destruction", (SpellAbility(
        effects=(
            GetEnergy(1),
            PayThen(then=(Pump(0, 0, keywords=("Indestructible",), on=WithPower(
                EachPermanent(Filter(types=("Creature",), controller="you")), Paid())),)),
            Destroy(EachPermanent(CREATURE)),
        ),
        text="You get {E} (an energy counter), then you may pay one or more {E}. If you do, "
             "each creature you control with power equal to the amount of {E} paid this way "
             "gains indestructible until end of turn.\nDestroy all creatures."),)),
    CardDef("Sphinx of the Revelation", (
        TriggeredAbility(trigger=YouGainLife(), effects=(GetEnergy(EventAmount()),),
                         text="Whenever you gain life, you get that many {E} (energy "
                              "counters)."),
        ActivatedAbility(mana=ManaCost.parse("{W}{U}{U}"), costs=(TapSelf(), PayCountersX()),
                         effects=(Draw(X()),),
                         text="{W}{U}{U}, {T}, Pay X {E}: Draw X cards."),
    )),
    CardDef("Satya, Aetherflux Genius", (TriggeredAbility(
        trigger=Attacks(),
        targets=(TargetNontoken(Filter(types=("Creature",), controller="you", other=True),
                                count=1, min_count=0),),
        effects=(
            CreateAttackingTokenCopy(remember="copy"),
            GetEnergy(2),
            AtNextStep("end", SACRIFICE_UNLESS_MV, key="copy"),
        ),
        text="Whenever Satya attacks, create a tapped and attacking token that's a copy of up "
             "to one other target nontoken creature you control. You get {E}{E} (two energy "
             "counters). At the beginning of the next end step, sacrifice that token unless "
             "you pay an amount of {E} equal to its mana value."),)),
    CardDef("Aether Refinery", (
        StaticAbility(effect=DoublePlayerCounters("energy"),
                      text="If you would get one or more {E} (energy counters), you get twice "
                           "that many {E} instead."),
        ActivatedAbility(costs=(TapSelf(),), effects=(
            GetEnergy(1),
            PayThen(then=(CreateXToken(AETHERBORN, Paid(), Paid()),)),
        ), text="{T}: You get {E}, then you may pay one or more {E}. If you do, create an X/X "
                "black Aetherborn creature token, where X is the amount of {E} paid this "
                "way."),
    )),
)

assert PARTS[_DAMAGE_KEY].text == _DAMAGE_TEXT  # type: ignore[attr-defined]
assert PARTS[_COMBAT_KEY].text.startswith("At the beginning of combat")  # type: ignore[attr-defined]

register(
    "m3c",
    CardDef("Blaster Hulk", (
        StaticAbility(effect=CostsLessFor(CountersPaidOrLostThisTurn("energy")),
                      text="This spell costs {1} less to cast for each {E} (energy counter) "
                           "you've paid or lost this turn."),
        TriggeredAbility(
            trigger=Attacks(),
            effects=(GetEnergy(2), MayPay("energy", 8, reflexive=TriggeredAbility(
                targets=(DividedAnyTarget(count=8, divide=8),), effects=(DividedDamage(),),
                text="When you do, this creature deals 8 damage divided as you choose among "
                     "up to eight targets."))),
            text="Whenever this creature attacks, you get {E}{E}, then you may pay eight {E}. "
                 "When you do, this creature deals 8 damage divided as you choose among up to "
                 "eight targets."),
    )),
)

register(
    "m3c",
    CardDef("Overclocked Electromancer", (
        TriggeredAbility(
            trigger=BeginningOfStep("begin_combat"),
            effects=(MayPay("energy", 3, then=(PutCounters("+1/+1", 1),)),),
            text="At the beginning of combat on your turn, you may pay {E}{E}{E}. If you do, "
                 "put a +1/+1 counter on this creature."),
        TriggeredAbility(trigger=Attacks(), effects=(DoublePower(),),
                         text="Whenever this creature attacks, double its power until end of "
                              "turn."),
        TriggeredAbility(
            trigger=DealsCombatDamageToCreature(), effects=(GetEnergy(ExcessDamageDealt()),),
            text="Whenever this creature deals combat damage to a creature, if that creature "
                 "was dealt excess damage this turn, you get X {E}, where X is that excess "
                 "damage."),
    )),
)

register(
    "m3c",
    CardDef("Conversion Apparatus", (
        ManaAbility(produce="C", text="{T}: Add {C}."),
        ActivatedAbility(mana=ManaCost.parse("{3}"), costs=(TapSelf(),), effects=(GetEnergy(3),),
                         text="{3}, {T}: You get {E}{E}{E} (three energy counters)."),
        # One activation pays up to three units of a cost, of any colours [106.1, 605].
        ManaAbility(produce="WUBRG", amount=3, energy=3, combination=True,
                    text="{T}, Pay {E}{E}{E}: Add three mana in any combination of colors."),
    )),
)

register(
    "m3c",
    CardDef("Salvation Colossus", (
        TriggeredAbility(
            trigger=YouAttack(),
            effects=(Pump(2, 2, on=EachPermanent(Filter(types=("Creature",), controller="you",
                                                         other=True)),
                          keywords=("Indestructible",)),),
            text="Whenever you attack, other creatures you control get +2/+2 and gain "
                 "indestructible until end of turn."),
        Unearth(costs=(PayEnergy(8),),
                text="Unearth—Pay eight {E}. (Pay eight energy counters: Return this card from "
                     "your graveyard to the battlefield. It gains haste. Exile it at the "
                     "beginning of the next end step or if it would leave the battlefield. "
                     "Unearth only as a sorcery.)"),
    )),
)

register(
    "m3c",
    CardDef("Filigree Racer", (
        TriggeredAbility(trigger=Enters(), effects=(GetEnergy(4),),
                         text="When this Vehicle enters, you get {E}{E}{E}{E} (four energy "
                              "counters)."),
        TriggeredAbility(
            trigger=Attacks(),
            effects=(MayPay("energy", 2, reflexive=TriggeredAbility(
                targets=(TargetCardInGraveyard(types=("Instant", "Sorcery")),),
                effects=(GainJumpStart(),),
                text="When you do, target instant or sorcery card in your graveyard gains "
                     "jump-start until end of turn.")),),
            text="Whenever this Vehicle attacks, you may pay {E}{E}. When you do, target "
                 "instant or sorcery card in your graveyard gains jump-start until end of "
                 "turn. (You may cast that card from your graveyard by discarding a card in "
                 "addition to paying its other costs. Then exile it.)"),
        Crew(1),
    )),
)

register(
    "m3c",
    CardDef("Razorfield Ripper", (
        TriggeredAbility(
            trigger=EquippedAttacks(or_self=True),
            effects=(GetEnergy(1), Pump(PlayerCounters("energy"), PlayerCounters("energy"),
                                        on=EventObject())),
            text="Whenever this creature or equipped creature attacks, you get {E} (an energy "
                 "counter), then it gets +X/+X until end of turn, where X is the amount of {E} "
                 "you have."),
        *Reconfigure(PayManaOr("{2}", PayEnergy(3)),
                     text="Reconfigure—Pay {2} or {E}{E}{E}. (Pay {2} or {E}{E}{E}: Attach to "
                          "target creature you control; or unattach from a creature. "
                          "Reconfigure only as a sorcery. While attached, this isn't a "
                          "creature.)"),
    )),
)
