"""Playing additional lands [305.2].

* :class:`ExtraLandPlays` — "each player may play an additional land on each of their
  turns" (``each=True``) / "you may play an additional land on each of your turns": while
  the permanent is on the battlefield, the number of lands those players may play each turn
  is ``n`` more; several such effects add up (Ghirapur Orrery ruling 2016-09-20); the land
  is played at its normal timing [305.2, 305.2a].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import LandPlays

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ExtraLandPlays(LandPlays):
    """``n`` additional land plays each turn for its controller, or for each player."""

    n: int = 1
    each: bool = False

    def land_plays(self, game: Game, perm: GameObject, player: int, n: int) -> int:
        return n + self.n if self.each or player == perm.controller else n


__all__ = ["ExtraLandPlays"]
