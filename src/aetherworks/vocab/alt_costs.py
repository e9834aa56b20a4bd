"""Permissions to cast spells for an alternative cost [118.9, 601.2b].

* :class:`PayCountersInstead` — "You may cast [creature] spells with mana value N or less by
  paying {E} rather than paying their mana costs. If you cast a spell this way, you may
  cast it as though it had flash." (Primal Prayers).  The engine offers such a cast as
  ``Choice("cast", card, 1)`` when the effect's ``alt_cost`` grants it; X is 0 [107.3b].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import AlternativeCost

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class PayCountersInstead(AlternativeCost):
    types: tuple[str, ...] = ("Creature",)
    max_mv: int = 3
    kind: str = "energy"
    n: int = 1
    flash: bool = True

    def alt_cost(self, game: Game, perm: GameObject, player: int, card: GameObject
                 ) -> tuple[str, bool] | None:
        c = card.proto.chars
        if perm.controller != player or "Land" in c.types:
            return None
        if self.types and not any(t in c.types for t in self.types):
            return None
        if c.mana_value > self.max_mv or game.counters_of(player, self.kind) < self.n:
            return None
        return f"{self.kind}:{self.n}", self.flash


__all__ = ["PayCountersInstead"]
