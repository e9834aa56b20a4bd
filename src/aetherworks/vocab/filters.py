"""Permanent filters beyond :class:`aetherworks.vocab.targets.Filter`'s fields.

* :class:`AnyOf` — "target enchantment, tapped artifact, or tapped creature" (Nahiri, the
  Harbinger): a permanent matching any one of several filters [115.1].

"Two or more basic lands" (Cinder Glade) is ``Filter(types=("Land",), supertype="Basic")``:
a land with basic land types is not basic unless "Basic" is on its type line, so these
lands don't count one another [205.4, rulings 2015-08-25].
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

    def matches(self, game: Game, ctx: GameObject, oid: int, printed: bool = False) -> bool:
        return any(f.matches(game, ctx, oid, printed) for f in self.options)

    def describe(self) -> str:
        return ", ".join(f.describe() for f in self.options[:-1]) + \
            (" or " if len(self.options) > 1 else "") + self.options[-1].describe()


__all__ = ["AnyOf"]
