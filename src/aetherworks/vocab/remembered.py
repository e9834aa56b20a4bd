"""Counting what an earlier effect of the same resolution did [608.2c].

* :class:`RememberedCount` — "for each nonland card discarded this way": how many of the
  objects remembered under ``key`` have any of ``types`` (if given) and none of
  ``not_types``, judged by the card's characteristics.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount
from aetherworks.vocab.refs import Remembered

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class RememberedCount(Amount):
    key: str = "it"
    types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()

    def value(self, game: Game, ctx: GameObject) -> int:
        n = 0
        for oid in Remembered(self.key).refs(game, ctx):
            c = game.objects[oid].proto.chars
            if self.types and not any(t in c.types for t in self.types):
                continue
            if not any(t in c.types for t in self.not_types):
                n += 1
        return n


__all__ = ["RememberedCount"]
