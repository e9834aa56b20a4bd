"""Conditions on the step or phase of the turn, for "activate only during ..." [602.5b,
500.1].

* :class:`DuringStep` — the game is in one of ``steps`` (and, with ``yours``, on its
  controller's turn): "activate only during your upkeep" [503], "activate only during
  combat" (the combat phase's steps [506.1]).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition
from aetherworks.engine.turn import STEPS

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

# The steps of the combat phase [506.1], in the turn's order.
COMBAT_STEPS = STEPS[STEPS.index("begin_combat"):STEPS.index("end_combat") + 1]


@dataclass(frozen=True)
class DuringStep(Condition):
    """"During your upkeep" (``steps=("upkeep",)``, ``yours``), "during combat" [500.1]."""

    steps: tuple[str, ...] = ("upkeep",)
    yours: bool = True

    def holds(self, game: Game, ctx: GameObject) -> bool:
        if self.yours and game.active != ctx.controller:
            return False
        return game.step in self.steps


__all__ = ["COMBAT_STEPS", "DuringStep"]
