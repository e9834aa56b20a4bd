"""Permission to cast an exiled card this turn [611.2a]: "Until end of turn, you may cast
that card and you may spend mana as though it were mana of any color to cast that spell"
(Grenzo, Havoc Raiser).

* :class:`MayCastThisTurn` — the remembered exiled cards may be cast by you this turn with
  their normal costs and timing (a land can't be played this way; Grenzo's rulings); with
  ``any_color_mana`` their coloured mana symbols may be paid with any mana [609.4b].  A card
  not cast stays in exile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.engine.objects import PlayPermission
from aetherworks.vocab.refs import Remembered, source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class MayCastThisTurn(Effect):
    """"Until end of turn, you may cast that card [and you may spend mana as though it were
    mana of any color to cast that spell]" [611.2a, 609.4b]."""

    key: str = "exiled"
    any_color_mana: bool = False
    cr = "611.2a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in Remembered(self.key).refs(game, ctx):
            obj = game.objects[oid]
            if obj.zone != "exile":
                continue
            game.grant_play(PlayPermission(oid, ctx.controller, game.turn, source_id(ctx),
                                           cast_only=True,
                                           any_color_mana=self.any_color_mana))
            game.emit("may_cast", "611.2a", ctx.controller, oid)


__all__ = ["MayCastThisTurn"]
