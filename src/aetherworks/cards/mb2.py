"""Mystery Booster 2 (set code ``mb2``): its energy cards.

Wowzer, the Aspirational wins the game through an intervening if [603.4, 104.2b] that reads
player counters, predefined tokens [111.10] and designations [724, 725, 702.131c].
"""

import aetherworks.vocab.predefined_tokens  # noqa: F401  (registers Blood, Clue, ... [111.10])
from aetherworks.engine.cardpool import register
from aetherworks.vocab import Attacks, CardDef, HasCounters, TriggeredAbility, YouControl
from aetherworks.vocab.designations import AllOf, HasDesignation
from aetherworks.vocab.win_game import WinGame

register(
    "mb2",
    CardDef("Wowzer, the Aspirational", (
        TriggeredAbility(
            trigger=Attacks(),
            condition=AllOf((
                HasCounters("energy", 1),
                *(YouControl(subtypes_any=(s,)) for s in
                  ("Blood", "Clue", "Food", "Map", "Powerstone", "Treasure")),
                HasDesignation("monarch"),
                HasDesignation("city's blessing"),
                HasDesignation("initiative"),
            )),
            effects=(WinGame(),),
            text="Whenever Wowzer, the Aspirational attacks, if you have an {E}, control a "
                 "Blood, a Clue, a Food, a Map, a Powerstone, and a Treasure, are the "
                 "monarch, and have the city's blessing and the initiative, you win the game."),
    )),
)
