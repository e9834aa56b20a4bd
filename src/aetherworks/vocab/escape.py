"""Escape [702.138].

"Escape [cost]" means "You may cast this card from your graveyard by paying [cost] rather
than paying its mana cost." [702.138a]  A spell or permanent "escaped" if it was cast from
a graveyard with escape [702.138b]: ``Escaped()`` ("sacrifice it unless it escaped").
"""

from __future__ import annotations

from aetherworks.engine.defs import AltCost, Cost
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.alt_costs import CostPaid


def Escape(mana: str, costs: tuple[Cost, ...] = (), *, text: str) -> AltCost:
    """"Escape—[mana], [costs]": from the graveyard [702.138a]."""
    return AltCost(label="escape", mana=ManaCost.parse(mana), costs=costs, zone="graveyard",
                   text=text)


def Escaped() -> CostPaid:
    """"[This permanent] escaped" [702.138b]."""
    return CostPaid("escape")


__all__ = ["Escape", "Escaped"]
