"""Renown [702.112]: "Whenever this creature deals combat damage to a player, if it isn't
renowned, put N +1/+1 counters on it and it becomes renowned." [702.112a]  Renowned is a
designation of the permanent, kept until it leaves the battlefield [702.112b-c] (a new
object is never renowned [400.7]).

* :class:`IsRenowned` — "if it is renowned" (the source) [702.112b].
* :class:`BecomeRenowned` — "it becomes renowned" [702.112a].
* :func:`renown` — the triggered ability.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Condition, Effect, TriggeredAbility
from aetherworks.vocab.conditions import Not
from aetherworks.vocab.effects import PutCounters
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.triggers import DealsCombatDamageToPlayer

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

RENOWNED = "renowned"  # the key the designation is remembered under on the permanent


@dataclass(frozen=True)
class IsRenowned(Condition):
    def holds(self, game: Game, ctx: GameObject) -> bool:
        obj = game.objects[source_id(ctx)]
        return obj.zone == "battlefield" and bool(obj.recall(RENOWNED))


@dataclass(frozen=True)
class BecomeRenowned(Effect):
    cr = "702.112a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        obj = game.objects[source_id(ctx)]
        if obj.zone == "battlefield":
            obj.remember(RENOWNED, True)
            game.emit("renowned", self.cr, obj.controller, obj.id)

    def text(self) -> str:
        return "it becomes renowned"


def renown(n: int, text: str = "") -> TriggeredAbility:
    """Renown N [702.112a]: an intervening if, checked as it triggers and resolves [603.4]."""
    return TriggeredAbility(trigger=DealsCombatDamageToPlayer(), condition=Not(IsRenowned()),
                            effects=(PutCounters("+1/+1", n), BecomeRenowned()),
                            text=text or f"Renown {n}")


__all__ = ["RENOWNED", "BecomeRenowned", "IsRenowned", "renown"]
