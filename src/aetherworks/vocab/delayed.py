"""Delayed triggered abilities that trigger on an event for the rest of a turn [603.7c].

* :class:`WheneverThisTurn` — "Whenever you attack this turn, [effect]": the ability is
  created as the effect resolves and triggers each time its event happens until the turn
  ends, whatever happens to the source afterwards [603.7b-c].  (Delayed abilities "at the
  beginning of the next [step]" are :class:`aetherworks.vocab.energy.AtNextStep`.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect, TriggeredAbility
from aetherworks.messages import Text
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class WheneverThisTurn(Effect):
    ability: TriggeredAbility = field(default_factory=TriggeredAbility)
    cr = "603.7c"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        game.add_delayed_this_turn(self.ability, ctx.controller, source_id(ctx))
        game.emit("this_turn", self.cr, ctx.controller, source_id(ctx),
                  args=(("text", Text(self.ability.text)),))


__all__ = ["WheneverThisTurn"]
