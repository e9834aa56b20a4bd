"""Kaladesh (set code ``kld``)."""

from aetherworks.engine.cardpool import register
from aetherworks.engine.defs import Effect, TargetSpec
from aetherworks.vocab import (
    ActivatedAbility,
    AnyTarget,
    ApplyContinuous,
    AttachedGets,
    Attacks,
    BeginningOfStep,
    CardDef,
    CreateTokens,
    Damage,
    Draw,
    Enters,
    EntersWith,
    EventAmount,
    Filter,
    GainControl,
    GainLife,
    GetEnergy,
    GetsCounters,
    LoseLife,
    ManaAbility,
    ManaCost,
    ManaValueOf,
    MayPay,
    Mode,
    Paid,
    PayAnyAmount,
    PayEnergy,
    PowerOf,
    Pump,
    PutCounters,
    ReturnToHand,
    SacrificeSelf,
    SearchLibrary,
    SpellAbility,
    StaticAbility,
    TapIt,
    TapSelf,
    Target,
    TargetCardInGraveyard,
    TargetCreature,
    TargetPermanent,
    TargetPlayer,
    TargetPlayerOrPlaneswalker,
    This,
    TokenDef,
    TriggeredAbility,
    UntapIt,
    YouCast,
    YouControl,
)
from aetherworks.vocab.attacking import AttackingCreature
from aetherworks.vocab.auras import aura_spell
from aetherworks.vocab.choices import ChooseOnResolution, MayPayMana
from aetherworks.vocab.energy import MayCastRemembered
from aetherworks.vocab.energy_payments import SacrificeUnlessPay
from aetherworks.vocab.library import LookAtTop, Mill, RestOnBottomRandom, Scry
from aetherworks.vocab.prevention import PreventFromChosenSource
from aetherworks.vocab.reanimate import ReturnToBattlefield
from aetherworks.vocab.restrictions import AttacksDespiteDefender, CantActivate, CantBlock
from aetherworks.vocab.triggers import DealsCombatDamageToPlayer
from aetherworks.vocab.zone_triggers import (
    AnotherCreatureDies,
    EachPermanent,
    Neg,
    NonNegative,
    PermanentEnters,
    PutIntoGraveyardFromBattlefield,
)

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


# --- the rest of Kaladesh's energy cards -----------------------------------------------

BEAST = TokenDef("Beast", 6, 6, ("Artifact", "Creature"), ("Beast",))
THRIVING_ATTACK = ("Whenever this creature attacks, you may pay {E}{E}. If you do, put a "
                   "+1/+1 counter on it.")


def etb2(text: str = "When this creature enters, you get {E}{E} (two energy "
                     "counters).") -> TriggeredAbility:
    return etb_energy(2, text)


def attack_may_pay(n: int, *then: Effect, text: str, targets: tuple[TargetSpec, ...] = ()
                   ) -> TriggeredAbility:
    """"Whenever this creature attacks, you may pay {E}... If you do, ..." [603.12]."""
    return TriggeredAbility(trigger=Attacks(), effects=(MayPay("energy", n, then=then),),
                            targets=targets, text=text)


def thriving(name: str) -> CardDef:
    return CardDef(name, (etb2(), attack_may_pay(2, PutCounters("+1/+1", 1, on=This()),
                                                 text=THRIVING_ATTACK)))


