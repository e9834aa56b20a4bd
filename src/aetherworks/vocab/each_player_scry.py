"""Every player scries [701.22a]: "When this creature enters, each player may scry 1" (Eager
Construct).

* :class:`EachPlayerMayScry` — in turn order [101.4], each player says whether they scry
  (a player who declines doesn't scry: no scry event [701.22b]), then does, before the
  next player.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import YES_NO
from aetherworks.engine.defs import NO, YES, Ask, Effect
from aetherworks.messages import Msg, Obj, Text
from aetherworks.vocab.effects import N
from aetherworks.vocab.library import Scry
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class EachPlayerMayScry(Effect):
    n: N = 1
    cr = "701.22a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        players = list(game.apnap())
        i, asked, inner = (0, False, None) if state is None else state
        while i < len(players):
            p = players[i]
            if not asked:
                if answer is None:
                    return Ask(p, YES_NO, Msg.of("prompt.card_may", obj=Obj(source_id(ctx)),
                                                 text=Text(f"Scry {self.n}?")),
                               (YES, NO), state=(i, False, None), cr=self.cr)
                if answer != YES:
                    i, answer = i + 1, None
                    continue
                asked, answer = True, None
            got = Scry(self.n).look_for(game, ctx, p, answer, inner)
            if got is not None:
                return dataclasses.replace(got, state=(i, True, got.state))
            i, asked, inner, answer = i + 1, False, None, None
        return None

    def text(self) -> str:
        return f"each player may scry {self.n}"


__all__ = ["EachPlayerMayScry"]
