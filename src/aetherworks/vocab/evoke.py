"""Evoke [702.74].

"Evoke [cost]" means "You may cast this card by paying [cost] rather than paying its mana
cost" and "When this permanent enters, if its evoke cost was paid, its controller
sacrifices it." [702.74a]  The sacrifice is a triggered ability: its controller may order it
with the permanent's other enters abilities and respond to it (the Solitude and Grief
rulings); a permanent that left and came back is a new object and isn't sacrificed [400.7].
"""

from __future__ import annotations

from aetherworks.engine.defs import Ability, AltCost, Cost, TriggeredAbility
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.alt_costs import CostPaid
from aetherworks.vocab.energy import SacrificeIt
from aetherworks.vocab.triggers import Enters


def Evoke(costs: tuple[Cost, ...] = (), mana: str = "", *, text: str
          ) -> tuple[Ability, Ability]:
    """"Evoke [cost]" [702.74a]: write ``*Evoke((ExileFromHand(1, ("W",)),), text=...)``."""
    return (AltCost(label="evoke", mana=ManaCost.parse(mana) if mana else ManaCost(),
                    costs=costs, text=text),
            TriggeredAbility(trigger=Enters(), condition=CostPaid("evoke"),
                             effects=(SacrificeIt(),), text=text))


__all__ = ["Evoke"]
