"""Costs offering a choice of payments: "Pay {2} or {E}{E}{E}" [601.2b, 602.2b].

:class:`PayManaOr` — "Pay [mana] or [other cost]": the player chooses which to pay as the
cost is paid (only one that can be paid is offered; with one, there is no question); mana is
paid with the automatic payer, activating mana abilities as needed [601.2g-h, 605.3a].  The
ability can be activated if either can be paid [602.2b].  :class:`EitherCost` is the same
for any two cost parts (Heart of Kiran: crew, or remove a loyalty counter); :class:`PayMana`
is the mana part.
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


class _Alternatives(Cost):
    """A cost paid one of several ways: the player chooses among the ways that can be paid
    as the cost is paid (with one, there is no question); a way that asks questions of its
    own (which creatures crew) asks them next [601.2b, 601.2h, 602.2b]."""

    cr = "601.2b"

    def ways(self) -> tuple[Cost, ...]:
        raise NotImplementedError

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return any(w.can_pay(game, ctx) for w in self.ways())

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        ways = self.ways()
        if isinstance(state, tuple) and state and state[0] == "way":
            return self._pay_way(game, ctx, state[1], answer, state[2])
        if answer is None:
            can = [i for i, w in enumerate(ways) if w.can_pay(game, ctx)]
            if len(can) > 1:
                first = ways[0]
                prompt = Msg.of("prompt.either_cost", cost=Mana(first.mana),
                                other_cost=Text(ways[1].text())) \
                    if isinstance(first, PayMana) and len(ways) == 2 else \
                    Msg.of("prompt.choose", text=Text(f"{self.text()}?"))
                return Ask(ctx.controller, CHOOSE, prompt,
                           tuple(Choice("mode", i) for i in can), cr=self.cr,
                           labels=tuple(_label(ways[i]) for i in can), state="choose")
            pick = can[0]
        else:
            pick = answer.obj
        return self._pay_way(game, ctx, pick, None, None)

    def _pay_way(self, game: Game, ctx: GameObject, i: int, answer: Any,
                 state: Any) -> Ask | None:
        r = self.ways()[i].pay(game, ctx, answer, state)
        if r is None:
            return None
        return Ask(r.player, r.kind, r.prompt, r.options, r.lo, r.hi, ("way", i, r.state),
                   r.cr, r.labels)

    def text(self) -> str:
        return " or ".join(w.text() for w in self.ways())


def _label(way: Cost) -> Msg:
    """How one way of paying reads as an option."""
    if isinstance(way, PayMana):
        return Msg.of("opt.pay", cost=Mana(way.mana))
    return Msg.of("opt.text", text=Text(way.text()))


@dataclass(frozen=True)
class PayMana(Cost):
    """"Pay {2}" as a cost part, paid with the automatic payer [601.2g-h, 605.3a]."""

    mana: str = "{1}"

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return game.can_pay_mana(ctx.controller, ManaCost.parse(self.mana))

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        game.pay_mana(ctx.controller, ManaCost.parse(self.mana))
        return None

    def text(self) -> str:
        return f"Pay {self.mana}"


@dataclass(frozen=True)
class PayManaOr(_Alternatives):
    """"Pay {2} or {E}{E}{E}" [601.2b, 602.2b]: ``mana``, or the ``other`` cost part."""

    mana: str = "{2}"
    other: Cost = PayCounters("energy", 3)

    def ways(self) -> tuple[Cost, ...]:
        return (PayMana(self.mana), self.other)


@dataclass(frozen=True)
class EitherCost(_Alternatives):
    """"[First cost] or [second cost]", and "you may [second] rather than pay [this ability's]
    cost" (Heart of Kiran's crew: tap creatures, or remove a loyalty counter) [118.9,
    601.2b]."""

    first: Cost = PayCounters("energy", 1)
    second: Cost = PayCounters("energy", 1)

    def ways(self) -> tuple[Cost, ...]:
        return (self.first, self.second)


__all__ = ["EitherCost", "PayMana", "PayManaOr"]
