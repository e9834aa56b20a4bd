"""Older staples of the Modern energy decks' main decks and sideboards, from many sets
(Blood Moon, Thoughtseize, Goblin Bombardment, Leyline of the Void ...), grouped here as
``temur_sideboard`` groups the 2017 sideboard: each is one short definition from the shared
vocabulary.
"""

from aetherworks.engine.cardpool import register
from aetherworks.engine.defs import AltCost
from aetherworks.engine.hooks import Rule
from aetherworks.vocab import (
    ActivatedAbility,
    AnyTarget,
    ApplyContinuous,
    CardDef,
    ControllerOfTarget,
    CounterIt,
    CounterUnlessPays,
    CreateTokens,
    Damage,
    Destroy,
    Dies,
    Draw,
    EntersWith,
    Exile,
    Filter,
    If,
    LoseLife,
    ManaAbility,
    ManaCost,
    Not,
    Sacrifice,
    SacrificeSelf,
    SearchLibrary,
    SpellAbility,
    StaticAbility,
    Target,
    TargetCreature,
    TargetPermanent,
    TargetPlayer,
    TargetSpell,
    TokenDef,
    TriggeredAbility,
    You,
)
from aetherworks.vocab.activation_restrictions import EventPlayer, OpponentActivates
from aetherworks.vocab.alt_costs import ExileFromHand, ExileThisCard
from aetherworks.vocab.cast_restrictions import (
    CreaturesCantAttackThisTurn,
    OneSpellEachTurn,
    PlayerCantCastThisTurn,
)
from aetherworks.vocab.combat_triggers import YourTurn
from aetherworks.vocab.cost_increase import MoreForEachOtherSpell
from aetherworks.vocab.cost_reduction import CostsLessFor
from aetherworks.vocab.effects import DiscardChosen
from aetherworks.vocab.entered_this_turn import EnteredThisTurn
from aetherworks.vocab.exile_for_cost import ExileAnyNumberFromHand, ExiledForCost
from aetherworks.vocab.flicker import ExileAndReturn
from aetherworks.vocab.granted_abilities import GainAbility, ItsNewObject
from aetherworks.vocab.graveyard_exile import ExileSameName, TargetGraveyardCard
from aetherworks.vocab.hand_disruption import RevealHandChooseDiscard
from aetherworks.vocab.kicker import Kicked, Kicker
from aetherworks.vocab.land_types import NonbasicLandsAre, TargetWasNonbasic
from aetherworks.vocab.mass_destroy import DestroyEach
from aetherworks.vocab.reanimate import ReturnToBattlefield
from aetherworks.vocab.rebound import Rebound
from aetherworks.vocab.remembered import RememberedCount
from aetherworks.vocab.restrictions import RuleEffect
from aetherworks.vocab.storm import Storm
from aetherworks.vocab.triggers import Enters
from aetherworks.vocab.x_costs import TargetPermanentWithMVX
from aetherworks.vocab.zone_replacements import (
    BeginOnBattlefield,
    OpponentsCardsExiledInstead,
    UncastCreaturesExiled,
)

ELEMENTAL = TokenDef("Elemental", 1, 1, ("Creature",), ("Elemental",), colors=("R",))

RETURN_WHEN_DIES = TriggeredAbility(
    trigger=Dies(), effects=(ReturnToBattlefield(ItsNewObject(), tapped=True,
                                                 under_owner=True),),
    text="When this creature dies, return it to the battlefield tapped under its owner's "
         "control.")

