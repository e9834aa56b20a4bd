"""Triggers on what a player does with cards: drawing [121.2] and discarding [701.9].

* :class:`YouDraw` — "whenever you draw a card": once per card drawn [121.2].
* :class:`YouDiscard` — "whenever you discard a card" / "whenever an opponent discards a
  card" (``by``); cycling discards, so "whenever you cycle or discard a card" is this too,
  and it triggers once for a cycled card [702.29d].  The discarded card is the event object,
  its owner the event player (``EventPlayer()``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def _by(by: str, player: int, source: GameObject) -> bool:
    return (by == "" or (by == "you" and player == source.controller)
            or (by == "opponent" and player != source.controller))


@dataclass(frozen=True)
class YouDraw(Trigger):
    """"Whenever you draw a card" [121.2]; ``nth``: "whenever you draw your second card
    each turn" (only the draw that makes it the nth this turn) [121.1, 603.2]."""

    by: str = "you"
    nth: int = 0
    events = ("draw",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if self.nth and game.players[event.player].turn_stats.get("cards_drawn", 0) != \
                self.nth:
            return False
        return _by(self.by, event.player, source)


@dataclass(frozen=True)
class YouDiscard(Trigger):
    """"Whenever you [an opponent] discard[s] a card" [701.9]; ``others``: "another card",
    not this one."""

    by: str = "you"
    others: bool = False
    events = ("discard",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return _by(self.by, event.player, source) and not (
            self.others and event.obj == source.id)


__all__ = ["YouDiscard", "YouDraw"]
