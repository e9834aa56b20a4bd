"""Overload [702.96].

"Overload [cost]" means "You may choose to pay [cost] rather than pay this spell's mana
cost" and "If you chose to pay this spell's overload cost, change its text by replacing all
instances of the word 'target' with the word 'each'" [702.96a]; the cost is an alternative
cost [702.96b, 118.9].

* :func:`Overload` — the card's own ``AltCost`` labelled ``"overload"`` whose ``spell`` is
  the spell ability with the changed text, compiled from that text (so it has no targets
  [702.96c]): cast this way, the spell is that ability [601.2b].
"""

from __future__ import annotations

from aetherworks.engine.defs import AltCost, SpellAbility
from aetherworks.engine.mana import ManaCost


def Overload(mana: str, spell: SpellAbility | None = None, *, text: str = "") -> AltCost:
    """"Overload {3}{U}{U}" [702.96a]; ``spell``: the spell's ability with "each" for
    "target"."""
    return AltCost(label="overload", mana=ManaCost.parse(mana), spell=spell,
                   text=text or f"Overload {mana}")


__all__ = ["Overload"]
