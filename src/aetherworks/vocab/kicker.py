"""Kicker [702.33].

"Kicker [cost]" means "You may pay an additional [cost] as you cast this spell"
[702.33a]; a spell whose kicker cost was paid is "kicked" [702.33d].

* :class:`Kicker` — the optional additional cost, in the spell's ``additional_costs``: as
  the spell's costs are paid, its controller says whether they pay it (offered only when
  the mana cost and the kicker can be paid together); the kicker's mana is added to the
  mana paid for the spell [601.2b, 601.2f-h].
* :func:`Kicked` — "if this spell was kicked" [702.33d, 607.2i].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import YES_NO
from aetherworks.engine.defs import NO, YES, Ask, Cost
from aetherworks.engine.mana import ManaCost
from aetherworks.engine.objects import Memo
from aetherworks.messages import Mana, Msg
from aetherworks.vocab.alt_costs import CostPaid

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def add_spell_mana(ctx: GameObject, mana: ManaCost) -> None:
    """Add announced optional mana (kicker, replicate) to what the spell's mana payment
    takes [601.2f]."""
    prev = ctx.recall(Memo.EXTRA_MANA)
    ctx.remember(Memo.EXTRA_MANA, mana if prev is None else prev.plus(mana))


@dataclass(frozen=True)
class Kicker(Cost):
    mana: str = "{1}"
    cr = "702.33a"
    announced = True

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return True  # optional: not paying it is always possible

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        from aetherworks.engine.casting import spell_mana_cost

        kick = ManaCost.parse(self.mana)
        if answer is None:
            if not game.can_pay_mana(ctx.controller, spell_mana_cost(game, ctx).plus(kick)):
                return None
            return Ask(ctx.controller, YES_NO, Msg.of("prompt.kicker", cost=Mana(self.mana)),
                       (YES, NO), cr=self.cr)
        if answer == YES:
            add_spell_mana(ctx, kick)
            ctx.paid = (*ctx.paid, "kicked")
            game.emit("kicked", "702.33d", ctx.controller, ctx.id)
        return None

    def text(self) -> str:
        return f"Kicker {self.mana}"


def Kicked() -> CostPaid:
    """"If this spell was kicked" [702.33d]."""
    return CostPaid("kicked")


__all__ = ["Kicked", "Kicker", "add_spell_mana"]
