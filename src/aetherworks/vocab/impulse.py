"""Exiling the top card of a library with permission to play it [406.3, 611.2a].

* :class:`ExileTopMayPlay` — "Exile the top card of your library. You may play it until you
  exile another card with this [permanent]": the permission lasts until the same source
  exiles another card with this ability, even if the source has left the battlefield
  (Unstable Amulet rulings 2024-06-07).  Playing it follows the normal rules: costs, timing
  and land drops [305.1, 601.2]; the game records a play permission naming the source.
* :class:`YouCastNotFromHand` — "Whenever you cast a spell from anywhere other than your
  hand" [601.2a: the zone it was cast from is remembered].
* :class:`MayCastExiled` — "You may cast that card for as long as it remains exiled[, and
  mana of any type can be spent to cast that spell]" (Hostage Taker): the remembered exiled
  cards may be cast by the controller with their normal timing and costs (a land can't be
  cast) [601.2, 305.9]: a play permission with no end turn, ``cast_only`` (and ``any_mana``
  [609.4b]).
  Once it leaves exile it is a new object and the permission is gone [400.7]; the spell and
  the permanent it becomes are the caster's, whatever happens to the source [ruling on
  Hostage Taker 2017-09-29].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect, Event, Trigger
from aetherworks.engine.objects import FOREVER, PlayPermission
from aetherworks.vocab.refs import Remembered, source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ExileTopMayPlay(Effect):
    cr = "611.2a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        src = source_id(ctx)
        you = ctx.controller
        # The previous card exiled with this source can no longer be played [611.2b].
        game.end_plays(src)
        lib = game.players[you].library
        if not lib:
            return
        new_id = game.move(lib[-1], "exile", cr="406.3")
        game.grant_play(PlayPermission(new_id, you, FOREVER, source=src))
        game.emit("impulse", "611.2a", you, new_id, src)


@dataclass(frozen=True)
class MayCastExiled(Effect):
    """The cards remembered under ``key`` may be cast from exile by the controller."""

    key: str = "exiled"
    any_type: bool = False
    cr = "611.2a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in Remembered(self.key).refs(game, ctx):
            if game.objects[oid].zone != "exile":
                continue
            game.grant_play(PlayPermission(oid, ctx.controller, FOREVER, source_id(ctx),
                                           cast_only=True, any_mana=self.any_type))
            game.emit("may_cast_exiled", "611.2a", ctx.controller, oid)


@dataclass(frozen=True)
class YouCastNotFromHand(Trigger):
    events = ("cast",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.player != source.controller:
            return False
        return game.objects[event.obj].cast_from != "hand"


__all__ = ["ExileTopMayPlay", "MayCastExiled", "YouCastNotFromHand"]
