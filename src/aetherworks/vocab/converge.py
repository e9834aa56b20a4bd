"""Converge: "X is the number of colors of mana spent to cast this spell" (an ability word
[207.2c]).

The engine tallies the mana a player spends by type and remembers, on each spell as it
becomes cast, the colours spent on its total cost — additional and alternative costs
included [601.2h, 106.4]; colorless is not a colour [105.1].  A spell cast without spending
mana, or a copy, spent none [707.10, rulings on Radiant Flames 2015-08-25].

* :class:`ColorsSpent` — that number, for the spell itself (or the spell a triggered
  ability's source was).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ColorsSpent(Amount):
    """The number of colours of mana spent to cast the spell (0 to 5)."""

    def value(self, game: Game, ctx: GameObject) -> int:
        spell = game.objects.get(source_id(ctx))
        return len(spell.recall("colors_spent") or "") if spell is not None else 0


__all__ = ["ColorsSpent"]
