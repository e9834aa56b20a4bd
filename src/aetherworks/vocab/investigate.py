"""Investigate [701.16]: "Investigate" means "Create a Clue token" [701.16a].  The Clue is
the predefined token of 111.10f (``predefined_tokens.CLUE``): a colorless artifact named
Clue with "{2}, Sacrifice this token: Draw a card." — a normal artifact that other effects
may sacrifice or target, and one sacrificed for another cost draws nothing [rulings on
Thraben Inspector 2016-04-08].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.effects import N
from aetherworks.vocab.predefined_tokens import CLUE
from aetherworks.vocab.refs import amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class Investigate(Effect):
    """"Investigate [N times]": the controller creates that many Clue tokens [701.16a]."""

    n: N = 1
    cr = "701.16a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        game.create_token(CLUE, ctx.controller, amount(game, ctx, self.n))

    def text(self) -> str:
        return "investigate"


__all__ = ["Investigate"]
