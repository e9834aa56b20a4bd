"""A permanent's own arrival or departure, either one [603.6a, 603.6c, 603.10a]:
"When this creature enters or dies" (Maulfist Revolutionary), "When this artifact enters or
is put into a graveyard from the battlefield" (Servo Schematic).

* :class:`AnotherLeaves` — "whenever another creature you control leaves the battlefield"
  [603.6c]: any zone; the leaving permanent is seen as it last existed, and the source
  triggers also when it leaves at the same time [603.10a].
* :class:`EntersOrDies` — triggers as the source enters, and as it dies (``to_graveyard``:
  as it is put into a graveyard from the battlefield, whatever its types); the departure
  looks back in time, so the ability triggers from the graveyard [603.10a].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger
from aetherworks.vocab.triggers import went_to_graveyard

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class EntersOrDies(Trigger):
    to_graveyard: bool = False
    events = ("enter", "dies", "leaves")
    zones = ("graveyard",)  # looks back in time as it leaves [603.10a]

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.obj != source.id:
            return False
        if event.kind != "leaves":
            return True  # entered [603.6a], or died [700.4]
        if not self.to_graveyard:
            return False
        return went_to_graveyard(game, event)

    def text(self) -> str:
        return "enters or is put into a graveyard" if self.to_graveyard else "enters or dies"


@dataclass(frozen=True)
class AnotherLeaves(Trigger):
    types: tuple[str, ...] = ("Creature",)
    yours: bool = True
    events = ("dies", "leaves")
    zones = ("graveyard", "exile", "hand", "library", "")  # looks back in time [603.10a]

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.obj == source.id:
            return False  # "another"
        ghost = game.objects[event.obj]
        if self.yours and ghost.controller != source.controller:
            return False
        c = game.last_known_chars(event.obj)
        return not self.types or any(t in c.types for t in self.types)

    def text(self) -> str:
        return "another " + ("/".join(self.types).lower() or "permanent") + " leaves"


__all__ = ["AnotherLeaves", "EntersOrDies"]
