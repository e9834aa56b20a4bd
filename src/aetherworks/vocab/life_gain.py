"""Life gained this turn [119.9]: the engine tallies each player's life gain per turn.

* :class:`LifeGainedThisTurn` — "the amount of life you gained this turn".
* :class:`GainedLifeThisTurn` — "if you gained life this turn" / "if you gained 3 or more
  life this turn" (often an intervening if [603.4]).
* :class:`CantGainLife` — "Players can't gain life" (Rampaging Ferocidon), "Your opponents
  can't gain life [this turn]": a static ability, or a resolved effect started for the turn
  (Skullcrack); a gain of life that a player can't have doesn't happen [119.7].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount, Condition
from aetherworks.engine.hooks import LifeGainRestriction

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


@dataclass(frozen=True)
class CantGainLife(LifeGainRestriction):
    """"Players can't gain life"; ``opponents_only``: "Your opponents can't gain life" [119.7]."""

    opponents_only: bool = False

    def forbids_gain(self, game: Game, controller: int, player: int) -> bool:
        return not self.opponents_only or player != controller


__all__ = ["CantGainLife", "GainedLifeThisTurn", "LifeGainedThisTurn"]
