"""Conditions on the state of the game that the Amonkhet block prints often.

* :class:`CardInGraveyard` — "there is a Desert card in your graveyard": a card of the
  filter's kind among the controller's graveyard cards [404.1].
* :class:`EitherCondition` — "you control a Desert or there is a Desert card in your
  graveyard": true when one of its conditions is.
* :class:`PermanentsAtLeast` — "if there are ten or more nonland permanents on the
  battlefield", "as long as a creature has a -1/-1 counter on it": permanents of any
  controller matching a filter.
* :class:`CardsInGraveyardAtLeast` — "if there are six or more creature cards in your
  graveyard" [404].
* :class:`CountersAtLeast` — "activate only if there are three or more brick counters on
  this artifact": counters of a kind on the source [122.1].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class CardInGraveyard(Condition):
    """"there is a [filter] card in your graveyard" [404.1]."""

    filter: Filter = Filter()

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return any(self.filter.matches(game, ctx, oid)
                   for oid in game.players[ctx.controller].graveyard)


@dataclass(frozen=True)
class EitherCondition(Condition):
    """"[condition] or [condition]"."""

    conditions: tuple[Condition, ...] = ()

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return any(c.holds(game, ctx) for c in self.conditions)


@dataclass(frozen=True)
class CountersAtLeast(Condition):
    """"there are N or more [kind] counters on this [permanent]" [122.1]."""

    kind: str = "+1/+1"
    n: int = 1

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return game.objects[source_id(ctx)].count(self.kind) >= self.n


@dataclass(frozen=True)
class PermanentsAtLeast(Condition):
    """"there are N or more [filter] permanents on the battlefield" (any controller)."""

    filter: Filter = Filter()
    n: int = 1

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return sum(1 for oid in game.battlefield
                   if self.filter.matches(game, ctx, oid)) >= self.n


@dataclass(frozen=True)
class CardsInGraveyardAtLeast(Condition):
    """"there are N or more [type] cards in your graveyard" [404]."""

    types: tuple[str, ...] = ("Creature",)
    n: int = 1

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return sum(1 for oid in game.players[ctx.controller].graveyard
                   if any(t in game.objects[oid].proto.chars.types
                          for t in self.types)) >= self.n


__all__ = [
    "CardInGraveyard",
    "CardsInGraveyardAtLeast",
    "CountersAtLeast",
    "EitherCondition",
    "PermanentsAtLeast",
]
