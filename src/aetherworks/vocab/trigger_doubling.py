"""Abilities that trigger additional times [603.2d]: "If an artifact or creature entering
causes a triggered ability of a permanent you control to trigger, that ability triggers an
additional time" (Panharmonicon).

* :class:`ExtraEntersTrigger` — the static effect (a ``TriggerMultiplier`` hook); the engine
  asks it as each ability triggers.  It counts for enters triggers of any permanent you control, the
  entering permanent's own included, whoever controls the entering artifact or creature; with
  two Panharmonicons an ability triggers three times.  It doesn't copy the ability: each
  instance has its own targets and choices.  "As ... enters" replacements and "enters with
  counters" are unaffected (they aren't triggered abilities) (Panharmonicon's rulings).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event
from aetherworks.engine.hooks import TriggerMultiplier

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ExtraEntersTrigger(TriggerMultiplier):
    """"If [a permanent of these types] entering causes a triggered ability of a permanent
    you control to trigger, that ability triggers an additional time" [603.2d]."""

    types: tuple[str, ...] = ("Artifact", "Creature")

    def extra_triggers(self, game: Game, src: GameObject, trigger_source: GameObject,
                       event: Event) -> int:
        if event.kind != "enter" or trigger_source.controller != src.controller or \
                trigger_source.zone != "battlefield":
            return 0
        entering = game.objects.get(event.obj)
        if entering is None or entering.zone != "battlefield":
            return 0
        return int(any(t in game.chars(entering.id).types for t in self.types))


__all__ = ["ExtraEntersTrigger"]
