"""Maximum hand size [402.2].

* :class:`NoMaximumHandSize` — "You have no maximum hand size": its controller discards
  nothing at cleanup [402.2, 514.1].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import HandSize

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class NoMaximumHandSize(HandSize):
    def hand_size(self, game: Game, perm: GameObject, size: int | None) -> int | None:
        return None


__all__ = ["NoMaximumHandSize"]
