"""Aether Revolt (set code ``aer``)."""

from aetherworks.cards.kld import etb_energy
from aetherworks.engine.cardpool import register
from aetherworks.vocab import (
    ActivatedAbility,
    CardDef,
    PayEnergy,
    Pump,
    PutCounters,
    This,
)

register(
    "aer",
    CardDef("Bristling Hydra", (
        etb_energy(3, "When this creature enters, you get {E}{E}{E} (three energy counters)."),
        ActivatedAbility(costs=(PayEnergy(3),),
                         effects=(PutCounters("+1/+1", 1), Pump(on=This(),
                                                              keywords=("Hexproof",))),
                         text="Pay {E}{E}{E}: Put a +1/+1 counter on this creature. It gains "
                              "hexproof until end of turn."),
    )),
)
