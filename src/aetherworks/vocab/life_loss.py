"""Life loss: "whenever you lose life for the first time each turn" and "each opponent loses
N life. You gain life equal to the life lost this way" [119.3, 120.3a].

Damage dealt to a player causes that much life loss [120.3a], so both count.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect, Event, Trigger
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import EachOpponent, Ref, amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class LoseLifeFirstTimeEachTurn(Trigger):
    """"Whenever you lose life for the first time each turn": only the turn's first life-loss
    event of its controller triggers it, however much life was lost [119.3]."""

    events = ("life",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.player != source.controller or event.amount >= 0:
            return False
        # The event is already logged: it must be the only loss of this player this turn.
        for ev in reversed(game.log[:-1]):
            if ev.kind == "turn":
                break
            if ev.kind == "life" and ev.player == source.controller and ev.amount < 0:
                return False
        return True


@dataclass(frozen=True)
class DrainLife(Effect):
    """"[Each opponent] loses N life. You gain life equal to the life lost this way"
    [119.3]: the life gained is the total actually lost."""

    n: N = 1
    who: Ref = EachOpponent()
    cr = "119.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        n = amount(game, ctx, self.n)
        lost = 0
        for p in self.who.players(game, ctx):
            before = game.players[p].life
            game.lose_life(p, n)
            lost += before - game.players[p].life
        game.gain_life(ctx.controller, lost)


__all__ = ["DrainLife", "LoseLifeFirstTimeEachTurn"]
