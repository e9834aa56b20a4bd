"""Surge [702.117].

"Surge [cost]" means "You may cast this spell by paying [cost] rather than its mana cost if
you or one of your teammates has cast another spell this turn" [702.117a]; paying it is
following the rules for alternative costs [702.117b, 601.2b, 601.2f-h].

* :func:`Surge` — the keyword as the card's own alternative cost
  (:class:`~aetherworks.engine.defs.AltCost`, labelled ``"surge"``) that functions in the
  hand while :class:`CastAnotherSpellThisTurn` holds.  The engine's formats have no teams
  (two players, or free-for-all tables [800.4]), so "you or a teammate" is you.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import AltCost, Condition
from aetherworks.engine.mana import ManaCost

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class CastAnotherSpellThisTurn(Condition):
    """"If you've cast another spell this turn": asked before this spell is cast, so any
    spell its controller cast this turn is another one (copies aren't cast [707.10])
    [601.2i]."""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return game.players[ctx.controller].turn_stats.get("spells_cast", 0) > 0


def Surge(mana: str, text: str = "") -> AltCost:
    """"Surge {3}{R}{R}" [702.117a]."""
    return AltCost(label="surge", mana=ManaCost.parse(mana),
                   condition=CastAnotherSpellThisTurn(), text=text or f"Surge {mana}")


__all__ = ["CastAnotherSpellThisTurn", "Surge"]
