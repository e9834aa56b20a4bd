"""What a target was: "Destroy target black creature or black planeswalker. If that permanent
was a Liliana planeswalker, her controller loses 3 life" (Liliana's Defeat), "If its mana
value was 2 or less, scry 2" (Perilous Voyage), "If it was a Jace planeswalker spell"
(Jace's Defeat).

The effect before it has moved the target away, so the condition reads the object as it last
existed in the zone it was in [608.2h]: a destroyed permanent as it last was on the battlefield,
a countered spell as it was on the stack.  A target that had become illegal makes the spell
do nothing at all [608.2b], so the question never comes up for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition
from aetherworks.vocab.refs import Target

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class TargetWas(Condition):
    """Target ``index``, as it last existed, had every one of ``types``, ``subtype`` and a
    mana value of at most ``max_mv`` [608.2h, 202.3]."""

    types: tuple[str, ...] = ()
    subtype: str = ""
    max_mv: int | None = None
    index: int = 0

    def holds(self, game: Game, ctx: GameObject) -> bool:
        for oid in Target(self.index).objects(game, ctx):
            c = game.last_known_chars(oid)
            if all(t in c.types for t in self.types) and (
                    not self.subtype or self.subtype in c.subtypes) and (
                    self.max_mv is None or c.mana_value <= self.max_mv):
                return True
        return False


__all__ = ["TargetWas"]
