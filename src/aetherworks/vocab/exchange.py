"""Exchanging control [701.12] and rule changes that a permanent has itself.

* :class:`ExchangeControl` — "exchange control of [this creature] and [target creature]
  ... If you do, ...": both must still be on the battlefield and controlled by different
  players, or nothing happens and "if you do" fails [701.12b].  Each becomes summoning sick
  for its new controller [302.6]; ``then`` runs only if the exchange happened.
* :class:`SelfRule` — a static rule change of the permanent itself (``"hexproof_from_
  abilities"``: "hexproof from activated and triggered abilities", honoured by every target
  spec [702.11d]).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect, Push
from aetherworks.vocab.refs import Ref, Target, This
from aetherworks.vocab.restrictions import RuleEffect

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ExchangeControl(Effect):
    a: Ref = This()
    b: Ref = Target()
    then: tuple[Effect, ...] = ()
    cr = "701.12a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Push | None:
        xs, ys = self.a.objects(game, ctx), self.b.objects(game, ctx)
        if not xs or not ys:
            return None
        x, y = game.objects[xs[0]], game.objects[ys[0]]
        if x.zone != "battlefield" or y.zone != "battlefield" or \
                x.controller == y.controller:
            return None  # the exchange can't happen: nothing does [701.12b]
        cx, cy = x.controller, y.controller
        game.change_control(x.id, cy)
        game.change_control(y.id, cx)
        game.emit("exchange_control", "701.12a", ctx.controller, x.id, y.id)
        return Push(self.then) if self.then else None


@dataclass(frozen=True)
class SelfRule(RuleEffect):
    """A rule change that applies to the permanent with the static ability only."""

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and obj.id == source.id


__all__ = ["ExchangeControl", "SelfRule"]
