"""Reflexive triggered abilities after an action that isn't a payment [603.12].

* :class:`WhenYouDo` — "[do something]. When you do, [effect]": the ability triggers once
  the effects before it in the same resolution are done; it goes on the stack the next time
  a player would receive priority, with its targets chosen then, and players may respond
  [603.12].  An intervening "if" on it ("When you do, if you control a red permanent ...")
  is checked as it triggers and again as it resolves [603.4].

"You may pay ... When you do" is ``MayPay(reflexive=...)`` / ``PayThen(reflexive=...)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect, TriggeredAbility
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class WhenYouDo(Effect):
    """"When you do, [ability]" after the preceding effects [603.12]."""

    reflexive: TriggeredAbility = field(default_factory=TriggeredAbility)
    cr = "603.12"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        src = source_id(ctx)
        cond = self.reflexive.condition
        if cond is not None and not cond.holds(game, game.objects[src]):
            return  # the intervening "if" is false: it doesn't trigger [603.4]
        game.trigger_now(src, self.reflexive, ctx.controller)


__all__ = ["WhenYouDo"]
