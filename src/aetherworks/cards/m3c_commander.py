"""The non-energy cards of Modern Horizons 3 Commander's *Creative Energy* precon (Satya,
Aetherflux Genius) that the *Living Energy* module (:mod:`aetherworks.cards.drc_commander`)
doesn't already define, with its land and rock builders.
"""

from __future__ import annotations

import dataclasses

from aetherworks.cards.drc_commander import (
    ANY_COLOR,
    TAP_C,
    bounce_land,
    fetch_basic,
    painful,
    snarl,
    tap_for,
    tapped_land,
    temple,
)
from aetherworks.engine.cardpool import register
from aetherworks.engine.defs import TokenDef
from aetherworks.vocab import (
    ActivatedAbility,
    Anthem,
    BeginningOfStep,
    CardDef,
    CreateTokens,
    Damage,
    Destroy,
    Draw,
    Enters,
    EntersWith,
    Exile,
    Filter,
    GainLife,
    If,
    ManaAbility,
    ManaCost,
    Mode,
    PaidAtLeast,
    Pump,
    PutCounters,
    Sacrifice,
    SacrificeSelf,
    SearchLibrary,
    SpellAbility,
    StaticAbility,
    TapSelf,
    TargetCreature,
    TargetPermanent,
    TriggeredAbility,
    UntapIt,
    YouControl,
)
from aetherworks.vocab.attack_requirements import Goad, OpponentsCreaturesAttack
from aetherworks.vocab.becomes_target import BecomesTargetOfSpell
from aetherworks.vocab.chosen import ChoosePermanent, ExileGraveyards
from aetherworks.vocab.combat_triggers import OneOrMoreDealCombatDamage
from aetherworks.vocab.commander import ControlsCommander
from aetherworks.vocab.counter_actions import RemoveAllCounters, RemoveCountersSelfX
from aetherworks.vocab.creature_combat import (
    AttackedByIt,
    AttackYouUnblocked,
    CreatureDealsCombatDamage,
    GiveControl,
)
from aetherworks.vocab.defending_player import Nonbasic, TargetPermanentOf
from aetherworks.vocab.demonstrate import DemonstrateCopy, Myriad
from aetherworks.vocab.energy import Proliferate
from aetherworks.vocab.energy_payments import MayOrElse, MayPlayThisTurn
from aetherworks.vocab.exiled_abilities import DamagedPlayer
from aetherworks.vocab.fabricate import Fabricate, Populate
from aetherworks.vocab.flicker import ExileSelf
from aetherworks.vocab.granted_abilities import YoursHave
from aetherworks.vocab.library import Scry
from aetherworks.vocab.linked_exile import (
    ExileLinked,
    LeavesBattlefield,
    LinkedOwnersCreateXToken,
)
from aetherworks.vocab.mana_production import AddManaOfAnyColors
from aetherworks.vocab.predefined_tokens import TREASURE
from aetherworks.vocab.reanimate import ReturnEachFromGraveyard
from aetherworks.vocab.refs import (
    ControllerOfTarget,
    EachPlayer,
    EventPlayer,
    Paid,
    PowerOf,
    Target,
    This,
    X,
)
from aetherworks.vocab.saga import ExileTop
from aetherworks.vocab.tap_costs import TapAnyNumber
from aetherworks.vocab.token_copies import OthersBecomeCopy
from aetherworks.vocab.triggers import Attacks, YouCast
from aetherworks.vocab.x_tokens import TargetNontoken
from aetherworks.vocab.zone_triggers import EachPermanent

