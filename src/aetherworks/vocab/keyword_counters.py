"""Keyword counters [122.1b]: "put your choice of a +1/+1, first strike, or trample counter
on that creature".  The engine gives a permanent the keyword of each keyword counter on it
(layer 6, 613.1f); counter kinds are written in lower case ("first strike")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect
from aetherworks.messages import Msg, Word
from aetherworks.vocab.refs import EventObject, Ref

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class PutCounterOfChoice(Effect):
    """"Put your choice of a [kind], [kind], or [kind] counter on [it]": the controller picks
    one kind as it resolves (option ``Choice("mode", i)``, labelled "Mode i+1", for
    ``kinds[i]``) [122.1, 122.1b].  Nothing is asked if the permanent is gone."""

    kinds: tuple[str, ...] = ("+1/+1",)
    on: Ref = EventObject()
    n: int = 1
    cr = "122.1b"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        objs = [o for o in self.on.objects(game, ctx) if game.objects[o].zone == "battlefield"]
        if not objs:
            return None
        if answer is None:
            return Ask(ctx.controller, CHOOSE, Msg("prompt.choose_counter"),
                       tuple(Choice("mode", i) for i in range(len(self.kinds))), cr=self.cr,
                       labels=tuple(Msg.of("opt.counter", counter=Word("counter", k))
                                    for k in self.kinds))
        kind = self.kinds[answer.obj]
        for oid in objs:
            game.add_counters(oid, kind, self.n, cr=self.cr, by=ctx.controller)
        return None


__all__ = ["PutCounterOfChoice"]
