"""Combat damage and death triggers of the creature an Aura or Equipment is attached to
[510.3a, 603.10a] ("whenever a creature you control deals combat damage to a player" is
:class:`aetherworks.vocab.creature_combat.CreatureDealsCombatDamage`).

* :class:`AttachedDies` — "when enchanted [equipped] creature dies" [700.4, 603.10a]: a
  leaves-the-battlefield ability, so it looks back in time: it triggers also when the
  Aura or Equipment leaves at the same time as the creature (a wrath) [603.10a, 603.6c].
  The card in the graveyard is the event's other object ("return that card").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class AttachedDies(Trigger):
    """"When enchanted [equipped] creature dies" [700.4]; looks back in time [603.10a]."""

    events = ("dies",)
    zones = ("graveyard",)  # also from an Aura that left with it [603.10a]

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return bool(source.attached_to) and event.obj == source.attached_to


__all__ = ["AttachedDies"]
