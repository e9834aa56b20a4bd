"""Triggers on drawing cards [121].

* :class:`PlayerDraws` — "Whenever a player draws a card" (Ob Nixilis Reignited's emblem):
  once per card drawn, whoever draws it [121.2, 603.2]; ``yours`` narrows it to the
  controller's own draws.  The drawing player is the event player (``EventPlayer()``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class PlayerDraws(Trigger):
    """"Whenever a player draws a card" / "whenever you draw a card" (``yours``)."""

    yours: bool = False
    events = ("draw",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return not self.yours or event.player == source.controller


__all__ = ["PlayerDraws"]
