"""Flipping a coin [705].

:class:`FlipCoin` — "Flip a coin. If you win the flip, [won]. Otherwise, [lost]." The
flipping player calls heads or tails, then the coin is flipped with the game's random
generator (``game.rng``, so a seeded game or a replay flips the same way); the player wins
the flip if the call matches [705.1, 705.2].  The flip is logged as a ``coin_flip`` event
whose ``amount`` is 1 for a win.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect, Push

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

SIDES = ("heads", "tails")


@dataclass(frozen=True)
class FlipCoin(Effect):
    """"Flip a coin. If you win the flip, ... Otherwise, ..." [705.2]."""

    won: tuple[Effect, ...] = ()
    lost: tuple[Effect, ...] = ()
    cr = "705.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        if answer is None:
            return Ask(ctx.controller, CHOOSE, "Call the coin flip: heads or tails?",
                       (Choice("mode", 0), Choice("mode", 1)), cr=self.cr, labels=SIDES)
        call, side = answer.obj, game.rng.below(2)
        win = call == side
        who = game.players[ctx.controller].name
        game.emit("coin_flip", self.cr, ctx.controller, amount=int(win),
                  info=f"{who} calls {SIDES[call]}, the coin comes up {SIDES[side]}: {who} "
                       f"{'wins' if win else 'loses'} the flip")
        branch = self.won if win else self.lost
        return Push(branch) if branch else None

    def text(self) -> str:
        return "flip a coin"


__all__ = ["FlipCoin"]
