"""Regeneration [701.19]: "Regenerate [this creature]" creates a shield: "The next time this
creature would be destroyed this turn, instead tap it, remove all damage from it, and remove
it from combat."  The engine keeps the shields and applies them (``Game.regenerates``);
"it can't be regenerated" is the rule ``Rule.CANT_BE_REGENERATED`` [701.19c].

* :class:`Regenerate` — give each referenced permanent one more shield, until end of turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.engine.objects import Memo
from aetherworks.vocab.refs import Ref, This

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class Regenerate(Effect):
    """"Regenerate [it]" [701.19a]: one regeneration shield for this turn."""

    what: Ref = This()
    cr = "701.19a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            obj = game.objects[oid]
            if obj.zone != "battlefield":
                continue
            turn, shields = obj.recall(Memo.REGEN_SHIELDS, (0, 0))
            obj.remember(Memo.REGEN_SHIELDS, (game.turn, (shields if turn == game.turn else 0) + 1))
            game.emit("regen_shield", self.cr, ctx.controller, oid)


__all__ = ["Regenerate"]
