"""Returning a permanent you control to its owner's hand as a cost [601.2h, 118.3]: "As an
additional cost to cast this spell, return a permanent you control to its owner's hand."
(Disappearing Act).

* :class:`ReturnToHandCost` — like the cost "Sacrifice a creature"
  (:class:`~aetherworks.vocab.costs.Sacrifice`): the payer chooses which, as the cost is
  paid; the chosen permanents return at once [400.7].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from aetherworks.vocab.costs import Sacrifice
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game


@dataclass(frozen=True)
class ReturnToHandCost(Sacrifice):
    filter: Filter = Filter()
    cr = "601.2h"
    prompt: ClassVar[str] = "prompt.return_permanent"

    def _act(self, game: Game, chosen: tuple[int, ...]) -> None:
        with game.simultaneously():
            for oid in chosen:
                game.move(oid, "hand", cr="400.7")

    def text(self) -> str:
        return f"Return a {self.filter.describe()} to its owner's hand"


__all__ = ["ReturnToHandCost"]
