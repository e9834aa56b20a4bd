"""Convoke and its kin: keywords that let a spell's controller pay part of its total cost by
tapping or exiling things instead of paying mana [702.51, 702.126, 702.66].

* :class:`Convoke` — "Convoke": each creature tapped pays for {1} or one mana of that
  creature's colour [702.51a];
* :class:`Improvise` — "Improvise": each artifact tapped pays for {1} [702.126a];
* :class:`Delve` — "Delve": each card exiled from your graveyard pays for {1} [702.66a].

They are :class:`~aetherworks.engine.hooks.PaymentHelp` effects of the spell's own static
ability, which functions while it is on the stack.  As the total cost is paid, the caster
chooses the helpers one at a time (each keeping the rest payable), then pays the remaining
mana [601.2h].  None of them changes the total cost or the spell's mana value [702.51b,
702.126b, 702.66b].
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import PaymentHelp

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.mana import ManaCost
    from aetherworks.engine.objects import GameObject


def _generic(cost: ManaCost) -> ManaCost | None:
    return dataclasses.replace(cost, generic=cost.generic - 1) if cost.generic else None


@dataclass(frozen=True)
class Convoke(PaymentHelp):
    """"Convoke" [702.51a]: tap untapped creatures you control to pay."""

    def helpers(self, game: Game, spell: GameObject, player: int) -> list[int]:
        return [o.id for o in game.permanents(player, "Creature") if not o.tapped]

    def pay_one(self, game: Game, helper: int, cost: ManaCost) -> ManaCost | None:
        # A coloured symbol of the creature's colour first: it is the harder one to pay.
        for color in game.chars(helper).colors:
            if color in cost.colored:
                i = cost.colored.index(color)
                return dataclasses.replace(cost, colored=cost.colored[:i] + cost.colored[i + 1:])
        return _generic(cost)

    def use(self, game: Game, spell: GameObject, helper: int) -> None:
        game.tap(helper)

    def text(self) -> str:
        return "Convoke"


@dataclass(frozen=True)
class Improvise(PaymentHelp):
    """"Improvise" [702.126a]: tap untapped artifacts you control to pay generic mana."""

    def helpers(self, game: Game, spell: GameObject, player: int) -> list[int]:
        return [o.id for o in game.permanents(player, "Artifact") if not o.tapped]

    def pay_one(self, game: Game, helper: int, cost: ManaCost) -> ManaCost | None:
        return _generic(cost)

    def use(self, game: Game, spell: GameObject, helper: int) -> None:
        game.tap(helper)

    def text(self) -> str:
        return "Improvise"


@dataclass(frozen=True)
class Delve(PaymentHelp):
    """"Delve" [702.66a]: exile cards from your graveyard to pay generic mana."""

    def helpers(self, game: Game, spell: GameObject, player: int) -> list[int]:
        return list(game.players[player].graveyard)

    def pay_one(self, game: Game, helper: int, cost: ManaCost) -> ManaCost | None:
        return _generic(cost)

    def use(self, game: Game, spell: GameObject, helper: int) -> None:
        game.move(helper, "exile", cr="702.66a")

    def text(self) -> str:
        return "Delve"


__all__ = ["Convoke", "Delve", "Improvise"]
