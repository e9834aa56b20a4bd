"""Extort [702.101].

"Extort" means "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses
1 life and you gain life equal to the total life lost this way" [702.101a]; each instance
triggers separately [702.101b].  The payment is made as the ability resolves, with mana
abilities [118.3, 605.3a].
"""

from __future__ import annotations

from aetherworks.engine.defs import TriggeredAbility
from aetherworks.vocab.choices import MayPayMana
from aetherworks.vocab.life_loss import DrainLife
from aetherworks.vocab.triggers import YouCast

EXTORT_TEXT = ("Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each "
               "opponent loses 1 life and you gain that much life.)")


def Extort(text: str = EXTORT_TEXT) -> TriggeredAbility:
    """The extort trigger [702.101a]."""
    return TriggeredAbility(trigger=YouCast(),
                            effects=(MayPayMana("{W/B}", then=(DrainLife(1),)),), text=text)


__all__ = ["EXTORT_TEXT", "Extort"]
