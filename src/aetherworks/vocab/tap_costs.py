"""Tapping permanents other than the source as a cost [118, 701.26a]: "Tap two untapped
artifacts you control" (Whirler Rogue).

* ``TapUntapped`` ("Tap two untapped artifacts you control", Whirler Rogue) is
  :class:`aetherworks.vocab.costs.TapUntapped`.
* :class:`TapAnyNumber` — the effect "you may tap X untapped Myr you control": any number,
  one at a time, then "done", chosen as it resolves; how many is remembered (``Paid(key)``)
  (Myr Battlesphere's rulings: any untapped Myr, even ones that came under your control this
  turn) [608.2d, 701.26a].
* :class:`TapXUntapped` — the cost "Tap X untapped artifacts you control" (Merchant's
  Dockhand): X is announced with the other choices, at most the number that could be tapped
  [601.2b, 602.2b, 107.3]; with ``other`` the source isn't one of them (it is tapped for its
  own {T} cost: the ruling) [701.26a].
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, ActivatedAbility, Ask, Choice, Effect
from aetherworks.engine.mana import can_pay
from aetherworks.messages import Msg, Text
from aetherworks.vocab.costs import TapUntapped
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class TapAnyNumber(Effect):
    """"You may tap X untapped [filter] you control": X is how many were tapped, remembered
    under ``key`` [608.2d]."""

    filter: Filter = Filter(subtype="Myr", controller="you")
    key: str = "tapped"
    cr = "701.26a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        done: tuple[int, ...] = () if state is None else state
        if answer is not None and answer.kind == "pick":
            game.tap(answer.obj)
            done = (*done, answer.obj)
        if answer is None or answer.kind == "pick":
            cands = [o.id for o in game.permanents(ctx.controller) if not o.tapped and
                     self.filter.matches(game, ctx, o.id)]
            if cands:
                return Ask(ctx.controller, CHOOSE, Msg.of("prompt.tap_any_number",
                                  spec=Text(self.filter.describe()), amount=len(done)),
                           (*(Choice("pick", o) for o in cands), DONE), state=done,
                           cr="701.26a")
        ctx.remember(self.key, len(done))
        return None


@dataclass(frozen=True)
class TapXUntapped(TapUntapped):
    """"Tap X untapped [filter] you control" as a cost, X announced first [601.2b].

    It is paid before the mana (``announced``), so the mana is paid from what it leaves; an
    X, and each permanent picked, is offered only if the rest can still be completed: enough
    permanents to tap, and the mana cost payable from the sources not tapped [601.2b-h]."""

    announced = True
    after_mana = False  # tapped before the mana: the mana is paid from what it leaves

    def x_limit(self, game: Game, ctx: GameObject) -> int:
        options = self._options(game, ctx)
        return next((x for x in range(len(options), 0, -1)
                     if self._completable(game, ctx, (), x)), 0)

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return True  # X may be 0

    def count(self, ctx: GameObject) -> int:
        return ctx.x

    def _options(self, game: Game, ctx: GameObject, chosen: tuple[int, ...] = ()) -> list[int]:
        options = super()._options(game, ctx, chosen)
        if not chosen and not ctx.x:
            return options  # X not announced yet: every candidate
        return [o for o in options if self._completable(game, ctx, (*chosen, o), ctx.x)]

    def _completable(self, game: Game, ctx: GameObject, chosen: tuple[int, ...],
                     x: int) -> bool:
        """Whether ``chosen`` and ``x - len(chosen)`` more can be tapped with the mana cost
        still payable from the other sources: tap those that make no mana first, then try
        each set of the mana-making ones."""
        ab = ctx.ability
        p = game.players[ctx.controller]
        sources = [s for s in game.mana_sources(ctx.controller)
                   if s.obj not in chosen and s.obj != source_id(ctx)]
        makers = {s.obj for s in sources}
        rest = super()._options(game, ctx, chosen)
        need = x - len(chosen) - sum(1 for o in rest if o not in makers)
        cost = ab.mana.with_x(ctx.x) if isinstance(ab, ActivatedAbility) else None
        if cost is None or cost.is_free:
            return x - len(chosen) <= len(rest)
        for tapped in combinations([o for o in rest if o in makers], max(0, need)):
            left = [s for s in sources if s.obj not in tapped]
            if can_pay(cost, p.pool, left, energy=p.energy, life=p.life):
                return True
        return False

    def text(self) -> str:
        return f"Tap X untapped {self.filter.describe()}"


__all__ = ["TapAnyNumber", "TapXUntapped"]
