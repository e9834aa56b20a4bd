"""Self triggers on entering, attacking and blocking [603.6a, 508.3a, 509.3a].

* :class:`EntersOrAttacks` — "whenever this creature enters or attacks": one ability with two
  trigger events; it triggers on each, you don't choose one [603.2, rulings on Glint-Sleeve
  Siphoner and Aetherwind Basker].
* :class:`Blocks` — "whenever this creature blocks": once per declaration, however many
  creatures it blocks [509.3a, ruling on Shielded Aether Thief].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.combat import first_block
from aetherworks.engine.defs import Event, Trigger

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class EntersOrAttacks(Trigger):
    """"Whenever this creature enters or attacks" [603.6a, 508.3a]."""

    events = ("enter", "attack")

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id


@dataclass(frozen=True)
class Blocks(Trigger):
    """"Whenever this creature blocks": triggers once per blocker declaration even if it
    blocks several attackers [509.3a]."""

    events = ("block",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        # Only the first "block" event of this creature in this declaration triggers it.
        return event.obj == source.id and first_block(game, event)


__all__ = ["Blocks", "EntersOrAttacks"]
