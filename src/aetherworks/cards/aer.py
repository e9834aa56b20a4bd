"""Aether Revolt (set code ``aer``): its energy cards.

Mechanics used here live in the vocabulary: vehicles and crew (:mod:`.vocab.vehicles`),
extra turns and combats (:mod:`.vocab.extra_turns`), blocking requirements
(:mod:`.vocab.must_block`), "enters or attacks" / "blocks" (:mod:`.vocab.combat_triggers`),
life-loss triggers (:mod:`.vocab.life_loss`), mandatory payments (:mod:`.vocab.mandatory_pay`)
and exile-and-return (:mod:`.vocab.flicker`).
"""

from aetherworks.cards.kld import etb_energy
from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    ApplyContinuous,
    Attacks,
    BeginningOfStep,
    CardDef,
    CreateTokens,
    Damage,
    Draw,
    Enters,
    Filter,
    GainLife,
    GetEnergy,
    LoseLife,
    MayPay,
    PayEnergy,
    Pump,
    PutCounters,
    ReturnToHand,
    SacrificeSelf,
    SpellAbility,
    TapSelf,
    TargetCreature,
    TargetPlayerOrPlaneswalker,
    This,
    TokenDef,
    TriggeredAbility,
    UntapIt,
)
from aetherworks.vocab.costs import PayCounters
from aetherworks.vocab.counts import GreatestPower
from aetherworks.vocab.defending_player import CountOf
from aetherworks.vocab.enters_or_attacks import Blocks, EntersOrAttacks
from aetherworks.vocab.extra_turns import AdditionalCombat, ExtraTurn
from aetherworks.vocab.flicker import ExileAndReturn, ExileSelf
from aetherworks.vocab.life_loss import DrainLife, LoseLifeFirstTimeEachTurn
from aetherworks.vocab.mandatory_pay import PayOrElse
from aetherworks.vocab.must_block import BlocksIfAble
from aetherworks.vocab.vehicles import Crew
from aetherworks.vocab.zone_triggers import EachPermanent, NonNegative, PermanentEnters

SERVO = TokenDef("Servo", 1, 1, ("Artifact", "Creature"), ("Servo",))

ETB2 = "When this creature enters, you get {E}{E} (two energy counters)."
SERVO_ON_ATTACK = ("Whenever this creature attacks, you may pay {E}{E}. If you do, create a "
                   "1/1 colorless Servo artifact creature token.")


def servo_artificer(name: str) -> CardDef:
    """The Aether Revolt common cycle: {E}{E} on entering, a Servo for {E}{E} on attacking."""
    return CardDef(name, (
        etb_energy(2, ETB2),
        TriggeredAbility(trigger=Attacks(),
                         effects=(MayPay("energy", 2, then=(CreateTokens(SERVO),)),),
                         text=SERVO_ON_ATTACK),
    ))


