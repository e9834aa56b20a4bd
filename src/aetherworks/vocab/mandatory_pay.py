"""Mandatory payments during resolution: "pay {E}{E}. If you can't, ..." [118.3, 107.14].

Unlike :class:`~aetherworks.vocab.effects.MayPay`, the payment is not optional: a player who
has enough counters must pay them, and one who hasn't can't pay part of it [rulings on
Greenbelt Rampager]; then the ``otherwise`` branch happens.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect, Push
from aetherworks.messages import Word
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class PayOrElse(Effect):
    """Pay ``n`` counters of ``kind``; if you can't, run ``otherwise``."""

    kind: str = "energy"
    n: N = 1
    otherwise: tuple[Effect, ...] = ()
    cr = "118.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Push | None:
        n = amount(game, ctx, self.n)
        if game.counters_of(ctx.controller, self.kind) >= n:
            game.pay_player_counters(ctx.controller, self.kind, n)
            return None
        game.emit("cant_pay", "118.3", ctx.controller, amount=n,
                  args=(("counter", Word("counter", self.kind)),))
        return Push(self.otherwise) if self.otherwise else None


__all__ = ["PayOrElse"]
