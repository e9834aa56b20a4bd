"""The non-energy cards of Aetherdrift Commander's *Living Energy* precon (Saheeli, Radiant
Creator), as they play in any game: mana rocks and lands first, built from the shared
builders below (also used by :mod:`aetherworks.cards.m3c_commander`), then the rest.

Commander-only wording follows the rulings for a game without a commander: "your
commander's color identity" has no colours, so Command Tower, Arcane Signet and Commander's
Sphere make no mana there [903.4f]; "if you control your commander" is false.
"""

from __future__ import annotations

import dataclasses

from aetherworks.cards.kld import THOPTER
from aetherworks.engine.cardpool import register
from aetherworks.engine.defs import Ability, TokenDef
from aetherworks.vocab import (
    ActivatedAbility,
    Anthem,
    AnyTarget,
    ApplyContinuous,
    BeginningOfStep,
    CardDef,
    CounterIt,
    CreateTokens,
    Damage,
    Destroy,
    Draw,
    Enters,
    EntersWith,
    Exile,
    Filter,
    GainLife,
    ManaAbility,
    ManaCost,
    Mode,
    Pump,
    PutCounters,
    PutIntoLibrary,
    Sacrifice,
    SacrificeSelf,
    SearchLibrary,
    ShuffleIntoLibrary,
    SpellAbility,
    StaticAbility,
    TapSelf,
    TargetCardInGraveyard,
    TargetCreature,
    TargetPermanent,
    TargetPlayer,
    TargetSpell,
    This,
    TriggeredAbility,
    UntapIt,
    X,
    You,
    YouControl,
)
from aetherworks.vocab.as_enters import MayRevealOrEnterTapped
from aetherworks.vocab.characteristic_amounts import GreatestManaValue, TotalManaValue
from aetherworks.vocab.choices import ChooseOnResolution
from aetherworks.vocab.chosen import EachPlayerMayChoose, ExileGraveyards
from aetherworks.vocab.chosen_permanents import ReturnChosen
from aetherworks.vocab.combat_triggers import AttacksOrBlocks, OneOrMoreDealCombatDamage
from aetherworks.vocab.commander import CommanderIdentity, ControlsCommander
from aetherworks.vocab.cost_reduction import CostsLessFor
from aetherworks.vocab.costs import TapUntapped
from aetherworks.vocab.counter_actions import DoubleCounters, NthCounterPut
from aetherworks.vocab.counts import GetsFor
from aetherworks.vocab.defending_player import CountOf
from aetherworks.vocab.energy import AtNextStep, BecomeCopyOf, Except
from aetherworks.vocab.energy_payments import MayOrElse
from aetherworks.vocab.equipment import Equip
from aetherworks.vocab.equipped import EquippedAttacks
from aetherworks.vocab.fabricate import SERVO
from aetherworks.vocab.flicker import ExileAndReturn
from aetherworks.vocab.granted_abilities import AttachedHas, YoursHave
from aetherworks.vocab.library import LookAtTop, Mill, RestOnBottomRandom, Scry
from aetherworks.vocab.library_reveal import (
    MayRevealToHand,
    RevealTopPutIfPermanent,
    ShuffleIntoOwnersLibrary,
)
from aetherworks.vocab.linked_exile import ExileLinked, LinkedCardPT, LinkedCardTypes
from aetherworks.vocab.mana_production import CouldProduce
from aetherworks.vocab.manifest import ManifestTop
from aetherworks.vocab.predefined_tokens import TREASURE
from aetherworks.vocab.refs import EachOpponent, EachPlayer, Remembered, Target
from aetherworks.vocab.restrictions import CantBeBlocked
from aetherworks.vocab.stack_targets import (
    DrawUpTo,
    RememberAs,
    SourceController,
    TargetSpellOrAbility,
)
from aetherworks.vocab.token_copies import AnotherTarget
from aetherworks.vocab.token_replacement import AdditionalToken
from aetherworks.vocab.trigger_doubling import ExtraEntersTrigger
from aetherworks.vocab.triggers import Dies, YouCast
from aetherworks.vocab.vehicles import Crew
from aetherworks.vocab.x_tokens import TargetNontoken
from aetherworks.vocab.zone_triggers import EachPermanent, PermanentEnters

