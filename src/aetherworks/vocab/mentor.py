"""Mentor [702.134]: "Whenever this creature attacks, put a +1/+1 counter on target attacking
creature with lesser power." [702.134a]

* :class:`TargetAttackingWithLesserPower` — "target attacking creature with lesser power":
  less than the source's power, as the target is chosen and again as the ability resolves
  (the source as it last existed if it has left [608.2b, 608.2h]).
* :func:`mentor` — the triggered ability.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import TriggeredAbility
from aetherworks.vocab.attacking import TargetAttackingCreature
from aetherworks.vocab.effects import PutCounters
from aetherworks.vocab.refs import Target, source_id
from aetherworks.vocab.triggers import Attacks

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class TargetAttackingWithLesserPower(TargetAttackingCreature):
    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        return super().legal(game, ctx, ref) and self._lesser(game, ctx, ref)

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in super().candidates(game, ctx) if self._lesser(game, ctx, o)]

    @staticmethod
    def _lesser(game: Game, ctx: GameObject, ref: int) -> bool:
        mine = game.last_known_chars(source_id(ctx)).power or 0
        return (game.chars(ref).power or 0) < mine

    def text(self) -> str:
        return "target attacking creature with lesser power"


def mentor(text: str = "Mentor") -> TriggeredAbility:
    """Mentor [702.134a]."""
    return TriggeredAbility(trigger=Attacks(), targets=(TargetAttackingWithLesserPower(),),
                            effects=(PutCounters("+1/+1", 1, on=Target(0)),), text=text)


__all__ = ["TargetAttackingWithLesserPower", "mentor"]
