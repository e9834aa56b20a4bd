"""Modern Horizons 3 (set code ``mh3``): the energy cards beyond the seed pages.

Amped Raptor, Wheel of Potential and Phyrexian Ironworks live in :mod:`.mh3`; this module
holds the rest of the set's energy cards, each composed from the shared vocabulary.
"""

import aetherworks.vocab.exalted  # noqa: F401  (exalted counters grant exalted)
from aetherworks.cards.aer import SERVO
from aetherworks.cards.kld import etb_energy
from aetherworks.engine.cardpool import register
from aetherworks.engine.hooks import Rule
from aetherworks.vocab import (
    ActivatedAbility,
    AnyTarget,
    AttachedGets,
    BeginningOfStep,
    CardDef,
    CreateTokens,
    Damage,
    DealsCombatDamageToPlayer,
    Dies,
    DiscardChosen,
    Draw,
    EachOpponent,
    EntersWith,
    EventAmount,
    Filter,
    GetEnergy,
    If,
    ManaAbility,
    ManaValueOf,
    MayPay,
    Mode,
    Paid,
    PayAnyAmount,
    PayEnergy,
    PowerOf,
    Pump,
    PutCounters,
    SpellAbility,
    StaticAbility,
    TapIt,
    TapSelf,
    Target,
    TargetCreature,
    TargetPermanent,
    TargetPlayer,
    This,
    TokenDef,
    TriggeredAbility,
    X,
    You,
)
from aetherworks.vocab.activation_limits import OnlyIf
from aetherworks.vocab.alt_costs import PayCountersInstead
from aetherworks.vocab.attacking import AttackingCreature
from aetherworks.vocab.costs import Sacrifice
from aetherworks.vocab.counter_replacement import MorePlayerCounters, PaidOrLostThisTurn
from aetherworks.vocab.cycling import Cycling
from aetherworks.vocab.damage_modifiers import DamagePlus
from aetherworks.vocab.defending_player import CountOf
from aetherworks.vocab.effects import ApplyContinuous, CounterUnlessPays, GainLife
from aetherworks.vocab.energy import YouAttack
from aetherworks.vocab.energy_payments import SacrificeUnlessPay
from aetherworks.vocab.equipment import Attach, Equip
from aetherworks.vocab.exchange import ExchangeControl, SelfRule
from aetherworks.vocab.exile_until import ExileUntilLeaves
from aetherworks.vocab.graveyard_x import (
    ReturnSelfToHand,
    TargetChosen,
    TargetGraveyardCardWithMVX,
    UpToOneCardInGraveyard,
)
from aetherworks.vocab.impulse import ExileTopMayPlay, YouCastNotFromHand
from aetherworks.vocab.mass_destroy import DestroyEach
from aetherworks.vocab.prowess import prowess
from aetherworks.vocab.random_discard import DiscardAtRandom
from aetherworks.vocab.reanimate import ReturnToBattlefield
from aetherworks.vocab.replicate import Replicate, ReplicateCost
from aetherworks.vocab.revolt import Revolt
from aetherworks.vocab.statics import AddTypes
from aetherworks.vocab.stun import CounterOnUpTo, TapAllControlledBy
from aetherworks.vocab.targets import TargetSpell
from aetherworks.vocab.triggers import Attacks, Enters, GetsCounters
from aetherworks.vocab.vehicles import BECOMES_ARTIFACT_CREATURE, Crew
from aetherworks.vocab.x_costs import PayCountersX
from aetherworks.vocab.zone_triggers import EachPermanent, PermanentEnters

GREMLIN = TokenDef("Gremlin", 1, 1, ("Creature",), ("Gremlin",), colors=("R",))
CREATURE_OR_PW = Filter(types=("Creature", "Planeswalker"))
YOUR_CREATURES = Filter(types=("Creature",), controller="you")


def etb(n: int, what: str = "creature") -> TriggeredAbility:
    """"When this <what> enters, you get {E}..." with the set's reminder text."""
    words = {1: "an energy counter", 2: "two energy counters", 3: "three energy counters"}
    return etb_energy(n, f"When this {what} enters, you get {'{E}' * n} ({words[n]}).")


def galvanic_discharge(name: str, energy: int, text: str) -> CardDef:
    """Galvanic Discharge and its Alchemy rebalance differ only in the {E} they give."""
    return CardDef(name, (SpellAbility(
        effects=(GetEnergy(energy), PayAnyAmount(), Damage(Paid())),
        targets=(TargetPermanent(CREATURE_OR_PW),), text=text),))


