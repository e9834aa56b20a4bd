"""Secret Lair and other special products (set code ``sld``): their energy cards.

Wowzer, the Aspirational (a Mystery Booster 2 card) is defined in :mod:`.mb2`.
"""

from aetherworks.engine.cardpool import register
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab import (
    ActivatedAbility,
    CardDef,
    Enters,
    Filter,
    GetEnergy,
    Sacrifice,
    TriggeredAbility,
)
from aetherworks.vocab.energy_payments import MayOrElse
from aetherworks.vocab.search import SearchFor

register(
    "sld",
    CardDef("Maximus, Knight Apparent", (
        TriggeredAbility(trigger=Enters(), effects=(MayOrElse(
            then=(SearchFor(subtypes=("Equipment",), mana_value=2),),
            prompt="Search your library for an Equipment card with mana value 2?"),),
            text="When Maximus enters, you may search your library for an Equipment card with "
                 "mana value 2, reveal it, put it into your hand, then shuffle."),
        ActivatedAbility(mana=ManaCost(1), costs=(Sacrifice(Filter(types=("Artifact",))),),
                         effects=(GetEnergy(2),),
                         text="{1}, Sacrifice an artifact: You get {E}{E} (two energy "
                              "counters)."),
    )),
)
