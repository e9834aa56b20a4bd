"""Rummaging and the conditions around it (Chandra's Defeat).

* :class:`MayDiscardToDraw` — "you may discard a card. If you do, draw a card." [701.9,
  121.1]: the discard is the choice (a card, or no); the draw happens only if a card was
  discarded [608.2c].
* :class:`TargetIs` — "if that permanent is a [subtype] [type]": checked on resolution
  against the target as it is now (it is still on the battlefield: state-based actions
  wait until the spell has resolved [608.2c, 704.3]).
* :class:`DiscardHandThenDraw` — "discard all the cards in your hand, then draw that many
  cards plus one" [701.9a, 121.1].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import NO, Ask, Choice, Condition, Effect
from aetherworks.messages import Msg
from aetherworks.vocab.refs import Target

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class MayDiscardToDraw(Effect):
    """"You may discard a card. If you do, draw a card." / "You may discard up to two cards.
    If you do, draw that many cards." (``n=2``): the cards are picked one at a time, then
    "no" / done; they are discarded together, then as many are drawn [701.9, 121.1]."""

    n: int = 1
    cr = "701.9"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        p = ctx.controller
        picked: tuple[int, ...] = () if state is None else state
        if answer is not None and answer != NO and answer.kind == "pick":
            picked = (*picked, answer.obj)
        elif answer is not None:
            answer = NO
        hand = [o for o in game.players[p].hand if o not in picked]
        if answer != NO and hand and len(picked) < self.n:
            prompt = Msg("prompt.rummage") if self.n == 1 else Msg.of(
                "prompt.rummage_many", amount=self.n, chosen=len(picked))
            return Ask(p, CHOOSE, prompt, (*(Choice("pick", o) for o in hand), NO),
                       state=picked, cr="701.9")
        for oid in picked:
            game.discard(p, oid)
        if picked:
            game.draw(p, len(picked))
        return None


@dataclass(frozen=True)
class TargetIs(Condition):
    """"If that permanent is a Chandra planeswalker": target ``index`` has the types and
    subtype now (false when it is no longer a legal target)."""

    types: tuple[str, ...] = ()
    subtype: str = ""
    index: int = 0

    def holds(self, game: Game, ctx: GameObject) -> bool:
        for oid in Target(self.index).objects(game, ctx):
            if game.objects[oid].zone != "battlefield":
                continue
            c = game.chars(oid)
            if all(t in c.types for t in self.types) and (
                    not self.subtype or self.subtype in c.subtypes):
                return True
        return False


@dataclass(frozen=True)
class DiscardHandThenDraw(Effect):
    """"Discard all the cards in your hand, then draw that many cards plus ``plus``" (Chandra,
    Flamecaller): the number discarded counts, wherever the cards end up; with an empty hand
    you draw ``plus`` [rulings 2016-01-22, 2016-04-08; 701.9a]."""

    plus: int = 1
    cr = "701.9a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        p = ctx.controller
        hand = list(game.players[p].hand)
        for oid in hand:
            game.discard(p, oid)
        game.draw(p, len(hand) + self.plus)


__all__ = ["DiscardHandThenDraw", "MayDiscardToDraw", "TargetIs"]
