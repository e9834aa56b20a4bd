"""The defending player, their nonbasic lands, and "creatures that player controls without
flying can't block this turn".

* :class:`DefendingPlayer` — for an ability of an attacking creature, the player it is
  attacking, or the controller of the planeswalker it is attacking [506.2, 508.5].
* :class:`Nonbasic` — a permanent filter with a supertype it must not have ("nonbasic land")
  [205.4a].
* :class:`TargetPermanentOf` — "target [filter] permanent [that player] controls": the
  controller is a reference (the defending player), decided as targets are chosen [115.1].
* :class:`CountOf` — "the number of [filter] permanents [a player] controls" ("for each
  creature you control" by default).
* :class:`CantBlockUnless` / :class:`PlayersCreaturesCantBlock` — "creatures that player
  controls without flying can't block this turn": a rule-changing effect, not a change of
  characteristics, so it isn't locked in to a set of creatures [611.2c, 613.11, 509.1b]:
  a creature that loses flying, or comes under that player's control, can't block either.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Amount, Effect, is_player_ref, player_ref
from aetherworks.engine.hooks import Rule
from aetherworks.messages import Word
from aetherworks.vocab.refs import Ref, Target, You, source_id
from aetherworks.vocab.restrictions import RuleEffect
from aetherworks.vocab.targets import Filter, TargetPermanent

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject



@dataclass(frozen=True)
class DefendingPlayer(Ref):
    """The player the source is attacking (the planeswalker's controller when it attacks a
    planeswalker) [506.2, 508.5]; nobody once it is no longer attacking."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        defender = game.attackers.get(source_id(ctx))
        if defender is None:
            return []
        if is_player_ref(defender):
            return [defender]
        return [player_ref(game.objects[defender].controller)]


@dataclass(frozen=True)
class Nonbasic(Filter):
    """A :class:`Filter` that also excludes a supertype ("nonbasic land": not Basic)."""

    not_supertype: str = "Basic"

    def matches(self, game: Game, ctx: GameObject, oid: int) -> bool:
        return super().matches(game, ctx, oid) and \
            self.not_supertype not in game.chars(oid).supertypes

    def describe(self) -> str:
        return f"non{self.not_supertype.lower()} " + super().describe()


@dataclass(frozen=True)
class TargetPermanentOf(TargetPermanent):
    """"target [filter] [that player] controls": ``owner_ref`` names the player."""

    owner_ref: Ref = DefendingPlayer()

    def _player_ok(self, game: Game, ctx: GameObject, oid: int) -> bool:
        return player_ref(game.objects[oid].controller) in self.owner_ref.refs(game, ctx)

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        return super().legal(game, ctx, ref) and self._player_ok(game, ctx, ref)

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in super().candidates(game, ctx) if self._player_ok(game, ctx, o)]


@dataclass(frozen=True)
class CountOf(Amount):
    """The number of permanents matching ``filter`` that ``who`` controls: "for each
    creature you control", "the number of nonbasic lands that player controls"."""

    filter: Filter = Filter(types=("Creature",))
    who: Ref = You()

    def value(self, game: Game, ctx: GameObject) -> int:
        players = self.who.players(game, ctx)
        return sum(1 for oid in game.battlefield
                   if game.objects[oid].controller in players
                   and self.filter.matches(game, ctx, oid))


@dataclass(frozen=True)
class CantBlockUnless(RuleEffect):
    """"Creatures [player] controls without [keyword] can't block" [509.1b]: checked each
    time blockers are declared, not locked in [611.2c]."""

    rule: Rule = Rule.CANT_BLOCK
    player: int = 0
    unless_keyword: str = "Flying"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return obj.controller == self.player and \
            self.unless_keyword not in game.chars(obj.id).keywords


@dataclass(frozen=True)
class PlayersCreaturesCantBlock(Effect):
    """"Creatures [that player] controls without [flying] can't block this turn"."""

    who: Ref = Target()
    unless_keyword: str = "Flying"
    cr = "509.1b"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            game.add_effect(CantBlockUnless(player=p, unless_keyword=self.unless_keyword),
                            source_id(ctx), ctx.controller)
            game.emit("cant_block_unless", "509.1b", p,
                      args=(("keyword", Word("kw", self.unless_keyword)),))


__all__ = ["CantBlockUnless", "CountOf", "DefendingPlayer", "Nonbasic",
           "PlayersCreaturesCantBlock", "TargetPermanentOf"]
