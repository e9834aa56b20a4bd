"""Auras that make a Vehicle a creature (Aether Revolt's Modifications) [303.4, 613.1d]:
"Enchant creature or Vehicle. As long as enchanted permanent is a Vehicle, it's a creature in
addition to its other types." (Aerial Modification, Siege Modification).

* :class:`AttachedTypesIf` — the permanent the source is attached to gets ``types`` (layer
  4) while it has ``subtype`` (always, without one); the subtype is read in ``apply``, as
  layer 4 is applied, so nothing is computed twice [613.1d, 613.8].
* :class:`AttachedBasePT` — "enchanted artifact is a creature with base power and
  toughness 5/5" (with :class:`AttachedTypesIf`): its base P/T (layer 7b) [613.4b]
  (Tezzeret's Touch).
* :class:`AttachedPutIntoGraveyard` — "When enchanted artifact is put into a graveyard": the
  Aura is still attached as the permanent leaves (state-based actions move it later
  [704.5m]), and it looks back in time if both leave at once [603.10a]; "that card" is the
  card in the graveyard (the event's other object) [400.7].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Continuous, Event, Trigger
from aetherworks.vocab.statics import SetBasePT
from aetherworks.vocab.triggers import went_to_graveyard

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
        if not self.subtype or self.subtype in chars.subtypes:
            chars.types.update(self.types)

    def text(self) -> str:
        return f"as long as it's a {self.subtype}, it's also a {'/'.join(self.types)}"


@dataclass(frozen=True)
class AttachedBasePT(SetBasePT):
    """"Enchanted creature has base power and toughness N/N" (layer 7b) [613.4b]: a
    :class:`~aetherworks.vocab.statics.SetBasePT` for the permanent the source is attached to."""

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and source.attached_to == obj.id


@dataclass(frozen=True)
class AttachedPutIntoGraveyard(Trigger):
    events = ("dies", "leaves")
    zones = ("graveyard",)  # also as it leaves with what it enchants [603.10a]

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if not source.attached_to or event.obj != source.attached_to:
            return False
        return went_to_graveyard(game, event)


__all__ = ["AttachedBasePT", "AttachedPutIntoGraveyard", "AttachedTypesIf"]
