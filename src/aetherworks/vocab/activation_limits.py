"""Restrictions on activating abilities, written as cost parts that pay nothing [602.5].

* :class:`OnlyIf` — "Activate only if [condition]" (metalcraft: "only if you control three
  or more artifacts") [602.5b].
* :class:`Exhaust` — "Exhaust — [Cost]: [Effect]" means "Activate only once" [702.177a]:
  once per object; a permanent that leaves and returns is a new object [400.7].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Ask, Condition, Cost
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject



@dataclass(frozen=True)
class OnlyIf(Cost):
    """"Activate only if [condition]" [602.5b]: checked when the ability could be activated;
    it pays nothing."""

    condition: Condition = field(default_factory=Condition)
    cr = "602.5b"

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        src = game.objects[source_id(ctx)]
        return self.condition.holds(game, src)

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        return None

    def text(self) -> str:
        return "Activate only if " + self.condition.text()


@dataclass(frozen=True)
class Exhaust(Cost):
    """The exhaust restriction [702.177a]: once this ability has been activated, this object
    can't activate it again.  ``tag`` tells two exhaust abilities of one card apart.  It is
    recorded as the ability is activated (when its costs are paid), so an activation that is
    later countered still used it up."""

    tag: str = "exhaust"
    cr = "702.177a"

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return not game.objects[source_id(ctx)].recall("exhausted_" + self.tag)

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        game.objects[source_id(ctx)].remember("exhausted_" + self.tag, True)
        return None

    def text(self) -> str:
        return "Exhaust"


__all__ = ["Exhaust", "OnlyIf"]
