"""Rampage [702.23]: "Whenever this creature becomes blocked, it gets +N/+N until end of
turn for each creature blocking it beyond the first." [702.23a]  The number of blockers
is counted as the ability resolves [702.23b].

* :class:`BlockersBeyondFirst` — the creatures blocking the source, less one (at least 0).
* :func:`rampage` — the triggered ability.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.combat import blockers_of
from aetherworks.engine.defs import Amount, TriggeredAbility
from aetherworks.vocab.combat_triggers import BecomesBlocked
from aetherworks.vocab.effects import Pump
from aetherworks.vocab.refs import This, Times, source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class BlockersBeyondFirst(Amount):
    def value(self, game: Game, ctx: GameObject) -> int:
        return max(0, len(blockers_of(game, source_id(ctx))) - 1)


def rampage(n: int, text: str = "") -> TriggeredAbility:
    """Rampage N [702.23a]."""
    each = Times(n, BlockersBeyondFirst()) if n != 1 else BlockersBeyondFirst()
    return TriggeredAbility(trigger=BecomesBlocked(),
                            effects=(Pump(each, each, on=This()),),
                            text=text or f"Rampage {n}")


__all__ = ["BlockersBeyondFirst", "rampage"]
