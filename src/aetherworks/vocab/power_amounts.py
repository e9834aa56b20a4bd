"""Amounts computed from creatures' power as an ability resolves.

* :class:`GreatestPower` — "the greatest power among creatures you control" (0 if you control
  none; it may be negative, so wrap it in ``NonNegative`` where a negative amount means
  nothing happens [107.1b, ruling on Peema Aether-Seer]).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class GreatestPower(Amount):
    """The greatest power among creatures you control."""

    yours: bool = True

    def value(self, game: Game, ctx: GameObject) -> int:
        powers = [game.power(o.id) for o in game.creatures(
            ctx.controller if self.yours else None)]
        return max(powers) if powers else 0


__all__ = ["GreatestPower"]
