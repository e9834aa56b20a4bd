""""Put a creature card from your hand onto the battlefield" [110.2, 305.9].

* :class:`PutFromHand` — the resolving player chooses a card of the given types in their
  hand (or none: with no such card, or with ``optional``) and puts it onto the battlefield
  under their control; it isn't cast [601.1], so "when you cast" abilities don't trigger.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import NO, Ask, Choice, Effect
from aetherworks.messages import Msg, Text

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class PutFromHand(Effect):
    """"[You may] put a [type] card from your hand onto the battlefield" [110.2]."""

    types: tuple[str, ...] = ("Creature",)
    optional: bool = True
    cr = "110.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if answer is None:
            opts = tuple(Choice("pick", oid) for oid in game.players[ctx.controller].hand
                         if any(t in game.objects[oid].proto.chars.types for t in self.types))
            if not opts:
                return None
            return Ask(ctx.controller, CHOOSE, Msg.of(
                "prompt.choose_in_hand", types=Text("/".join(self.types).lower())),
                (*opts, NO) if self.optional else opts, cr=self.cr)
        if answer == NO:
            return None
        game.move(answer.obj, "battlefield", controller=ctx.controller, cr=self.cr)
        return None


__all__ = ["PutFromHand"]
