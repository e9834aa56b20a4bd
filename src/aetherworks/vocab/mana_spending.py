"""Spending mana "as though it were mana of any color" [609.4b].

* :class:`SpendAsAnyColor` — "You may spend mana as though it were mana of any color to cast
  planeswalker spells" (Oath of Nissa): a static ability, a
  :class:`~aetherworks.engine.hooks.SpendAsThough` the engine asks as it works out how a
  spell's cost may be paid (``castability.reduced_cost``): every coloured symbol may then
  be paid with mana of any colour, never with colorless mana.  It affects only how the cost
  is paid: the cost and the mana actually spent are unchanged [609.4b].
* "Mana of any type can be spent to cast that spell" (Hostage Taker) is the permission of
  :class:`aetherworks.vocab.impulse.MayCastExiled` with ``any_type``: any mana pays any
  symbol.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import SpendAsThough

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class SpendAsAnyColor(SpendAsThough):
    """The controller may spend mana as though it were of any colour to cast spells with any
    of ``types``."""

    types: tuple[str, ...] = ("Planeswalker",)

    def spend_as(self, game: Game, source: GameObject, player: int, card: GameObject) -> bool:
        if player != source.controller:
            return False
        types = game.face_chars(card).types if card.zone == "stack" else \
            card.proto.chars.types
        return any(t in types for t in self.types)


__all__ = ["SpendAsAnyColor"]
