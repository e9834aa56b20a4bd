"""Permanents that entered the battlefield this turn [400.7, 613.7].

* :class:`EnteredThisTurn` — a :class:`Filter` that also needs the permanent to have entered
  this turn: "destroy all creatures that entered this turn" is
  ``DestroyEach(EnteredThisTurn(types=("Creature",)))``.  It is checked as the effect
  happens: a permanent that is a creature now counts whatever it was as it entered (Force of
  Despair ruling); one that left and came back is a new object that entered anew [400.7].
  The engine remembers the timestamp clock as each turn begins (``Game.turn_clock``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class EnteredThisTurn(Filter):
    """``tokens``: "each token you control that entered this turn"."""

    tokens: bool = False

    def matches(self, game: Game, ctx: GameObject, oid: int) -> bool:
        obj = game.objects[oid]
        if self.tokens and obj.kind != "token":
            return False
        return obj.timestamp > game.turn_clock and super().matches(game, ctx, oid)


__all__ = ["EnteredThisTurn"]