register(
    "m3c_commander",
    CardDef("Talisman of Conviction", painful("RW", "artifact")),
    CardDef("Talisman of Creativity", painful("UR", "artifact")),
    CardDef("Talisman of Progress", painful("WU", "artifact")),
    CardDef("Adarkar Wastes", painful("WU")),
    CardDef("Battlefield Forge", painful("RW")),
    CardDef("Azorius Chancery", bounce_land("WU")),
    CardDef("Izzet Boilerworks", bounce_land("UR")),
    CardDef("Mystic Monastery", tapped_land("URW")),
    CardDef("Castle Vantress", (
        EntersWith(tapped=True, unless=YouControl(Filter(subtype="Island")),
                   text="This land enters tapped unless you control an Island."),
        tap_for("U"),
        ActivatedAbility(mana=ManaCost.parse("{2}{U}{U}"), costs=(TapSelf(),),
                         effects=(Scry(2),), text="{2}{U}{U}, {T}: Scry 2."),
    )),
    CardDef("Temple of Enlightenment", temple("WU")),
    CardDef("Temple of Triumph", temple("RW")),
    CardDef("Furycalm Snarl", snarl("RW", ("Mountain", "Plains"))),
    CardDef("Port Town", snarl("WU", ("Plains", "Island"))),
    CardDef("Prairie Stream", (
        # Its mana ability comes from its basic land types [305.6].
        EntersWith(tapped=True, unless=YouControl(Filter(types=("Land",), supertype="Basic"),
                                                  at_least=2),
                   text="This land enters tapped unless you control two or more basic "
                        "lands."),
    )),
    CardDef("Mystic Gate", (
        TAP_C,
        ManaAbility(produce="WU", amount=2, combination=True, mana=ManaCost.parse("{W/U}"),
                    text="{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}."),
    )),
    CardDef("Demolition Field", (
        TAP_C,
        ActivatedAbility(
            mana=ManaCost.parse("{2}"), costs=(TapSelf(), SacrificeSelf()),
            targets=(TargetPermanent(Nonbasic(types=("Land",), controller="opponent")),),
            effects=(Destroy(),
                     SearchLibrary(to="battlefield", who=ControllerOfTarget()),
                     SearchLibrary(to="battlefield")),
            text="{2}, {T}, Sacrifice this land: Destroy target nonbasic land an opponent "
                 "controls. That land's controller may search their library for a basic land "
                 "card, put it onto the battlefield, then shuffle. You may search your library "
                 "for a basic land card, put it onto the battlefield, then shuffle."),
    )),
    CardDef("Wayfarer's Bauble", (fetch_basic(
        mana="{2}",
        text="{2}, {T}, Sacrifice this artifact: Search your library for a basic land card, "
             "put that card onto the battlefield tapped, then shuffle."),)),
    CardDef("Burnished Hart", (fetch_basic(
        mana="{3}", tap=False, n=2,
        text="{3}, Sacrifice this creature: Search your library for up to two basic land "
             "cards, put them onto the battlefield tapped, then shuffle."),)),
)

register(
    "m3c_commander",
    CardDef("Coalition Relic", (
        ANY_COLOR,
        ActivatedAbility(costs=(TapSelf(),), effects=(PutCounters("charge", 1),),
                         text="{T}: Put a charge counter on this artifact."),
        TriggeredAbility(
            trigger=BeginningOfStep("main1"),
            effects=(RemoveAllCounters("charge"), AddManaOfAnyColors(Paid("removed"))),
            text="At the beginning of your first main phase, remove all charge counters "
                 "from this artifact. Add one mana of any color for each charge counter "
                 "removed this way."),
    )),
    CardDef("Coveted Jewel", (
        TriggeredAbility(trigger=Enters(), effects=(Draw(3),),
                         text="When this artifact enters, draw three cards."),
        ManaAbility(produce="WUBRG", amount=3, text="{T}: Add three mana of any one color."),
        TriggeredAbility(
            trigger=AttackYouUnblocked(),
            effects=(Draw(3, who=EventPlayer()), GiveControl(), UntapIt(This())),
            text="Whenever one or more creatures an opponent controls attack you and aren't "
                 "blocked, that player draws three cards and gains control of this artifact. "
                 "Untap it."),
    )),
    CardDef("Hourglass of the Lost", (
        ManaAbility(produce="W", effects=(PutCounters("time", 1),),
                    text="{T}: Add {W}. Put a time counter on this artifact."),
        ActivatedAbility(
            costs=(TapSelf(), RemoveCountersSelfX("time"), ExileSelf()), sorcery=True,
            effects=(ReturnEachFromGraveyard(X()),),
            text="{T}, Remove X time counters from this artifact and exile it: Return each "
                 "nonland permanent card with mana value X from your graveyard to the "
                 "battlefield. Activate only as a sorcery."),
    )),
    CardDef("Goldspan Dragon", (
        TriggeredAbility(trigger=BecomesTargetOfSpell(or_attacks=True),
                         effects=(CreateTokens(TREASURE),),
                         text="Whenever this creature attacks or becomes the target of a "
                              "spell, create a Treasure token."),
        StaticAbility(YoursHave(
            abilities=(ManaAbility(produce="WUBRG", amount=2, costs=(SacrificeSelf(),),
                                   text="{T}, Sacrifice this artifact: Add two mana of any "
                                        "one color."),),
            subtypes=("Treasure",)),
            text='Treasures you control have "{T}, Sacrifice this artifact: Add two mana of '
                 'any one color."'),
    )),
)

YOUR_CREATURES = EachPermanent(Filter(types=("Creature",), controller="you"))


def _each(kind: str) -> Filter:
    return Filter(types=(kind,))


