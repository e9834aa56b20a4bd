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
from aetherworks.messages import Msg, Word

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
            return Ask(ctx.controller, CHOOSE, Msg("prompt.coin_call"),
                       (Choice("mode", 0), Choice("mode", 1)), cr=self.cr,
                       labels=tuple(Msg.of("opt.side", side=Word("side", s)) for s in SIDES))
        call, side = answer.obj, game.rng.below(2)
        win = call == side
        game.emit("coin_flip", self.cr, ctx.controller, amount=int(win),
                  args=(("call", Word("side", SIDES[call])), ("side", Word("side", SIDES[side]))))
        branch = self.won if win else self.lost
        return Push(branch) if branch else None

    def text(self) -> str:
        return "flip a coin"


__all__ = ["FlipCoin"]
