"""Exert as a cost [701.43].

* :class:`ExertSelf` — "Exert this land" in a cost: the permanent won't untap during its
  controller's next untap step [701.43a]; it can be exerted even if it is already tapped or
  exerted [701.43b].  (Exerting a creature as it attacks is ``ExertAbility`` [701.43d].)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Ask, Cost
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


__all__ = ["ExertSelf"]
