"""The amount of mana spent to cast a spell [601.2h, 106.4].

As a spell's costs are paid the engine tallies the mana spent on it and remembers it on the
spell as ``mana_spent`` (:func:`aetherworks.engine.casting` records it when the spell
becomes cast [601.2i]); a spell cast without paying its mana cost, or for {E} instead, spent
none [118.9].

* :class:`ManaSpent` — "the amount of mana spent to cast that spell" (Aetherflux Conduit).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount
from aetherworks.engine.objects import Memo
from aetherworks.vocab.refs import EventObject, Ref

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ManaSpent(Amount):
    """The amount of mana spent to cast the spell ``of`` refers to (default: the triggering
    event's spell), as it last existed if it has left the stack [601.2h, 608.2h]."""

    of: Ref = field(default_factory=EventObject)

    def value(self, game: Game, ctx: GameObject) -> int:
        refs = self.of.objects(game, ctx)
        return game.objects[refs[0]].recall(Memo.MANA_SPENT, 0) if refs else 0


__all__ = ["ManaSpent"]
