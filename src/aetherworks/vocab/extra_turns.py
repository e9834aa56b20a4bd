"""Extra turns and additional combat phases [500.7, 500.8].

* :class:`ExtraTurn` — "take an extra turn after this one" [500.7].
* :class:`AdditionalCombat` — "after this phase, there is an additional combat phase"
  [500.8, 505.1a]: no main phase is added.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.refs import Ref, You

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ExtraTurn(Effect):
    """"[You] take an extra turn after this one": the turn is added directly after this
    turn [500.7]."""

    who: Ref = You()
    cr = "500.7"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            game.players[p].extra_turns += 1
            game.emit("extra_turn", "500.7", p)


@dataclass(frozen=True)
class AdditionalCombat(Effect):
    """"After this phase, there is an additional combat phase" [500.8]."""

    cr = "500.8"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        game.players[ctx.controller].extra_combats += 1
        game.emit("extra_combat", "500.8", ctx.controller)


__all__ = ["AdditionalCombat", "ExtraTurn"]
