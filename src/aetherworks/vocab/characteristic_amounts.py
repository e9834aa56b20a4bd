"""Amounts read from permanents' characteristics.

* :class:`GreatestManaValue` — "the greatest mana value among artifacts you control"; X in a
  mana cost counts as 0 on the battlefield (One with the Machine's ruling) [202.3].
* :class:`PowerAsLastExisted` — "its power" of a target that has since left the battlefield
  (exiled by the same spell): as it last existed there, and 0 or less gives nothing to gain
  (Swords to Plowshares' rulings) [608.2h, 107.1b].
* :class:`TotalManaValue` — "the total mana value of those cards" (cards an earlier effect
  remembered); X in a mana cost counts 0 (Combustible Gearhulk's ruling) [202.3].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount
from aetherworks.vocab.refs import Ref, Remembered, Target
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class GreatestManaValue(Amount):
    """The greatest mana value among permanents matching ``filter`` (0 if none) [202.3]."""

    filter: Filter = Filter(types=("Artifact",), controller="you")

    def value(self, game: Game, ctx: GameObject) -> int:
        return max((game.chars(o).mana_value for o in game.battlefield
                    if self.filter.matches(game, ctx, o)), default=0)


@dataclass(frozen=True)
class TotalManaValueOf(Amount):
    """The total mana value of the permanents matching ``filter`` ("the total mana value of
    noncreature artifacts you control"); {X} in a permanent's mana cost counts as 0
    [202.3, 202.3b]."""

    filter: Filter = Filter(types=("Artifact",), controller="you")

    def value(self, game: Game, ctx: GameObject) -> int:
        return sum(game.chars(o).mana_value for o in game.battlefield
                   if self.filter.matches(game, ctx, o))


@dataclass(frozen=True)
class PowerAsLastExisted(Amount):
    """The power of the referenced object now, or as it last existed on the battlefield if it
    has left [608.2h]."""

    of: Ref = Target()

    def value(self, game: Game, ctx: GameObject) -> int:
        for oid in self.of.objects(game, ctx):
            return game.last_known_chars(oid).power or 0
        return 0


@dataclass(frozen=True)
class TotalManaValue(Amount):
    """The total mana value of the cards remembered under ``key`` [202.3]."""

    key: str = "milled"

    def value(self, game: Game, ctx: GameObject) -> int:
        return sum(game.objects[o].proto.chars.mana_value
                   for o in Remembered(self.key).refs(game, ctx) if o in game.objects)


__all__ = ["GreatestManaValue", "PowerAsLastExisted", "TotalManaValue", "TotalManaValueOf"]
