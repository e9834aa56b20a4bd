"""Returning cards from a graveyard to the battlefield [400.7, 110.2].

* :class:`ReturnToBattlefield` — "return target artifact card from your graveyard to the
  battlefield [tapped]": it enters under the effect's controller's control [110.2].
* :class:`ReturnEachFromGraveyard` — "return each nonland permanent card with mana value X
  from your graveyard to the battlefield": all at once [110.2, 110.4a].
* :class:`ReturnAllFromGraveyard` — "return all creature cards [with power 2 or less] from
  your graveyard to your hand / to the battlefield": all at once [110.2, 400.7].
* :class:`ReturnThisCard` — "Return this card from your graveyard to the battlefield"
  (Scrapheap Scrounger's ability that functions in the graveyard [113.6]) and "return it to
  its owner's hand" for a delayed ability whose source is a card in a graveyard (The Scarab
  God): only if the card is still where it was; once it has left, it is a new object and
  stays where it is [400.7, ruling on The Scarab God 2017-07-14].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import Ref, Target, amount, source_id

PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle")

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ReturnToBattlefield(Effect):
    """"Return target [card] from your graveyard to the battlefield [tapped]", "put target
    creature card from a graveyard onto the battlefield under your control": under the
    effect's controller's control [110.2].  It enters as a new object [400.7], so "enters"
    abilities apply and trigger; the new ids are remembered under ``remember``."""

    what: Ref = Target()
    tapped: bool = False
    remember: str = ""
    under_owner: bool = False  # "under its owner's control"
    cr = "110.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        made = []
        for oid in self.what.objects(game, ctx):
            card = game.objects[oid]
            if card.zone != "graveyard":
                continue
            made.append(game.move(oid, "battlefield", tapped=self.tapped, cr="110.2",
                                  controller=card.owner if self.under_owner
                                  else ctx.controller))
        if self.remember:
            ctx.remember(self.remember, tuple(made))


@dataclass(frozen=True)
class ReturnEachFromGraveyard(Effect):
    """"Return each [nonland] permanent card with mana value N from your graveyard to the
    battlefield" [110.2, 110.4a]: the cards are chosen as it happens and enter at once."""

    mana_value: N = 0
    nonland: bool = True
    cr = "110.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        mv = amount(game, ctx, self.mana_value)
        cards = []
        for oid in game.players[ctx.controller].graveyard:
            c = game.objects[oid].proto.chars
            if any(t in c.types for t in PERMANENT_TYPES) and c.mana_value == mv and not (
                    self.nonland and "Land" in c.types):
                cards.append(oid)
        with game.simultaneously():
            for oid in cards:
                game.move(oid, "battlefield", controller=ctx.controller, cr="110.2")


@dataclass(frozen=True)
class ReturnAllFromGraveyard(Effect):
    """"Return all [type] cards [with power N or less] from your graveyard to your hand"
    (``to="hand"``) or "to the battlefield" (under your control) [110.2, 400.7]."""

    types: tuple[str, ...] = ("Creature",)
    max_power: int | None = None
    to: str = "hand"
    cr = "400.7"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        cards = []
        for oid in game.players[ctx.controller].graveyard:
            c = game.objects[oid].proto.chars
            if not any(t in c.types for t in self.types):
                continue
            if self.max_power is not None and (c.power or 0) > self.max_power:
                continue
            cards.append(oid)
        with game.simultaneously():
            for oid in cards:
                if self.to == "battlefield":
                    game.move(oid, "battlefield", controller=ctx.controller, cr="110.2")
                else:
                    game.move(oid, "hand", cr="400.7")


@dataclass(frozen=True)
class ReturnThisCard(Effect):
    """Move the ability's source card from ``zone`` to ``to`` (the battlefield under the
    ability's controller's control, or its owner's with ``under_owner``; or its owner's
    hand)."""

    zone: str = "graveyard"
    to: str = "battlefield"
    under_owner: bool = False  # "under its owner's control"
    cr = "400.7"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        card = source_id(ctx)
        if game.objects[card].zone != self.zone:
            return
        if self.to == "battlefield":
            game.move(card, "battlefield", cr="110.2", controller=game.objects[card].owner
                      if self.under_owner else ctx.controller)
        else:
            game.move(card, self.to, cr="400.7")


__all__ = ["PERMANENT_TYPES", "ReturnAllFromGraveyard", "ReturnEachFromGraveyard",
           "ReturnThisCard", "ReturnToBattlefield"]
