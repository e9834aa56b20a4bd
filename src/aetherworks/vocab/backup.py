"""Backup [702.165]: "When this creature enters, put N +1/+1 counters on target creature. If
that's another creature, it gains the following abilities until end of turn." [702.165a]
"The following abilities" are the abilities printed after the backup paragraph (keywords
included) [702.165b]; the creature with backup keeps them too.

* :class:`TargetIsAnother` — "if that's another creature": the target isn't the source.
* :func:`backup` — the triggered ability, given the abilities and keywords that follow.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Condition, Effect, TriggeredAbility
from aetherworks.vocab.effects import ApplyContinuous, If, Pump, PutCounters
from aetherworks.vocab.refs import Target, source_id
from aetherworks.vocab.statics import GrantAbilities
from aetherworks.vocab.targets import TargetCreature
from aetherworks.vocab.triggers import Enters

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class TargetIsAnother(Condition):
    index: int = 0

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return any(r != source_id(ctx) for r in Target(self.index).objects(game, ctx))


def backup(n: int, abilities: tuple[Any, ...] = (), keywords: tuple[str, ...] = (),
           text: str = "") -> TriggeredAbility:
    """Backup N [702.165a]: ``abilities`` and ``keywords`` are the ones printed after it."""
    gains: list[Effect] = []
    if abilities:
        gains.append(ApplyContinuous(GrantAbilities(abilities), on=Target(0)))
    if keywords:
        gains.append(Pump(0, 0, on=Target(0), keywords=keywords))
    effects: tuple[Effect, ...] = (PutCounters("+1/+1", n, on=Target(0)),)
    if gains:
        effects += (If(TargetIsAnother(), then=tuple(gains)),)
    return TriggeredAbility(trigger=Enters(), targets=(TargetCreature(),), effects=effects,
                            text=text or f"Backup {n}")


__all__ = ["TargetIsAnother", "backup"]
