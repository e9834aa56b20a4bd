"""Kaladesh-block one-offs of the ka4 session: cards whose wording no template reuses.

* Rashmi, Eternities Crafter — "Whenever you cast your first spell each turn, reveal the top
  card of your library. You may cast it without paying its mana cost if it's a spell with
  lesser mana value. If you don't cast it, put it into your hand." [601.2i, 701.20a, 118.9]:
  the comparison is with the triggering spell's mana value (X as chosen, as it last existed
  on the stack) [202.3e, 608.2h]; the card cast goes on the stack above the triggering spell
  and resolves first [608.2g].
* Spark of Creativity — "Choose target creature. Exile the top card of your library. You may
  have Spark of Creativity deal damage to that creature equal to the exiled card's mana
  value. If you don't, you may play that card until end of turn." [406.3, 609.3, 611.2a]:
  the mana value of a card in exile counts X as 0 [202.3b]; played with its normal timing,
  costs and land drops [305.1, 601.2]; with its target illegal nothing happens [608.2b].
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import CardDef, SpellAbility, TargetCreature, TriggeredAbility
from aetherworks.vocab.counts import SpellManaValue
from aetherworks.vocab.effects import Damage, ReturnToHand
from aetherworks.vocab.energy_payments import MayOrElse, MayPlayThisTurn
from aetherworks.vocab.library import RevealTop
from aetherworks.vocab.refs import EventObject, ManaValueOf, Remembered
from aetherworks.vocab.reveal_cast import MayCastIfLesser
from aetherworks.vocab.saga import ExileTop
from aetherworks.vocab.triggers import YouCast

register(
    "kld",
    CardDef("Rashmi, Eternities Crafter", (
        TriggeredAbility(
            trigger=YouCast(nth=1),
            effects=(RevealTop("revealed"),
                     MayCastIfLesser(key="revealed", alt="free",
                                     than=SpellManaValue(EventObject())),
                     # "If you don't cast it, put it into your hand": a card cast has left
                     # the library; the one left is put into its owner's (your) hand [400.7].
                     ReturnToHand(Remembered("revealed"))),
            text="Whenever you cast your first spell each turn, reveal the top card of your "
                 "library. You may cast it without paying its mana cost if it's a spell with "
                 "lesser mana value. If you don't cast it, put it into your hand."),
    )),
    CardDef("Spark of Creativity", (
        SpellAbility(
            (ExileTop(1, remember="exiled"),
             MayOrElse(then=(Damage(ManaValueOf(Remembered("exiled"))),),
                       otherwise=(MayPlayThisTurn("exiled"),),
                       prompt="Deal damage equal to the exiled card's mana value?")),
            targets=(TargetCreature(),),
            text="Choose target creature. Exile the top card of your library. You may have "
                 "Spark of Creativity deal damage to that creature equal to the exiled card's "
                 "mana value. If you don't, you may play that card until end of turn."),
    )),
)
