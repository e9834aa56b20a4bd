"""Foretell [702.143].

"Any time a player has priority during their turn, that player may pay {2} and exile a card
with foretell from their hand face down.  That player may look at that card as long as it
remains in exile.  They may cast that card after the current turn has ended by paying any
foretell cost it has rather than paying that spell's mana cost" [702.143a]; exiling it is a
special action [702.143b, 116.2h].

* :func:`Foretell` — the keyword as two abilities: the special action
  (:class:`ForetellAction`, a :class:`~aetherworks.engine.hooks.SpecialAction`; {2} is paid
  by the automatic payer) and the cast from exile for the foretell cost, an ``AltCost``
  labelled ``"foretell"`` while :class:`Foretold` holds, at the card's normal timing.  The
  exiled card is face down: views show it to its owner only [406.3, 702.143a]; the turn it
  was foretold is remembered on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Ability, AltCost, Condition, StaticAbility
from aetherworks.engine.hooks import SpecialAction
from aetherworks.engine.mana import ManaCost

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

FORETOLD = "foretold"  # the turn a card was foretold [702.143a]
FORETELL_ACTION_COST = ManaCost(2)


@dataclass(frozen=True)
class ForetellAction(SpecialAction):
    """"Any time a player has priority during their turn, that player may pay {2} and exile
    a card with foretell from their hand face down" [702.143a, 116.2h]."""

    def can_take(self, game: Game, player: int, card: GameObject, sorcery_ok: bool) -> bool:
        return card.zone == "hand" and card.owner == player and player == game.active and \
            game.can_pay_mana(player, FORETELL_ACTION_COST)

    def take(self, game: Game, player: int, card: int) -> None:
        game.pay_mana(player, FORETELL_ACTION_COST)
        new = game.move(card, "exile", cr="702.143a", silent=True)  # face down: no reveal
        if new and game.objects[new].zone == "exile":
            obj = game.own(new)
            obj.face_down = True
            obj.remember(FORETOLD, game.turn)


@dataclass(frozen=True)
class Foretold(Condition):
    """A foretold card, after the turn it was foretold [702.143a]."""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        turn = ctx.recall(FORETOLD)
        return ctx.zone == "exile" and turn is not None and turn < game.turn


def Foretell(mana: str, text: str = "") -> tuple[Ability, Ability]:
    """"Foretell {1}{U}" [702.143a]: write ``*Foretell("{1}{U}", text=...)``."""
    text = text or f"Foretell {mana}"
    return (StaticAbility(ForetellAction(), text=text),
            AltCost(label="foretell", mana=ManaCost.parse(mana), zone="exile",
                    condition=Foretold(), text=text))


__all__ = ["FORETOLD", "Foretell", "ForetellAction", "Foretold"]
