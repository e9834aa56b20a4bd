"""Replacement effects on counters a player gets, and what a player paid or lost this turn.

* :class:`MorePlayerCounters` — "If you would get one or more {E}, you get that many plus
  one {E} instead" [614.1a, 122.1]: the engine asks each static ability's
  :class:`~aetherworks.engine.hooks.CounterModifier` as a player would get counters; two
  such permanents add two [616.1, Izzet Generatorium ruling 2024-06-07].
* :class:`PaidOrLostThisTurn` — "if you've paid or lost four or more {E} this turn": the
  engine tallies ``energy_paid`` and ``energy_lost`` per turn [107.14, 122.8].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition
from aetherworks.engine.hooks import CounterModifier

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class MorePlayerCounters(CounterModifier):
    """The controller gets ``extra`` more of ``kind`` each time they would get some."""

    kind: str = "energy"
    extra: int = 1

    def more_player_counters(self, game: Game, perm: GameObject, player: int, kind: str,
                             n: int) -> int:
        if kind != self.kind or player != perm.controller or n <= 0:
            return n
        return n + self.extra


@dataclass(frozen=True)
class PaidOrLostThisTurn(Condition):
    """The controller paid or lost at least ``n`` counters of ``kind`` this turn."""

    n: int = 1
    kind: str = "energy"

    def holds(self, game: Game, ctx: GameObject) -> bool:
        ts = game.players[ctx.controller].turn_stats
        return ts.get(f"{self.kind}_paid", 0) + ts.get(f"{self.kind}_lost", 0) >= self.n


__all__ = ["MorePlayerCounters", "PaidOrLostThisTurn"]