def guide_of_souls(name: str, pay: int) -> CardDef:
    """Guide of Souls and its Alchemy rebalance differ only in the {E} the Angel costs."""
    angel = ("put two +1/+1 counters and a flying counter on target attacking creature. It "
             "becomes an Angel in addition to its other types.")
    return CardDef(name, (
        TriggeredAbility(trigger=PermanentEnters(others_only=True),
                         effects=(GainLife(1), GetEnergy(1)),
                         text="Whenever another creature you control enters, you gain 1 life "
                              "and get {E} (an energy counter)."),
        TriggeredAbility(trigger=YouAttack(), effects=(MayPay("energy", pay, reflexive=(
            TriggeredAbility(targets=(AttackingCreature(),), effects=(
                PutCounters("+1/+1", 2, on=Target()), PutCounters("flying", 1, on=Target()),
                ApplyContinuous(AddTypes(subtypes=("Angel",)), until="")),
                text="When you do, " + angel))),),
                         text=f"Whenever you attack, you may pay {'{E}' * pay}. When you do, "
                              + angel),
    ))


register(
    "mh3",
    CardDef("Tune the Narrative", (SpellAbility(
        effects=(Draw(1), GetEnergy(2)),
        text="Draw a card. You get {E}{E} (two energy counters)."),)),
    galvanic_discharge("Galvanic Discharge", 3, "Choose target creature or planeswalker. "
                       "You get {E}{E}{E} (three energy counters), then you may pay any "
                       "amount of {E}. Galvanic Discharge deals that much damage to that "
                       "permanent."),
    CardDef("Tempest Harvester", (
        etb(2),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(1)),
                         effects=(Draw(1), DiscardChosen(1, who=You())),
                         text="{T}, Pay {E}: Draw a card, then discard a card."),
    )),
    CardDef("Solstice Zealot", (
        etb(2),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(1)), effects=(TapIt(),),
                         targets=(TargetCreature(),),
                         text="{T}, Pay {E}: Tap target creature."),
    )),
    CardDef("Solar Transformer", (
        EntersWith(tapped=True, text="This artifact enters tapped."),
        etb(3, "artifact"),
        ManaAbility(produce="C", text="{T}: Add {C}."),
        ManaAbility(produce="WUBRG", energy=1, text="{T}, Pay {E}: Add one mana of any color."),
    )),
    CardDef("Roil Cartographer", (
        TriggeredAbility(trigger=PermanentEnters(types=("Land",)), effects=(GetEnergy(1),),
                         text="Landfall — Whenever a land you control enters, you get {E} "
                              "(an energy counter)."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(6)), effects=(Draw(3),),
                         text="{T}, Pay six {E}: Draw three cards."),
    )),
    CardDef("Thriving Skyclaw", (
        etb(3),
        TriggeredAbility(trigger=Attacks(),
                         effects=(MayPay("energy", 3, then=(PutCounters("+1/+1", 1),)),),
                         text="Whenever this creature attacks, you may pay {E}{E}{E}. If you "
                              "do, put a +1/+1 counter on it."),
    )),
    CardDef("Hexgold Slith", (
        etb(2),
        TriggeredAbility(trigger=Attacks(),
                         effects=(MayPay("energy", 2, then=(
                             Pump(on=This(), keywords=("First strike",)),)),),
                         text="Whenever this creature attacks, you may pay {E}{E}. If you do, "
                              "it gains first strike until end of turn."),
        TriggeredAbility(trigger=DealsCombatDamageToPlayer(),
                         effects=(PutCounters("+1/+1", 1),),
                         text="Whenever this creature deals combat damage to a player, put a "
                              "+1/+1 counter on it."),
    )),
    CardDef("Conduit Goblin", (
        etb(2),
        TriggeredAbility(trigger=BeginningOfStep("begin_combat"),
                         targets=(TargetCreature(controller="you", other=True),),
                         effects=(MayPay("energy", 1, then=(
                             Pump(1, 0, keywords=("Haste",)),)),),
                         text="At the beginning of combat on your turn, you may pay {E}. If "
                              "you do, another target creature you control gets +1/+0 and "
                              "gains haste until end of turn."),
    )),
    CardDef("Smelted Chargebug", (
        etb(2),
        TriggeredAbility(trigger=Attacks(), targets=(AttackingCreature(other=True),),
                         effects=(MayPay("energy", 1, then=(
                             Pump(1, 0, keywords=("Menace",)),)),),
                         text="Whenever this creature attacks, you may pay {E}. If you do, "
                              "another target attacking creature gets +1/+0 and gains menace "
                              "until end of turn."),
    )),
    CardDef("Riddle Gate Gargoyle", (
        etb(3),
        TriggeredAbility(trigger=YouAttack(), effects=(MayPay("energy", 2, reflexive=(
            TriggeredAbility(targets=(TargetCreature(controller="you"),),
                             effects=(Pump(keywords=("Lifelink",)),),
                             text="When you do, target creature you control gains lifelink "
                                  "until end of turn."))),),
                         text="Whenever you attack, you may pay {E}{E}. When you do, target "
                              "creature you control gains lifelink until end of turn."),
    )),
    CardDef("Inspired Inventor", (TriggeredAbility(
        trigger=Enters(),
        modes=(
            Mode((GetEnergy(3),), label="You get {E}{E}{E}"),
            Mode((PutCounters("+1/+1", 1, on=Target()),), (TargetCreature(),),
                 label="Put a +1/+1 counter on target creature"),
            Mode((CreateTokens(SERVO),), label="Create a 1/1 Servo"),
        ),
        text="When this creature enters, choose one —\n• You get {E}{E}{E} (three energy "
             "counters).\n• Put a +1/+1 counter on target creature.\n• Create a 1/1 "
             "colorless Servo artifact creature token."),)),
    CardDef("Electrozoa", (
        etb(2),
        TriggeredAbility(trigger=BeginningOfStep("main1"),
                         effects=(MayPay("energy", 1, otherwise=(TapIt(This()),)),),
                         text="At the beginning of your first main phase, tap this creature "
                              "unless you pay {E}."),
    )),
    CardDef("Cyclops Superconductor", (
        prowess(),
        etb(3),
        TriggeredAbility(trigger=Dies(), effects=(MayPay("energy", 3, reflexive=(
            TriggeredAbility(targets=(AnyTarget(),), effects=(Damage(PowerOf()),),
                             text="When you do, this creature deals damage equal to its "
                                  "power to any target."))),),
                         text="When this creature dies, you may pay {E}{E}{E}. When you do, "
                              "this creature deals damage equal to its power to any target."),
    )),
    CardDef("Scurry of Gremlins", (
        TriggeredAbility(trigger=Enters(),
                         effects=(CreateTokens(GREMLIN, 2), GetEnergy(CountOf())),
                         text="When this enchantment enters, create two 1/1 red Gremlin "
                              "creature tokens. Then you get an amount of {E} (energy "
                              "counters) equal to the number of creatures you control."),
        ActivatedAbility(costs=(PayEnergy(4),),
                         effects=(Pump(1, 0, on=EachPermanent(YOUR_CREATURES),
                                       keywords=("Haste",)),),
                         text="Pay {E}{E}{E}{E}: Creatures you control get +1/+0 and gain "
                              "haste until end of turn."),
    )),
    CardDef("Voltstorm Angel", (
        etb(3),
        TriggeredAbility(trigger=BeginningOfStep("begin_combat"), effects=(MayPay(
            "energy", 2, reflexive=TriggeredAbility(
                modes=(
                    Mode((Pump(on=This(), keywords=("Vigilance", "Lifelink")),),
                         label="This creature gains vigilance and lifelink"),
                    Mode((Pump(1, 1, on=EachPermanent(Filter(
                        types=("Creature",), controller="you", other=True))),),
                         label="Other creatures you control get +1/+1"),
                ),
                text="When you do, choose one —")),),
            text="At the beginning of combat on your turn, you may pay {E}{E}. When you do, "
                 "choose one —\n• This creature gains vigilance and lifelink until end of "
                 "turn.\n• Other creatures you control get +1/+1 until end of turn."),
    )),
    CardDef("Wrath of the Skies", (SpellAbility(
        effects=(GetEnergy(X()), PayAnyAmount(),
                 DestroyEach(Filter(types=("Artifact", "Creature", "Enchantment")),
                             max_mv=Paid())),
        text="You get X {E} (energy counters), then you may pay any amount of {E}. Destroy "
             "each artifact, creature, and enchantment with mana value less than or equal to "
             "the amount of {E} paid this way."),)),
    guide_of_souls("Guide of Souls", 3),
    CardDef("Bespoke Battlewagon", (
        ActivatedAbility(costs=(TapSelf(),), effects=(GetEnergy(2),),
                         text="{T}: You get {E}{E} (two energy counters)."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(2)), effects=(TapIt(),),
                         targets=(TargetCreature(),),
                         text="{T}, Pay {E}{E}: Tap target creature."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(3)), effects=(Draw(1),),
                         text="{T}, Pay {E}{E}{E}: Draw a card."),
        ActivatedAbility(costs=(PayEnergy(4),),
                         effects=(ApplyContinuous(BECOMES_ARTIFACT_CREATURE, on=This()),),
                         text="Pay {E}{E}{E}{E}: This Vehicle becomes an artifact creature "
                              "until end of turn."),
        Crew(4),
    )),
    CardDef("Izzet Generatorium", (
        StaticAbility(effect=MorePlayerCounters("energy", 1),
                      text="If you would get one or more {E} (energy counters), you get that "
                           "many plus one {E} instead."),
        ActivatedAbility(costs=(TapSelf(), OnlyIf(PaidOrLostThisTurn(4))), effects=(Draw(1),),
                         text="{T}: Draw a card. Activate only if you've paid or lost four or "
                              "more {E} this turn."),
    )),
    CardDef("Aether Spike", (SpellAbility(
        effects=(GetEnergy(2), PayAnyAmount(), CounterUnlessPays(Paid())),
        targets=(TargetSpell(),),
        text="Choose target spell. You get {E}{E} (two energy counters), then you may pay any "
             "amount of {E}. Counter that spell unless its controller pays {1} for each {E} "
             "paid this way."),)),
    CardDef("Static Prison", (
        TriggeredAbility(trigger=Enters(), effects=(ExileUntilLeaves(), GetEnergy(2)),
                         targets=(TargetPermanent(Filter(not_types=("Land",),
                                                         controller="opponent")),),
                         text="When this enchantment enters, exile target nonland permanent "
                              "an opponent controls until this enchantment leaves the "
                              "battlefield. You get {E}{E} (two energy counters)."),
        TriggeredAbility(trigger=BeginningOfStep("main1"), effects=(SacrificeUnlessPay(1),),
                         text="At the beginning of your first main phase, sacrifice this "
                              "enchantment unless you pay {E}."),
    )),
    CardDef("Chthonian Nightmare", (
        etb(3, "enchantment"),
        ActivatedAbility(costs=(PayCountersX(), Sacrifice(), ReturnSelfToHand()),
                         targets=(TargetGraveyardCardWithMVX(("Creature",)),),
                         effects=(ReturnToBattlefield(),), sorcery=True,
                         text="Pay X {E}, Sacrifice a creature, Return this enchantment to its "
                              "owner's hand: Return target creature card with mana value X "
                              "from your graveyard to the battlefield. Activate only as a "
                              "sorcery."),
    )),
    CardDef("Aether Revolt", (
        StaticAbility(effect=DamagePlus(2), condition=Revolt(),
                      text="Revolt — As long as a permanent left the battlefield under your "
                           "control this turn, if a source you control would deal noncombat "
                           "damage to an opponent or a permanent an opponent controls, it "
                           "deals that much damage plus 2 instead."),
        TriggeredAbility(trigger=GetsCounters("energy"), effects=(Damage(EventAmount()),),
                         targets=(AnyTarget(),),
                         text="Whenever you get one or more {E}, this enchantment deals that "
                              "much damage to any target."),
    )),
    CardDef("Unstable Amulet", (
        etb(2, "artifact"),
        TriggeredAbility(trigger=YouCastNotFromHand(), effects=(Damage(1, to=EachOpponent()),),
                         text="Whenever you cast a spell from anywhere other than your hand, "
                              "this artifact deals 1 damage to each opponent."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(2)), effects=(ExileTopMayPlay(),),
                         text="{T}, Pay {E}{E}: Exile the top card of your library. You may "
                              "play it until you exile another card with this artifact."),
    )),
    CardDef("Inventor's Axe", (
        etb(2, "Equipment"),
        TriggeredAbility(trigger=Enters(), targets=(TargetCreature(controller="you"),),
                         effects=(Attach(),),
                         text="When this Equipment enters, attach it to target creature you "
                              "control."),
        StaticAbility(effect=AttachedGets(2, 0), text="Equipped creature gets +2/+0."),
        Equip(PayEnergy(2), text="Equip—Pay {E}{E}."),
    )),
    CardDef("Rush of Inspiration // Crackling Falls", mdfc=True, faces=(
        CardDef("Rush of Inspiration", (SpellAbility(
            effects=(Draw(2), MayPay("energy", 2, otherwise=(DiscardAtRandom(1),))),
            text="Draw two cards. Then discard a card at random unless you pay {E}{E} (two "
                 "energy counters)."),)),
        CardDef("Crackling Falls", (
            EntersWith(tapped=True, text="Crackling Falls enters the battlefield tapped."),
            ManaAbility(produce="UR", text="{T}: Add {U} or {R}."),
        )),
    )),
    CardDef("Suppression Ray // Orderly Plaza", mdfc=True, faces=(
        CardDef("Suppression Ray", (SpellAbility(
            effects=(TapAllControlledBy(remember="tapped"), PayAnyAmount(),
                     CounterOnUpTo(Paid(), "stun", "tapped")),
            targets=(TargetPlayer(),),
            text="Tap all creatures target player controls. You may pay any amount of {E}. "
                 "If you do, choose up to that many creatures tapped this way. Put a stun "
                 "counter on each of them."),)),
        CardDef("Orderly Plaza", (
            EntersWith(tapped=True, text="Orderly Plaza enters the battlefield tapped."),
            ManaAbility(produce="WU", text="{T}: Add {W} or {U}."),
        )),
    )),
    CardDef("Jolted Awake", (
        SpellAbility(
            effects=(GetEnergy(2), If(TargetChosen(), then=(MayPay(
                "energy", ManaValueOf(Target()), then=(ReturnToBattlefield(),)),))),
            targets=(UpToOneCardInGraveyard(("Artifact", "Creature")),),
            text="Choose up to one target artifact or creature card in your graveyard. You "
                 "get {E}{E} (two energy counters). Then you may pay an amount of {E} equal "
                 "to that card's mana value. If you do, return it from your graveyard to the "
                 "battlefield."),
        Cycling("{2}", "Cycling {2} ({2}, Discard this card: Draw a card.)"),
    )),
    CardDef("Volatile Stormdrake", (
        StaticAbility(effect=SelfRule(Rule.HEXPROOF_FROM_ABILITIES),
                      text="Flying, hexproof from activated and triggered abilities"),
        TriggeredAbility(
            trigger=Enters(), targets=(TargetCreature(controller="opponent"),),
            effects=(ExchangeControl(This(), Target(), then=(
                GetEnergy(4), SacrificeUnlessPay(ManaValueOf(Target()), what=Target()))),),
            text="When this creature enters, exchange control of this creature and target "
                 "creature an opponent controls. If you do, you get {E}{E}{E}{E}, then "
                 "sacrifice that creature unless you pay an amount of {E} equal to its mana "
                 "value."),
    )),
    CardDef("Emissary of Soulfire", (
        etb(3),
        ActivatedAbility(costs=(PayEnergy(2),), effects=(PutCounters("exalted", 1, on=Target()),),
                         targets=(TargetCreature(controller="you"),), sorcery=True,
                         text="Pay {E}{E}: Put an exalted counter on target creature you "
                              "control. Activate only as a sorcery. (Whenever a creature you "
                              "control attacks alone, it gets +1/+1 until end of turn for each "
                              "instance of exalted among permanents you control.)"),
    )),
    CardDef("Primal Prayers", (
        etb(2, "enchantment"),
        StaticAbility(effect=PayCountersInstead(("Creature",), 3, "energy", 1, flash=True),
                      text="You may cast creature spells with mana value 3 or less by paying "
                           "{E} rather than paying their mana costs. If you cast a spell this "
                           "way, you may cast it as though it had flash."),
    )),
    CardDef("Reiterating Bolt", (
        Replicate("Replicate—Pay {E}{E}{E}. (When you cast this spell, copy it for each time "
                  "you paid its replicate cost. You may choose new targets for the copies.)"),
        SpellAbility(effects=(Damage(3),), targets=(TargetPermanent(CREATURE_OR_PW),),
                     additional_costs=(ReplicateCost("energy", 3),),
                     text="Reiterating Bolt deals 3 damage to target creature or "
                          "planeswalker."),
    )),
)
