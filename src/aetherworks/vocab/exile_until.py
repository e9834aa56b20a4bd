""""Exile [target] until this leaves the battlefield" [610.3].

The game links the exiled card to the permanent (``Game.exile_until_leaves``); when that
permanent leaves the battlefield the engine returns the card at once under its owner's
control [610.3c].  If the
permanent has already left by the time the effect would exile, nothing is exiled
[610.3a-b].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.refs import Ref, Target, source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ExileUntilLeaves(Effect):
    """The exiled cards are remembered under ``remember`` ("that card")."""

    what: Ref = Target()
    remember: str = ""
    cr = "610.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        src = source_id(ctx)
        if game.objects[src].zone != "battlefield":
            return  # the event already happened: the object doesn't move [610.3b]
        exiled = []
        for oid in self.what.objects(game, ctx):
            if game.objects[oid].zone != "battlefield":
                continue
            new = game.exile_obj(oid)
            if new:
                game.exile_until_leaves(new, src)
                exiled.append(new)
        if self.remember:
            ctx.remember(self.remember, tuple(exiled))


__all__ = ["ExileUntilLeaves"]
