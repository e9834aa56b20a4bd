"""Setting a life total: "target player's life total becomes 1" (Vraska, Relic Seeker)
[119.5].

The player gains or loses the life needed to end up with the new total [119.5]: a player at 4
loses 3 life, and abilities that trigger on life loss see it [ruling 2017-09-29].
:func:`set_life_total` is that step, shared with exchanging life totals [701.12c].
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


def set_life_total(game: Game, player: int, new: int, cr: str) -> None:
    """The player gains or loses the life needed to end up at ``new`` [119.5]."""
    diff = new - game.players[player].life
    if diff > 0:
        game.gain_life(player, diff, cr=cr)
    elif diff < 0:
        game.lose_life(player, -diff, cr=cr)


@dataclass(frozen=True)
class LifeTotalBecomes(Effect):
    """"[Target player's] life total becomes N" [119.5]."""

    n: N = 1
    who: Ref = You()
    cr = "119.5"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        new = amount(game, ctx, self.n)
        for p in self.who.players(game, ctx):
            set_life_total(game, p, new, self.cr)


__all__ = ["LifeTotalBecomes", "set_life_total"]
