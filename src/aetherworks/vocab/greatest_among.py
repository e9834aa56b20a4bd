"""Comparing a characteristic across the battlefield [208, 202.3].

* :class:`ControlsGreatest` — "if you control the artifact with the greatest mana value or
  tied for the greatest mana value" (Padeem, Consul of Innovation; "the creature with the
  greatest power", Triumph of Ferocity): true when you control at least one such permanent
  and none controlled by another player has a greater value.  Only permanents of that type
  on the battlefield are compared [rulings on Padeem, 2016-09-20]; {X} in a permanent's mana
  cost counts as 0 [202.3b].  As an intervening "if" it is checked as the ability triggers
  and again as it resolves [603.4].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ControlsGreatest(Condition):
    """"If you control the [``kind``] with the greatest [``stat``] or tied for the greatest
    [``stat``]" [603.4]; ``stat`` is "mana_value", "power" or "toughness"."""

    kind: str = "Artifact"
    stat: str = "mana_value"

    def _value(self, game: Game, oid: int) -> int:
        if self.stat == "power":
            return game.power(oid)
        if self.stat == "toughness":
            return game.toughness(oid)
        return game.chars(oid).mana_value

    def holds(self, game: Game, ctx: GameObject) -> bool:
        yours: list[int] = []
        others: list[int] = []
        for oid in game.battlefield:
            if self.kind not in game.chars(oid).types:
                continue
            mine = game.objects[oid].controller == ctx.controller
            (yours if mine else others).append(self._value(game, oid))
        return bool(yours) and max(yours) >= max(others, default=max(yours))


__all__ = ["ControlsGreatest"]
