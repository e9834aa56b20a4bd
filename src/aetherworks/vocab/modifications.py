"""Auras that make a Vehicle a creature (Aether Revolt's Modifications) [303.4, 613.1d]:
"Enchant creature or Vehicle. As long as enchanted permanent is a Vehicle, it's a creature in
addition to its other types." (Aerial Modification, Siege Modification).

* :class:`AttachedTypesIf` — the permanent the source is attached to gets ``types`` (layer
  4) while it has ``subtype``; the subtype is read in ``apply``, as layer 4 is applied, so
  nothing is computed twice [613.1d, 613.8].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Continuous

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars


@dataclass(frozen=True)
class AttachedTypesIf(Continuous):
    types: tuple[str, ...] = ("Creature",)
    subtype: str = "Vehicle"
    layer = "4"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and source.attached_to == obj.id

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        if self.subtype in chars.subtypes:
            chars.types.update(self.types)

    def text(self) -> str:
        return f"as long as it's a {self.subtype}, it's also a {'/'.join(self.types)}"


__all__ = ["AttachedTypesIf"]
