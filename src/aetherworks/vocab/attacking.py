"""Targets among attacking creatures [506.4, 508.1]: "target attacking creature", "another
target attacking creature".  A creature is attacking from its declaration until it is
removed from combat or combat ends [506.4, 511.3].

* :class:`RemoveFromCombat` — "remove it from combat" (Thaumatic Compass): it stops being
  an attacking, blocking, blocked or unblocked creature [506.4]; creatures blocking it stay
  blocking creatures.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.refs import Ref, Target
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


@dataclass(frozen=True)
class RemoveFromCombat(Effect):
    """"Remove [it] from combat" [506.4]."""

    what: Ref = field(default_factory=Target)
    cr = "506.4"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            game.attackers.pop(oid, None)
            game.blocks.pop(oid, None)
            game.blocked.discard(oid)
        game.dirty()  # "as long as it's attacking" no longer applies [611.3a]


__all__ = ["AttackingCreature", "RemoveFromCombat", "TargetAttackingCreature"]
