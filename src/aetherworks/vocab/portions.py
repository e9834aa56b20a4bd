"""Parts of a player's own total: "each player loses a third of their life, rounded up",
"target player mills half their library, rounded up".

A portion is worked out for each player from that player's own total as the effect resolves
[608.2h], and the text says which way to round [107.1a]: Dire Fleet Ravager takes 5 life from a
player at 13 and 1 from a player at 1 [ruling 2017-09-29]; a player at 0 life or less loses
none (there is nothing to take a part of).  Two Fleet Swallower triggers each halve the library
as it is when that trigger resolves [ruling 2017-09-29].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.refs import Ref, You

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def portion(total: int, den: int, up: bool) -> int:
    """``total / den`` rounded up or down [107.1a]; nothing of a total of 0 or less."""
    if total <= 0:
        return 0
    return -(-total // den) if up else total // den


@dataclass(frozen=True)
class LosePortionOfLife(Effect):
    """"[Each player] loses a third of their life, rounded up": each player loses that part
    of their own life total [119.3, 107.1a]."""

    den: int = 2
    up: bool = True
    who: Ref = You()
    cr = "119.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            game.lose_life(p, portion(game.players[p].life, self.den, self.up))


@dataclass(frozen=True)
class MillPortion(Effect):
    """"[Target player] mills half their library, rounded up": that part of the cards in
    their library goes to their graveyard from the top [701.17a, 107.1a]."""

    den: int = 2
    up: bool = True
    who: Ref = You()
    cr = "701.17a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            lib = game.players[p].library
            for _ in range(portion(len(lib), self.den, self.up)):
                game.move(lib[-1], "graveyard", cr="701.17a")


__all__ = ["LosePortionOfLife", "MillPortion", "portion"]
