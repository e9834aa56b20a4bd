"""Echo [702.30]: "Echo [cost]" means "At the beginning of your upkeep, if this permanent
came under your control since the beginning of your last upkeep, sacrifice it unless you pay
[cost]" [702.30a].

* :func:`Echo` — that triggered ability.  The permanent remembers which controller has had
  the echo upkeep (``echo_done``); a permanent under a new controller owes it again, and a
  new object (one that left and came back) has no memory [400.7].
* :class:`EchoDue` — the intervening "if" [603.4]: the echo upkeep hasn't happened for the
  permanent's current controller.
* :class:`EchoPaidOrNot` — the first effect: the echo upkeep is recorded for the current
  controller; then ``MayPayMana(cost, otherwise=(SacrificeIt(),))``, "sacrifice it unless
  you pay [cost]" [118.12].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Condition, Effect, TriggeredAbility
from aetherworks.vocab.choices import MayPayMana
from aetherworks.vocab.energy import SacrificeIt
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.triggers import BeginningOfStep

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class EchoDue(Condition):
    """"If this permanent came under your control since the beginning of your last
    upkeep" [702.30a]."""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        obj = game.objects.get(source_id(ctx))
        return obj is not None and obj.zone == "battlefield" and \
            obj.recall("echo_done") != obj.controller


@dataclass(frozen=True)
class EchoPaidOrNot(Effect):
    """Records that this controller has had the permanent's echo upkeep [702.30a]."""

    cr = "702.30a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        obj = game.objects.get(source_id(ctx))
        if obj is not None and obj.zone == "battlefield":
            obj.remember("echo_done", obj.controller)


def Echo(cost: str, text: str = "") -> TriggeredAbility:
    """"Echo {2}{R}" [702.30a]."""
    return TriggeredAbility(
        trigger=BeginningOfStep(), condition=EchoDue(), text=text or f"Echo {cost}",
        effects=(EchoPaidOrNot(), MayPayMana(cost, otherwise=(SacrificeIt(),))))


__all__ = ["Echo", "EchoDue", "EchoPaidOrNot"]
