"""Counters on permanents and players beyond putting them [122]: doubling [701.10e], removing
all of a kind, and "when the Nth [kind] counter is put on this" [122.6].

* :class:`DoubleCounters` — "double the number of each kind of counter on target permanent"
  / "... you have": each gets as many more of each kind as it has, through the usual rules
  for getting counters (so "if you would get {E}" replacements apply) [701.10e, 122.1].
* :class:`RemoveAllCounters` — "remove all charge counters from this artifact", remembering
  how many were removed ("for each charge counter removed this way") [122.8].
* :class:`RemoveCounters` — "remove a -1/-1 counter from it": up to N counters of a kind
  from each referenced permanent (as many as it has) [122.8].
* :class:`NthCounterPut` — "when the twelfth hour counter is put on this artifact": counters
  put on it take it from fewer than N to N or more [122.6, 603.2].
* :class:`YouPutCounters` — "whenever you put one or more -1/-1 counters on a creature":
  once per permanent, by the player who put them [122.6].
* :func:`counters_on` / :func:`give_counters` — the counters of a permanent or a player, and
  putting counters on either [122.1]; :func:`counted_on` — which permanent a counters
  trigger watches ("self" or a :class:`Filter`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Ask, Cost, Effect, Event, Trigger, is_player_ref, ref_player
from aetherworks.vocab.refs import Ref, Target, This, source_id
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def counters_on(game: Game, ref: int) -> dict[str, int]:
    """The counters a permanent or a player (a player ref) has [122.1]."""
    if is_player_ref(ref):
        return game.players[ref_player(ref)].counters
    return game.objects[ref].counters or {}


def give_counters(game: Game, ref: int, kind: str, n: int, cr: str, by: int) -> None:
    """Put counters on a permanent (``by``: the player putting them) or give them to a
    player [122.1]."""
    if is_player_ref(ref):
        game.add_player_counters(ref_player(ref), kind, n, cr=cr)
    else:
        game.add_counters(ref, kind, n, cr=cr, by=by)


def counted_on(on: Filter | str, game: Game, source: GameObject, oid: int) -> bool:
    """Whether the permanent that got counters is the one ``on`` describes ("self": the
    source itself, else a :class:`Filter`) [122.6]."""
    if on == "self":
        return oid == source.id
    return isinstance(on, Filter) and on.matches(game, source, oid)


@dataclass(frozen=True)
class DoubleCounters(Effect):
    """Double the number of each kind of counter on the referenced permanents and players
    (``on=You()``: "each kind of counter you have") [701.10e]."""

    on: Ref = Target()
    cr = "701.10e"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for ref in self.on.refs(game, ctx):
            for kind, n in list(counters_on(game, ref).items()):
                give_counters(game, ref, kind, n, self.cr, ctx.controller)


@dataclass(frozen=True)
class RemoveAllCounters(Effect):
    """"Remove all [kind] counters from this [permanent]"; the number removed is remembered
    under ``key`` (``Paid(key)`` reads it back) [122.8]."""

    kind: str = "charge"
    on: Ref = This()
    key: str = "removed"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        removed = 0
        for oid in self.on.objects(game, ctx):
            removed += game.remove_counters(oid, self.kind, game.objects[oid].count(self.kind))
        ctx.remember(self.key, removed)


@dataclass(frozen=True)
class RemoveCounters(Effect):
    """"Remove N [kind] counters from [it]": each referenced permanent loses up to N (a
    permanent with fewer loses what it has) [122.8]; with ``key`` the number removed is
    remembered ("If you do, ..." reads it: ``PaidAtLeast(1, key)``)."""

    kind: str = "+1/+1"
    n: int = 1
    on: Ref = Target()
    key: str = ""
    cr = "122.8"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        removed = 0
        for oid in self.on.objects(game, ctx):
            removed += game.remove_counters(oid, self.kind, self.n)
        if self.key:
            ctx.remember(self.key, removed)


@dataclass(frozen=True)
class NthCounterPut(Trigger):
    """"When the [Nth] [kind] counter is put on this [permanent]": triggers when counters put
    on it take it from fewer than ``n`` to ``n`` or more [122.6]."""

    kind: str = "hour"
    n: int = 12
    events = ("counters",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.obj != source.id or event.info != self.kind:
            return False
        after = source.count(self.kind)
        return after - event.amount < self.n <= after


@dataclass(frozen=True)
class YouPutCounters(Trigger):
    """"Whenever you put one or more -1/-1 counters on a creature [this creature]": once
    for each permanent ``on`` describes ("self": this one) that the source's controller
    puts counters of ``kind`` on, the permanent being the event object and the number
    the event amount ("create that many") [122.6, Hapatra ruling 2017-04-18]; wither and
    infect damage puts counters for the source's controller [702.80a, 702.90c]."""

    kind: str = "-1/-1"
    on: Filter | str = field(default_factory=lambda: Filter(types=("Creature",)))
    events = ("counters",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.player != source.controller or event.info != self.kind or event.amount <= 0:
            return False
        return counted_on(self.on, game, source, event.obj)


@dataclass(frozen=True)
class RemoveCountersSelfX(Cost):
    """"Remove X [kind] counters from this [permanent]" as a cost: X is announced with the
    other choices, from 0 to the counters it has [107.3, 601.2b]."""

    kind: str = "time"
    cr = "107.3"

    def x_limit(self, game: Game, ctx: GameObject) -> int:
        return game.objects[source_id(ctx)].count(self.kind)

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return game.objects[source_id(ctx)].zone == "battlefield"

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        game.remove_counters(source_id(ctx), self.kind, ctx.x)
        return None

    def text(self) -> str:
        return f"Remove X {self.kind} counters"


__all__ = ["DoubleCounters", "NthCounterPut", "RemoveAllCounters", "RemoveCounters",
           "RemoveCountersSelfX", "YouPutCounters", "counted_on", "counters_on",
           "give_counters"]
