"""Kaladesh (set code ``kld``)."""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    CardDef,
    CreateTokens,
    Damage,
    Draw,
    Enters,
    EntersWith,
    Filter,
    GainControl,
    GetEnergy,
    ManaAbility,
    ManaValueOf,
    MayPay,
    Paid,
    PayAnyAmount,
    PayEnergy,
    PutCounters,
    SearchLibrary,
    SpellAbility,
    TapSelf,
    TargetCreature,
    TargetPermanent,
    TargetPlayerOrPlaneswalker,
    TokenDef,
    TriggeredAbility,
    YouControl,
)
from aetherworks.vocab.triggers import DealsCombatDamageToPlayer

THOPTER = TokenDef("Thopter", 1, 1, ("Artifact", "Creature"), ("Thopter",), keywords=("Flying",))
FAST_LAND = "This land enters tapped unless you control two or fewer other lands."


def etb_energy(n: int, text: str) -> TriggeredAbility:
    """"When this enters, you get {E}..." — the most common energy ability."""
    return TriggeredAbility(trigger=Enters(), effects=(GetEnergy(n),), text=text)


def fast_land(name: str, colors: str) -> CardDef:
    return CardDef(name, (
        EntersWith(tapped=True, unless=YouControl(Filter(types=("Land",), other=True),
                                                  at_most=2), text=FAST_LAND),
        ManaAbility(produce=colors, text=f"{{T}}: Add {{{colors[0]}}} or {{{colors[1]}}}."),
    ))


register(
    "kld",
    CardDef("Longtusk Cub", (
        TriggeredAbility(trigger=DealsCombatDamageToPlayer(), effects=(GetEnergy(2),),
                         text="Whenever this creature deals combat damage to a player, you get "
                              "{E}{E} (two energy counters)."),
        ActivatedAbility(costs=(PayEnergy(2),), effects=(PutCounters("+1/+1", 1),),
                         text="Pay {E}{E}: Put a +1/+1 counter on this creature."),
    )),
    CardDef("Servant of the Conduit", (
        etb_energy(2, "When this creature enters, you get {E}{E} (two energy counters)."),
        ManaAbility(produce="WUBRG", energy=1, text="{T}, Pay {E}: Add one mana of any color."),
    )),
    CardDef("Rogue Refiner", (TriggeredAbility(
        trigger=Enters(), effects=(Draw(1), GetEnergy(2)),
        text="When this creature enters, draw a card and you get {E}{E} (two energy "
             "counters)."),)),
    CardDef("Whirler Virtuoso", (
        etb_energy(3, "When this creature enters, you get {E}{E}{E} (three energy counters)."),
        ActivatedAbility(costs=(PayEnergy(3),), effects=(CreateTokens(THOPTER),),
                         text="Pay {E}{E}{E}: Create a 1/1 colorless Thopter artifact creature "
                              "token with flying."),
    )),
    CardDef("Attune with Aether", (SpellAbility(
        effects=(SearchLibrary(), GetEnergy(2)),
        text="Search your library for a basic land card, reveal it, put it into your hand, "
             "then shuffle. You get {E}{E} (two energy counters)."),)),
    CardDef("Harnessed Lightning", (SpellAbility(
        effects=(GetEnergy(3), PayAnyAmount(), Damage(Paid())), targets=(TargetCreature(),),
        text="Choose target creature. You get {E}{E}{E} (three energy counters), then you may "
             "pay any amount of {E}. Harnessed Lightning deals that much damage to that "
             "creature."),)),
    CardDef("Confiscation Coup", (SpellAbility(
        effects=(GetEnergy(4), MayPay("energy", ManaValueOf(), then=(GainControl(),))),
        targets=(TargetPermanent(Filter(types=("Artifact", "Creature"))),),
        text="Choose target artifact or creature. You get {E}{E}{E}{E} (four energy "
             "counters), then you may pay an amount of {E} equal to that permanent's mana "
             "value. If you do, gain control of it."),)),
    CardDef("Aether Hub", (
        etb_energy(1, "When this land enters, you get {E} (an energy counter)."),
        ManaAbility(produce="C", text="{T}: Add {C}."),
        ManaAbility(produce="WUBRG", energy=1, text="{T}, Pay {E}: Add one mana of any color."),
    )),
    CardDef("Aethertorch Renegade", (
        etb_energy(4, "When this creature enters, you get {E}{E}{E}{E} (four energy "
                      "counters)."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(2)), effects=(Damage(1),),
                         targets=(TargetCreature(),),
                         text="{T}, Pay {E}{E}: This creature deals 1 damage to target "
                              "creature."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(8)), effects=(Damage(6),),
                         targets=(TargetPlayerOrPlaneswalker(),),
                         text="{T}, Pay eight {E}: This creature deals 6 damage to target "
                              "player or planeswalker."),
    )),
    fast_land("Botanical Sanctum", "GU"),
    fast_land("Spirebluff Canal", "UR"),
)
