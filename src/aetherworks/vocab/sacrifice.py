"""Sacrificing [701.21]: "whenever you sacrifice ..." and "each opponent sacrifices a
creature of their choice".

* :class:`YouSacrifice` — "Whenever you sacrifice a Clue" (Tireless Tracker): the engine emits
  a "sacrifice" event as a permanent is sacrificed, while it is still on the battlefield
  (``Game.sacrifice``), for a cost or an effect alike [701.21a, 603.2].
* :class:`EachSacrifices` — "[Each opponent] sacrifices a [creature] of their choice" (Oath
  of Liliana): each player, in turn order, chooses one of their own permanents matching the
  filter (no choice with one, nothing with none); all are then sacrificed at the same time
  [701.21a, 101.4].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect, Event, Trigger
from aetherworks.messages import Msg, Text, Who
from aetherworks.vocab.refs import EachOpponent, Ref
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class YouSacrifice(Trigger):
    """"Whenever you sacrifice a [types / subtype] permanent" (any permanent by default)."""

    types: tuple[str, ...] = ()
    subtype: str = ""
    events = ("sacrifice",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.player != source.controller:
            return False
        c = game.chars(event.obj)
        if self.types and not any(t in c.types for t in self.types):
            return False
        return not self.subtype or self.subtype in c.subtypes


@dataclass(frozen=True)
class EachSacrifices(Effect):
    """Each player of ``who`` sacrifices a permanent matching ``filter`` of their choice."""

    filter: Filter = Filter(types=("Creature",))
    who: Ref = field(default_factory=EachOpponent)
    cr = "701.21a"

    def _own(self, game: Game, ctx: GameObject, player: int) -> list[int]:
        return [o.id for o in game.permanents(player) if self.filter.matches(game, ctx, o.id)]

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        order = [p for p in game.apnap() if p in self.who.players(game, ctx)]
        i, chosen = (0, ()) if state is None else state
        if answer is not None:
            chosen = (*chosen, answer.obj)
            i += 1
        while i < len(order):
            own = self._own(game, ctx, order[i])
            if len(own) > 1:
                return Ask(order[i], CHOOSE,
                           Msg.of("prompt.each_sacrifices", player=Who(order[i]),
                                  spec=Text(self.filter.describe())),
                           tuple(Choice("pick", o) for o in own),
                           state=(i, chosen), cr=self.cr)
            chosen = (*chosen, *own)
            i += 1
        with game.simultaneously():
            for oid in chosen:
                if game.objects[oid].zone == "battlefield":
                    game.sacrifice(oid)
        return None


__all__ = ["EachSacrifices", "YouSacrifice"]
