"""Targets on the stack besides spells [115.1, 113.7].

* :class:`TargetTriggeredAbilityOrSpell` — "target triggered ability or colorless spell":
  a triggered ability on the stack [113.7a], or a spell with the given colour quality
  (``colorless=True``: no colour [105.2c]).  Countering an ability removes it from the
  stack [701.5a].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import TargetSpec, TriggeredAbility

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class TargetTriggeredAbilityOrSpell(TargetSpec):
    colorless: bool = True

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        obj = game.objects.get(ref) if ref > 0 else None
        if obj is None or obj.zone != "stack" or ref == ctx.id:
            return False
        if obj.kind == "ability":
            return isinstance(obj.ability, TriggeredAbility)
        return not self.colorless or not game.chars(ref).colors

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in game.stack if self.legal(game, ctx, o)]

    def text(self) -> str:
        return "target triggered ability or colorless spell"


__all__ = ["TargetTriggeredAbilityOrSpell"]
