"""Flanking [702.25]: "Whenever this creature becomes blocked by a creature without
flanking, the blocking creature gets -1/-1 until end of turn." [702.25a]  One trigger per
such blocker [702.25b].

* :class:`BlockedByWithout` — "whenever this creature becomes blocked by a creature
  without [keyword]": the block event of each blocker [509.1, 509.3c]; the blocker is the
  event's object.
* :func:`flanking` — the triggered ability.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger, TriggeredAbility
from aetherworks.vocab.effects import Pump
from aetherworks.vocab.refs import EventObject

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class BlockedByWithout(Trigger):
    keyword: str = "Flanking"
    events = ("block",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.other == source.id and \
            self.keyword not in game.chars(event.obj).keywords


def flanking(text: str = "Flanking") -> TriggeredAbility:
    """Flanking [702.25a]."""
    return TriggeredAbility(trigger=BlockedByWithout("Flanking"),
                            effects=(Pump(-1, -1, on=EventObject()),), text=text)


__all__ = ["BlockedByWithout", "flanking"]
