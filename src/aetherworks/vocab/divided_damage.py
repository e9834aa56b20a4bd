"""Damage divided as you choose among targets [601.2d, 608.2b].

* :class:`DividedAnyTarget` — "[N] damage divided as you choose among [up to] [M] targets"
  (any targets); ``divide`` is the amount.  The engine asks for the division right after
  the targets are chosen, as the spell is cast or the ability put on the stack [601.2d,
  603.3c]; each target gets at least one, so there are at most as many targets as the
  amount.  With ``amount`` ("X damage divided ..., where X is the greatest power among
  creatures you control as you cast this spell", Monstrous Onslaught) the amount is worked out
  then, and never again (``divide`` is then only the most it could be) [601.2d; ruling
  2017-02-09].
* :class:`DividedDamage` — deals each still-legal target its share; a target that has
  become illegal gets nothing and its share isn't dealt to the others [608.2b].
* :class:`DistributeCounters` — "distribute four +1/+1 counters among any number of target
  creatures you control": the same division, of counters [601.2d, 122.1].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Amount, Effect
from aetherworks.engine.objects import Memo
from aetherworks.vocab.targets import AnyTarget

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def _source(ctx: GameObject) -> int:
    return ctx.source if ctx.kind == "ability" else ctx.id


@dataclass(frozen=True)
class DividedAnyTarget(AnyTarget):
    """Up to ``count`` (at least ``min_count``) different any-targets among which ``divide``
    is divided [115.4, 601.2d]."""

    count: int = 8
    min_count: int = 0
    divide: int = 8
    amount: Amount | None = None

    def divided_amount(self, game: Game, ctx: GameObject) -> int:
        if self.amount is None:
            return self.divide
        return max(0, self.amount.value(game, ctx))  # a negative amount divides nothing

    def text(self) -> str:
        return f"up to {self.count} targets ({self.divide} divided)"


class _ByDivision:
    """The division announced as the spell was cast [601.2d], given to each target of spec
    ``index`` still legal; an illegal one was set to 0 as it began to resolve [608.2b]."""

    index: int

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        if self.index >= len(ctx.targets):
            return
        split = ctx.recall(Memo.DIVISION, ())
        for ref, n in zip(ctx.targets[self.index], split, strict=False):
            if ref:
                self.give(game, ctx, ref, n)

    def give(self, game: Game, ctx: GameObject, ref: int, n: int) -> None:
        raise NotImplementedError


@dataclass(frozen=True)
class DividedDamage(_ByDivision, Effect):
    """Deal the announced division of damage to targets of spec ``index`` [601.2d]."""

    index: int = 0
    cr = "601.2d"

    def give(self, game: Game, ctx: GameObject, ref: int, n: int) -> None:
        game.deal_damage(_source(ctx), ref, n)


@dataclass(frozen=True)
class DistributeCounters(_ByDivision, Effect):
    """Put the announced division of ``kind`` counters on targets of spec ``index``."""

    kind: str = "+1/+1"
    index: int = 0
    cr = "601.2d"

    def give(self, game: Game, ctx: GameObject, ref: int, n: int) -> None:
        if game.objects[ref].zone == "battlefield":
            game.add_counters(ref, self.kind, n, cr="122.1", by=ctx.controller)


__all__ = ["DistributeCounters", "DividedAnyTarget", "DividedDamage"]
