""""Equipped creature gets +1/+1 for each artifact you control" (Adaptive Omnitool): a P/T
change of the permanent the source is attached to, by a count (layer 7c) [301.5a, 613.4c].

* :class:`AttachedGetsFor` — the count is of permanents you (the source's controller)
  control whose copiable values have one of ``types`` [707.2]; the equipped creature counts
  if it is one.  Reading copiable values keeps the count from depending on the very
  characteristics it changes; the count is recomputed whenever the battlefield changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Continuous
from aetherworks.vocab.energy import copiable_proto

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars


@dataclass(frozen=True)
class AttachedGetsFor(Continuous):
    """"Equipped creature gets +N/+N for each [type] you control" (layer 7c) [613.4c]."""

    power: int = 1
    toughness: int = 1
    types: tuple[str, ...] = ("Artifact",)
    layer = "7c"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and source.attached_to == obj.id

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        if source is None or chars.power is None or chars.toughness is None:
            return
        n = sum(1 for p in game.permanents(source.controller)
                if any(t in copiable_proto(game, p.id).chars.types for t in self.types))
        chars.power += self.power * n
        chars.toughness += self.toughness * n


__all__ = ["AttachedGetsFor"]
