"""Tapping permanents other than the source as a cost [118, 701.26a]: "Tap two untapped
artifacts you control" (Whirler Rogue).

* :class:`TapUntapped` — tap N untapped permanents matching a filter, chosen one at a time.
  It isn't a {T} cost, so creatures that came under your control this turn may be tapped
  for it (Whirler Rogue's ruling) [302.6]; the source itself may be one of them if it
  matches.
* :class:`TapAnyNumber` — the effect "you may tap X untapped Myr you control": any number,
  one at a time, then "done", chosen as it resolves; how many is remembered (``Paid(key)``)
  (Myr Battlesphere's rulings: any untapped Myr, even ones that came under your control this
  turn) [608.2d, 701.26a].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, Ask, Choice, Cost, Effect
from aetherworks.messages import Msg, Text
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class TapUntapped(Cost):
    """"Tap N untapped [filter] you control" [701.26a]."""

    filter: Filter = Filter(types=("Artifact",), controller="you")
    n: int = 2
    cr = "701.26a"

    def _options(self, game: Game, ctx: GameObject, done: tuple[int, ...] = ()) -> list[int]:
        return [o.id for o in game.permanents(ctx.controller) if not o.tapped and
                o.id not in done and self.filter.matches(game, ctx, o.id)]

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return len(self._options(game, ctx)) >= self.n

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        done: tuple[int, ...] = () if state is None else state
        if answer is not None:
            game.tap(answer.obj)
            done = (*done, answer.obj)
        if len(done) >= self.n:
            return None
        prompt = Msg.of("prompt.tap_untapped", spec=Text(self.filter.describe()),
                        amount=self.n - len(done))
        return Ask(ctx.controller, CHOOSE, prompt,
                   tuple(Choice("pick", o) for o in self._options(game, ctx, done)),
                   state=done, cr="701.26a")

    def text(self) -> str:
        return f"Tap {self.n} untapped {self.filter.describe()}"


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


__all__ = ["TapAnyNumber", "TapUntapped"]
