"""Maximum hand size [402.2, 514.1].

* :class:`NoMaximumHandSize` — "You have no maximum hand size": a static ability; its
  controller doesn't discard down to seven in their cleanup step [402.2, 514.1] (the
  engine's cleanup asks every :class:`~aetherworks.engine.hooks.HandSizeRule`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import HandSizeRule

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class NoMaximumHandSize(HandSizeRule):
    """"You have no maximum hand size" [402.2]."""

    def no_maximum(self, game: Game, perm: GameObject, player: int) -> bool:
        return perm.controller == player


__all__ = ["NoMaximumHandSize"]
