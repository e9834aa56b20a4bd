"""Conditions on what happened this turn, read from the game's event log since the turn
began [500]: morbid ("if a creature died this turn" [700.4]), raid ("if you attacked this
turn" [508.1]), "if you gained life this turn" [119.3].  Morbid and raid are ability words
[207.2c]: the condition is all there is to them."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount, Condition, Event

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def events_this_turn(game: Game) -> Iterator[Event]:
    """The events since the current turn began, latest first."""
    for ev in reversed(game.log):
        if ev.kind == "turn":
            return
        yield ev


@dataclass(frozen=True)
class CreatureDiedThisTurn(Condition):
    """"if a creature died this turn" (morbid) [700.4]; ``yours``: "a creature died under
    your control this turn" (its controller as it died)."""

    yours: bool = False

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return any(ev.kind == "dies" and (not self.yours or ev.player == ctx.controller)
                   for ev in events_this_turn(game))


@dataclass(frozen=True)
class YouCastThisTurn(Condition):
    """"if you've cast a noncreature spell this turn": a spell of those types (or not of
    ``not_types``) cast by you since the turn began [601.2i]."""

    types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()

    def holds(self, game: Game, ctx: GameObject) -> bool:
        for ev in events_this_turn(game):
            if ev.kind != "cast" or ev.player != ctx.controller:
                continue
            c = game.objects[ev.obj].proto.chars
            if self.types and not any(t in c.types for t in self.types):
                continue
            if any(t in c.types for t in self.not_types):
                continue
            return True
        return False


@dataclass(frozen=True)
class TargetAttackedOrBlocked(Condition):
    """"if it attacked or blocked this turn": target ``index`` (the permanent as it is now,
    the same object) was declared as an attacker or blocker this turn [508.1, 509.1]."""

    index: int = 0

    def holds(self, game: Game, ctx: GameObject) -> bool:
        if self.index >= len(ctx.targets) or not ctx.targets[self.index]:
            return False
        oid = ctx.targets[self.index][0]
        return any(ev.kind in ("attack", "block") and ev.obj == oid
                   for ev in events_this_turn(game))


@dataclass(frozen=True)
class CardsDiscardedThisTurn(Amount):
    """"each card you've cycled or discarded this turn": cards you discarded since the turn
    began; cycling discards, so a cycled card counts once [702.29d, 701.9]."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return sum(1 for ev in events_this_turn(game)
                   if ev.kind == "discard" and ev.player == ctx.controller)


@dataclass(frozen=True)
class YouAttackedThisTurn(Condition):
    """"if you attacked this turn" (raid): you declared one or more attackers [508.1]."""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return any(ev.kind == "attack" and ev.player == ctx.controller
                   for ev in events_this_turn(game))


__all__ = ["CardsDiscardedThisTurn", "CreatureDiedThisTurn", "TargetAttackedOrBlocked",
           "YouAttackedThisTurn", "YouCastThisTurn", "events_this_turn"]
