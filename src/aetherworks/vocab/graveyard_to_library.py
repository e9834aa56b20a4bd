"""Putting a card of your choice from your graveyard on top of your library [401.2, 404].

* :class:`PutFromGraveyardOnTop` — "put an artifact card from your graveyard on top of your
  library" (Sequestered Stash, Glowspore Shaman): the card is chosen as the effect happens,
  not targeted, so a card that the same ability just put there may be chosen [608.2c;
  ruling on Sequestered Stash, 2016-09-20]; with no such card nothing happens.  "You may"
  wraps it in :class:`~aetherworks.vocab.energy_payments.MayOrElse`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect
from aetherworks.messages import Msg, Text

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class PutFromGraveyardOnTop(Effect):
    """"Put a [``types``] card from your graveyard on top of your library" [401.2]."""

    types: tuple[str, ...] = ("Artifact",)
    cr = "401.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if answer is not None:
            game.move(answer.obj, "library", cr="401.2")
            return None
        opts = [o for o in game.players[ctx.controller].graveyard
                if any(t in game.objects[o].proto.chars.types for t in self.types)]
        if not opts:
            return None
        return Ask(ctx.controller, CHOOSE,
                   Msg.of("prompt.put_from_graveyard_on_top",
                          types=Text("/".join(t.lower() for t in self.types))),
                   tuple(Choice("pick", o) for o in opts), cr=self.cr)


__all__ = ["PutFromGraveyardOnTop"]
