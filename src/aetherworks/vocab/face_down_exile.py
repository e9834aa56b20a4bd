"""Cards exiled face down and linked to the permanent that exiled them [406.3, 607.2a], and
discarding a hand as a cost [701.9].

* :class:`ExileTopFaceDown` — "exile the top card of your library face down. (You can't look
  at it.)": the card is exiled face down, recorded as exiled with the source while it is the
  same permanent (``linked_exile``), and nobody may look at it [406.3]; if the source has
  left the battlefield, the card is still exiled face down, linked to nothing, for the rest
  of the game (Bomat Courier rulings 2016-09-20).
* :class:`ExileOneFaceDown` — "look at the top four cards of target opponent's library,
  exile one of them face down": the controller picks one of the looked-at cards; it is
  exiled face down and only the controller (as the ability resolved) may look at it, even
  if another player gains control of the source later (Gonti, Lord of Luxury rulings
  2016-09-20) [406.3].
* :class:`LinkedToOwnersHands` — "put all cards exiled with this creature into their owners'
  hands": the cards this object exiled that are still in exile, each to its owner's hand;
  read as the permanent last existed when it was sacrificed to pay for it [607.2a, 400.7].
* :class:`DiscardHand` — "Discard your hand" as a cost: payable even with no cards in hand
  (Bomat Courier ruling 2016-09-20) [701.9a, 118.3].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Cost, Effect
from aetherworks.engine.objects import Memo
from aetherworks.messages import Msg
from aetherworks.vocab.linked_exile import KEY, linked_cards
from aetherworks.vocab.refs import Remembered, source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ExileTopFaceDown(Effect):
    """Exile the top card of your library face down, linked to the source; nobody may look
    at it [406.3, 607.2a]."""

    cr = "406.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        lib = game.players[ctx.controller].library
        if not lib:
            return
        new = exile_face_down(game, lib[-1], -1, self.cr)
        src = game.objects[source_id(ctx)]
        if new and src.zone == "battlefield":
            src.remember(KEY, (*src.recall(KEY, ()), new))


def exile_face_down(game: Game, oid: int, viewer: int, cr: str) -> int:
    """Exile a card face down, unrevealed; ``viewer`` is the one player who may look at it
    (-1: nobody) [406.3].  Returns its id in exile (0 if it went elsewhere)."""
    new = game.move(oid, "exile", cr=cr, silent=True)
    if not new or game.objects[new].zone != "exile":
        return 0
    card = game.own(new)
    card.face_down = True
    card.remember(Memo.FACE_DOWN_VIEWER, viewer)
    game.dirty()
    return new


@dataclass(frozen=True)
class ExileOneFaceDown(Effect):
    """"Exile one of them face down": one of the cards remembered under ``key`` still in a
    library, picked by the controller, who alone may look at it; it is remembered under
    ``remember`` ("that card") [406.3]."""

    key: str = "looked"
    remember: str = "exiled"
    cr = "406.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        cards = [o for o in Remembered(self.key).refs(game, ctx)
                 if game.objects[o].zone == "library"]
        if not cards:
            ctx.remember(self.remember, ())
            return None
        if answer is None and len(cards) > 1:
            return Ask(ctx.controller, CHOOSE, Msg("prompt.exile_face_down"),
                       tuple(Choice("pick", o) for o in cards), cr=self.cr)
        pick = answer.obj if answer is not None else cards[0]
        new = exile_face_down(game, pick, ctx.controller, self.cr)
        ctx.remember(self.remember, (new,) if new else ())
        return None


@dataclass(frozen=True)
class LinkedToOwnersHands(Effect):
    """Put all cards exiled with the source that are still in exile into their owners' hands
    [607.2a, 400.7]."""

    cr = "607.2a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in linked_cards(game, source_id(ctx)):
            if game.objects[oid].zone == "exile":
                game.move(oid, "hand", cr=self.cr)


@dataclass(frozen=True)
class DiscardHand(Cost):
    """"Discard your hand" as a cost: always payable, even with an empty hand [701.9a]."""

    cr = "701.9a"

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return True

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        p = ctx.controller
        for oid in list(game.players[p].hand):
            if oid != ctx.id:
                game.discard(p, oid)
        return None


__all__ = ["DiscardHand", "ExileOneFaceDown", "ExileTopFaceDown", "LinkedToOwnersHands",
           "exile_face_down"]
