"""Player designations [724, 725, 702.131c] and conditions that combine others.

* :class:`HasDesignation` — "if you are the monarch" / "have the initiative" / "have the
  city's blessing": the designations a player holds are ``Player.designations``; the
  monarch and the initiative go to one player at a time (``Game.give_designation``)
  [724.3, 725.3].
* :class:`AllOf` — "if A, B, and C": every condition holds (an intervening if listing
  several things [603.4]).

The monarch's and the initiative's inherent triggered abilities [724.2, 725.2] are not
modelled: here a designation is a marker that conditions read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

DESIGNATIONS = ("monarch", "initiative", "city's blessing")


@dataclass(frozen=True)
class HasDesignation(Condition):
    """"if you are the monarch" / "have the initiative" / "have the city's blessing"
    [724.1, 725.1, 702.131c]."""

    name: str = "monarch"

    def __post_init__(self) -> None:
        if self.name not in DESIGNATIONS:
            raise ValueError(f"unknown designation {self.name!r}; one of {DESIGNATIONS}")

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return self.name in game.players[ctx.controller].designations


@dataclass(frozen=True)
class AllOf(Condition):
    """"if A, B, and C": true when every one of ``conditions`` holds."""

    conditions: tuple[Condition, ...] = ()

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return all(c.holds(game, ctx) for c in self.conditions)


__all__ = ["DESIGNATIONS", "AllOf", "HasDesignation"]
