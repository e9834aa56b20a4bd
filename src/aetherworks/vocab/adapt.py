"""Adapt [701.46]: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on
it." [701.46a]  Checked as the ability resolves: with a +1/+1 counter on it by then, adapt
does nothing [ruling on Sharktocrab 2019-01-25]."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import amount, source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class Adapt(Effect):
    n: N = 1
    cr = "701.46a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        oid = source_id(ctx)
        obj = game.objects[oid]
        if obj.zone == "battlefield" and obj.count("+1/+1") == 0:
            game.add_counters(oid, "+1/+1", amount(game, ctx, self.n), cr=self.cr)

    def text(self) -> str:
        return f"adapt {self.n}"


__all__ = ["Adapt"]