# --- shared builders: one per land or rock cycle -------------------------------------------

NAMES = {"W": "{W}", "U": "{U}", "B": "{B}", "R": "{R}", "G": "{G}"}


def _either(colors: str) -> str:
    """"{U} or {R}", "{G}, {U}, or {R}" in Oracle order."""
    syms = [NAMES[c] for c in colors]
    if len(syms) <= 2:
        return " or ".join(syms)
    return ", ".join(syms[:-1]) + ", or " + syms[-1]


def tap_for(colors: str) -> ManaAbility:
    """"{T}: Add {U} or {R}." [106.1, 605]."""
    return ManaAbility(produce=colors, text=f"{{T}}: Add {_either(colors)}.")


TAP_C = ManaAbility(produce="C", text="{T}: Add {C}.")
ANY_COLOR = ManaAbility(produce="WUBRG", text="{T}: Add one mana of any color.")
COMMANDER_COLOR = ManaAbility(
    colors_from=CommanderIdentity(),
    text="{T}: Add one mana of any color in your commander's color identity.")
ENTERS_TAPPED = EntersWith(tapped=True, text="This land enters tapped.")


def painful(colors: str, what: str = "land") -> tuple[Ability, ...]:
    """Pain lands and Talismans: "{T}: Add {C}." and "{T}: Add {U} or {R}. This land deals 1
    damage to you." — the damage is part of the mana ability and comes from the (colorless)
    permanent [605.3b, 120.3]."""
    return (TAP_C, ManaAbility(produce=colors, damage=1,
                               text=f"{{T}}: Add {_either(colors)}. This {what} deals 1 "
                                    "damage to you."))


def bounce_land(colors: str) -> tuple[Ability, ...]:
    """Karoo lands: enter tapped, return a land you control (itself if it is the only one),
    tap for two mana [614.1c, 608.2d]."""
    return (
        ENTERS_TAPPED,
        TriggeredAbility(
            trigger=Enters(),
            effects=(ReturnChosen(Filter(types=("Land",), controller="you")),),
            text="When this land enters, return a land you control to its owner's hand."),
        ManaAbility(produce=colors, fixed=True,
                    text="{T}: Add " + "".join(NAMES[c] for c in colors) + "."),
    )


def tapped_land(colors: str) -> tuple[Ability, ...]:
    """Tri-lands and bridges: "This land enters tapped." and a mana ability."""
    return (ENTERS_TAPPED, tap_for(colors))


def _a(word: str) -> str:
    return f"{'an' if word[0] in 'AEIOU' else 'a'} {word}"


def check_land(colors: str, types: tuple[str, str]) -> tuple[Ability, ...]:
    """"This land enters tapped unless you control a Forest or an Island." [614.1c]."""
    return (EntersWith(tapped=True, unless=YouControl(subtypes_any=types),
                       text=f"This land enters tapped unless you control {_a(types[0])} or "
                            f"{_a(types[1])}."),
            tap_for(colors))


def temple(colors: str) -> tuple[Ability, ...]:
    """Scry lands: enter tapped, scry 1 as they enter the battlefield [701.22a]."""
    return (ENTERS_TAPPED,
            TriggeredAbility(trigger=Enters(), effects=(Scry(1),),
                             text="When this land enters, scry 1. (Look at the top card of "
                                  "your library. You may put that card on the bottom.)"),
            tap_for(colors))


def snarl(colors: str, types: tuple[str, str]) -> tuple[Ability, ...]:
    """"As this land enters, you may reveal an Island or Mountain card from your hand. If
    you don't, this land enters tapped." [614.12a, 701.20a]."""
    return (EntersWith(as_enters=(MayRevealOrEnterTapped(types),),
                       text=f"As this land enters, you may reveal {_a(types[0])} or "
                            f"{types[1]} card from your hand. If you don't, this land enters "
                            "tapped."),
            tap_for(colors))


def fetch_basic(*, mana: str = "", tap: bool = True, n: int = 1, text: str) -> ActivatedAbility:
    """"[{2}, ]{T}, Sacrifice this: Search your library for [up to two] basic land card[s],
    put [it/them] onto the battlefield tapped, then shuffle." [701.23]."""
    return ActivatedAbility(
        mana=ManaCost.parse(mana), costs=((TapSelf(),) if tap else ()) + (SacrificeSelf(),),
        effects=(SearchLibrary(to="battlefield", tapped=True, n=n),), text=text)


