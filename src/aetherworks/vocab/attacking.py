"""Targets among attacking creatures [506.4, 508.1]: "target attacking creature", "another
target attacking creature".  A creature is attacking from its declaration until it is
removed from combat or combat ends [506.4]."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.vocab.targets import Filter, TargetPermanent

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class TargetAttackingCreature(TargetPermanent):
    """"[another] target attacking creature [you control]"."""

    filter: Filter = Filter(types=("Creature",))

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        return ref in game.attackers and super().legal(game, ctx, ref)

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in super().candidates(game, ctx) if o in game.attackers]

    def text(self) -> str:
        return "target attacking creature"


def AttackingCreature(other: bool = False, controller: str = "") -> TargetAttackingCreature:
    return TargetAttackingCreature(Filter(types=("Creature",), other=other,
                                          controller=controller))


__all__ = ["AttackingCreature", "TargetAttackingCreature"]
