"""Exchanging control [701.12] and rule changes that a permanent has itself.

* :class:`ExchangeControl` — "exchange control of [this creature] and [target creature]
  ... If you do, ...": both must still be on the battlefield and controlled by different
  players, or nothing happens and "if you do" fails [701.12b].  Each becomes summoning sick
  for its new controller [302.6]; ``then`` runs only if the exchange happened.
* :class:`ExchangeLifeTotals` — "two target players exchange life totals" (Axis of
  Mortality): each gains or loses the life needed to end with the other's previous total; if
  a player who would end higher can't gain life (or lower can't lose it), no part happens
  [701.12a, 701.12c, 119.7].
* :class:`SelfRule` — a static rule change of the permanent itself (``"hexproof_from_
  abilities"``: "hexproof from activated and triggered abilities", honoured by every target
  spec [702.11d]).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect, Push
from aetherworks.vocab.life_total import set_life_total
from aetherworks.vocab.refs import Ref, Target, This
from aetherworks.vocab.restrictions import RuleEffect
from aetherworks.vocab.targets import TargetPlayer

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



@dataclass(frozen=True)
class TargetPlayers(TargetPlayer):
    """"Two target players": two different players [115.1, 115.3]."""

    count: int = 2
    min_count: int = 2

    def text(self) -> str:
        return f"{self.count} target players"


@dataclass(frozen=True)
class ExchangeLifeTotals(Effect):
    players: Ref = Target()
    cr = "701.12c"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        who = self.players.players(game, ctx)
        if len(who) != 2:
            return  # one of them is no longer a legal target: no exchange [701.12a]
        a, b = who
        la, lb = game.players[a].life, game.players[b].life
        if (lb > la and game.cant_gain_life(a)) or (la > lb and game.cant_gain_life(b)):
            return  # the entire exchange can't be completed [701.12a, 119.7]
        set_life_total(game, a, lb, self.cr)
        set_life_total(game, b, la, self.cr)


__all__ = ["ExchangeControl", "ExchangeLifeTotals", "SelfRule", "TargetPlayers"]