# --- the cards ------------------------------------------------------------------------------

register(
    "drc_commander",
    CardDef("Sol Ring", (ManaAbility(produce="C", amount=2, text="{T}: Add {C}{C}."),)),
    CardDef("Arcane Signet", (COMMANDER_COLOR,)),
    CardDef("Command Tower", (COMMANDER_COLOR,)),
    CardDef("Commander's Sphere", (
        COMMANDER_COLOR,
        ActivatedAbility(costs=(SacrificeSelf(),), effects=(Draw(1),),
                         text="Sacrifice this artifact: Draw a card."),
    )),
    CardDef("Path of Ancestry", (
        ENTERS_TAPPED,
        ManaAbility(colors_from=CommanderIdentity(),
                    text="{T}: Add one mana of any color in your commander's color identity. "
                         "When that mana is spent to cast a creature spell that shares a "
                         "creature type with your commander, scry 1. (Look at the top card "
                         "of your library. You may put that card on the bottom.)"),
    ), notes="Without a commander the ability adds no mana, so its scry rider never applies "
             "[903.4f]; in a Commander game it needs the mana tracked to the spell it pays "
             "for (the multiplayer issue)."),
    CardDef("Exotic Orchard", (ManaAbility(
        colors_from=CouldProduce(),
        text="{T}: Add one mana of any color that a land an opponent controls could "
             "produce."),)),
    CardDef("Talisman of Curiosity", painful("GU", "artifact")),
    CardDef("Karplusan Forest", painful("RG")),
    CardDef("Shivan Reef", painful("UR")),
    CardDef("Yavimaya Coast", painful("GU")),
    CardDef("Frontier Bivouac", tapped_land("GUR")),
    CardDef("Slagwoods Bridge", tapped_land("RG")),
    CardDef("Tanglepool Bridge", tapped_land("GU")),
    CardDef("Hinterland Harbor", check_land("GU", ("Forest", "Island"))),
    CardDef("Sulfur Falls", check_land("UR", ("Island", "Mountain"))),
    CardDef("Temple of Epiphany", temple("UR")),
    CardDef("Frostboil Snarl", snarl("UR", ("Island", "Mountain"))),
    CardDef("Vineglimmer Snarl", snarl("GU", ("Forest", "Island"))),
    CardDef("Overflowing Basin", (ManaAbility(produce="GU", fixed=True,
                                              mana=ManaCost.parse("{1}"),
                                              text="{1}, {T}: Add {G}{U}."),)),
    CardDef("Academy Ruins", (
        TAP_C,
        ActivatedAbility(mana=ManaCost.parse("{1}{U}"), costs=(TapSelf(),),
                         targets=(TargetCardInGraveyard(types=("Artifact",)),),
                         effects=(PutIntoLibrary(from_top=0),),
                         text="{1}{U}, {T}: Put target artifact card from your graveyard on "
                              "top of your library."),
    )),
    CardDef("Evolving Wilds", (fetch_basic(
        text="{T}, Sacrifice this land: Search your library for a basic land card, put it "
             "onto the battlefield tapped, then shuffle."),)),
    CardDef("Explosive Vegetation", (SpellAbility(
        effects=(SearchLibrary(to="battlefield", tapped=True, n=2),),
        text="Search your library for up to two basic land cards, put them onto the "
             "battlefield tapped, then shuffle."),)),
    CardDef("Solemn Simulacrum", (
        TriggeredAbility(trigger=Enters(),
                         effects=(MayOrElse(then=(SearchLibrary(to="battlefield", tapped=True),),
                                            prompt="Search your library for a basic land card?"),),
                         text="When this creature enters, you may search your library for a "
                              "basic land card, put that card onto the battlefield tapped, "
                              "then shuffle."),
        TriggeredAbility(trigger=Dies(),
                         effects=(MayOrElse(then=(Draw(1),), prompt="Draw a card?"),),
                         text="When this creature dies, you may draw a card."),
    )),
    CardDef("Soul-Guide Lantern", (
        TriggeredAbility(trigger=Enters(), targets=(TargetCardInGraveyard(yours=False),),
                         effects=(Exile(),),
                         text="When this artifact enters, exile target card from a "
                              "graveyard."),
        ActivatedAbility(costs=(TapSelf(), SacrificeSelf()),
                         effects=(ExileGraveyards(EachOpponent()),),
                         text="{T}, Sacrifice this artifact: Exile each opponent's "
                              "graveyard."),
        ActivatedAbility(mana=ManaCost.parse("{1}"), costs=(TapSelf(), SacrificeSelf()),
                         effects=(Draw(1),),
                         text="{1}, {T}, Sacrifice this artifact: Draw a card."),
    )),
)

