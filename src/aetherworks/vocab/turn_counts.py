"""Conditions on what a player did this turn, by count [121.1, 601.2i].

* :class:`DrewThisTurn` — "if [as long as] you've drawn two or more cards this turn": the
  cards its controller drew this turn (the game counts each draw) [121.1].
* :class:`CastThisTurn` — "if you've cast two or more spells this turn" (copies aren't cast
  [707.10]) [601.2i].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class DrewThisTurn(Condition):
    """"You've drawn N or more cards this turn" [121.1]."""

    n: int = 2

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return game.players[ctx.controller].turn_stats.get("cards_drawn", 0) >= self.n


@dataclass(frozen=True)
class CastThisTurn(Condition):
    """"You've cast N or more spells this turn" [601.2i]."""

    n: int = 2

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return game.players[ctx.controller].turn_stats.get("spells_cast", 0) >= self.n


__all__ = ["CastThisTurn", "DrewThisTurn"]
