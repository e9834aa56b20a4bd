""""Look at the top N cards of your library. Put one of them into your hand and the rest on
the bottom of your library in any order." (Supreme Will, Impulse) [401.2, 401.4].

A compound choice made one atomic pick at a time: first the card for the hand, then, while
two or more are left, the order of the rest — each pick goes to the bottom, under the cards
picked before it (the last pick ends at the very bottom).  Nothing moves until every pick is
made, and only the controller sees the looked-at cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect
from aetherworks.messages import Msg
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class LookPutOneInHand(Effect):
    """Look at the top ``n``; one into your hand, the rest on the bottom in any order."""

    n: N = 4
    cr = "401.4"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        p = ctx.controller
        if state is None:
            lib = game.players[p].library
            n = min(amount(game, ctx, self.n), len(lib))
            if n <= 0:
                return None
            state = (tuple(reversed(lib[-n:])), 0, ())  # top card first
        looked, hand, bottom = state
        if answer is not None:
            if not hand:
                hand = answer.obj
            else:
                bottom = (*bottom, answer.obj)
        if not hand:
            return Ask(p, CHOOSE, Msg.of("prompt.look_pick", amount=len(looked)),
                       tuple(Choice("pick", o) for o in looked),
                       state=(looked, hand, bottom), cr="401.2")
        rest = [o for o in looked if o != hand and o not in bottom]
        if len(rest) > 1:
            return Ask(p, CHOOSE, Msg.of("prompt.look_bottom", position=len(bottom) + 1,
                                         amount=len(looked) - 1),
                       tuple(Choice("pick", o) for o in rest), state=(looked, hand, bottom),
                       cr="401.4")
        game.move(hand, "hand", cr="401.2", silent=True)
        for oid in (*bottom, *rest):
            game.move(oid, "library", position=0, cr="401.4", silent=True)
        game.emit("look_and_pick", "401.4", p, amount=len(looked) - 1)
        return None

    def text(self) -> str:
        return f"look at the top {self.n}, put one into your hand, the rest on the bottom"


__all__ = ["LookPutOneInHand"]
