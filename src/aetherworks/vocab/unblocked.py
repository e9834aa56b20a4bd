"""Attacking creatures that aren't blocked [509.1h, 509.3g].

* :class:`AttacksUnblocked` — "whenever this creature attacks and isn't blocked": triggers
  as blockers are declared, if no creature was declared as a blocker for it [508.3f,
  509.3g]; also for a creature put onto the battlefield attacking, and not for one whose
  blockers are removed from combat later (it stays blocked [509.1h]).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class AttacksUnblocked(Trigger):
    """"Whenever this creature attacks and isn't blocked" [509.3g]."""

    events = ("blockers_declared",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return source.id in game.attackers and source.id not in game.blocked


__all__ = ["AttacksUnblocked"]
