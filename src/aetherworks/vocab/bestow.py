"""Bestow [702.103].

"Bestow [cost]" means "As you cast this spell, you may choose to cast it bestowed.  If you
do, you pay [cost] rather than its mana cost" [702.103a].  Cast bestowed, it becomes an Aura
enchantment with enchant creature and targets the creature it will enchant; the permanent it
becomes is a bestowed Aura [702.103b].  If its target is illegal as it resolves, it ceases
to be bestowed and resolves as a creature spell [702.103e, 608.3b]; if the bestowed Aura
becomes unattached (its creature left), it ceases to be bestowed and stays on the
battlefield as a creature [702.103f] — an exception to 704.5m.

* :func:`Bestow` — the card's own ``AltCost`` labelled ``"bestow"`` whose ``spell`` is an
  Aura spell targeting a creature (``auras.aura_spell``).  The engine reads the label: a
  spell cast bestowed, and the permanent it became while attached, are an Aura enchantment
  and not a creature (``engine.layers.bestowed_aura``); resolution and state-based actions
  apply 702.103e-f.  The card's "Enchanted creature gets +N/+N" is its ``AttachedGets``.
"""

from __future__ import annotations

from aetherworks.engine.defs import AltCost
from aetherworks.engine.layers import BESTOW
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.auras import aura_spell


def Bestow(mana: str, *, text: str = "") -> AltCost:
    """"Bestow {4}{U}" [702.103a]."""
    return AltCost(label=BESTOW, mana=ManaCost.parse(mana), spell=aura_spell(("Creature",)),
                   text=text or f"Bestow {mana}")


__all__ = ["Bestow"]
