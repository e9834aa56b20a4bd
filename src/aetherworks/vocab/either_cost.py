"""Costs offering a choice of payments: "Pay {2} or {E}{E}{E}" [601.2b, 602.2b].

:class:`PayManaOr` — "Pay [mana] or [other cost]": the player chooses which to pay as the
cost is paid (only one that can be paid is offered; with one, there is no question); mana is
paid with the automatic payer, activating mana abilities as needed [601.2g-h, 605.3a].  The
ability can be activated if either can be paid [602.2b].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Cost
from aetherworks.engine.mana import ManaCost
from aetherworks.messages import Mana, Msg, Text
from aetherworks.vocab.costs import PayCounters

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class PayManaOr(Cost):
    """"Pay {2} or {E}{E}{E}" [601.2b, 602.2b]: ``mana``, or the ``other`` cost part."""

    mana: str = "{2}"
    other: Cost = PayCounters("energy", 3)
    cr = "601.2b"

    def _mana_ok(self, game: Game, ctx: GameObject) -> bool:
        return game.can_pay_mana(ctx.controller, ManaCost.parse(self.mana))

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return self._mana_ok(game, ctx) or self.other.can_pay(game, ctx)

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if isinstance(state, tuple) and state and state[0] == "other":
            return self._other(game, ctx, answer, state[1])  # the other cost's own question
        if answer is None:
            can = (self._mana_ok(game, ctx), self.other.can_pay(game, ctx))
            if all(can):
                return Ask(ctx.controller, CHOOSE,
                           Msg.of("prompt.either_cost", cost=Mana(self.mana),
                                  other_cost=Text(self.other.text())),
                           (Choice("mode", 0), Choice("mode", 1)), cr=self.cr,
                           labels=(Msg.of("opt.pay", cost=Mana(self.mana)),
                                   Msg.of("opt.text", text=Text(self.other.text()))),
                           state="choose")
            pick = 0 if can[0] else 1
        else:
            pick = answer.obj
        if pick == 0:
            game.pay_mana(ctx.controller, ManaCost.parse(self.mana))
            return None
        return self._other(game, ctx, None, None)

    def _other(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        r = self.other.pay(game, ctx, answer, state)
        if r is None:
            return None
        return Ask(r.player, r.kind, r.prompt, r.options, r.lo, r.hi, ("other", r.state),
                   r.cr, r.labels)

    def text(self) -> str:
        return f"Pay {self.mana} or {self.other.text()}"


__all__ = ["PayManaOr"]
