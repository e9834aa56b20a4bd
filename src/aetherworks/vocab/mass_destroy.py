"""Mass destruction with a computed bound [701.8]: "Destroy each artifact, creature, and
enchantment with mana value less than or equal to [an amount]" (Wrath of the Skies).  All
are destroyed at once; the set is decided as the effect happens [608.2c]."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import amount
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class DestroyEach(Effect):
    """Destroy each permanent matching ``filter`` whose mana value is at most ``max_mv``
    (when given) [701.8, 202.3]; indestructible ones survive [702.12b]."""

    filter: Filter = Filter()
    max_mv: N | None = None
    cr = "701.8"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        bound = None if self.max_mv is None else amount(game, ctx, self.max_mv)
        doomed = [oid for oid in game.battlefield if self.filter.matches(game, ctx, oid) and
                  (bound is None or game.chars(oid).mana_value <= bound)]
        with game.simultaneously():  # destroyed at the same time [603.10a]
            for oid in doomed:
                game.destroy(oid)


__all__ = ["DestroyEach"]
