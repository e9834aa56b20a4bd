"""Triggers on the creatures of a player in combat, and giving a permanent away.

* :class:`CreatureDealsCombatDamage` — "whenever a creature you control deals combat damage
  to a player" (Bident of Thassa, Grenzo): once per creature and damage event; "that player"
  is ``DamagedPlayer()`` [510.3a, 603.2].
* :class:`AttackYouUnblocked` — "whenever one or more creatures an opponent controls attack
  you and aren't blocked" (Coveted Jewel): once, as blockers are declared, if any creature
  attacking you — not your planeswalkers — is unblocked; "that player" is the attacking
  player, ``EventPlayer()`` (activation_restrictions) [509.1h, 509.1i, 509.3g].
* :class:`AttackedByIt` — "the player or planeswalker it's attacking": from the attack that
  triggered the ability, so it still counts once the attacker has left (Myr Battlesphere's
  ruling) [506.2, 508.1].
* :class:`GiveControl` — "[that player] gains control of this artifact" [613.1b].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect, Event, Trigger, player_ref, ref_player
from aetherworks.vocab.refs import EventPlayer, Ref, This
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class CreatureDealsCombatDamage(Trigger):
    """"Whenever a creature you control deals combat damage to a player" [510.3a]; with
    ``filter``, "whenever a Merfolk you control [a creature]..." as the filter describes it
    (its controller too); ``opponent``: "to an opponent" of this permanent's controller."""

    filter: Filter | None = None
    opponent: bool = False
    events = ("combat_damage",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.other >= 0:
            return False
        if self.opponent and ref_player(event.other) not in game.opponents(source.controller):
            return False
        if self.filter is not None:
            obj = game.objects.get(event.obj)
            return obj is not None and obj.zone == "battlefield" and \
                self.filter.matches(game, source, event.obj)
        if event.player != source.controller:
            return False
        obj = game.objects[event.obj]
        c = game.chars(obj.id) if obj.zone else obj.proto.chars
        return "Creature" in c.types


@dataclass(frozen=True)
class AttackYouUnblocked(Trigger):
    """"Whenever one or more creatures an opponent controls attack you and aren't blocked"
    [509.1h, 509.3g]: checked once blockers are declared."""

    events = ("blockers_declared",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        you = player_ref(source.controller)
        return event.player != source.controller and any(
            defender == you and a not in game.blocked and
            game.objects[a].controller == event.player
            for a, defender in game.attackers.items())


@dataclass(frozen=True)
class AttacksAndIsntBlocked(Trigger):
    """"Whenever this creature attacks and isn't blocked": it triggers as blockers are
    declared, if the source is attacking and unblocked then [509.3g]."""

    events = ("blockers_declared",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return source.id in game.attackers and source.id not in game.blocked


@dataclass(frozen=True)
class AttackedByIt(Ref):
    """The player or planeswalker the source is attacking [506.2]."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        defender = game.attackers.get(ctx.source) or ctx.recall("event_other", 0)
        return [int(defender)] if defender else []


@dataclass(frozen=True)
class GiveControl(Effect):
    """"[That player] gains control of [this artifact]" (indefinitely) [613.1b]."""

    what: Ref = This()
    to: Ref = EventPlayer()
    cr = "613.1b"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        players = self.to.players(game, ctx)
        if not players:
            return
        new = players[0]
        for oid in self.what.objects(game, ctx):
            if game.objects[oid].zone == "battlefield" and game.change_control(oid, new):
                game.emit("gain_control", "613.1b", new, oid)


__all__ = ["AttackYouUnblocked", "AttackedByIt", "AttacksAndIsntBlocked",
           "CreatureDealsCombatDamage",
           "GiveControl"]
