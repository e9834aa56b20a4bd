"""Life gained this turn [119.9]: the engine tallies each player's life gain per turn.

* :class:`LifeGainedThisTurn` — "the amount of life you gained this turn".
* :class:`GainedLifeThisTurn` — "if you gained life this turn" / "if you gained 3 or more
  life this turn" (often an intervening if [603.4]).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount, Condition

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class LifeGainedThisTurn(Amount):
    """The life the controller gained this turn, all events together [119.9]."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return game.players[ctx.controller].turn_stats.get("life_gained", 0)


@dataclass(frozen=True)
class GainedLifeThisTurn(Condition):
    """"If you gained [N or more] life this turn" [119.9]."""

    n: int = 1

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return game.players[ctx.controller].turn_stats.get("life_gained", 0) >= self.n


__all__ = ["GainedLifeThisTurn", "LifeGainedThisTurn"]
