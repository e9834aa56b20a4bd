"""Attack triggers on a described permanent [508.3a]: "When a Vehicle you control attacks"
(Caught in the Brights).

* :class:`DescribedAttacks` — once per attacking permanent matching ``filter`` (judged
  from the trigger's source: "you control" is its controller); the attacker is the event
  object (``EventObject()``).  (:class:`~.combat_triggers.CreatureAttacks` covers
  "a [type] creature you control".)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class DescribedAttacks(Trigger):
    filter: Filter = Filter()
    events = ("attack",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return self.filter.matches(game, source, event.obj)


__all__ = ["DescribedAttacks"]
