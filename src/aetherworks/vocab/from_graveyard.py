"""Triggered abilities that function from a graveyard: "Whenever an artifact you control
enters, you may return this card from your graveyard to your hand" (Ovalchase Daredevil),
"Whenever a Zombie you control enters, you may pay {W}. If you do, return this card from your
graveyard to your hand" (Unconventional Tactics).

An ability whose effect moves the card it is on out of a zone functions only in that zone
[113.6m]: :class:`FromGraveyard` is the trigger condition it wraps, marked ``in_graveyard``;
the engine listens for it only while the card is in a graveyard (and never while it is on
the battlefield), and its owner controls it there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import NO_TRIGGER, Event, Trigger

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class FromGraveyard(Trigger):
    """``of``, listened for only while the card is in a graveyard [113.6m]."""

    of: Trigger = NO_TRIGGER
    zones = ("graveyard",)
    in_graveyard = True

    @property
    def events(self) -> tuple[str, ...]:  # type: ignore[override]
        return self.of.events

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return self.of.matches(game, source, event)

    def text(self) -> str:
        return f"{self.of.text()} (from a graveyard)"


__all__ = ["FromGraveyard"]
