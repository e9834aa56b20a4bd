""""Discard a card at random" [701.9b]: the card is chosen by the game's random generator,
not by a player."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import Ref, You, amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class DiscardAtRandom(Effect):
    n: N = 1
    who: Ref = You()
    cr = "701.9b"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            for _ in range(amount(game, ctx, self.n)):
                hand = game.players[p].hand
                if not hand:
                    break
                game.discard(p, hand[game.rng.below(len(hand))])


__all__ = ["DiscardAtRandom"]
