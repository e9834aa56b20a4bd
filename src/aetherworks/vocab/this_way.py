"""What an earlier part of the same effect did [608.2c]: "You gain 1 life for each creature
destroyed this way" (Fumigate), "If a creature is destroyed this way, ..." (Noxious
Gearhulk), "3 plus the number of artifacts you control" (Welding Sparks).

:class:`~aetherworks.vocab.effects.Destroy` remembers the permanents it actually destroyed
(not those that were indestructible or regenerated [702.12b, 701.19a]) under
``"destroyed"``; :class:`~.remembered.RememberedCount` counts them.

* :class:`DestroyedThisWay` — the condition "if a [creature] is destroyed this way".
* :class:`ReturnedToYourHand` — "for each card returned to your hand this way" (Paradoxical
  Outcome): :class:`~aetherworks.vocab.effects.ReturnToHand` remembers the new objects under
  ``"returned"``; only cards now in your hand count, so a permanent you controlled but
  didn't own (it went to its owner's hand) and a token (it ceased to exist) don't [608.2c,
  111.7; ruling on Paradoxical Outcome, 2021-03-19].
* :class:`Plus` — the sum of amounts ("N plus the number of ...") [107.3].
* :class:`SacrificedValue` — "the sacrificed creature's power" / "the mana value of the
  sacrificed permanent": the permanent a cost sacrificed (the costs remember it under
  ``"sacrificed"``), as it last existed on the battlefield [608.2h; ruling on Morbid
  Curiosity, 2016-09-20]; a copy of the spell uses the original's [707.10].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount, Condition
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import amount
from aetherworks.vocab.remembered import RememberedCount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class DestroyedThisWay(Condition):
    types: tuple[str, ...] = ("Creature",)

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return RememberedCount("destroyed", self.types).value(game, ctx) > 0


@dataclass(frozen=True)
class Plus(Amount):
    parts: tuple[N, ...] = ()

    def value(self, game: Game, ctx: GameObject) -> int:
        return sum(amount(game, ctx, p) for p in self.parts)


@dataclass(frozen=True)
class SacrificedValue(Amount):
    what: str = "power"  # "power", "toughness" or "mana_value"

    def value(self, game: Game, ctx: GameObject) -> int:
        chosen = ctx.recall("sacrificed") or ()
        if not chosen:
            return 0
        c = game.last_known_chars(chosen[0])
        if self.what == "mana_value":
            return c.mana_value
        return max(0, (c.power if self.what == "power" else c.toughness) or 0)


@dataclass(frozen=True)
class ReturnedToYourHand(Amount):
    """How many cards an earlier return of this effect put into your hand [608.2c]."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return sum(1 for oid in ctx.recall("returned") or ()
                   if oid in game.objects and game.objects[oid].zone == "hand"
                   and game.objects[oid].owner == ctx.controller)


__all__ = ["DestroyedThisWay", "Plus", "ReturnedToYourHand", "SacrificedValue"]
