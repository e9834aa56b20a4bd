"""Limits on untapping during the untap step [502.3].

* :class:`UntapAtMost` — "your opponents can't untap more than two permanents during their
  untap steps" (``who="opponents"``; "players": everyone): in such a player's untap step,
  at most ``n`` of the permanents ``filter`` describes untap, the ones that player chooses
  (Dovin Baan ruling 2016-09-20) [502.3]; see :mod:`aetherworks.engine.untap`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import UntapLimit
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class UntapAtMost(UntapLimit):
    """At most ``n`` permanents matching ``filter`` untap in the untap step of ``who``."""

    n: int = 2
    who: str = "opponents"
    filter: Filter = field(default_factory=Filter)

    def limits(self, game: Game, perm: GameObject, player: int) -> bool:
        return self.who != "opponents" or player != perm.controller

    def restricts(self, game: Game, perm: GameObject, oid: int) -> bool:
        return self.filter.matches(game, perm, oid)


__all__ = ["UntapAtMost"]
