"""Putting a card from your hand onto the battlefield [110.2, 305.4].

* :class:`PutFromHand` — "[you may] put a land [creature] card from your hand onto the
  battlefield [tapped]": the player picks one such card as the effect resolves (the "you
  may" is asked first, ``MayOrElse``); it enters under their control.  Putting a land onto
  the battlefield isn't playing it: it doesn't use a land play [305.4]; a creature put onto
  the battlefield isn't cast [601.1].
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
class PutFromHand(Effect):
    """Put a card with one of ``types`` from your hand onto the battlefield [110.2]."""

    types: tuple[str, ...] = ("Land",)
    tapped: bool = False
    cr = "110.2"

    def _cards(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in game.players[ctx.controller].hand
                if any(t in game.objects[o].proto.chars.types for t in self.types)]

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if answer is None:
            cards = self._cards(game, ctx)
            if not cards:
                return None
            return Ask(ctx.controller, CHOOSE, Msg.of(
                "prompt.put_from_hand", types=Text("/".join(t.lower() for t in self.types))),
                tuple(Choice("pick", o) for o in cards), cr=self.cr)
        if answer.obj in self._cards(game, ctx):
            game.move(answer.obj, "battlefield", tapped=self.tapped, cr=self.cr,
                      controller=ctx.controller)
        return None

    def text(self) -> str:
        return f"put a {'/'.join(t.lower() for t in self.types)} card from your hand onto " \
               "the battlefield"


__all__ = ["PutFromHand"]
