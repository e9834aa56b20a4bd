"""Kaladesh block one-offs of the ka1 session (issue 12): wordings no compiler template reuses.

* Crackdown Construct — "Whenever you activate an ability of an artifact or creature that
  isn't a mana ability": the controller's own activations of abilities of artifacts and
  creatures on the battlefield (:class:`~aetherworks.vocab.activation_restrictions.YouActivate`)
  [602.2b, 601.2i, 605.3]; the only card with this trigger and this effect.
"""

from aetherworks.engine.cardpool import register
from aetherworks.vocab import CardDef, Pump, This, TriggeredAbility
from aetherworks.vocab.activation_restrictions import YouActivate

register(
    "aer",
    CardDef("Crackdown Construct", (
        TriggeredAbility(
            trigger=YouActivate(), effects=(Pump(1, 1, on=This()),),
            text="Whenever you activate an ability of an artifact or creature that isn't a "
                 "mana ability, this creature gets +1/+1 until end of turn."),
    )),
)
