"""Giving counters by kind [122.1, 122.6]: "For each kind of counter on target permanent or
player, give that permanent or player another counter of that kind" (Maulfist
Revolutionary, Skyship Plunderer).

* :class:`AnotherCounterOfEachKind` — one more counter of each kind the target has (not
  double): to give a counter is to put it on a permanent or have a player get it, so
  replacement effects on counters apply [ruling on Maulfist Revolutionary, 2017-02-09].
* :data:`PERMANENT_OR_PLAYER` — "target permanent or player" [115.1].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.counter_actions import counters_on, give_counters
from aetherworks.vocab.refs import Ref, Target
from aetherworks.vocab.targets import AnyTarget, Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

PERMANENT_OR_PLAYER = AnyTarget(players=True, filter=Filter())


@dataclass(frozen=True)
class AnotherCounterOfEachKind(Effect):
    what: Ref = Target()
    cr = "122.1"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for ref in self.what.refs(game, ctx):
            for kind, n in list(counters_on(game, ref).items()):
                if n > 0:
                    give_counters(game, ref, kind, 1, self.cr, ctx.controller)

    def text(self) -> str:
        return "another counter of each kind on it"


__all__ = ["PERMANENT_OR_PLAYER", "AnotherCounterOfEachKind"]
