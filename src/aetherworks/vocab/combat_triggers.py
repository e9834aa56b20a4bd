"""Triggers on attacks, blocks, combat damage and life gain, and "during your turn".

Each part names the rule, not the card:

* :class:`CreatureAttacks` — "whenever a creature you control attacks", "whenever an
  artifact creature you control attacks" [508.3a]; the attacker is the event object.
* :class:`AttacksOrBlocks` — "whenever this creature attacks or blocks" [508.3a, 509.3a].
* :class:`BecomesBlocked`, :class:`BlocksOrBecomesBlocked` — "whenever this creature
  [blocks or] becomes blocked" [509.3c].
* :class:`DealtDamage` — "whenever this creature is dealt damage" (enrage) [120.3].
* :class:`OneOrMoreDealCombatDamage` — "whenever one or more [artifact creatures] you
  control deal combat damage to a player": combat damage is dealt at once [510.2], so it
  triggers once per combat damage step however many creatures dealt damage [603.2c].
* :class:`YouGainLife` — "whenever you gain life" (the amount is the event amount)
  [119.9, 603.2].
* :class:`YourTurn` — "during your turn" [a trigger condition, 603.2].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.combat import first_block
from aetherworks.engine.defs import Condition, Event, Trigger

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def _is(game: Game, oid: int, types: tuple[str, ...]) -> bool:
    """Has every one of ``types`` ("artifact creature" is both) [205.2]."""
    c = game.chars(oid) if game.objects[oid].zone else game.objects[oid].proto.chars
    return all(t in c.types for t in types)


@dataclass(frozen=True)
class CreatureAttacks(Trigger):
    """"Whenever a [type] creature you control attacks" [508.3a]: once per attacking
    creature, which is the event object (``EventObject()``).  ``types`` must all apply;
    ``subtype``: "whenever a Vampire you control attacks"."""

    types: tuple[str, ...] = ("Creature",)
    yours: bool = True
    subtype: str = ""
    events = ("attack",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        obj = game.objects[event.obj]
        if self.yours and obj.controller != source.controller:
            return False
        if self.subtype and self.subtype not in game.chars(event.obj).subtypes:
            return False
        return _is(game, event.obj, self.types)


@dataclass(frozen=True)
class AttacksOrBlocks(Trigger):
    """"Whenever this creature attacks or blocks" [508.3a, 509.3a]: once as it blocks,
    however many attackers it blocks."""

    events = ("attack", "block")

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id and (event.kind != "block" or first_block(game, event))


@dataclass(frozen=True)
class BecomesBlocked(Trigger):
    """"Whenever this creature becomes blocked" [509.3c]: once, however many creatures
    block it."""

    events = ("blocked",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id


@dataclass(frozen=True)
class BlocksOrBecomesBlocked(Trigger):
    """"Whenever this creature blocks or becomes blocked" [509.3a, 509.3c]: once as it
    blocks, however many attackers it blocks."""

    events = ("block", "blocked")

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id and (event.kind != "block" or first_block(game, event))


@dataclass(frozen=True)
class DealtDamage(Trigger):
    """"Whenever this creature is dealt damage" (enrage) [120.3, 603.2]: once per damage
    event; the amount is the event amount."""

    events = ("damage",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.other == source.id and event.amount > 0


@dataclass(frozen=True)
class OneOrMoreDealCombatDamage(Trigger):
    """"Whenever one or more [types] you control deal combat damage to a player".

    All combat damage of a step is dealt simultaneously [510.2], so this triggers once per
    combat damage step: on the first matching combat damage event of the step [603.2c].
    """

    types: tuple[str, ...] = ("Creature",)
    events = ("combat_damage",)

    def _fits(self, game: Game, source: GameObject, ev: Event) -> bool:
        return (ev.kind == "combat_damage" and ev.other < 0
                and ev.player == source.controller and _is(game, ev.obj, self.types))

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if not self._fits(game, source, event):
            return False
        # Look back over this damage step's events: only the first match triggers.
        for ev in reversed(game.log[:-1]):
            if ev.kind == "step":
                break
            if self._fits(game, source, ev):
                return False
        return True


@dataclass(frozen=True)
class YouGainLife(Trigger):
    """"Whenever you gain life" — once per life-gain event; the amount is the event's
    [119.9, 603.2]."""

    events = ("life",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.player == source.controller and event.amount > 0


@dataclass(frozen=True)
class YourTurn(Condition):
    """"During your turn" [500.1]: the controller is the active player."""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return game.active == ctx.controller


__all__ = ["AttacksOrBlocks", "BecomesBlocked", "BlocksOrBecomesBlocked", "CreatureAttacks",
           "DealtDamage", "OneOrMoreDealCombatDamage", "YouGainLife", "YourTurn"]
