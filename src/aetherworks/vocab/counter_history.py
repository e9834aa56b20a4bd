"""Counters put on permanents as events and as this turn's history [122.6], and giving an
object another counter of a kind it already has [122.1].

* :class:`CountersPutOn` — "whenever one or more +1/+1 counters are put on a permanent you
  control": once for each permanent that gets counters of the kind at one time, whoever
  puts them; a permanent that enters with counters triggers it too [122.6, Animation Module
  rulings 2016-09-20].
* :class:`CounterPutThisTurn` — "if a +1/+1 counter was put on a permanent under your
  control this turn": the engine counts, per player and per kind, the counters put this
  turn on permanents that player controlled as they were put
  (``turn_stats["counters_put_<kind>"]``, reset as each turn begins [500]); it does not
  matter what became of the permanent or its counter since [Fairgrounds Trumpeter rulings
  2016-09-20].
* :class:`GiveAnotherCounter` — "choose a counter on target permanent or player. Give that
  permanent or player another counter of that kind" [122.1]: the choice is among the kinds
  of counters it has as the effect happens; with none, nothing happens.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import (
    Ask,
    Choice,
    Condition,
    Effect,
    Event,
    Trigger,
    is_player_ref,
)
from aetherworks.messages import Msg, Obj, Word
from aetherworks.vocab.counter_actions import counted_on, counters_on, give_counters
from aetherworks.vocab.refs import Ref, Target, source_id
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def counters_put_key(kind: str) -> str:
    """The ``turn_stats`` key counting the ``kind`` counters put this turn on permanents a
    player controlled as they were put [122.6]."""
    return "counters_put_" + kind


@dataclass(frozen=True)
class CountersPutOn(Trigger):
    """"Whenever one or more [kind] counters are put on [a permanent you control]": once for
    each permanent ``on`` describes ("self": this one) that gets counters of ``kind`` at one
    time, whoever puts them, the permanent being the event object [122.6]; a permanent that
    enters with such counters has had them put on it [122.6, Animation Module ruling
    2016-09-20]."""

    kind: str = "+1/+1"
    on: Filter | str = field(default_factory=Filter)
    events = ("counters", "enter")

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.kind == "counters":
            if event.info != self.kind or event.amount <= 0:
                return False
        else:
            entered = game.objects.get(event.obj)
            if entered is None or not entered.count(self.kind):
                return False
        return counted_on(self.on, game, source, event.obj)


@dataclass(frozen=True)
class CounterPutThisTurn(Condition):
    """"If a [kind] counter was put on a permanent under your control this turn" [122.6]."""

    kind: str = "+1/+1"

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return game.players[ctx.controller].turn_stats.get(counters_put_key(self.kind), 0) > 0


@dataclass(frozen=True)
class GiveAnotherCounter(Effect):
    """"Choose a counter on [target permanent or player]. Give that permanent or player
    another counter of that kind" [122.1]: the controller chooses among the kinds it has."""

    on: Ref = field(default_factory=Target)
    cr = "122.1"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        refs = list(self.on.refs(game, ctx))
        if not refs:
            return None
        ref = refs[0]
        if not is_player_ref(ref):
            obj = game.objects.get(ref)
            if obj is None or obj.zone != "battlefield":
                return None
        have = counters_on(game, ref)
        kinds = tuple(sorted(k for k, n in have.items() if n > 0))
        if not kinds:
            return None
        if answer is None and len(kinds) > 1:
            return Ask(ctx.controller, CHOOSE,
                       Msg.of("prompt.choose_counter_kind", obj=Obj(source_id(ctx))),
                       tuple(Choice("word", i) for i in range(len(kinds))), state=kinds,
                       labels=tuple(Msg.of("opt.counter", counter=Word("counter", k))
                                    for k in kinds), cr=self.cr)
        kind = state[answer.obj] if answer is not None else kinds[0]
        give_counters(game, ref, kind, 1, self.cr, ctx.controller)
        return None


__all__ = ["CounterPutThisTurn", "CountersPutOn", "GiveAnotherCounter", "counters_put_key"]
