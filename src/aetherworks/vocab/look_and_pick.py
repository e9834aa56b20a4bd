""""Look at the top N cards of your library. Put one of them into your hand and the rest on
the bottom of your library in any order." (Supreme Will, Impulse) [401.2, 401.4].

A compound choice made one atomic pick at a time: first the card for the hand, then, while
two or more are left, the order of the rest — each pick goes to the bottom, under the cards
picked before it (the last pick ends at the very bottom).  Nothing moves until every pick is
made, and only the controller sees the looked-at cards.

With ``types`` the card must be one of them and is revealed ("You may reveal a creature,
land, or planeswalker card from among them and put it into your hand", Oath of Nissa)
[701.20a]; with ``optional`` the player may take none.  ``subtypes`` widens ``types`` ("a
Dinosaur or land card"), ``not_types`` excludes ("a noncreature, nonland card").  ``rest``
says where the others go: "bottom" (in any order, the player's picks) or "graveyard"
[401.4].  ("You may reveal ... Put the rest on the bottom in a random order" is
``LookAtTop``, ``MayRevealToHand`` and ``RestOnBottomRandom``.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import NO, Ask, Choice, Effect
from aetherworks.messages import Msg
from aetherworks.vocab.effects import N
from aetherworks.vocab.library import ask_bottom_order, top_cards
from aetherworks.vocab.refs import amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class LookPutOneInHand(Effect):
    """Look at the top ``n``; one (of ``types``, revealed) into your hand, the rest on the
    bottom in any order (``rest="graveyard"``: "and the rest into your graveyard")."""

    n: N = 4
    types: tuple[str, ...] = ()
    optional: bool = False
    subtypes: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    rest: str = "bottom"  # "bottom" (in any order) or "graveyard"
    cr = "401.4"

    def _fits(self, game: Game, oid: int) -> bool:
        c = game.objects[oid].proto.chars
        if any(t in c.types for t in self.not_types):
            return False
        if not self.types and not self.subtypes:
            return True
        return any(t in c.types for t in self.types) or \
            any(s in c.subtypes for s in self.subtypes)

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        p = ctx.controller
        if state is None:
            looked = top_cards(game, p, amount(game, ctx, self.n))
            if not looked:
                return None
            state = (looked, 0, ())
        looked, hand, bottom = state
        if answer is not None:
            if not hand:
                hand = answer.obj if answer.kind == "pick" else -1  # -1: none taken
            else:
                bottom = (*bottom, answer.obj)
        if not hand:
            fits = [o for o in looked if self._fits(game, o)]
            opts = tuple(Choice("pick", o) for o in fits) + ((NO,) if self.optional else ())
            if fits:
                return Ask(p, CHOOSE, Msg.of("prompt.look_pick", amount=len(looked)), opts,
                           state=(looked, hand, bottom), cr="401.2")
            hand = -1
        rest = [o for o in looked if o != hand and o not in bottom]
        if self.rest == "bottom" and (
                ask := ask_bottom_order(p, rest, len(bottom), (looked, hand, bottom))):
            return ask
        if hand > 0:
            if self.types or self.subtypes or self.not_types:
                game.emit("reveal", "701.20a", p, hand)
            game.move(hand, "hand", cr="401.2", silent=True)
        for oid in (*bottom, *rest):
            if self.rest == "graveyard":
                game.move(oid, "graveyard", cr="401.4")
            else:
                game.move(oid, "library", position=0, cr="401.4", silent=True)
        game.emit("look_and_pick" if hand > 0 else "look_and_pick_none", "401.4", p,
                  amount=len(bottom) + len(rest))
        return None

    def text(self) -> str:
        return f"look at the top {self.n}, put one into your hand, the rest on the bottom"


__all__ = ["LookPutOneInHand"]
