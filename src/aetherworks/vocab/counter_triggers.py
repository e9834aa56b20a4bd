"""Triggers on countering [701.5a, 603.2]: "Whenever a spell or ability you control counters
a spell, ..." (Baral, Chief of Compliance; Lullmage Mentor).

* :class:`CountersSpell` — the engine's ``counter_spell`` event names the countered object and
  the spell or ability whose effect countered it (``Game.counter(oid, by=...)``).  It
  triggers when that spell or ability is controlled by the trigger's controller and what it
  countered is a spell, not an ability.  A spell that doesn't resolve because all its
  targets became illegal isn't countered [608.2b], and a spell that can't be countered isn't
  [701.5a]: neither event is a ``counter_spell`` (Baral's rulings).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class CountersSpell(Trigger):
    events = ("counter_spell",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        by = game.objects.get(event.other)
        countered = game.objects.get(event.obj)
        return by is not None and countered is not None and \
            by.controller == source.controller and countered.kind != "ability"

    def text(self) -> str:
        return "whenever a spell or ability you control counters a spell"


__all__ = ["CountersSpell"]
