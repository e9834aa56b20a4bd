"""Winning the game by an effect [104.2b]."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class WinGame(Effect):
    """"You win the game" [104.2b]: the game ends at once with the ability's controller as
    the winner; the opponent is logged as having lost, citing 104.2b."""

    cr = "104.2b"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        game.win(ctx.controller, "effect", self.cr)


__all__ = ["WinGame"]
