""""Pay X {E}" in an activated ability's cost, and targets that depend on X [107.3, 601.2b].

X in a non-mana cost is announced with the other choices, before targets [601.2b, 602.2b];
the engine asks for it when a cost part has an ``x_limit`` (the largest X it could pay).

* :class:`PayCountersX` — "Pay X {E}" (0 to the counters you have) [107.14].
* :class:`TargetPermanentWithMVX` — "target nonland permanent with mana value X" [202.3].
* :class:`XTargetPermanents` — "destroy X target artifacts": exactly X different targets,
  X as announced [601.2c, 115.1]; so X can't be more than the number of permanents that
  could be targeted [ruling on Release the Gremlins 2017-02-09].  Once chosen, the number
  doesn't change, even if targets become illegal [601.2c, 608.2b].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Ask, Cost, TargetSpec
from aetherworks.vocab.targets import Filter, TargetPermanent

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class PayCountersX(Cost):
    """"Pay X {E}": X is announced first [601.2b]; then X counters are paid [107.14]."""

    kind: str = "energy"
    cr = "107.3"

    def x_limit(self, game: Game, ctx: GameObject) -> int:
        return game.counters_of(ctx.controller, self.kind)

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return True  # X may be 0

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        game.pay_player_counters(ctx.controller, self.kind, ctx.x)
        return None

    def energy(self, game: Game, ctx: GameObject) -> int:
        return ctx.x if self.kind == "energy" else 0

    def text(self) -> str:
        return "Pay X {E}" if self.kind == "energy" else f"Pay X {self.kind}"


@dataclass(frozen=True)
class TargetPermanentWithMVX(TargetSpec):
    """"target [filter] permanent with mana value X" (``or_less``: "X or less"), X as
    announced [202.3, 601.2b]."""

    filter: Filter = Filter()
    count: int = 1
    min_count: int = 1
    or_less: bool = False
    depends_on_x = True

    def _base(self) -> TargetPermanent:
        return TargetPermanent(self.filter)

    def _fits(self, game: Game, ctx: GameObject, ref: int) -> bool:
        mv = game.chars(ref).mana_value
        return mv <= ctx.x if self.or_less else mv == ctx.x

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        return self._base().legal(game, ctx, ref) and self._fits(game, ctx, ref)

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in self._base().candidates(game, ctx) if self._fits(game, ctx, o)]

    def text(self) -> str:
        return self._base().text() + " with mana value X" + (" or less" if self.or_less
                                                             else "")


@dataclass(frozen=True)
class XTargetPermanents(TargetPermanent):
    """X target [filter] permanents (no two the same), X as announced [601.2c]."""

    depends_on_x = True

    def bounds(self, ctx: GameObject) -> tuple[int, int]:
        return ctx.x, ctx.x

    def text(self) -> str:
        return "X target " + self.filter.describe() + "s"


__all__ = ["PayCountersX", "TargetPermanentWithMVX", "XTargetPermanents"]
