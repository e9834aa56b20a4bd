"""Storm [702.40].

"Storm" means "When you cast this spell, copy it for each other spell that was cast before
it this turn. If the spell has any targets, you may choose new targets for any of the
copies." [702.40a]  Every spell cast this turn counts, by any player, from any zone, even if
it was countered; copies aren't cast and don't count (Flusterstorm rulings).  The copies
come from a triggered ability, which can itself be countered.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount, TriggeredAbility
from aetherworks.engine.objects import Memo
from aetherworks.vocab.replicate import CopySpell, ThisSpellCast

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class SpellsCastBefore(Amount):
    """The number of other spells cast this turn before this one [702.40a]."""

    def value(self, game: Game, ctx: GameObject) -> int:
        # Counted as the spell became cast (the cast event's amount) [601.2i].
        return int(ctx.recall(Memo.EVENT_AMOUNT, 0))


def Storm(text: str) -> TriggeredAbility:
    """The storm trigger [702.40a]."""
    return TriggeredAbility(trigger=ThisSpellCast(), effects=(CopySpell(SpellsCastBefore()),),
                            text=text)


__all__ = ["SpellsCastBefore", "Storm"]
