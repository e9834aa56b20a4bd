"""Replacement effects on drawing [614.1a, 121.6].

* :class:`DrawMoreWithSmallHand` — "As long as you have one or fewer cards in hand, if you
  would draw one or more cards, you draw that many cards plus one instead." (Quantum
  Riddler): checked as the draw would happen, for each draw event (a draw step's card, "draw
  two cards") [121.6].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import DrawModifier

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class DrawMoreWithSmallHand(DrawModifier):
    at_most: int = 1
    more: int = 1
    def modify_draw(self, game: Game, source: GameObject, player: int, n: int) -> int:
        if n >= 1 and player == source.controller and \
                len(game.players[player].hand) <= self.at_most:
            return n + self.more
        return n


__all__ = ["DrawMoreWithSmallHand"]
