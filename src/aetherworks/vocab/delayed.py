"""Delayed triggered abilities made by a resolving spell or ability [603.7].

* :class:`AtBeginningOfNext` — "[effect] at the beginning of the next turn's upkeep": the
  effect waits for that step, then triggers once (its source is the object that created it;
  its controller is the player who controlled that spell or ability) [603.7a, 603.7c].
  ``next_turn`` makes "the next turn's" upkeep mean a later turn's, even when it is created
  during an upkeep.
* :class:`WheneverThisTurn` — "Whenever you attack this turn, [effect]": the ability is
  created as the effect resolves and triggers each time its event happens until the turn
  ends, whatever happens to the source afterwards [603.7b-c].  (Delayed abilities "at the
  beginning of the next [step]" for remembered objects are
  :class:`aetherworks.vocab.energy.AtNextStep`.)
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
class AtBeginningOfNext(Effect):
    """Create a delayed triggered ability "at the beginning of the next [step]" [603.7a]."""

    step: str = "upkeep"
    ability: TriggeredAbility = field(default_factory=TriggeredAbility)
    next_turn: bool = True
    cr = "603.7a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        game.add_delayed(self.step, self.ability, ctx.controller, source_id(ctx),
                         not_before_turn=game.turn + 1 if self.next_turn else 0)


@dataclass(frozen=True)
class WheneverThisTurn(Effect):
    ability: TriggeredAbility = field(default_factory=TriggeredAbility)
    cr = "603.7c"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        game.add_delayed_this_turn(self.ability, ctx.controller, source_id(ctx))
        game.emit("this_turn", self.cr, ctx.controller, source_id(ctx),
                  args=(("text", Text(self.ability.text)),))


__all__ = ["AtBeginningOfNext", "WheneverThisTurn"]
