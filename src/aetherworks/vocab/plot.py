"""Plot [702.170].

"Plot [cost]" means "Any time you have priority during your main phase while the stack is
empty, you may exile this card from your hand and pay [cost].  It becomes a plotted card"
[702.170a]; exiling it is a special action [702.170b, 116.2k].  A plotted card's owner may
cast it from exile without paying its mana cost during their main phase while the stack is
empty during any turn after the turn in which it became plotted, following the rules for
alternative costs [702.170d].

* :func:`Plot` — the keyword as two abilities: the special action (:class:`PlotAction`,
  a :class:`~aetherworks.engine.hooks.SpecialAction`; the cost is paid by the automatic
  payer) and the free cast from exile, an ``AltCost`` labelled ``"plot"`` while
  :class:`Plotted` holds.  The plotted turn is remembered on the exiled card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Ability, AltCost, Condition, StaticAbility
from aetherworks.engine.hooks import SpecialAction
from aetherworks.engine.mana import ManaCost
from aetherworks.engine.turn import MAIN_STEPS

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

PLOTTED = "plotted"  # the turn a card became plotted [702.170a]


def sorcery_timing(game: Game, player: int) -> bool:
    """``player``'s main phase with an empty stack [307.1]."""
    return player == game.active and game.step in MAIN_STEPS and not game.stack


@dataclass(frozen=True)
class PlotAction(SpecialAction):
    """"Any time you have priority during your main phase while the stack is empty, you may
    exile this card from your hand and pay [cost]" [702.170a, 116.2k]."""

    mana: ManaCost = ManaCost()

    def can_take(self, game: Game, player: int, card: GameObject, sorcery_ok: bool) -> bool:
        return card.zone == "hand" and card.owner == player and \
            sorcery_timing(game, player) and game.can_pay_mana(player, self.mana)

    def take(self, game: Game, player: int, card: int) -> None:
        game.pay_mana(player, self.mana)
        new = game.move(card, "exile", cr="702.170a")
        if new and game.objects[new].zone == "exile":
            game.own(new).remember(PLOTTED, game.turn)


@dataclass(frozen=True)
class Plotted(Condition):
    """A plotted card, on a turn after the one it became plotted, in its owner's main phase
    with an empty stack [702.170d]."""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        turn = ctx.recall(PLOTTED)
        return ctx.zone == "exile" and turn is not None and turn < game.turn and \
            sorcery_timing(game, ctx.controller)


def Plot(mana: str, text: str = "") -> tuple[Ability, Ability]:
    """"Plot {2}{B}" [702.170a]: write ``*Plot("{2}{B}", text=...)`` in a definition."""
    text = text or f"Plot {mana}"
    return (StaticAbility(PlotAction(ManaCost.parse(mana)), text=text),
            AltCost(label="plot", zone="exile", condition=Plotted(), text=text))


__all__ = ["PLOTTED", "Plot", "PlotAction", "Plotted", "sorcery_timing"]