register(
    "modern_staples",
    CardDef("Blood Moon", (StaticAbility(NonbasicLandsAre("Mountain"),
                                         text="Nonbasic lands are Mountains."),)),
    CardDef("Celestial Purge", (SpellAbility(
        targets=(TargetPermanent(Filter(colors=("B", "R"))),), effects=(Exile(),),
        text="Exile target black or red permanent."),)),
    CardDef("Containment Priest", (StaticAbility(
        UncastCreaturesExiled(),
        text="If a nontoken creature would enter and it wasn't cast, exile it instead."),)),
    CardDef("Damping Sphere", (
        StaticAbility(RuleEffect(Rule.ONE_COLORLESS),
                      text="If a land is tapped for two or more mana, it produces {C} instead "
                           "of any other type and amount."),
        StaticAbility(MoreForEachOtherSpell(1),
                      text="Each spell a player casts costs {1} more to cast for each other "
                           "spell that player has cast this turn."),
    )),
    CardDef("Ephemerate", (
        SpellAbility(targets=(TargetCreature(controller="you"),),
                     effects=(ExileAndReturn(Target()),),
                     text="Exile target creature you control, then return it to the "
                          "battlefield under its owner's control."),
        Rebound("Rebound (If you cast this spell from your hand, exile it as it resolves. At "
                "the beginning of your next upkeep, you may cast this card from exile without "
                "paying its mana cost.)"),
    )),
    CardDef("Erode", (SpellAbility(
        targets=(TargetPermanent(Filter(types=("Creature", "Planeswalker"))),),
        effects=(Destroy(), SearchLibrary(to="battlefield", tapped=True,
                                          who=ControllerOfTarget(), may=True)),
        text="Destroy target creature or planeswalker. Its controller may search their "
             "library for a basic land card, put it onto the battlefield tapped, then "
             "shuffle."),)),
    CardDef("Flusterstorm", (
        SpellAbility(targets=(TargetSpell(types=("Instant", "Sorcery")),),
                     effects=(CounterUnlessPays(1),),
                     text="Counter target instant or sorcery spell unless its controller "
                          "pays {1}."),
        Storm("Storm (When you cast this spell, copy it for each spell cast before it this "
              "turn. You may choose new targets for the copies.)"),
    )),
    CardDef("Force of Despair", (
        AltCost(label="exile a black card", costs=(ExileFromHand(1, ("B",)),),
                condition=Not(YourTurn()),
                text="If it's not your turn, you may exile a black card from your hand rather "
                     "than pay this spell's mana cost."),
        SpellAbility(effects=(DestroyEach(EnteredThisTurn(types=("Creature",))),),
                     text="Destroy all creatures that entered this turn."),
    )),
    CardDef("Goblin Bombardment", (ActivatedAbility(
        costs=(Sacrifice(Filter(types=("Creature",))),), targets=(AnyTarget(),),
        effects=(Damage(1),),
        text="Sacrifice a creature: This enchantment deals 1 damage to any target."),)),
    CardDef("Harsh Mentor", (TriggeredAbility(
        trigger=OpponentActivates(), effects=(Damage(2, to=EventPlayer()),),
        text="Whenever an opponent activates an ability of an artifact, creature, or land on "
             "the battlefield, if it isn't a mana ability, this creature deals 2 damage to "
             "that player."),)),
    CardDef("High Noon", (
        StaticAbility(OneSpellEachTurn(),
                      text="Each player can't cast more than one spell each turn."),
        ActivatedAbility(mana=ManaCost.parse("{4}{R}"), costs=(SacrificeSelf(),),
                         targets=(AnyTarget(),), effects=(Damage(5),),
                         text="{4}{R}, Sacrifice this enchantment: It deals 5 damage to any "
                              "target."),
    )),
    CardDef("Leyline of the Void", (
        StaticAbility(BeginOnBattlefield(),
                      text="If this card is in your opening hand, you may begin the game with "
                           "it on the battlefield."),
        StaticAbility(OpponentsCardsExiledInstead(),
                      text="If a card would be put into an opponent's graveyard from "
                           "anywhere, exile it instead."),
    )),
    CardDef("Malakir Rebirth // Malakir Mire", mdfc=True, faces=(
        CardDef("Malakir Rebirth", (SpellAbility(
            targets=(TargetCreature(),),
            effects=(LoseLife(2), ApplyContinuous(GainAbility(RETURN_WHEN_DIES))),
            text="Choose target creature. You lose 2 life. Until end of turn, that creature "
                 "gains \"When this creature dies, return it to the battlefield tapped under "
                 "its owner's control.\""),)),
        CardDef("Malakir Mire", (
            EntersWith(tapped=True, text="Malakir Mire enters the battlefield tapped."),
            ManaAbility(produce="B", text="{T}: Add {B}."),
        )),
    )),
    CardDef("March of Otherworldly Light", (
        SpellAbility(
            additional_costs=(ExileAnyNumberFromHand(("W",)),),
            targets=(TargetPermanentWithMVX(Filter(types=("Artifact", "Creature",
                                                          "Enchantment")), or_less=True),),
            effects=(Exile(),),
            text="As an additional cost to cast this spell, you may exile any number of white "
                 "cards from your hand. This spell costs {2} less to cast for each card "
                 "exiled this way.\nExile target artifact, creature, or enchantment with mana "
                 "value X or less."),
        StaticAbility(CostsLessFor(ExiledForCost(("W",)), generic=2),
                      text="As an additional cost to cast this spell, you may exile any number "
                           "of white cards from your hand. This spell costs {2} less to cast "
                           "for each card exiled this way."),
    )),
    CardDef("Molten Rain", (SpellAbility(
        targets=(TargetPermanent(Filter(types=("Land",))),),
        effects=(Destroy(), If(TargetWasNonbasic(), then=(Damage(2, to=ControllerOfTarget()),))),
        text="Destroy target land. If that land was nonbasic, Molten Rain deals 2 damage to "
             "the land's controller."),)),
    CardDef("Orim's Chant", (SpellAbility(
        additional_costs=(Kicker("{W}"),), targets=(TargetPlayer(),),
        effects=(PlayerCantCastThisTurn(), If(Kicked(), then=(CreaturesCantAttackThisTurn(),))),
        text="Target player can't cast spells this turn. If this spell was kicked, creatures "
             "can't attack this turn."),)),
    CardDef("Seasoned Pyromancer", (
        TriggeredAbility(
            trigger=Enters(),
            effects=(DiscardChosen(2, who=You(), remember="discarded"), Draw(2),
                     CreateTokens(ELEMENTAL, RememberedCount("discarded",
                                                             not_types=("Land",)))),
            text="When this creature enters, discard two cards, then draw two cards. For each "
                 "nonland card discarded this way, create a 1/1 red Elemental creature "
                 "token."),
        ActivatedAbility(mana=ManaCost.parse("{3}{R}{R}"), costs=(ExileThisCard(),),
                         zone="graveyard", effects=(CreateTokens(ELEMENTAL, 2),),
                         text="{3}{R}{R}, Exile this card from your graveyard: Create two 1/1 "
                              "red Elemental creature tokens."),
    )),
    CardDef("Spell Snare", (SpellAbility(
        targets=(TargetSpell(mana_value=2),), effects=(CounterIt(),),
        text="Counter target spell with mana value 2."),)),
    CardDef("Surgical Extraction", (SpellAbility(
        targets=(TargetGraveyardCard(not_basic_land=True),), effects=(ExileSameName(),),
        text="Choose target card in a graveyard other than a basic land card. Search its "
             "owner's graveyard, hand, and library for any number of cards with the same name "
             "as that card and exile them. Then that player shuffles."),)),
    CardDef("Thoughtseize", (SpellAbility(
        targets=(TargetPlayer(),), effects=(RevealHandChooseDiscard(), LoseLife(2)),
        text="Target player reveals their hand. You choose a nonland card from it. That "
             "player discards that card. You lose 2 life."),)),
    CardDef("Wear // Tear", faces=(
        CardDef("Wear", (SpellAbility(
            targets=(TargetPermanent(Filter(types=("Artifact",))),), effects=(Destroy(),),
            text="Destroy target artifact."),)),
        CardDef("Tear", (SpellAbility(
            targets=(TargetPermanent(Filter(types=("Enchantment",))),), effects=(Destroy(),),
            text="Destroy target enchantment."),)),
    )),
)
