"""Exiling a permanent of your own: "exile this creature, then return it to the battlefield
under its owner's control" [406.3, 400.7, 610.3] and the cost "Exile [this permanent]"
[118, 406.3].  A returned card is a new object: counters, damage, attachments and combat
status are gone, and "enters" abilities trigger [400.7, 603.6a]."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Ask, Cost, Effect
from aetherworks.vocab.refs import Ref, This, source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ExileAndReturn(Effect):
    """Exile objects, then return each to the battlefield under its owner's control (or,
    ``yours``, "under your control")."""

    what: Ref = This()
    tapped: bool = False
    yours: bool = False  # "under your control" rather than its owner's
    cr = "610.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            owner = game.objects[oid].owner
            new = game.exile_obj(oid)
            if new:  # a token ceases to exist in exile [111.7]
                game.move(new, "battlefield", controller=ctx.controller if self.yours
                          else owner, tapped=self.tapped, cr="610.3")



@dataclass(frozen=True)
class ExileSelf(Cost):
    """"Exile [this permanent]" as a cost [118, 406.3]."""

    cr = "406.3"

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return game.objects[source_id(ctx)].zone == "battlefield"

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        game.exile_obj(source_id(ctx))
        return None

    def text(self) -> str:
        return "Exile this"


__all__ = ["ExileAndReturn", "ExileSelf"]
