"""Paying {X} as an ability resolves [107.3, 118.3].

* :class:`MayPayX` — "you may pay {X}. If you do, [effects that use X]": the player chooses
  X, from 0 to the most they can pay, and pays it; X is remembered under ``key`` (read with
  ``Paid(key)``) for the effects that follow [107.3, 608.2d].  Paying {0} is paying: with
  X = 0 the effects happen with X = 0 (for "reveal the top X cards", none).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import NUMBER
from aetherworks.engine.defs import Ask, Effect, Push
from aetherworks.engine.mana import ManaCost, max_affordable_x
from aetherworks.messages import Msg

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class MayPayX(Effect):
    """"You may pay {X}. If you do, ..." [107.3, 118.3]."""

    then: tuple[Effect, ...] = ()
    key: str = "paid"
    cr = "107.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        player = ctx.controller
        if answer is None:
            p = game.players[player]
            most = max_affordable_x(ManaCost(x=1), p.pool, game.mana_sources(player),
                                    energy=p.energy)
            return Ask(player, NUMBER, Msg.of("prompt.pay_x", amount=most), lo=0, hi=most,
                       cr=self.cr)
        x = int(answer)
        if x and not game.pay_mana(player, ManaCost(generic=x)):
            return None
        ctx.remember(self.key, x)
        return Push(self.then) if self.then else None


__all__ = ["MayPayX"]
