"""Colour-changing effects (layer 5) [105.3, 613.1e].

* :class:`SetColors` — "[it] becomes red" / "becomes a 2/2 red Elemental creature": the
  object's colours are replaced by these [105.3]; used with ``ApplyContinuous`` (and
  ``AddTypes``, ``GrantKeywords``, ``SetBasePT`` for the rest of an animation [613.1d-f,
  613.4b]).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Continuous

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars


@dataclass(frozen=True)
class SetColors(Continuous):
    """Its colours become exactly these (letters "WUBRG"; empty: colourless) [105.3]."""

    colors: tuple[str, ...] = ()
    layer = "5"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return True

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        chars.colors = set(self.colors)


__all__ = ["SetColors"]
