"""Conditions for "if" clauses, intervening ifs [603.4] and "enters tapped unless".

Besides the core ones: :class:`ManaValueAtMost` ("destroy target creature if it has mana
value 2 or less", Fatal Push), :class:`RememberedIs` ("if a creature card is exiled this
way") and :class:`PermanentEnteredThisTurn` ("if a planeswalker entered the battlefield under your
control this turn", the Oaths).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount, Condition
from aetherworks.vocab.refs import Ref, Remembered, Target, amount, source_id
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


@dataclass(frozen=True)
class OpponentControls(Condition):
    """"if an opponent controls [a filter permanent]"."""

    filter: Filter = Filter()

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return any(self.filter.matches(game, ctx, o.id)
                   for p in game.players if p.index != ctx.controller
                   for o in game.permanents(p.index))


@dataclass(frozen=True)
class LifeAtLeast(Condition):
    """"if you have N or more life" [119]."""

    n: int = 1

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return game.players[ctx.controller].life >= self.n


@dataclass(frozen=True)
class AnyPlayerLifeAtMost(Condition):
    """"if a player has N or less life" [119]."""

    n: int = 5

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return any(p.life <= self.n for p in game.players if not p.lost)


@dataclass(frozen=True)
class OpponentsAtLeast(Condition):
    """"if you have two or more opponents" (in a two-player game, never) [102.2]."""

    n: int = 2

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return sum(1 for p in game.players if p.index != ctx.controller and not p.lost) >= self.n


@dataclass(frozen=True)
class HandSizeAtMost(Condition):
    """"if you have no cards in hand" (hellbent: ``n=0``), "one or fewer cards" [402];
    ``active``: "at the beginning of each player's upkeep, if that player has no cards in
    hand" — that player is the active player, as the ability triggers and as it resolves
    [503.1a, 603.4]."""

    n: int = 0
    active: bool = False

    def holds(self, game: Game, ctx: GameObject) -> bool:
        who = game.active if self.active else ctx.controller
        return len(game.players[who].hand) <= self.n


@dataclass(frozen=True)
class GraveyardSize(Condition):
    """"if there are N or more cards in your graveyard" (threshold) [404]."""

    n: int = 7

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return len(game.players[ctx.controller].graveyard) >= self.n


@dataclass(frozen=True)
class SourceIs(Condition):
    """"as long as this creature is attacking / tapped / untapped": the source's state
    [506.4, 110.5]."""

    state: str = "attacking"

    def holds(self, game: Game, ctx: GameObject) -> bool:
        oid = source_id(ctx)
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "battlefield":
            return False
        if self.state == "attacking":
            return oid in game.attackers
        if self.state == "tapped":
            return obj.tapped
        return not obj.tapped


@dataclass(frozen=True)
class ManaValueAtMost(Condition):
    """"If it has mana value N or less": the referenced object's mana value as the effect
    happens (X in a permanent's mana cost is 0 [202.3, 107.3]); false when it is gone
    [Fatal Push rulings 2020-08-07: checked only as the spell resolves]."""

    n: int | Amount = 2
    of: Ref = Target()

    def holds(self, game: Game, ctx: GameObject) -> bool:
        objs = [o for o in self.of.objects(game, ctx) if game.objects[o].zone]
        return bool(objs) and game.chars(objs[0]).mana_value <= amount(game, ctx, self.n)


@dataclass(frozen=True)
class RememberedIs(Condition):
    """"If a creature card is exiled this way" / "if a noncreature card is": a card an
    earlier effect of this resolution remembered under ``key`` has any of ``types`` (or, with
    ``negate``, has none of them) [608.2c]; false when nothing was remembered."""

    types: tuple[str, ...] = ("Creature",)
    key: str = "exiled"
    negate: bool = False

    def holds(self, game: Game, ctx: GameObject) -> bool:
        for oid in Remembered(self.key).refs(game, ctx):
            has = any(t in game.objects[oid].proto.chars.types for t in self.types)
            if has != self.negate:
                return True
        return False


@dataclass(frozen=True)
class PermanentEnteredThisTurn(Condition):
    """"If a [planeswalker] entered the battlefield under your control this turn": counted
    as permanents enter (``turn_stats["entered_<type>"]``), whatever has become of them
    since [rulings on Oath of Chandra 2016-01-22]."""

    type_: str = "Planeswalker"

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return game.players[ctx.controller].turn_stats.get("entered_" + self.type_, 0) > 0
