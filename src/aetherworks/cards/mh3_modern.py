"""Modern Horizons 3 (``mh3``) cards of the Modern energy decks that aren't energy cards.

Another helper may define other MH3 cards in ``mh3.py``; these live apart to keep merges
simple.  Ajani and Sorin are transforming double-faced cards [712]: one ``CardDef`` per
face, and "exile [him], then return him to the battlefield transformed" [712.14a].
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    AnyTarget,
    ApplyContinuous,
    CardDef,
    CounterIt,
    CreateTokens,
    Damage,
    Destroy,
    Enters,
    EntersWith,
    Filter,
    GainControl,
    GainLife,
    If,
    Mode,
    Not,
    PutCounters,
    SpellAbility,
    StaticAbility,
    Target,
    TargetCreature,
    TargetPermanent,
    This,
    TokenDef,
    TriggeredAbility,
    YouControl,
)
from aetherworks.vocab.activation_restrictions import NamedCantActivateNonMana
from aetherworks.vocab.alt_costs import ExileOtherCardsFromGraveyard
from aetherworks.vocab.ascend import Ascend
from aetherworks.vocab.cost_increase import NamedCostsMore
from aetherworks.vocab.defending_player import CountOf
from aetherworks.vocab.designations import HasDesignation
from aetherworks.vocab.energy import CreateTokenCopy, SacrificeIt
from aetherworks.vocab.energy_payments import MayOrElse
from aetherworks.vocab.entered_this_turn import EnteredThisTurn
from aetherworks.vocab.enters_choice import ChooseCardName
from aetherworks.vocab.enters_or_attacks import EntersOrAttacks
from aetherworks.vocab.escape import Escape, Escaped
from aetherworks.vocab.extort import Extort
from aetherworks.vocab.graveyard_exile import AnyNumberOfTargetPlayers, ExileGraveyard
from aetherworks.vocab.life_gain import GainedLifeThisTurn, LifeGainedThisTurn
from aetherworks.vocab.predefined_tokens import FOOD
from aetherworks.vocab.reflexive import WhenYouDo
from aetherworks.vocab.replicate import Replicate, ReplicateCost
from aetherworks.vocab.sacrifice_rest import KeepOneOfEachSacrificeRest
from aetherworks.vocab.stack_targets import TargetTriggeredAbilityOrSpell
from aetherworks.vocab.statics import AddTypes
from aetherworks.vocab.transform import OneOrMoreDie, ReturnTransformed
from aetherworks.vocab.triggers import BeginningOfStep
from aetherworks.vocab.zone_triggers import EachPermanent, Times

CAT_WARRIOR = TokenDef("Cat Warrior", 2, 1, ("Creature",), ("Cat", "Warrior"), colors=("W",))
CAT = TokenDef("Cat", 1, 1, ("Creature",), ("Cat",), colors=("W",))

register(
    "mh3",
    CardDef("Ajani, Nacatl Pariah // Ajani, Nacatl Avenger", faces=(
        CardDef("Ajani, Nacatl Pariah", (
            TriggeredAbility(trigger=Enters(), effects=(CreateTokens(CAT_WARRIOR),),
                             text="When Ajani enters, create a 2/1 white Cat Warrior "
                                  "creature token."),
            TriggeredAbility(
                trigger=OneOrMoreDie(Filter(subtype="Cat", controller="you", other=True)),
                effects=(MayOrElse(then=(ReturnTransformed(This()),),
                                   prompt="Exile Ajani and return him transformed?"),),
                text="Whenever one or more other Cats you control die, you may exile Ajani, "
                     "then return him to the battlefield transformed under his owner's "
                     "control."),
        )),
        CardDef("Ajani, Nacatl Avenger", (
            ActivatedAbility(
                loyalty=2, effects=(PutCounters("+1/+1", 1, on=EachPermanent(
                    Filter(subtype="Cat", controller="you"))),),
                text="[+2]: Put a +1/+1 counter on each Cat you control."),
            ActivatedAbility(
                loyalty=0, effects=(
                    CreateTokens(CAT_WARRIOR),
                    WhenYouDo(TriggeredAbility(
                        targets=(AnyTarget(),), effects=(Damage(CountOf()),),
                        condition=YouControl(Filter(colors=("R",), other=True)),
                        text="When you do, if you control a red permanent other than Ajani, "
                             "he deals damage equal to the number of creatures you control "
                             "to any target.")),
                ),
                text="[0]: Create a 2/1 white Cat Warrior creature token. When you do, if "
                     "you control a red permanent other than Ajani, he deals damage equal to "
                     "the number of creatures you control to any target."),
            ActivatedAbility(
                loyalty=-4, effects=(KeepOneOfEachSacrificeRest(),),
                text="[−4]: Each opponent chooses an artifact, a creature, an enchantment, "
                     "and a planeswalker from among the nonland permanents they control, "
                     "then sacrifices the rest."),
        )),
    )),
    CardDef("Sorin of House Markov // Sorin, Ravenous Neonate", faces=(
        CardDef("Sorin of House Markov", (
            Extort(),
            TriggeredAbility(
                trigger=BeginningOfStep("main2"), condition=GainedLifeThisTurn(3),
                effects=(ReturnTransformed(This()),),
                text="At the beginning of each of your postcombat main phases, if you gained "
                     "3 or more life this turn, exile Sorin, then return him to the "
                     "battlefield transformed under his owner's control."),
        )),
        CardDef("Sorin, Ravenous Neonate", (
            Extort(),
            ActivatedAbility(loyalty=2, effects=(CreateTokens(FOOD),),
                             text="[+2]: Create a Food token."),
            ActivatedAbility(loyalty=-1, targets=(AnyTarget(),),
                             effects=(Damage(LifeGainedThisTurn()),),
                             text="[−1]: Sorin deals damage equal to the amount of life you "
                                  "gained this turn to any target."),
            ActivatedAbility(
                loyalty=-6, targets=(TargetCreature(),), effects=(
                    GainControl(),
                    ApplyContinuous(AddTypes(subtypes=("Vampire",)), until=""),
                    If(YouControl(Filter(colors=("W",), other=True), besides=Target()),
                       then=(PutCounters("lifelink", 1, on=Target()),)),
                ),
                text="[−6]: Gain control of target creature. It becomes a Vampire in addition "
                     "to its other types. Put a lifelink counter on it if you control a white "
                     "permanent other than that creature or Sorin."),
        )),
    )),
    CardDef("Phlage, Titan of Fire's Fury", (
        TriggeredAbility(trigger=Enters(), effects=(If(Not(Escaped()), then=(SacrificeIt(),)),),
                         text="When Phlage enters, sacrifice it unless it escaped."),
        TriggeredAbility(trigger=EntersOrAttacks(), targets=(AnyTarget(),),
                         effects=(Damage(3), GainLife(3)),
                         text="Whenever Phlage enters or attacks, it deals 3 damage to any "
                              "target and you gain 3 life."),
        Escape("{R}{R}{W}{W}", (ExileOtherCardsFromGraveyard(5),),
               text="Escape—{R}{R}{W}{W}, Exile five other cards from your graveyard. (You may "
                    "cast this card from your graveyard for its escape cost.)"),
    )),
    CardDef("Thraben Charm", (SpellAbility(
        modes=(
            Mode((Damage(Times(2, CountOf())),), (TargetCreature(),),
                 "Thraben Charm deals damage equal to twice the number of creatures you "
                 "control to target creature"),
            Mode((Destroy(),), (TargetPermanent(Filter(types=("Enchantment",))),),
                 "Destroy target enchantment"),
            Mode((ExileGraveyard(),), (AnyNumberOfTargetPlayers(),),
                 "Exile any number of target players' graveyards"),
        ),
        text="Choose one —\n• Thraben Charm deals damage equal to twice the number of "
             "creatures you control to target creature.\n• Destroy target enchantment.\n"
             "• Exile any number of target players' graveyards."),)),
    CardDef("Consign to Memory", (
        SpellAbility(additional_costs=(ReplicateCost(mana="{1}"),),
                     targets=(TargetTriggeredAbilityOrSpell(),), effects=(CounterIt(),),
                     text="Counter target triggered ability or colorless spell."),
        Replicate("Replicate {1} (When you cast this spell, copy it for each time you paid its "
                  "replicate cost. You may choose new targets for the copies.)"),
    )),
    CardDef("Disruptor Flute", (
        EntersWith(as_enters=(ChooseCardName(),),
                   text="As this artifact enters, choose a card name."),
        StaticAbility(NamedCostsMore(3), text="Spells with the chosen name cost {3} more to "
                                              "cast."),
        StaticAbility(NamedCantActivateNonMana(),
                      text="Activated abilities of sources with the chosen name can't be "
                           "activated unless they're mana abilities."),
    )),
    CardDef("Ocelot Pride", (
        Ascend(),
        TriggeredAbility(
            trigger=BeginningOfStep("end"), condition=GainedLifeThisTurn(),
            effects=(CreateTokens(CAT), If(HasDesignation("city's blessing"), then=(
                CreateTokenCopy(of=EachPermanent(EnteredThisTurn(controller="you",
                                                                 tokens=True))),))),
            text="At the beginning of your end step, if you gained life this turn, create a "
                 "1/1 white Cat creature token. Then if you have the city's blessing, for each "
                 "token you control that entered this turn, create a token that's a copy of "
                 "it."),
    )),
)
