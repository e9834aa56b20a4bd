"""Battalion: "whenever this creature and at least two other creatures attack" [207.2c (an
ability word), 508.3a].

* :class:`AttacksWithOthers` — triggers once as attackers are declared, if this creature is
  among them with at least ``others`` other attacking creatures [508.1, 508.3a]; a creature
  put onto the battlefield attacking was never declared, so it doesn't count [508.4].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class AttacksWithOthers(Trigger):
    """"Whenever this creature and at least N other creatures attack" [508.3a]."""

    others: int = 2
    events = ("attackers_declared",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return source.id in game.attackers and event.amount > self.others


__all__ = ["AttacksWithOthers"]
