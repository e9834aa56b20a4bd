"""Abilities that return a card with mana value X from a graveyard [107.3, 202.3, 601.2b].

* :class:`TargetGraveyardCardWithMVX` — "target creature card with mana value X from your
  graveyard": X is announced before targets are chosen [601.2b, 602.2b], so the candidates
  are the cards whose mana value equals it.
* :class:`ReturnSelfToHand` — the cost "Return this [permanent] to its owner's hand"
  [118.3, 602.2b].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Ask, Condition, Cost, TargetSpec
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class TargetGraveyardCardWithMVX(TargetSpec):
    types: tuple[str, ...] = ("Creature",)
    count: int = 1
    min_count: int = 1
    depends_on_x = True

    def _fits(self, game: Game, ctx: GameObject, ref: int) -> bool:
        obj = game.objects.get(ref) if ref > 0 else None
        if obj is None or obj.zone != "graveyard" or obj.owner != ctx.controller:
            return False
        return not self.types or any(t in obj.proto.chars.types for t in self.types)

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        return self._fits(game, ctx, ref) and \
            game.objects[ref].proto.chars.mana_value == ctx.x

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in game.players[ctx.controller].graveyard
                if self._fits(game, ctx, o) and game.objects[o].proto.chars.mana_value == ctx.x]

    def text(self) -> str:
        return f"target {'/'.join(t.lower() for t in self.types)} card with mana value X " \
               "in your graveyard"


@dataclass(frozen=True)
class ReturnSelfToHand(Cost):
    """"Return this [permanent] to its owner's hand" as a cost."""

    cr = "602.2b"

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return game.objects[source_id(ctx)].zone == "battlefield"

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        game.move(source_id(ctx), "hand", cr="602.2b")
        return None

    def text(self) -> str:
        return "Return this permanent to its owner's hand"





@dataclass(frozen=True)
class UpToOneCardInGraveyard(TargetSpec):
    """"up to one target [artifact or creature] card in your graveyard" [115.1, 601.2c]."""

    types: tuple[str, ...] = ("Artifact", "Creature")
    count: int = 1
    min_count: int = 0

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        obj = game.objects.get(ref) if ref > 0 else None
        if obj is None or obj.zone != "graveyard" or obj.owner != ctx.controller:
            return False
        return not self.types or any(t in obj.proto.chars.types for t in self.types)

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in game.players[ctx.controller].graveyard if self.legal(game, ctx, o)]

    def text(self) -> str:
        return f"up to one target {' or '.join(t.lower() for t in self.types)} card in your " \
               "graveyard"


@dataclass(frozen=True)
class TargetChosen(Condition):
    """"That card" exists: a target was chosen for spec ``index`` and is still legal."""

    index: int = 0

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return bool(ctx.targets) and len(ctx.targets) > self.index and \
            any(ctx.targets[self.index])


__all__ = ["ReturnSelfToHand", "TargetChosen", "TargetGraveyardCardWithMVX",
           "UpToOneCardInGraveyard"]
