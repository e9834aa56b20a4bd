"""Setting a life total: "target player's life total becomes 1" (Vraska, Relic Seeker)
[119.5].

The player gains or loses the life needed to end up with the new total [119.5]: a player at 4
loses 3 life, and abilities that trigger on life loss see it [ruling 2017-09-29].
"""

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
class LifeTotalBecomes(Effect):
    """"[Target player's] life total becomes N" [119.5]."""

    n: N = 1
    who: Ref = You()
    cr = "119.5"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        new = amount(game, ctx, self.n)
        for p in self.who.players(game, ctx):
            diff = new - game.players[p].life
            if diff > 0:
                game.gain_life(p, diff, cr=self.cr)
            elif diff < 0:
                game.lose_life(p, -diff, cr=self.cr)


__all__ = ["LifeTotalBecomes"]
