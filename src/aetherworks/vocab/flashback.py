"""Flashback [702.34]: "Flashback [cost]" means "You may cast this card from your graveyard
if the resulting spell is an instant or sorcery spell by paying [cost] rather than paying
its mana cost" and "If the flashback cost was paid, exile this card instead of putting it
anywhere else any time it would leave the stack" [702.34a].

* :class:`Flashback` — the keyword's static ability with a mana flashback cost; it
  functions while the card is in its owner's graveyard [113.6].  The engine offers the cast
  at priority (``castability.castable_from_zone``) with the card's normal timing, and the
  cost is changed like any total cost [601.2f].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from aetherworks.engine.hooks import CastFromZone
from aetherworks.engine.mana import ManaCost


@dataclass(frozen=True)
class Flashback(CastFromZone):
    """"Flashback {1}{R}" [702.34a]: ``mana`` is the flashback cost in mana symbols."""

    mana: str = "{0}"
    zone: ClassVar[str] = "graveyard"

    def alt_mana(self) -> ManaCost:
        return ManaCost.parse(self.mana)

    def text(self) -> str:
        return f"Flashback {self.mana}"


__all__ = ["Flashback"]