register(
    "kld",
    CardDef("Sage of Shaila's Claim", (
        etb_energy(3, "When this creature enters, you get {E}{E}{E} (three energy "
                      "counters)."),)),
    CardDef("Live Fast", (SpellAbility(
        effects=(Draw(2), LoseLife(2), GetEnergy(2)),
        text="You draw two cards, lose 2 life, and get {E}{E} (two energy counters)."),)),
    *(thriving(n) for n in ("Thriving Grubs", "Thriving Ibex", "Thriving Rats",
                            "Thriving Rhino", "Thriving Turtle")),
    CardDef("Riparian Tiger", (
        etb2(),
        attack_may_pay(2, Pump(2, 2, on=This()),
                       text="Whenever this creature attacks, you may pay {E}{E}. If you do, "
                            "it gets +2/+2 until end of turn."),
    )),
    CardDef("Voltaic Brawler", (
        etb2(),
        attack_may_pay(1, Pump(1, 1, on=This(), keywords=("Trample",)),
                       text="Whenever this creature attacks, you may pay {E}. If you do, it "
                            "gets +1/+1 and gains trample until end of turn."),
    )),
    CardDef("Eddytrail Hawk", (
        etb2(),
        attack_may_pay(1, Pump(on=Target(), keywords=("Flying",)),
                       targets=(AttackingCreature(other=True),),
                       text="Whenever this creature attacks, you may pay {E}. If you do, "
                            "another target attacking creature gains flying until end of "
                            "turn."),
    )),
    CardDef("Consul's Shieldguard", (
        etb2(),
        attack_may_pay(1, Pump(on=Target(), keywords=("Indestructible",)),
                       targets=(AttackingCreature(other=True),),
                       text="Whenever this creature attacks, you may pay {E}. If you do, "
                            "another target attacking creature gains indestructible until "
                            "end of turn."),
    )),
    CardDef("Aetherstorm Roc", (
        TriggeredAbility(trigger=PermanentEnters(), effects=(GetEnergy(1),),
                         text="Whenever this creature or another creature you control enters, "
                              "you get {E} (an energy counter)."),
        attack_may_pay(2, PutCounters("+1/+1", 1, on=This()), TapIt(Target()),
                       targets=(TargetCreature(controller="opponent", count=1, min_count=0),),
                       text="Whenever this creature attacks, you may pay {E}{E}. If you do, "
                            "put a +1/+1 counter on it and tap up to one target creature "
                            "defending player controls."),
    )),
    CardDef("Woodweaver's Puzzleknot", (
        TriggeredAbility(trigger=Enters(), effects=(GainLife(3), GetEnergy(3)),
                         text="When this artifact enters, you gain 3 life and get {E}{E}{E} "
                              "(three energy counters)."),
        ActivatedAbility(mana=ManaCost.parse("{2}{G}"), costs=(SacrificeSelf(),),
                         effects=(GainLife(3), GetEnergy(3)),
                         text="{2}{G}, Sacrifice this artifact: You gain 3 life and get "
                              "{E}{E}{E}."),
    )),
    CardDef("Empyreal Voyager", (TriggeredAbility(
        trigger=DealsCombatDamageToPlayer(), effects=(GetEnergy(EventAmount()),),
        text="Whenever this creature deals combat damage to a player, you get that many {E} "
             "(energy counters)."),)),
    CardDef("Territorial Gorger", (TriggeredAbility(
        trigger=GetsCounters("energy"), effects=(Pump(2, 2, on=This()),),
        text="Whenever you get one or more {E} (energy counters), this creature gets +2/+2 "
             "until end of turn."),)),
    CardDef("Fabrication Module", (
        TriggeredAbility(trigger=GetsCounters("energy"),
                         effects=(PutCounters("+1/+1", 1, on=Target()),),
                         targets=(TargetCreature(controller="you"),),
                         text="Whenever you get one or more {E} (energy counters), put a "
                              "+1/+1 counter on target creature you control."),
        ActivatedAbility(mana=ManaCost.parse("{4}"), costs=(TapSelf(),),
                         effects=(GetEnergy(1),), text="{4}, {T}: You get {E}."),
    )),
    CardDef("Architect of the Untamed", (
        TriggeredAbility(trigger=PermanentEnters(types=("Land",)), effects=(GetEnergy(1),),
                         text="Landfall — Whenever a land you control enters, you get {E} "
                              "(an energy counter)."),
        ActivatedAbility(costs=(PayEnergy(8),), effects=(CreateTokens(BEAST),),
                         text="Pay eight {E}: Create a 6/6 colorless Beast artifact creature "
                              "token."),
    )),
    CardDef("Decoction Module", (
        TriggeredAbility(trigger=PermanentEnters(), effects=(GetEnergy(1),),
                         text="Whenever a creature you control enters, you get {E} (an energy "
                              "counter)."),
        ActivatedAbility(mana=ManaCost.parse("{4}"), costs=(TapSelf(),),
                         effects=(ReturnToHand(),), targets=(TargetCreature(controller="you"),),
                         text="{4}, {T}: Return target creature you control to its owner's "
                              "hand."),
    )),
    CardDef("Lathnu Hellion", (
        etb2(),
        TriggeredAbility(trigger=BeginningOfStep("end"),
                         effects=(SacrificeUnlessPay(2),),
                         text="At the beginning of your end step, sacrifice this creature "
                              "unless you pay {E}{E}."),
    )),
    CardDef("Spontaneous Artist", (
        etb_energy(1, "When this creature enters, you get {E} (an energy counter)."),
        ActivatedAbility(costs=(PayEnergy(1),), effects=(Pump(keywords=("Haste",)),),
                         targets=(TargetCreature(),),
                         text="Pay {E}: Target creature gains haste until end of turn."),
    )),
    CardDef("Electrostatic Pummeler", (
        etb_energy(3, "When this creature enters, you get {E}{E}{E} (three energy "
                      "counters)."),
        ActivatedAbility(costs=(PayEnergy(3),),
                         effects=(Pump(NonNegative(PowerOf()), NonNegative(PowerOf()),
                                       on=This()),),
                         text="Pay {E}{E}{E}: This creature gets +X/+X until end of turn, "
                              "where X is its power."),
    )),
    CardDef("Multiform Wonder", (
        etb_energy(3, "When this creature enters, you get {E}{E}{E} (three energy "
                      "counters)."),
        ActivatedAbility(costs=(PayEnergy(1),), effects=(ChooseOnResolution(tuple(
            Mode((Pump(on=This(), keywords=(kw,)),), label=kw.lower())
            for kw in ("Flying", "Vigilance", "Lifelink"))),),
            text="Pay {E}: This creature gains your choice of flying, vigilance, or lifelink "
                 "until end of turn."),
        ActivatedAbility(costs=(PayEnergy(1),), effects=(ChooseOnResolution((
            Mode((Pump(2, -2, on=This()),), label="+2/-2"),
            Mode((Pump(-2, 2, on=This()),), label="-2/+2"))),),
            text="Pay {E}: This creature gets +2/-2 or -2/+2 until end of turn."),
    )),
    CardDef("Janjeet Sentry", (
        etb2(),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(2)), effects=(ChooseOnResolution((
            Mode((TapIt(),), label="tap it"), Mode((UntapIt(),), label="untap it")),
            optional=True, prompt="You may tap or untap the target"),),
            targets=(TargetPermanent(Filter(types=("Artifact", "Creature"))),),
            text="{T}, Pay {E}{E}: You may tap or untap target artifact or creature."),
    )),
    CardDef("Minister of Inquiries", (
        etb2(),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(1)), effects=(Mill(3),),
                         targets=(TargetPlayer(),),
                         text="{T}, Pay {E}: Target player mills three cards."),
    )),
    CardDef("Aether Theorist", (
        etb_energy(3, "When this creature enters, you get {E}{E}{E} (three energy "
                      "counters)."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(1)), effects=(Scry(1),),
                         text="{T}, Pay {E}: Scry 1. (Look at the top card of your library. "
                              "You may put that card on the bottom.)"),
    )),
    CardDef("Glassblower's Puzzleknot", (
        TriggeredAbility(trigger=Enters(), effects=(Scry(2), GetEnergy(2)),
                         text="When this artifact enters, scry 2, then you get {E}{E}. (You "
                              "get two energy counters. To scry 2, look at the top two cards "
                              "of your library, then put any number of them on the bottom and "
                              "the rest on top in any order.)"),
        ActivatedAbility(mana=ManaCost.parse("{2}{U}"), costs=(SacrificeSelf(),),
                         effects=(Scry(2), GetEnergy(2)),
                         text="{2}{U}, Sacrifice this artifact: Scry 2, then you get {E}{E}."),
    )),
    CardDef("Glimmer of Genius", (SpellAbility(
        effects=(Scry(2), Draw(2), GetEnergy(2)),
        text="Scry 2, then draw two cards. You get {E}{E} (two energy counters)."),)),
    CardDef("Aethersquall Ancient", (
        TriggeredAbility(trigger=BeginningOfStep("upkeep"), effects=(GetEnergy(3),),
                         text="At the beginning of your upkeep, you get {E}{E}{E} (three "
                              "energy counters)."),
        ActivatedAbility(costs=(PayEnergy(8),), sorcery=True, effects=(ReturnToHand(
            EachPermanent(Filter(types=("Creature",), other=True))),),
            text="Pay eight {E}: Return all other creatures to their owners' hands. Activate "
                 "only as a sorcery."),
    )),
    CardDef("Die Young", (SpellAbility(
        effects=(GetEnergy(2), PayAnyAmount(), Pump(Neg(Paid()), Neg(Paid()))),
        targets=(TargetCreature(),),
        text="Choose target creature. You get {E}{E} (two energy counters), then you may pay "
             "any amount of {E}. The creature gets -1/-1 until end of turn for each {E} paid "
             "this way."),)),
    CardDef("Dynavolt Tower", (
        TriggeredAbility(trigger=YouCast(types=("Instant", "Sorcery")),
                         effects=(GetEnergy(2),),
                         text="Whenever you cast an instant or sorcery spell, you get {E}{E} "
                              "(two energy counters)."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(5)), effects=(Damage(3),),
                         targets=(AnyTarget(),),
                         text="{T}, Pay {E}{E}{E}{E}{E}: This artifact deals 3 damage to any "
                              "target."),
    )),
    CardDef("Era of Innovation", (
        TriggeredAbility(trigger=PermanentEnters(types=("Artifact",), subtypes=("Artificer",)),
                         effects=(MayPayMana("{1}", then=(GetEnergy(2),)),),
                         text="Whenever an artifact or Artificer you control enters, you may "
                              "pay {1}. If you do, you get {E}{E} (two energy counters)."),
        ActivatedAbility(costs=(PayEnergy(6), SacrificeSelf()), effects=(Draw(3),),
                         text="Pay six {E}, Sacrifice this enchantment: Draw three cards."),
    )),
    CardDef("Demon of Dark Schemes", (
        TriggeredAbility(trigger=Enters(), effects=(Pump(-2, -2, on=EachPermanent(
            Filter(types=("Creature",), other=True))),),
            text="When this creature enters, all other creatures get -2/-2 until end of "
                 "turn."),
        TriggeredAbility(trigger=AnotherCreatureDies(), effects=(GetEnergy(1),),
                         text="Whenever another creature dies, you get {E} (an energy "
                              "counter)."),
        ActivatedAbility(mana=ManaCost.parse("{2}{B}"), costs=(PayEnergy(4),),
                         effects=(ReturnToBattlefield(tapped=True),),
                         targets=(TargetCardInGraveyard(types=("Creature",), yours=False),),
                         text="{2}{B}, Pay {E}{E}{E}{E}: Put target creature card from a "
                              "graveyard onto the battlefield under your control tapped."),
    )),
    CardDef("Aetherworks Marvel", (
        TriggeredAbility(trigger=PutIntoGraveyardFromBattlefield(), effects=(GetEnergy(1),),
                         text="Whenever a permanent you control is put into a graveyard, you "
                              "get {E} (an energy counter)."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(6)), effects=(
            LookAtTop(6), MayCastRemembered("looked", alt="free"), RestOnBottomRandom()),
            text="{T}, Pay six {E}: Look at the top six cards of your library. You may cast a "
                 "spell from among them without paying its mana cost. Put the rest on the "
                 "bottom of your library in a random order."),
    )),
)

