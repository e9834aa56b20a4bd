"""Disturb [702.146]: "Disturb [cost]" means "You may cast this card transformed from your
graveyard by paying [cost] rather than its mana cost" [702.146a].

* :func:`Disturb` — the front face's alternative cost (:class:`~aetherworks.engine.defs.
  AltCost`) that functions in its owner's graveyard: the spell is put on the stack with its
  back face up, with only that face's characteristics and the front face's mana value
  [712.8c, 712.11a, 712.11d], and it enters the battlefield transformed [702.146b].
* :class:`ExiledInsteadOfGraveyard` — the back face's "If [this] would be put into a
  graveyard from anywhere, exile it instead" [614.1a]: from the battlefield, and from the
  stack (a countered spell cast with disturb is exiled, by the disturb rulings).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import AltCost
from aetherworks.engine.hooks import SelfCardRedirect
from aetherworks.engine.mana import ManaCost

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def Disturb(mana: str, text: str = "") -> AltCost:
    """"Disturb {1}{U}" [702.146a]: ``mana`` is the disturb cost in mana symbols."""
    return AltCost(label="disturb", mana=ManaCost.parse(mana), zone="graveyard",
                   transformed=True, text=text or f"Disturb {mana}")


@dataclass(frozen=True)
class ExiledInsteadOfGraveyard(SelfCardRedirect):
    """"If [this] would be put into a graveyard from anywhere, exile it instead." [614.1a]"""

    def replace_zone(self, game: Game, source: GameObject, card: GameObject, from_zone: str,
                     to_zone: str, face: int) -> str | None:
        if to_zone == "graveyard" and card.id == source.id:
            return "exile"
        return None


__all__ = ["Disturb", "ExiledInsteadOfGraveyard"]
