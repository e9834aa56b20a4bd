"""The equipped creature in combat: its attack triggers and the creatures blocking it
[301.5a].

* :class:`EquippedAttacks` — "whenever equipped creature attacks" [508.3a, 301.5a]; with
  ``or_self``, "whenever this creature or equipped creature attacks" (an Equipment with
  reconfigure, which attacks itself while unattached [702.151]).  The attacking creature is
  the event object (``EventObject()``: "it gets +X/+X").
* :class:`AttachedControllersUpkeep` — "at the beginning of the upkeep of enchanted
  creature's controller" [503.1a, 303.4]: the upkeep of whoever controls the creature the
  source is attached to when the step begins.
* :class:`AttachedDealsCombatDamageToPlayer` — "whenever equipped (enchanted) creature
  deals combat damage to a player" [510.3a, 301.5a, 303.4] (``opponent``: "to an opponent"
  of this permanent's controller); "that player" is the player dealt damage.
* :class:`TargetBlockingEquipped` — "target creature that's blocking equipped creature"
  [509.1, 115.1]: it stops being a legal target once it is no longer blocking that creature
  [506.4, 608.2b].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger, ref_player
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.targets import Filter, TargetPermanent

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class EquippedAttacks(Trigger):
    """"Whenever equipped creature attacks" (``or_self``: "whenever this creature or equipped
    creature attacks") [508.3a]; the attacker is the event object."""

    or_self: bool = False
    events = ("attack",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if self.or_self and event.obj == source.id:
            return True
        return bool(source.attached_to) and event.obj == source.attached_to


@dataclass(frozen=True)
class AttachedControllersUpkeep(Trigger):
    """"At the beginning of the upkeep of enchanted creature's controller" [503.1a]."""

    events = ("step",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        host = game.objects.get(source.attached_to) if source.attached_to else None
        return game.step == "upkeep" and host is not None and \
            host.zone == "battlefield" and host.controller == game.active


@dataclass(frozen=True)
class AttachedDealsCombatDamageToPlayer(Trigger):
    """"Whenever equipped creature deals combat damage to a player [an opponent]" (Prying
    Blade) [510.3a]: the creature this permanent is attached to as the damage is dealt."""

    opponent: bool = False
    events = ("combat_damage",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if not source.attached_to or event.obj != source.attached_to or event.other >= 0:
            return False
        # "to an opponent": of this permanent's controller [102.2]
        return not self.opponent or ref_player(event.other) in game.opponents(source.controller)


def _equipped(game: Game, ctx: GameObject) -> int:
    src = game.objects.get(source_id(ctx))
    return src.attached_to if src is not None and src.zone == "battlefield" else 0


@dataclass(frozen=True)
class TargetBlockingEquipped(TargetPermanent):
    """"Target creature that's blocking equipped creature" [509.1, 301.5a]."""

    filter: Filter = Filter(types=("Creature",))

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        host = _equipped(game, ctx)
        return bool(host) and host in game.blocks.get(ref, ()) and super().legal(game, ctx, ref)

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        host = _equipped(game, ctx)
        if not host:
            return []
        return [o for o in super().candidates(game, ctx) if host in game.blocks.get(o, ())]

    def text(self) -> str:
        return "target creature blocking equipped creature"


__all__ = ["AttachedControllersUpkeep", "AttachedDealsCombatDamageToPlayer", "EquippedAttacks",
           "TargetBlockingEquipped"]
