"""Sacrificing one permanent of each of several kinds at once [701.21a]: "Each opponent
sacrifices an artifact creature and a nonartifact creature of their choice" (Perilous
Predicament).

* :class:`SacrificeOneOfEach` — each player of ``who``, in turn order, chooses one
  permanent they control for each filter (a permanent chosen for one kind can't be chosen
  for another); then every chosen permanent is sacrificed at the same time [101.4,
  608.2c], so each sees the others leave [603.10a].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect
from aetherworks.messages import Msg, Text
from aetherworks.vocab.refs import EachOpponent, Ref
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class SacrificeOneOfEach(Effect):
    filters: tuple[Filter, ...] = ()
    who: Ref = EachOpponent()
    cr = "701.21a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        players = self.who.players(game, ctx)
        i, k, chosen = (0, 0, ()) if state is None else state
        if answer is not None:
            chosen, k = (*chosen, answer.obj), k + 1
        while i < len(players):
            while k < len(self.filters):
                f = self.filters[k]
                opts = [o.id for o in game.permanents(players[i])
                        if o.id not in chosen and f.matches(game, ctx, o.id)]
                if len(opts) == 1:
                    chosen, k = (*chosen, opts[0]), k + 1
                    continue
                if opts:
                    return Ask(players[i], CHOOSE,
                               Msg.of("prompt.sacrifice", spec=Text(f.describe())),
                               tuple(Choice("pick", o) for o in opts), state=(i, k, chosen),
                               cr=self.cr)
                k += 1
            i, k = i + 1, 0
        with game.simultaneously():
            for oid in chosen:
                if game.objects[oid].zone == "battlefield":
                    game.sacrifice(oid)
        return None

    def text(self) -> str:
        return "sacrifice " + " and ".join(f.describe() for f in self.filters)


__all__ = ["SacrificeOneOfEach"]
