"""Entwine [702.42].

"Entwine [cost]" means "You may choose all modes of this spell instead of just the number
specified.  If you do, you pay an additional [cost]" [702.42a]; the cost follows the rules
for additional costs [702.42b, 601.2b, 601.2f-h].

* :class:`Entwine` — that additional cost, carried by the mode that is all the spell's
  modes together (``Mode.costs``: the engine adds it to the total cost when that mode is
  chosen, and offers the mode only when the total can be paid [601.2b]); the spell
  remembers ``"entwined"`` in ``paid``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Cost
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.kicker import add_spell_mana

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class Entwine(Cost):
    """"If you do [choose all modes], you pay an additional [cost]" [702.42a]."""

    mana: str = "{2}"
    cr = "702.42a"
    announced = True  # part of the total cost, fixed before mana is paid [601.2f]

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        from aetherworks.engine.casting import spell_mana_cost

        return game.can_pay_mana(ctx.controller,
                                 spell_mana_cost(game, ctx).plus(ManaCost.parse(self.mana)))

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        add_spell_mana(ctx, ManaCost.parse(self.mana))
        ctx.paid = (*ctx.paid, "entwined")

    def text(self) -> str:
        return f"Entwine {self.mana}"


__all__ = ["Entwine"]
