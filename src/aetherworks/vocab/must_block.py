"""Blocking requirements: "target creature blocks this turn if able" [509.1c].

:class:`BlocksIfAble` is the content of a continuous effect on the creature; the engine's
blocker declaration (``combat.must_block``) reads its ``requirement`` and does not let the
defending player finish declaring blockers while such a creature could still block.  Its
controller chooses which attacker it blocks [ruling on Peema Aether-Seer]; if it is tapped or
can't block any attacker, the requirement simply isn't met.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Continuous

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars


@dataclass(frozen=True)
class BlocksIfAble(Continuous):
    """"Blocks this turn if able": a requirement [509.1c], not a characteristic."""

    requirement: str = "block"
    layer = "6"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return True

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        return None  # changes no characteristic

    def text(self) -> str:
        return "blocks this turn if able"


__all__ = ["BlocksIfAble"]
