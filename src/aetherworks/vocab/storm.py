"""Storm [702.40]: "When you cast this spell, copy it for each other spell that was cast
before it this turn. If the spell has any targets, you may choose new targets for any of the
copies" [702.40a].

* :class:`SpellsCastBefore` — the number of spells cast this turn before the source spell
  (read from this turn's "cast" events, which are also the copies' non-events: a copy isn't
  cast [707.10]).
* :func:`Storm` — the triggered ability: :class:`~aetherworks.vocab.replicate.CopySpell`
  that many times, each copy with new targets chosen [707.10c].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount, TriggeredAbility
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.replicate import CopySpell, ThisSpellCast
from aetherworks.vocab.turn_history import events_this_turn

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class SpellsCastBefore(Amount):
    """Spells cast this turn before the source spell [702.40a]."""

    def value(self, game: Game, ctx: GameObject) -> int:
        spell = source_id(ctx)
        found, n = False, 0
        for ev in events_this_turn(game):  # latest first
            if ev.kind != "cast":
                continue
            if found:
                n += 1
            elif ev.obj == spell:
                found = True
        return n


def Storm(text: str = "") -> TriggeredAbility:
    """"Storm" [702.40a]."""
    return TriggeredAbility(trigger=ThisSpellCast(), effects=(CopySpell(SpellsCastBefore()),),
                            text=text or "Storm")


__all__ = ["SpellsCastBefore", "Storm"]
