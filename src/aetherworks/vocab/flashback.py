"""Flashback [702.34]: "Flashback [cost]" means "You may cast this card from your graveyard
if the resulting spell is an instant or sorcery spell by paying [cost] rather than paying
its mana cost" and "If the flashback cost was paid, exile this card instead of putting it
anywhere else any time it would leave the stack" [702.34a].

* :func:`Flashback` — the keyword as the card's own alternative cost
  (:class:`~aetherworks.engine.defs.AltCost`) that functions in its owner's graveyard
  [113.6]: the engine offers the cast at priority with the card's normal timing, the cost
  is changed like any total cost [601.2f], and the spell is exiled as it leaves the stack
  (``exile_after``).
"""

from __future__ import annotations

from aetherworks.engine.defs import AltCost
from aetherworks.engine.mana import ManaCost


def Flashback(mana: str, text: str = "") -> AltCost:
    """"Flashback {1}{R}" [702.34a]: ``mana`` is the flashback cost in mana symbols."""
    return AltCost(label="flashback", mana=ManaCost.parse(mana), zone="graveyard",
                   exile_after=True, text=text or f"Flashback {mana}")


__all__ = ["Flashback"]
