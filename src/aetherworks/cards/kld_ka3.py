"""Kaladesh (``kld``): one-off cards of the ka3 session whose wording no compiler template
reuses.

* Bomat Courier — "Whenever this creature attacks, exile the top card of your library face
  down. (You can't look at it.)" and "{R}, Discard your hand, Sacrifice this creature: Put
  all cards exiled with this creature into their owners' hands.": its own face-down cache,
  which nobody may look at, linked to this object [406.3, 607.2a].
"""

from aetherworks.engine.cardpool import register
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab import ActivatedAbility, Attacks, CardDef, SacrificeSelf, TriggeredAbility
from aetherworks.vocab.face_down_exile import DiscardHand, ExileTopFaceDown, LinkedToOwnersHands

register(
    "kld",
    CardDef("Bomat Courier", (
        TriggeredAbility(trigger=Attacks(), effects=(ExileTopFaceDown(),),
                         text="Whenever this creature attacks, exile the top card of your "
                              "library face down. (You can't look at it.)"),
        ActivatedAbility(mana=ManaCost.parse("{R}"), costs=(DiscardHand(), SacrificeSelf()),
                         effects=(LinkedToOwnersHands(),),
                         text="{R}, Discard your hand, Sacrifice this creature: Put all cards "
                              "exiled with this creature into their owners' hands."),
    ), keywords=("Haste",)),
)
