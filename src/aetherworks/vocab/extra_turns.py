"""Extra turns and additional combat phases [500.7, 500.8], and "untap all".

* :class:`ExtraTurn` — "take an extra turn after this one" [500.7].
* :class:`AdditionalCombat` — "after this phase, there is an additional combat phase"
  [500.8, 505.1a]: no main phase is added.
* :class:`UntapAll` — "untap all creatures you control" [701.26b].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.refs import Ref, You
from aetherworks.vocab.targets import Filter

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
            game.emit("effect", "500.7", p,
                      info=f"{game.players[p].name} will take an extra turn after this one")


@dataclass(frozen=True)
class AdditionalCombat(Effect):
    """"After this phase, there is an additional combat phase" [500.8]."""

    cr = "500.8"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        game.players[ctx.controller].extra_combats += 1
        game.emit("effect", "500.8", ctx.controller,
                  info="after this phase, there is an additional combat phase")


@dataclass(frozen=True)
class UntapAll(Effect):
    """"Untap all [creatures] you control" [701.26b]."""

    filter: Filter = Filter(types=("Creature",), controller="you")
    cr = "701.26b"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in list(game.battlefield):
            if self.filter.matches(game, ctx, oid):
                game.untap(oid)


__all__ = ["AdditionalCombat", "ExtraTurn", "UntapAll"]
