"""Combat damage and death triggers of the creature an Aura or Equipment is attached to
[510.3a, 603.10a] ("whenever a creature you control deals combat damage to a player" is
:class:`aetherworks.vocab.creature_combat.CreatureDealsCombatDamage`).

* :class:`AttachedDealsCombatDamage` — "whenever equipped [enchanted] creature deals combat
  damage to a player [an opponent]" [510.3a, 301.5a, 303.4]: the creature the source is
  attached to; "that player" is the player dealt damage (``DamagedPlayer()``).
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


def _damaged_opponent(game: Game, source: GameObject, event: Event) -> bool:
    """The combat damage was dealt to an opponent of the source's controller [102.2]."""
    return event.other < 0 and (-1 - event.other) in game.opponents(source.controller)


@dataclass(frozen=True)
class AttachedDealsCombatDamage(Trigger):
    """"Whenever equipped [enchanted] creature deals combat damage to a player" (``opponent``:
    "to an opponent" of this permanent's controller) [510.3a, 301.5a]."""

    opponent: bool = False
    events = ("combat_damage",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if not source.attached_to or event.obj != source.attached_to or event.other >= 0:
            return False
        return not self.opponent or _damaged_opponent(game, source, event)


@dataclass(frozen=True)
class AttachedDies(Trigger):
    """"When enchanted [equipped] creature dies" [700.4]; looks back in time [603.10a]."""

    events = ("dies",)
    zones = ("graveyard",)  # also from an Aura that left with it [603.10a]

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return bool(source.attached_to) and event.obj == source.attached_to


__all__ = ["AttachedDealsCombatDamage", "AttachedDies"]
