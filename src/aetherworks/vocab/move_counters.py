"""Moving counters [122.5]: "move any number of +1/+1 counters from other permanents you
control onto this creature" (Aetherborn Marauder), "you may move any number of +1/+1
counters from this creature onto another target creature" (Scrounging Bandar).

* :class:`MoveCounters` — as the ability resolves, for each permanent ``sources`` refers to
  (in order) that has counters of ``kind``, its controller chooses how many to move (0 to
  all) onto the permanent ``to`` refers to [ruling on Aetherborn Marauder, 2017-02-09].  A
  counter moves only if both objects are still on the battlefield and not the same: it is
  removed from one and put on the other, so replacement effects and "whenever a counter is
  put" abilities apply [122.5, 122.6].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import NUMBER
from aetherworks.engine.defs import Ask, Effect
from aetherworks.messages import Msg, Obj, Word
from aetherworks.vocab.refs import Ref, Target, This

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class MoveCounters(Effect):
    kind: str = "+1/+1"
    sources: Ref = This()
    to: Ref = Target()
    cr = "122.5"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        dests = [o for o in self.to.objects(game, ctx)
                 if game.objects[o].zone == "battlefield"]
        if not dests:
            return None  # nowhere to move them [122.5]
        dest = dests[0]
        done: tuple[int, ...] = () if state is None else state[0]
        if answer is not None and state is not None:
            src = state[1]
            n = int(answer)
            if n > 0 and game.objects[src].zone == "battlefield":
                moved = game.remove_counters(src, self.kind, n)
                if moved:
                    game.add_counters(dest, self.kind, moved, cr=self.cr)
        for src in self.sources.objects(game, ctx):
            obj = game.objects[src]
            if src in done or src == dest or obj.zone != "battlefield":
                continue
            have = obj.count(self.kind)
            if have > 0:
                return Ask(ctx.controller, NUMBER,
                           Msg.of("prompt.move_counters", obj=Obj(src),
                                  counter=Word("counter", self.kind),
                                  amount=have),
                           lo=0, hi=have, state=((*done, src), src), cr=self.cr)
        return None

    def text(self) -> str:
        return f"move any number of {self.kind} counters"


__all__ = ["MoveCounters"]
