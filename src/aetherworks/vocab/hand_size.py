"""Maximum hand size [402.2].

* :class:`NoMaximumHandSize` — "You have no maximum hand size": its controller discards
  nothing at cleanup [402.2, 514.1].
* :class:`MaximumHandSizeIs` — "Your maximum hand size is equal to [amount]" (Midnight
  Oil's hour counters), worked out as cleanup asks [402.2, 514.1]; among effects that set
  the maximum or remove it, the latest applies (the engine applies them in timestamp order)
  [613.7 by analogy; rulings on Midnight Oil, 2016-09-20].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount
from aetherworks.engine.hooks import HandSize
from aetherworks.vocab.refs import amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class NoMaximumHandSize(HandSize):
    def hand_size(self, game: Game, perm: GameObject, size: int | None) -> int | None:
        return None


@dataclass(frozen=True)
class MaximumHandSizeIs(HandSize):
    """"Your maximum hand size is equal to [``size``]" [402.2]."""

    size: int | Amount = 7

    def hand_size(self, game: Game, perm: GameObject, size: int | None) -> int | None:
        return max(0, amount(game, perm, self.size))


__all__ = ["MaximumHandSizeIs", "NoMaximumHandSize"]
