"""Exert as a cost [701.43].

* :class:`ExertSelf` — "Exert this land" in a cost: the permanent won't untap during its
  controller's next untap step [701.43a]; it can be exerted even if it is already tapped or
  exerted [701.43b].  (Exerting a creature as it attacks is ``ExertAbility`` [701.43d].)
* :class:`YouExert` — "whenever you exert a creature": the engine emits an ``exert`` event
  each time a player exerts a permanent, as it attacks or as a cost [701.43a].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Ask, Cost, Event, Trigger
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ExertSelf(Cost):
    cr = "701.43a"

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return game.objects[source_id(ctx)].zone == "battlefield"  # [701.43c]

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        oid = source_id(ctx)
        game.objects[oid].exerted = True
        game.emit("exert", self.cr, ctx.controller, oid)
        return None

    def text(self) -> str:
        return "Exert this"


@dataclass(frozen=True)
class YouExert(Trigger):
    """"Whenever you exert a creature" (Battlefield Scavenger): once per creature exerted,
    by its controller, as it attacks or to pay a cost [701.43a]; the exerted creature is the
    event object."""

    events = ("exert",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.player == source.controller and "Creature" in game.chars(event.obj).types


__all__ = ["ExertSelf", "YouExert"]