register(
    "aer",
    CardDef("Bristling Hydra", (
        etb_energy(3, "When this creature enters, you get {E}{E}{E} (three energy counters)."),
        ActivatedAbility(costs=(PayEnergy(3),),
                         effects=(PutCounters("+1/+1", 1), Pump(on=This(),
                                                              keywords=("Hexproof",))),
                         text="Pay {E}{E}{E}: Put a +1/+1 counter on this creature. It gains "
                              "hexproof until end of turn."),
    )),
    *(servo_artificer(n) for n in ("Aether Chaser", "Aether Herder", "Aether Inspector",
                                   "Aether Poisoner", "Aether Swooper")),
    CardDef("Reservoir Walker", (TriggeredAbility(
        trigger=Enters(), effects=(GainLife(3), GetEnergy(3)),
        text="When this creature enters, you gain 3 life and get {E}{E}{E} (three energy "
             "counters)."),)),
    CardDef("Highspire Infusion", (SpellAbility(
        effects=(Pump(3, 3), GetEnergy(2)), targets=(TargetCreature(),),
        text="Target creature gets +3/+3 until end of turn. You get {E}{E} (two energy "
             "counters)."),)),
    CardDef("Shipwreck Moray", (
        etb_energy(4, "When this creature enters, you get {E}{E}{E}{E} (four energy "
                      "counters)."),
        ActivatedAbility(costs=(PayEnergy(1),), effects=(Pump(2, -2, on=This()),),
                         text="Pay {E}: This creature gets +2/-2 until end of turn."),
    )),
    CardDef("Aethertide Whale", (
        etb_energy(6, "When this creature enters, you get six {E} (energy counters)."),
        ActivatedAbility(costs=(PayEnergy(4),), effects=(ReturnToHand(This()),),
                         text="Pay {E}{E}{E}{E}: Return this creature to its owner's hand."),
    )),
    CardDef("Scrapper Champion", (
        etb_energy(2, ETB2),
        TriggeredAbility(trigger=Attacks(),
                         effects=(MayPay("energy", 2, then=(PutCounters("+1/+1", 1),)),),
                         text="Whenever this creature attacks, you may pay {E}{E}. If you do, "
                              "put a +1/+1 counter on it."),
    )),
    CardDef("Aetherstream Leopard", (
        etb_energy(1, "When this creature enters, you get {E} (an energy counter)."),
        TriggeredAbility(trigger=Attacks(),
                         effects=(MayPay("energy", 1, then=(Pump(2, 0, on=This()),)),),
                         text="Whenever this creature attacks, you may pay {E}. If you do, it "
                              "gets +2/+0 until end of turn."),
    )),
    CardDef("Consulate Turret", (
        ActivatedAbility(costs=(TapSelf(),), effects=(GetEnergy(1),),
                         text="{T}: You get {E} (an energy counter)."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(3)), effects=(Damage(2),),
                         targets=(TargetPlayerOrPlaneswalker(),),
                         text="{T}, Pay {E}{E}{E}: This artifact deals 2 damage to target "
                              "player or planeswalker."),
    )),
    CardDef("Shielded Aether Thief", (
        TriggeredAbility(trigger=Blocks(), effects=(GetEnergy(1),),
                         text="Whenever this creature blocks, you get {E} (an energy "
                              "counter)."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(3)), effects=(Draw(1),),
                         text="{T}, Pay {E}{E}{E}: Draw a card."),
    )),
    CardDef("Glint-Sleeve Siphoner", (
        TriggeredAbility(trigger=EntersOrAttacks(), effects=(GetEnergy(1),),
                         text="Whenever this creature enters or attacks, you get {E} (an "
                              "energy counter)."),
        TriggeredAbility(trigger=BeginningOfStep("upkeep"),
                         effects=(MayPay("energy", 2, then=(Draw(1), LoseLife(1))),),
                         text="At the beginning of your upkeep, you may pay {E}{E}. If you "
                              "do, you draw a card and you lose 1 life."),
    )),
    CardDef("Aetherwind Basker", (
        TriggeredAbility(trigger=EntersOrAttacks(),
                         effects=(GetEnergy(CountOf()),),
                         text="Whenever this creature enters or attacks, you get {E} (an "
                              "energy counter) for each creature you control."),
        ActivatedAbility(costs=(PayEnergy(1),), effects=(Pump(1, 1, on=This()),),
                         text="Pay {E}: This creature gets +1/+1 until end of turn."),
    )),
    CardDef("Greenbelt Rampager", (TriggeredAbility(
        trigger=Enters(),
        effects=(PayOrElse("energy", 2, otherwise=(ReturnToHand(This()), GetEnergy(1))),),
        text="When this creature enters, pay {E}{E} (two energy counters). If you can't, "
             "return this creature to its owner's hand and you get {E}."),)),
    CardDef("Aethergeode Miner", (
        TriggeredAbility(trigger=Attacks(), effects=(GetEnergy(2),),
                         text="Whenever this creature attacks, you get {E}{E} (two energy "
                              "counters)."),
        ActivatedAbility(costs=(PayEnergy(2),), effects=(ExileAndReturn(This()),),
                         text="Pay {E}{E}: Exile this creature, then return it to the "
                              "battlefield under its owner's control."),
    )),
    CardDef("Gonti's Machinations", (
        TriggeredAbility(trigger=LoseLifeFirstTimeEachTurn(), effects=(GetEnergy(1),),
                         text="Whenever you lose life for the first time each turn, you get "
                              "{E}. (You get an energy counter. Damage causes loss of life.)"),
        ActivatedAbility(costs=(PayEnergy(2), SacrificeSelf()), effects=(DrainLife(3),),
                         text="Pay {E}{E}, Sacrifice this enchantment: Each opponent loses 3 "
                              "life. You gain life equal to the life lost this way."),
    )),
    CardDef("Peema Aether-Seer", (
        TriggeredAbility(trigger=Enters(), effects=(GetEnergy(NonNegative(GreatestPower())),),
                         text="When this creature enters, you get an amount of {E} (energy "
                              "counters) equal to the greatest power among creatures you "
                              "control."),
        ActivatedAbility(costs=(PayEnergy(3),), effects=(ApplyContinuous(BlocksIfAble()),),
                         targets=(TargetCreature(),),
                         text="Pay {E}{E}{E}: Target creature blocks this turn if able."),
    )),
    CardDef("Lightning Runner", (TriggeredAbility(
        trigger=Attacks(),
        effects=(GetEnergy(2), MayPay("energy", 8, then=(
            UntapIt(EachPermanent(Filter(types=("Creature",), controller="you"))),
            AdditionalCombat()))),
        text="Whenever this creature attacks, you get {E}{E} (two energy counters), then you "
             "may pay eight {E}. If you pay, untap all creatures you control, and after this "
             "phase, there is an additional combat phase."),)),
    CardDef("Gonti's Aether Heart", (
        TriggeredAbility(trigger=PermanentEnters(types=("Artifact",)), effects=(GetEnergy(2),),
                         text="Whenever Gonti's Aether Heart or another artifact you control "
                              "enters, you get {E}{E} (two energy counters)."),
        ActivatedAbility(costs=(PayCounters("energy", 8), ExileSelf()),
                         effects=(ExtraTurn(),),
                         text="Pay eight {E}, Exile Gonti's Aether Heart: Take an extra turn "
                              "after this one."),
    )),
    CardDef("Aethersphere Harvester", (
        TriggeredAbility(trigger=Enters(), effects=(GetEnergy(2),),
                         text="When this Vehicle enters, you get {E}{E} (two energy "
                              "counters)."),
        ActivatedAbility(costs=(PayEnergy(1),),
                         effects=(Pump(on=This(), keywords=("Lifelink",)),),
                         text="Pay {E}: This Vehicle gains lifelink until end of turn."),
        Crew(1),
    )),
)
