"""Triggers on tapping and crewing [701.26a, 702.122].

* :class:`BecomesTapped` — "whenever this creature becomes tapped": for any reason (attacking,
  a cost, an effect) [701.26a].
* :class:`BecomesUntapped` — "whenever this artifact becomes untapped": for any reason (its
  controller's untap step, an effect), not as it enters untapped [701.26b, 603.2e].
* :class:`Crews` — "whenever this creature crews a Vehicle": the Vehicle is the event's
  other object (``EventOther()``) [702.122b].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class BecomesTapped(Trigger):
    """"Whenever this permanent becomes tapped" [701.26a]."""

    events = ("tap",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id


@dataclass(frozen=True)
class BecomesUntapped(Trigger):
    """"Whenever this permanent becomes untapped" [701.26b, 603.2e]."""

    events = ("untap",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id


@dataclass(frozen=True)
class Crews(Trigger):
    """"Whenever this creature crews a Vehicle" [702.122b]."""

    events = ("crews",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id


__all__ = ["BecomesTapped", "BecomesUntapped", "Crews"]
