"""Triggers on damage this permanent deals, combat or not [120.3, 603.2].

* :class:`DealsDamageToPlayer` — "whenever this creature deals damage to a player [an
  opponent]": any damage, combat or noncombat, once per damage event [120.3, 603.2c];
  "that player" is the player dealt damage (``DamagedPlayer()`` reads the event's other
  object, as for combat damage triggers).
* :class:`DealsDamageToCreature` — "whenever this creature deals damage to a creature".
* :class:`DealsDamage` — "whenever this [enchanted] creature deals damage" (Spirit Link).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger, ref_player

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class DealsDamageToPlayer(Trigger):
    """"Whenever this creature deals damage to a player" (``opponent``: "to an opponent" of
    its controller) [120.3, 603.2]."""

    opponent: bool = False
    events = ("damage",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.obj != source.id or event.other >= 0 or event.amount <= 0:
            return False
        return not self.opponent or ref_player(event.other) in game.opponents(source.controller)


@dataclass(frozen=True)
class DealsDamage(Trigger):
    """"Whenever this creature deals damage" (``attached``: "whenever enchanted creature
    deals damage"): to anything, combat or not, once per damage event; "that much" is the
    event's amount [120.3, 603.2]."""

    attached: bool = False
    events = ("damage",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        dealer = source.attached_to if self.attached else source.id
        return bool(dealer) and event.obj == dealer and event.amount > 0


@dataclass(frozen=True)
class DealsDamageToCreature(Trigger):
    """"Whenever this creature deals damage to a creature" (combat or not); "that creature"
    is the event's other object [120.3, 603.2]."""

    events = ("damage",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.obj != source.id or event.other <= 0 or event.amount <= 0:
            return False
        return "Creature" in game.chars(event.other).types


__all__ = ["DealsDamage", "DealsDamageToCreature", "DealsDamageToPlayer"]