register(
    "kld",
    CardDef("Maulfist Doorbuster", (
        etb2(),
        attack_may_pay(1, ApplyContinuous(CantBlock(), on=Target()),
                       targets=(TargetCreature(),),
                       text="Whenever this creature attacks, you may pay {E}. If you do, "
                            "target creature can't block this turn."),
    )),
    CardDef("Hightide Hermit", (
        etb_energy(4, "When this creature enters, you get {E}{E}{E}{E} (four energy "
                      "counters)."),
        ActivatedAbility(costs=(PayEnergy(2),),
                         effects=(ApplyContinuous(AttacksDespiteDefender(), on=This()),),
                         text="Pay {E}{E}: This creature can attack this turn as though it "
                              "didn't have defender."),
    )),
    CardDef("Deadlock Trap", (
        EntersWith(tapped=True, text="This artifact enters tapped."),
        etb2("When this artifact enters, you get {E}{E} (two energy counters)."),
        ActivatedAbility(costs=(TapSelf(), PayEnergy(1)),
                         effects=(TapIt(), ApplyContinuous(CantActivate(), on=Target())),
                         targets=(TargetPermanent(Filter(types=("Creature", "Planeswalker"))),),
                         text="{T}, Pay {E}: Tap target creature or planeswalker. Its "
                              "activated abilities can't be activated this turn."),
    )),
)

register(
    "kld",
    CardDef("Aether Meltdown", (
        aura_spell(("Creature",), ("Vehicle",), text="Enchant creature or Vehicle"),
        TriggeredAbility(trigger=Enters(), effects=(GetEnergy(2),),
                         text="When this Aura enters, you get {E}{E} (two energy counters)."),
        StaticAbility(AttachedGets(-4, 0), text="Enchanted creature gets -4/-0."),
    )),
)

register(
    "kld",
    CardDef("Consulate Surveillance", (
        etb_energy(4, "When this enchantment enters, you get {E}{E}{E}{E} (four energy "
                      "counters)."),
        ActivatedAbility(costs=(PayEnergy(2),), effects=(PreventFromChosenSource(),),
                         text="Pay {E}{E}: Prevent all damage that would be dealt to you this "
                              "turn by a source of your choice."),
    )),
)
