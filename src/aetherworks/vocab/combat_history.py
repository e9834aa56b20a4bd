"""What happened in the current combat [506.1, 508.1, 509.1]: "if this Vehicle attacked or
blocked this combat" (Daredevil Dragster; the Clockwork creatures).

* :class:`AttackedOrBlockedThisCombat` — the source (this object: one that left the
  battlefield and came back is a new object [400.7]) was declared as an attacker or a
  blocker since this combat phase's beginning of combat step [507.1].  It stays true after
  the creature is removed from combat [506.4] and is false in a later combat of the same
  turn where it didn't attack or block [500.8].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition
from aetherworks.vocab.refs import source_id

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


__all__ = ["AttackedOrBlockedThisCombat"]