register(
    "m3c_commander",
    CardDef("Swords to Plowshares", (SpellAbility(
        targets=(TargetCreature(),),
        effects=(Exile(), GainLife(PowerOf(Target()), who=ControllerOfTarget())),
        text="Exile target creature. Its controller gains life equal to its power."),)),
    CardDef("Tezzeret's Gambit", (SpellAbility(
        effects=(Draw(2), Proliferate()),
        text="Draw two cards, then proliferate. (Choose any number of permanents and/or "
             "players, then give each another counter of each kind already there.)"),)),
    CardDef("Angel of Invention", (
        dataclasses.replace(Fabricate(2), text="Fabricate 2 (When this creature enters, put two "
                            "+1/+1 counters on it or create two 1/1 colorless Servo artifact "
                            "creature tokens.)"),
        StaticAbility(Anthem(1, 1), text="Other creatures you control get +1/+1."),
    )),
    CardDef("Austere Command", (SpellAbility(
        modes=(Mode((Destroy(EachPermanent(_each("Artifact"))),), label="Destroy all artifacts"),
               Mode((Destroy(EachPermanent(_each("Enchantment"))),),
                    label="Destroy all enchantments"),
               Mode((Destroy(EachPermanent(Filter(types=("Creature",), max_mv=3))),),
                    label="Destroy all creatures with mana value 3 or less"),
               Mode((Destroy(EachPermanent(Filter(types=("Creature",), min_mv=4))),),
                    label="Destroy all creatures with mana value 4 or greater")),
        choose_modes=2,
        text="Choose two —\n• Destroy all artifacts.\n• Destroy all enchantments.\n• Destroy "
             "all creatures with mana value 3 or less.\n• Destroy all creatures with mana "
             "value 4 or greater."),)),
    CardDef("Farewell", (SpellAbility(
        modes=(Mode((Exile(EachPermanent(_each("Artifact"))),), label="Exile all artifacts"),
               Mode((Exile(EachPermanent(_each("Creature"))),), label="Exile all creatures"),
               Mode((Exile(EachPermanent(_each("Enchantment"))),),
                    label="Exile all enchantments"),
               Mode((ExileGraveyards(EachPlayer()),), label="Exile all graveyards")),
        choose_modes=4, min_modes=1,
        text="Choose one or more —\n• Exile all artifacts.\n• Exile all creatures.\n• Exile "
             "all enchantments.\n• Exile all graveyards."),)),
    CardDef("Akroma's Will", (SpellAbility(
        modes=(Mode((Pump(on=YOUR_CREATURES,
                          keywords=("Flying", "Vigilance", "Double strike")),),
                    label="Creatures you control gain flying, vigilance, and double strike"),
               Mode((Pump(on=YOUR_CREATURES,
                          keywords=("Lifelink", "Indestructible",
                                    "Protection from each color")),),
                    label="Creatures you control gain lifelink, indestructible, and "
                          "protection from each color")),
        more_modes_if=ControlsCommander(yours=False),
        text="Choose one. If you control a commander as you cast this spell, you may choose "
             "both instead.\n• Creatures you control gain flying, vigilance, and double strike "
             "until end of turn.\n• Creatures you control gain lifelink, indestructible, and "
             "protection from each color until end of turn."),)),
    CardDef("Bident of Thassa", (
        TriggeredAbility(trigger=CreatureDealsCombatDamage(),
                         effects=(MayOrElse(then=(Draw(1),), prompt="Draw a card?"),),
                         text="Whenever a creature you control deals combat damage to a "
                              "player, you may draw a card."),
        ActivatedAbility(mana=ManaCost.parse("{1}{U}"), costs=(TapSelf(),),
                         effects=(OpponentsCreaturesAttack(),),
                         text="{1}{U}, {T}: Creatures your opponents control attack this turn "
                              "if able."),
    )),
    CardDef("Professional Face-Breaker", (
        TriggeredAbility(trigger=OneOrMoreDealCombatDamage(), effects=(CreateTokens(TREASURE),),
                         text="Whenever one or more creatures you control deal combat damage "
                              "to a player, create a Treasure token."),
        ActivatedAbility(costs=(Sacrifice(Filter(subtype="Treasure")),),
                         effects=(ExileTop(1), MayPlayThisTurn("exiled")),
                         text="Sacrifice a Treasure: Exile the top card of your library. You "
                              "may play that card this turn."),
    )),
    CardDef("Grenzo, Havoc Raiser", (TriggeredAbility(
        trigger=CreatureDealsCombatDamage(),
        modes=(Mode((Goad(),),
                    (TargetPermanentOf(Filter(types=("Creature",)), owner_ref=DamagedPlayer()),),
                    "Goad target creature that player controls"),
               Mode((ExileTop(1, who=DamagedPlayer()),
                     MayPlayThisTurn(cast_only=True, any_color_mana=True)),
                    label="Exile the top card of that player's library; you may cast it this "
                          "turn")),
        text="Whenever a creature you control deals combat damage to a player, choose one —\n"
             "• Goad target creature that player controls.\n• Exile the top card of that "
             "player's library. Until end of turn, you may cast that card and you may spend "
             "mana as though it were mana of any color to cast that spell."),)),
)

