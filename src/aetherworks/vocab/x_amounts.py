"""X chosen with a cost's size or a number of targets [107.3, 601.2b-c].

* :class:`SacrificeX` — "As an additional cost to cast this spell, sacrifice X creatures"
  (Eliminate the Competition): X is announced with the other choices [601.2b] (at most the
  number of permanents you could sacrifice), then X are sacrificed as the cost is paid
  [601.2h]; cast without paying its mana cost, X is still chosen and paid [ruling
  2016-09-20].
* :class:`XTargetCards` — "return X target cards from your graveyard": exactly X different
  targets, X as announced [601.2c, 115.1] (like :class:`~.x_costs.XTargetPermanents`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Ask
from aetherworks.vocab.costs import Sacrifice
from aetherworks.vocab.targets import TargetCardInGraveyard

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class SacrificeX(Sacrifice):
    """"Sacrifice X [filter]s": X announced, from 0 to what you could sacrifice [601.2b]."""

    n: int = 0
    cr = "601.2b"

    def x_limit(self, game: Game, ctx: GameObject) -> int:
        return len(self._options(game, ctx))

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return len(self._options(game, ctx)) >= ctx.x

    def _fixed(self, ctx: GameObject) -> Sacrifice:
        return Sacrifice(self.filter, ctx.x)  # the announced X is the number [601.2h]

    def reserved_from_mana(self, game: Game, ctx: GameObject, sources: Any
                           ) -> set[int] | None:
        return self._fixed(ctx).reserved_from_mana(game, ctx, sources)

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        return self._fixed(ctx).pay(game, ctx, answer, state)

    def text(self) -> str:
        return f"Sacrifice X {self.filter.describe()}s"


@dataclass(frozen=True)
class XTargetCards(TargetCardInGraveyard):
    """X target cards in a graveyard (no two the same), X as announced [601.2c]."""

    depends_on_x = True

    def bounds(self, ctx: GameObject) -> tuple[int, int]:
        return ctx.x, ctx.x

    def text(self) -> str:
        return "X " + super().text()


__all__ = ["SacrificeX", "XTargetCards"]
