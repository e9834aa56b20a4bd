"""Cards exiled face down and linked to the permanent that exiled them [406.3, 607.2a], and
discarding a hand as a cost [701.9].

* :class:`ExileTopFaceDown` — "exile the top card of your library face down. (You can't look
  at it.)": the card is exiled face down, recorded as exiled with the source while it is the
  same permanent (``linked_exile``), and nobody may look at it [406.3]; if the source has
  left the battlefield, the card is still exiled face down, linked to nothing, for the rest
  of the game (Bomat Courier rulings 2016-09-20).
* :class:`LinkedToOwnersHands` — "put all cards exiled with this creature into their owners'
  hands": the cards this object exiled that are still in exile, each to its owner's hand;
  read as the permanent last existed when it was sacrificed to pay for it [607.2a, 400.7].
* :class:`DiscardHand` — "Discard your hand" as a cost: payable even with no cards in hand
  (Bomat Courier ruling 2016-09-20) [701.9a, 118.3].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Ask, Cost, Effect
from aetherworks.engine.objects import Memo
from aetherworks.vocab.linked_exile import KEY, linked_cards
from aetherworks.vocab.refs import source_id

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
        new = game.move(lib[-1], "exile", cr=self.cr, silent=True)  # face down: not revealed
        if not new or game.objects[new].zone != "exile":
            return
        card = game.own(new)
        card.face_down = True
        card.remember(Memo.FACE_DOWN_VIEWER, -1)
        src = game.objects[source_id(ctx)]
        if src.zone == "battlefield":
            src.remember(KEY, (*src.recall(KEY, ()), new))
        game.dirty()


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


__all__ = ["DiscardHand", "ExileTopFaceDown", "LinkedToOwnersHands"]