MYR = TokenDef("Myr", 1, 1, ("Artifact", "Creature"), ("Myr",))
PHYREXIAN_MYR = TokenDef("Phyrexian Myr", 2, 1, ("Artifact", "Creature"), ("Phyrexian", "Myr"),
                         colors=("U",))
ILLUSION = TokenDef("Illusion", 0, 0, ("Creature",), ("Illusion",), colors=("U",))
TAPPED = Paid("tapped")

register(
    "m3c_commander",
    CardDef("Cayth, Famed Mechanist", (
        Fabricate(1),
        StaticAbility(YoursHave(abilities=(Fabricate(1),), types=("Creature",), tokens=False,
                                others=True),
                      text="Other nontoken creatures you control have fabricate 1."),
        ActivatedAbility(mana=ManaCost.parse("{2}"), costs=(TapSelf(),),
                         modes=(Mode((Populate(),), label="Populate"),
                                Mode((Proliferate(),), label="Proliferate")),
                         text="{2}, {T}: Choose one —\n• Populate.\n• Proliferate."),
    )),
    CardDef("Brudiclad, Telchor Engineer", (
        StaticAbility(YoursHave(keywords=("Haste",), types=("Creature",), tokens=True),
                      text="Creature tokens you control have haste."),
        TriggeredAbility(
            trigger=BeginningOfStep("begin_combat"),
            effects=(CreateTokens(PHYREXIAN_MYR),
                     ChoosePermanent(Filter(token=True, controller="you"), optional=True,
                                     then=(OthersBecomeCopy(),))),
            text="At the beginning of combat on your turn, create a 2/1 blue Phyrexian Myr "
                 "artifact creature token. Then you may choose a token you control. If you do, "
                 "each other token you control becomes a copy of that token."),
    )),
    CardDef("Legion Loyalty", (StaticAbility(
        YoursHave(abilities=(Myriad(),), types=("Creature",)),
        text="Creatures you control have myriad. (Whenever a creature with myriad attacks, for "
             "each opponent other than defending player, you may create a token copy that's "
             "tapped and attacking that player or a planeswalker they control. Exile the "
             "tokens at end of combat.)"),)),
    CardDef("Myr Battlesphere", (
        TriggeredAbility(trigger=Enters(), effects=(CreateTokens(MYR, 4),),
                         text="When this creature enters, create four 1/1 colorless Myr "
                              "artifact creature tokens."),
        TriggeredAbility(
            trigger=Attacks(),
            effects=(TapAnyNumber(), If(PaidAtLeast(1, "tapped"), then=(
                Pump(TAPPED, 0, on=This()), Damage(TAPPED, to=AttackedByIt())))),
            text="Whenever this creature attacks, you may tap X untapped Myr you control. If "
                 "you do, this creature gets +X/+0 until end of turn and deals X damage to the "
                 "player or planeswalker it's attacking."),
    )),
    CardDef("Silverquill Lecturer", (TriggeredAbility(
        trigger=YouCast(types=("Creature",)), effects=(DemonstrateCopy(),),
        text="Creature spells you cast have demonstrate. (Whenever you cast a creature spell, "
             "you may copy it. If you do, choose an opponent to also copy it. Each copy "
             "becomes a token.)"),)),
    CardDef("Skyclave Apparition", (
        TriggeredAbility(
            trigger=Enters(),
            targets=(TargetNontoken(Filter(not_types=("Land",), controller="opponent",
                                           max_mv=4), min_count=0),),
            effects=(ExileLinked(),),
            text="When this creature enters, exile up to one target nonland, nontoken "
                 "permanent you don't control with mana value 4 or less."),
        TriggeredAbility(
            trigger=LeavesBattlefield(), effects=(LinkedOwnersCreateXToken(ILLUSION),),
            text="When this creature leaves the battlefield, the exiled card's owner creates "
                 "an X/X blue Illusion creature token, where X is the mana value of the "
                 "exiled card."),
    )),
)
