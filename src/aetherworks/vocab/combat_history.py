"""What happened in combat [506.1, 508.1, 509.1, 510.2]: "if this Vehicle attacked or
blocked this combat" (Daredevil Dragster; the Clockwork creatures), "target player who was
dealt combat damage by [this] this turn" (Hope of Ghirapur).

* :class:`AttackedOrBlockedThisCombat` — the source (this object: one that left the
  battlefield and came back is a new object [400.7]) was declared as an attacker or a
  blocker since this combat phase's beginning of combat step [507.1].  It stays true after
  the creature is removed from combat [506.4] and is false in a later combat of the same
  turn where it didn't attack or block [500.8].
* :class:`TargetPlayerDealtCombatDamage` — "target player who was dealt combat damage by
  [this creature] this turn": a player the source (this object, looked at by its id even
  once it has been sacrificed to pay the cost [608.2h]) dealt combat damage to this turn
  [510.2, 115.1].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.targets import TargetPlayer
from aetherworks.vocab.turn_history import events_this_turn

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class AttackedOrBlockedThisCombat(Condition):
    def holds(self, game: Game, ctx: GameObject) -> bool:
        oid = source_id(ctx)
        for ev in reversed(game.log):
            if ev.kind in ("begin_combat", "turn"):
                return False
            if ev.kind in ("attack", "block") and ev.obj == oid:
                return True
        return False

    def text(self) -> str:
        return "if this attacked or blocked this combat"


@dataclass(frozen=True)
class TargetPlayerDealtCombatDamage(TargetPlayer):
    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        if not super().legal(game, ctx, ref):
            return False
        src = source_id(ctx)
        return any(ev.kind == "combat_damage" and ev.obj == src and ev.other == ref
                   for ev in events_this_turn(game))

    def text(self) -> str:
        return "target player who was dealt combat damage by this this turn"


__all__ = ["AttackedOrBlockedThisCombat", "TargetPlayerDealtCombatDamage"]
