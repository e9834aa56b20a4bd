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
    CreateTokens,
    Damage,
    Enters,
    Filter,
    GainControl,
    If,
    PutCounters,
    Target,
    TargetCreature,
    This,
    TokenDef,
    TriggeredAbility,
    YouControl,
)
from aetherworks.vocab.defending_player import CountOf
from aetherworks.vocab.energy_payments import MayOrElse
from aetherworks.vocab.extort import Extort
from aetherworks.vocab.life_gain import GainedLifeThisTurn, LifeGainedThisTurn
from aetherworks.vocab.predefined_tokens import FOOD
from aetherworks.vocab.reflexive import WhenYouDo
from aetherworks.vocab.sacrifice_rest import KeepOneOfEachSacrificeRest
from aetherworks.vocab.statics import AddTypes
from aetherworks.vocab.transform import OneOrMoreDie, ReturnTransformed
from aetherworks.vocab.triggers import BeginningOfStep
from aetherworks.vocab.zone_triggers import EachPermanent

CAT_WARRIOR = TokenDef("Cat Warrior", 2, 1, ("Creature",), ("Cat", "Warrior"), colors=("W",))

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
)
