"""Control for a while: "gain control of target creature until end of turn" [613.1b, 800.4a].

* :class:`GainControlUntil` — the controller of the resolving spell gains control of each
  referenced permanent; a new controller makes it summoning sick [302.6].  The change ends
  with the turn: :class:`ControlReturns` records who controlled each one before, and as the
  effect ends in the cleanup step [514.2] each permanent still controlled by the effect's
  controller goes back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.engine.hooks import EffectEnds
from aetherworks.vocab.refs import Ref, Target, source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ControlReturns(EffectEnds):
    """The end of a temporary control change: ``back_to`` pairs (object, controller)."""

    back_to: tuple[tuple[int, int], ...] = ()

    def end(self, game: Game, objects: tuple[int, ...], controller: int) -> None:
        for oid, before in self.back_to:
            obj = game.objects.get(oid)
            if obj is None or obj.zone != "battlefield" or obj.controller != controller:
                continue
            game.change_control(oid, before)
            game.emit("control_returns", "613.1b", before, oid)


@dataclass(frozen=True)
class GainControlUntil(Effect):
    """"Gain control of [target creature] until end of turn" [613.1b]."""

    what: Ref = Target()
    until: str = "eot"
    cr = "613.1b"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        back: list[tuple[int, int]] = []
        for oid in self.what.objects(game, ctx):
            obj = game.objects[oid]
            if obj.zone != "battlefield" or obj.controller == ctx.controller:
                continue
            back.append((oid, obj.controller))
            game.change_control(oid, ctx.controller)
            game.emit("control_until_eot", "613.1b", ctx.controller, oid)
        if back:
            game.add_effect(ControlReturns(tuple(back)), source_id(ctx), ctx.controller,
                            objects=tuple(o for o, _ in back), until=self.until)


__all__ = ["ControlReturns", "GainControlUntil"]