register(
    "drc_commander",
    CardDef("Chromatic Lantern", (
        StaticAbility(YoursHave(abilities=(ANY_COLOR,), types=("Land",)),
                      text='Lands you control have "{T}: Add one mana of any color."'),
        ANY_COLOR,
    )),
    CardDef("Ornithopter of Paradise", (ANY_COLOR,)),
    CardDef("Cultivator's Caravan", (ANY_COLOR, Crew(3))),
    CardDef("Aetheric Amplifier", (
        ANY_COLOR,
        ActivatedAbility(
            mana=ManaCost.parse("{4}"), costs=(TapSelf(),), sorcery=True,
            modes=(Mode((DoubleCounters(),), (TargetPermanent(),),
                        "Double the number of each kind of counter on target permanent"),
                   Mode((DoubleCounters(on=You()),), (),
                        "Double the number of each kind of counter you have")),
            text="{4}, {T}: Choose one. Activate only as a sorcery.\n• Double the number of "
                 "each kind of counter on target permanent.\n• Double the number of each "
                 "kind of counter you have."),
    )),
    CardDef("Midnight Clock", (
        tap_for("U"),
        ActivatedAbility(mana=ManaCost.parse("{2}{U}"), effects=(PutCounters("hour", 1),),
                         text="{2}{U}: Put an hour counter on this artifact."),
        TriggeredAbility(trigger=BeginningOfStep("upkeep", yours=False),
                         effects=(PutCounters("hour", 1),),
                         text="At the beginning of each upkeep, put an hour counter on this "
                              "artifact."),
        TriggeredAbility(trigger=NthCounterPut("hour", 12),
                         effects=(ShuffleIntoLibrary(who=You()), Draw(7), Exile(This())),
                         text="When the twelfth hour counter is put on this artifact, "
                              "shuffle your hand and graveyard into your library, then draw "
                              "seven cards. Exile this artifact."),
    )),
    CardDef("Treasure Vault", (
        TAP_C,
        ActivatedAbility(mana=ManaCost.parse("{X}{X}"), costs=(TapSelf(), SacrificeSelf()),
                         effects=(CreateTokens(TREASURE, X()),),
                         text="{X}{X}, {T}, Sacrifice this land: Create X Treasure tokens."),
    )),
    CardDef("Bootleggers' Stash", (StaticAbility(
        YoursHave(abilities=(ActivatedAbility(costs=(TapSelf(),),
                                              effects=(CreateTokens(TREASURE),),
                                              text="{T}: Create a Treasure token."),),
                  types=("Land",)),
        text='Lands you control have "{T}: Create a Treasure token."'),)),
)

CREATURES = Filter(types=("Creature",))
DUPLICANT_TEXT = ("As long as a card exiled with this creature is a creature card, this "
                  "creature has the power, toughness, and creature types of the last creature "
                  "card exiled with it. It's still a Shapeshifter.")
BEAST = TokenDef("Beast", 3, 3, ("Creature",), ("Beast",), colors=("G",))
CONSTRUCT = TokenDef("Construct", 4, 4, ("Artifact", "Creature"), ("Construct",))
GOLEMS = tuple(TokenDef("Golem", 3, 3, ("Artifact", "Creature"), ("Golem",), keywords=(kw,))
               for kw in ("Flying", "Vigilance", "Trample"))
TWO_THOPTERS = TriggeredAbility(
    trigger=Enters(), effects=(CreateTokens(THOPTER, 2),),
    text="When this creature enters, create two 1/1 colorless Thopter artifact creature tokens "
         "with flying.")

