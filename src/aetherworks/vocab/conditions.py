"""Conditions for "if" clauses, intervening ifs [603.4] and "enters tapped unless"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition
from aetherworks.vocab.refs import Ref, source_id
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class YouControl(Condition):
    """"if you control N or more [filter]" (``at_most`` flips it: "two or fewer other lands");
    ``besides`` leaves out what a reference names ("a white permanent other than that
    creature or Sorin": ``other=True`` in the filter and ``besides=Target()``)."""

    filter: Filter = Filter()
    at_least: int = 1
    at_most: int | None = None
    subtypes_any: tuple[str, ...] = ()  # "a Mountain or a Forest"
    besides: Ref | None = None

    def holds(self, game: Game, ctx: GameObject) -> bool:
        n = 0
        skip = set(self.besides.objects(game, ctx)) if self.besides is not None else set()
        for obj in game.permanents(ctx.controller):
            if obj.id in skip:
                continue
            if self.subtypes_any and not any(s in game.chars(obj.id).subtypes
                                             for s in self.subtypes_any):
                continue
            if self.filter.matches(game, ctx, obj.id):
                n += 1
        if self.at_most is not None:
            return n <= self.at_most
        return n >= self.at_least


@dataclass(frozen=True)
class CastFromHand(Condition):
    """"if you cast it from your hand" [601.2a: where it was cast from is remembered]."""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        src = game.objects.get(source_id(ctx))
        return src is not None and src.cast_from == "hand"


@dataclass(frozen=True)
class PaidAtLeast(Condition):
    """"If [N] or more was paid this way" (Wheel of Potential's seven)."""

    n: int = 1
    key: str = "paid"

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return int(ctx.recall(self.key, 0)) >= self.n


@dataclass(frozen=True)
class HasCounters(Condition):
    """"if you have N or more {E}" [122.1]."""

    kind: str = "energy"
    n: int = 1

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return game.counters_of(ctx.controller, self.kind) >= self.n


@dataclass(frozen=True)
class Not(Condition):
    inner: Condition = Condition()

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return not self.inner.holds(game, ctx)
