"""Exiling the top card of a library with permission to play it [406.3, 611.2a].

* :class:`ExileTopMayPlay` — "Exile the top card of your library. You may play it until you
  exile another card with this [permanent]": the permission lasts until the same source
  exiles another card with this ability, even if the source has left the battlefield
  (Unstable Amulet rulings 2024-06-07).  Playing it follows the normal rules: costs, timing
  and land drops [305.1, 601.2]; the game records a play permission naming the source.
* :class:`YouCastNotFromHand` — "Whenever you cast a spell from anywhere other than your
  hand" [601.2a: the zone it was cast from is remembered].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect, Event, Trigger
from aetherworks.engine.objects import FOREVER, PlayPermission
from aetherworks.vocab.refs import source_id

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
class YouCastNotFromHand(Trigger):
    events = ("cast",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.player != source.controller:
            return False
        return game.objects[event.obj].cast_from != "hand"


__all__ = ["ExileTopMayPlay", "YouCastNotFromHand"]