register(
    "drc_commander",
    CardDef("Pia and Kiran Nalaar", (
        dataclasses.replace(TWO_THOPTERS, text="When Pia and Kiran Nalaar enters, create two "
                            "1/1 colorless Thopter artifact creature tokens with flying."),
        ActivatedAbility(mana=ManaCost.parse("{2}{R}"),
                         costs=(Sacrifice(Filter(types=("Artifact",))),),
                         targets=(AnyTarget(),), effects=(Damage(2),),
                         text="{2}{R}, Sacrifice an artifact: Pia and Kiran Nalaar deals 2 "
                              "damage to any target."),
    )),
    CardDef("Whirler Rogue", (
        TWO_THOPTERS,
        ActivatedAbility(costs=(TapUntapped(Filter(types=("Artifact",), controller="you"), 2),),
                         targets=(TargetCreature(),),
                         effects=(ApplyContinuous(CantBeBlocked()),),
                         text="Tap two untapped artifacts you control: Target creature can't "
                              "be blocked this turn."),
    )),
    CardDef("Sai, Master Thopterist", (
        TriggeredAbility(trigger=YouCast(types=("Artifact",)),
                         effects=(CreateTokens(THOPTER),),
                         text="Whenever you cast an artifact spell, create a 1/1 colorless "
                              "Thopter artifact creature token with flying."),
        ActivatedAbility(mana=ManaCost.parse("{1}{U}"),
                         costs=(Sacrifice(Filter(types=("Artifact",)), n=2),),
                         effects=(Draw(1),),
                         text="{1}{U}, Sacrifice two artifacts: Draw a card."),
    )),
    CardDef("Reckless Fireweaver", (TriggeredAbility(
        trigger=PermanentEnters(types=("Artifact",)),
        effects=(Damage(1, to=EachOpponent()),),
        text="Whenever an artifact you control enters, this creature deals 1 damage to each "
             "opponent."),)),
    CardDef("Thopter Spy Network", (
        TriggeredAbility(trigger=BeginningOfStep("upkeep"),
                         condition=YouControl(Filter(types=("Artifact",))),
                         effects=(CreateTokens(THOPTER),),
                         text="At the beginning of your upkeep, if you control an artifact, "
                              "create a 1/1 colorless Thopter artifact creature token with "
                              "flying."),
        TriggeredAbility(trigger=OneOrMoreDealCombatDamage(types=("Artifact", "Creature")),
                         effects=(Draw(1),),
                         text="Whenever one or more artifact creatures you control deal combat "
                              "damage to a player, draw a card."),
    )),
    CardDef("Triplicate Titan", (TriggeredAbility(
        trigger=Dies(), effects=tuple(CreateTokens(g) for g in GOLEMS),
        text="When this creature dies, create a 3/3 colorless Golem artifact creature token "
             "with flying, a 3/3 colorless Golem artifact creature token with vigilance, and a "
             "3/3 colorless Golem artifact creature token with trample."),)),
    CardDef("One with the Machine", (SpellAbility(
        effects=(Draw(GreatestManaValue()),),
        text="Draw cards equal to the greatest mana value among artifacts you control."),)),
    CardDef("Chain Reaction", (SpellAbility(
        effects=(Damage(CountOf(CREATURES, who=EachPlayer()), to=EachPermanent(CREATURES)),),
        text="Chain Reaction deals X damage to each creature, where X is the number of "
             "creatures on the battlefield."),)),
    CardDef("Blasphemous Act", (
        SpellAbility(effects=(Damage(13, to=EachPermanent(CREATURES)),),
                     text="Blasphemous Act deals 13 damage to each creature."),
        StaticAbility(CostsLessFor(CountOf(CREATURES, who=EachPlayer())),
                      text="This spell costs {1} less to cast for each creature on the "
                           "battlefield."),
    )),
    CardDef("Lightning Greaves", (
        StaticAbility(AttachedHas(("Haste", "Shroud")),
                      text="Equipped creature has haste and shroud. (It can't be the target "
                           "of spells or abilities.)"),
        Equip(mana="{0}", text="Equip {0}"),
    )),
    CardDef("Adaptive Omnitool", (
        StaticAbility(GetsFor(1, 1, CountOf(Filter(("Artifact",))), attached=True),
                      text="Equipped creature gets +1/+1 for each artifact you control."),
        TriggeredAbility(trigger=EquippedAttacks(),
                         effects=(LookAtTop(6), MayRevealToHand(), RestOnBottomRandom()),
                         text="Whenever equipped creature attacks, look at the top six cards "
                              "of your library. You may reveal an artifact card from among "
                              "them and put it into your hand. Put the rest on the bottom of "
                              "your library in a random order."),
        Equip(mana="{3}", text="Equip {3}"),
    )),
    CardDef("Retrofitter Foundry", (
        ActivatedAbility(mana=ManaCost.parse("{3}"), effects=(UntapIt(This()),),
                         text="{3}: Untap this artifact."),
        ActivatedAbility(mana=ManaCost.parse("{2}"), costs=(TapSelf(),),
                         effects=(CreateTokens(SERVO),),
                         text="{2}, {T}: Create a 1/1 colorless Servo artifact creature "
                              "token."),
        ActivatedAbility(mana=ManaCost.parse("{1}"),
                         costs=(TapSelf(), Sacrifice(Filter(subtype="Servo"))),
                         effects=(CreateTokens(THOPTER),),
                         text="{1}, {T}, Sacrifice a Servo: Create a 1/1 colorless Thopter "
                              "artifact creature token with flying."),
        ActivatedAbility(costs=(TapSelf(), Sacrifice(Filter(subtype="Thopter"))),
                         effects=(CreateTokens(CONSTRUCT),),
                         text="{T}, Sacrifice a Thopter: Create a 4/4 colorless Construct "
                              "artifact creature token."),
    )),
    CardDef("Elder Gargaroth", (TriggeredAbility(
        trigger=AttacksOrBlocks(),
        modes=(Mode((CreateTokens(BEAST),), label="Create a 3/3 green Beast creature token"),
               Mode((GainLife(3),), label="You gain 3 life"),
               Mode((Draw(1),), label="Draw a card")),
        text="Whenever this creature attacks or blocks, choose one —\n• Create a 3/3 green "
             "Beast creature token.\n• You gain 3 life.\n• Draw a card."),)),
    CardDef("Conjurer's Closet", (TriggeredAbility(
        trigger=BeginningOfStep("end"), targets=(TargetCreature(controller="you"),),
        effects=(MayOrElse(then=(ExileAndReturn(Target(), yours=True),),
                           prompt="Exile it and return it to the battlefield?"),),
        text="At the beginning of your end step, you may exile target creature you control, "
             "then return that card to the battlefield under your control."),)),
    CardDef("Chaos Warp", (SpellAbility(
        targets=(TargetPermanent(),),
        effects=(ShuffleIntoOwnersLibrary(), RevealTopPutIfPermanent()),
        text="The owner of target permanent shuffles it into their library, then reveals the "
             "top card of their library. If it's a permanent card, they put it onto the "
             "battlefield."),)),
    CardDef("Loyal Apprentice", (TriggeredAbility(
        trigger=BeginningOfStep("begin_combat"), condition=ControlsCommander(),
        effects=(CreateTokens(THOPTER, remember="thopter"),
                 Pump(on=Remembered("thopter"), keywords=("Haste",))),
        text="Lieutenant — At the beginning of combat on your turn, if you control your "
             "commander, create a 1/1 colorless Thopter artifact creature token with flying. "
             "That token gains haste until end of turn."),)),
    CardDef("Arcane Denial", (SpellAbility(
        targets=(TargetSpell(),),
        effects=(
            RememberAs(Target(), "countered"), RememberAs(This(), "self"), CounterIt(),
            AtNextStep("upkeep", TriggeredAbility(
                effects=(DrawUpTo(2, who=SourceController()),),
                text="Its controller may draw up to two cards at the beginning of the next "
                     "turn's upkeep."), key="countered", next_turn=True),
            AtNextStep("upkeep", TriggeredAbility(
                effects=(Draw(1),),
                text="You draw a card at the beginning of the next turn's upkeep."),
                key="self", next_turn=True),
        ),
        text="Counter target spell. Its controller may draw up to two cards at the beginning "
             "of the next turn's upkeep.\nYou draw a card at the beginning of the next turn's "
             "upkeep."),)),
    CardDef("Disallow", (SpellAbility(
        targets=(TargetSpellOrAbility(),), effects=(CounterIt(),),
        text="Counter target spell, activated ability, or triggered ability. (Mana abilities "
             "can't be targeted.)"),)),
)

