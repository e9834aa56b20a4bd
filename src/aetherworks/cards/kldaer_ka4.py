"""Kaladesh-block one-offs of the ka4 session: cards whose wording no template reuses.

* Rashmi, Eternities Crafter — "Whenever you cast your first spell each turn, reveal the top
  card of your library. You may cast it without paying its mana cost if it's a spell with
  lesser mana value. If you don't cast it, put it into your hand." [601.2i, 701.20a, 118.9]:
  the comparison is with the triggering spell's mana value (X as chosen, as it last existed
  on the stack) [202.3e, 608.2h]; the card cast goes on the stack above the triggering spell
  and resolves first [608.2g].
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import CardDef, TriggeredAbility
from aetherworks.vocab.counts import SpellManaValue
from aetherworks.vocab.effects import ReturnToHand
from aetherworks.vocab.refs import EventObject, Remembered
from aetherworks.vocab.reveal_cast import MayCastIfLesser, RevealTop
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
)
