""""[Objects] enter tapped": replacement effects from other permanents on how permanents
enter the battlefield [614.1d, 614.12].

* :class:`OpponentsEnterTapped` — "Creatures your opponents control enter tapped"
  (Authority of the Consuls); "Creatures and nonbasic lands your opponents control enter
  tapped" (Thalia, Heretic Cathar): an :class:`~aetherworks.engine.hooks.EntersTapped`
  hook, asked as a permanent enters, looking at the characteristics it will have on the
  battlefield [614.12]; a permanent entering at the same time as the source isn't
  affected (the source isn't on the battlefield yet), and one that would enter untapped
  "unless" a condition holds still enters tapped [rulings on Thalia, 2016-07-13].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import EntersTapped

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class OpponentsEnterTapped(EntersTapped):
    """Permanents of any of ``types`` (and, with ``nonbasic_lands``, nonbasic lands) that the
    source's controller's opponents control enter tapped."""

    types: tuple[str, ...] = ("Creature",)
    nonbasic_lands: bool = False

    def enters_tapped(self, game: Game, source: GameObject, obj: GameObject) -> bool:
        if obj.controller == source.controller:
            return False
        c = game.chars(obj.id)
        if any(t in c.types for t in self.types):
            return True
        return self.nonbasic_lands and "Land" in c.types and "Basic" not in c.supertypes

    def text(self) -> str:
        kinds = " and ".join([*(t.lower() + "s" for t in self.types),
                              *(["nonbasic lands"] if self.nonbasic_lands else [])])
        return f"{kinds} your opponents control enter tapped"


__all__ = ["OpponentsEnterTapped"]