register(
    "drc_commander",
    CardDef("Panharmonicon", (StaticAbility(
        ExtraEntersTrigger(),
        text="If an artifact or creature entering causes a triggered ability of a permanent "
             "you control to trigger, that ability triggers an additional time."),)),
    CardDef("Stridehangar Automaton", (
        StaticAbility(Anthem(1, 1, others=False, subtype="Thopter"),
                      text="Thopters you control get +1/+1."),
        StaticAbility(AdditionalToken(THOPTER),
                      text="If one or more artifact tokens would be created under your "
                           "control, those tokens plus an additional 1/1 colorless Thopter "
                           "artifact creature token with flying are created instead."),
    )),
    CardDef("Druid of Purification", (TriggeredAbility(
        trigger=Enters(),
        effects=(EachPlayerMayChoose(Filter(types=("Artifact", "Enchantment"),
                                            controller="opponent"),
                                     then=(Destroy(Remembered("chosen")),)),),
        text="When this creature enters, starting with you, each player may choose an "
             "artifact or enchantment you don't control. Destroy each permanent chosen this "
             "way."),)),
    CardDef("Duplicant", (
        TriggeredAbility(
            trigger=Enters(),
            targets=(TargetNontoken(Filter(types=("Creature",))),),
            effects=(MayOrElse(then=(ExileLinked(),), prompt="Exile the target creature?"),),
            text="Imprint — When this creature enters, you may exile target nontoken "
                 "creature."),
        StaticAbility(LinkedCardTypes(), text=DUPLICANT_TEXT),
        StaticAbility(LinkedCardPT(), text=DUPLICANT_TEXT),
    )),
    CardDef("Combustible Gearhulk", (TriggeredAbility(
        trigger=Enters(), targets=(TargetPlayer(opponent_only=True),),
        effects=(ChooseOnResolution(
            (Mode((Draw(3),), label="they draw three cards"),
             Mode((Mill(3, who=You(), remember="milled"),
                   Damage(TotalManaValue("milled"), to=Target())),
                  label="they mill three cards and you are dealt damage equal to their total "
                        "mana value")),
            who=Target(), prompt="Combustible Gearhulk: let its controller draw three cards?"),),
        text="When this creature enters, target opponent may have you draw three cards. If "
             "the player doesn't, you mill three cards, then this creature deals damage to "
             "that player equal to the total mana value of those cards."),)),
    CardDef("Saheeli, Sublime Artificer", (
        TriggeredAbility(trigger=YouCast(not_types=("Creature",)),
                         effects=(CreateTokens(SERVO),),
                         text="Whenever you cast a noncreature spell, create a 1/1 colorless "
                              "Servo artifact creature token."),
        ActivatedAbility(
            loyalty=-2,
            targets=(TargetPermanent(Filter(types=("Artifact",), controller="you")),
                     AnotherTarget(Filter(types=("Artifact", "Creature"), controller="you"))),
            effects=(BecomeCopyOf(of=Target(1), what=Target(0),
                                  exceptions=Except(add_types=("Artifact",)), until="eot"),),
            text="[−2]: Target artifact you control becomes a copy of another target artifact "
                 "or creature you control until end of turn, except it's an artifact in "
                 "addition to its other types."),
    )),
)

register(
    "drc_commander",
    CardDef("Reality Shift", (SpellAbility(
        targets=(TargetCreature(),), effects=(Exile(), ManifestTop()),
        text="Exile target creature. Its controller manifests the top card of their library. "
             "(That player puts the top card of their library onto the battlefield face down "
             "as a 2/2 creature. If it's a creature card, it can be turned face up any time "
             "for its mana cost.)"),)),
)

__all__ = ["ANY_COLOR", "COMMANDER_COLOR", "ENTERS_TAPPED", "TAP_C", "bounce_land",
           "check_land", "fetch_basic", "painful", "snarl", "tap_for", "tapped_land",
           "temple"]
