"""An anthem that grows with a count [613.4c]: "Creatures you control get +1/+1 for each
unity counter on this enchantment" (Call for Unity).

* :class:`AnthemFor` — an :class:`~aetherworks.vocab.statics.Anthem` whose +N/+M is
  multiplied by ``count``, read whenever characteristics are (layer 7c), like
  :class:`~aetherworks.vocab.counts.GetsFor` for a single permanent.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.vocab.refs import amount
from aetherworks.vocab.statics import Anthem

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars


@dataclass(frozen=True)
class AnthemFor(Anthem):
    count: Any = 0
    volatile = True

    @classmethod
    def of(cls, anthem: Anthem, power: int, toughness: int, count: Any) -> AnthemFor:
        fields = {f.name: getattr(anthem, f.name) for f in dataclasses.fields(anthem)}
        return cls(**{**fields, "power": power, "toughness": toughness, "count": count})

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        if source is None or (self.type_ and self.type_ not in chars.types) or (
                self.subtype and self.subtype not in chars.subtypes):
            return
        if chars.power is not None and chars.toughness is not None:
            n = amount(game, source, self.count)
            chars.power += self.power * n
            chars.toughness += self.toughness * n
        chars.keywords.update(self.keywords)


__all__ = ["AnthemFor"]
