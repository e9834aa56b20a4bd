"""Revolt: "if a permanent you controlled left the battlefield this turn" (an ability word,
207.2c).  The engine counts, per player and turn, permanents that left the battlefield under
their control (``turn_stats["permanents_left"]``, reset as each turn begins [500])."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class Revolt(Condition):
    """A permanent you controlled left the battlefield this turn."""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return game.players[ctx.controller].turn_stats.get("permanents_left", 0) > 0

    def text(self) -> str:
        return "a permanent you controlled left the battlefield this turn"


__all__ = ["Revolt"]
