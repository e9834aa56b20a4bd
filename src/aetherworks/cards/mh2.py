"""Modern Horizons 2 (``mh2``) cards of the Modern energy decks: the evoke Incarnations
(Solitude, Grief) [702.74] and Ragavan (dash) [702.109]."""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    CardDef,
    ControllerOfTarget,
    CreateTokens,
    DealsCombatDamageToPlayer,
    Enters,
    Exile,
    GainLife,
    PowerOf,
    Target,
    TargetCreature,
    TargetPlayer,
    TriggeredAbility,
)
from aetherworks.vocab.alt_costs import ExileFromHand
from aetherworks.vocab.dash import Dash
from aetherworks.vocab.energy_payments import MayPlayThisTurn
from aetherworks.vocab.evoke import Evoke
from aetherworks.vocab.exiled_abilities import DamagedPlayer
from aetherworks.vocab.hand_disruption import RevealHandChooseDiscard
from aetherworks.vocab.predefined_tokens import TREASURE
from aetherworks.vocab.saga import ExileTop

register(
    "mh2",
    CardDef("Grief", (
        TriggeredAbility(trigger=Enters(), targets=(TargetPlayer(opponent_only=True),),
                         effects=(RevealHandChooseDiscard(),),
                         text="When this creature enters, target opponent reveals their hand. "
                              "You choose a nonland card from it. That player discards that "
                              "card."),
        *Evoke((ExileFromHand(1, ("B",)),), text="Evoke—Exile a black card from your hand."),
    )),
    CardDef("Solitude", (
        TriggeredAbility(trigger=Enters(),
                         targets=(TargetCreature(other=True, count=1, min_count=0),),
                         effects=(Exile(), GainLife(PowerOf(Target()), who=ControllerOfTarget())),
                         text="When this creature enters, exile up to one other target "
                              "creature. That creature's controller gains life equal to its "
                              "power."),
        *Evoke((ExileFromHand(1, ("W",)),), text="Evoke—Exile a white card from your hand."),
    )),
    CardDef("Ragavan, Nimble Pilferer", (
        TriggeredAbility(trigger=DealsCombatDamageToPlayer(), effects=(
            CreateTokens(TREASURE),
            ExileTop(1, who=DamagedPlayer(), remember="exiled"),
            MayPlayThisTurn("exiled", cast_only=True)),
            text="Whenever Ragavan deals combat damage to a player, create a Treasure token "
                 "and exile the top card of that player's library. Until end of turn, you may "
                 "cast that card."),
        *Dash("{1}{R}", text="Dash {1}{R} (You may cast this spell for its dash cost. If you "
                             "do, it gains haste, and it's returned from the battlefield to "
                             "its owner's hand at the beginning of the next end step.)"),
    )),
)
