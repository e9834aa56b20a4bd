"""Tapping a player's creatures and stun counters [701.26a, 122.1d].

* :class:`TapAllControlledBy` — "tap all creatures target player controls": the creatures
  that became tapped this way are remembered under ``remember`` (ones already tapped were
  not tapped this way) [701.26a].
* :class:`CounterOnUpTo` — "choose up to N [remembered] creatures. Put a [stun] counter on
  each of them": picks one at a time, then "done" [122.1].

The engine applies stun counters: a permanent with one that would become untapped instead
loses one [122.1d].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, Ask, Choice, Effect
from aetherworks.messages import Msg, Word
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import Ref, Remembered, Target, amount
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class TapAllControlledBy(Effect):
    who: Ref = Target()
    filter: Filter = field(default_factory=lambda: Filter(types=("Creature",)))
    remember: str = "tapped"
    cr = "701.26a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        players = set(self.who.players(game, ctx))
        tapped = []
        for obj in list(game.permanents()):
            if obj.controller in players and self.filter.matches(game, ctx, obj.id) \
                    and not obj.tapped:
                game.tap(obj.id)
                tapped.append(obj.id)
        ctx.remember(self.remember, tuple(tapped))


@dataclass(frozen=True)
class CounterOnUpTo(Effect):
    n: N = 0
    kind: str = "stun"
    key: str = "tapped"
    cr = "122.1"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        chosen: tuple[int, ...] = () if state is None else state
        if answer is not None and answer.kind == "pick":
            chosen = (*chosen, answer.obj)
        limit = amount(game, ctx, self.n)
        if (answer is None or answer.kind == "pick") and len(chosen) < limit:
            opts = [Choice("pick", o) for o in Remembered(self.key).refs(game, ctx)
                    if o not in chosen and game.objects[o].zone == "battlefield"]
            if opts:
                return Ask(ctx.controller, CHOOSE, Msg.of(
                    "prompt.counter_choose", amount=limit - len(chosen),
                    counter=Word("counter", self.kind)), (*opts, DONE), state=chosen,
                           cr=self.cr)
        for oid in chosen:
            game.add_counters(oid, self.kind, 1, cr=self.cr)
        return None


__all__ = ["CounterOnUpTo", "TapAllControlledBy"]
