"""Permanent filters beyond :class:`aetherworks.vocab.targets.Filter`'s fields.

* :class:`AnyOf` — "target enchantment, tapped artifact, or tapped creature" (Nahiri, the
  Harbinger): a permanent matching any one of several filters [115.1].
* :class:`WithSupertype` — "two or more basic lands" (Cinder Glade, Smoldering Marsh): a
  filter that also needs a supertype [205.4].  A land with basic land types is not basic
  unless "Basic" is on its type line, so these lands don't count one another [rulings
  2015-08-25].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class AnyOf(Filter):
    """Matches a permanent that any of ``options`` matches (its own fields are unused)."""

    options: tuple[Filter, ...] = ()

    def matches(self, game: Game, ctx: GameObject, oid: int) -> bool:
        return any(f.matches(game, ctx, oid) for f in self.options)

    def describe(self) -> str:
        return ", ".join(f.describe() for f in self.options[:-1]) + \
            (" or " if len(self.options) > 1 else "") + self.options[-1].describe()


@dataclass(frozen=True)
class WithSupertype(Filter):
    """A :class:`Filter` that also needs ``supertype`` ("basic land")."""

    supertype: str = "Basic"

    def matches(self, game: Game, ctx: GameObject, oid: int) -> bool:
        return super().matches(game, ctx, oid) and \
            self.supertype in game.chars(oid).supertypes

    def describe(self) -> str:
        return f"{self.supertype.lower()} " + super().describe()


__all__ = ["AnyOf", "WithSupertype"]
