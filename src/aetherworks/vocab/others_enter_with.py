"""Other permanents entering with more counters [614.1c]: "Each other creature you control of
the chosen type enters with an additional +1/+1 counter on it" (Metallic Mimic).

* :class:`OthersEnterWithCounters` — a static ability's replacement effect on how other
  permanents enter (:class:`~aetherworks.engine.hooks.EntersWithMore`): the entering
  permanent is judged with the characteristics it will have on the battlefield [614.12] (a
  creature entering as a copy of a creature of another type doesn't get the counter); the
  counters are put on it as it enters [122.6], so "as counters are put" replacements apply;
  a permanent entering at the same time as the source doesn't get them (Metallic Mimic's
  rulings, 2017-02-09).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import EntersWithMore
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class OthersEnterWithCounters(EntersWithMore):
    """Each other permanent ``filter`` matches ("you" being the source's controller) enters
    with ``n`` more ``kind`` counters [614.1c]."""

    filter: Filter = Filter(types=("Creature",), controller="you", other=True)
    kind: str = "+1/+1"
    n: int = 1
    cr = "614.1c"

    def counters_for(self, game: Game, perm: GameObject, obj: GameObject
                     ) -> tuple[tuple[str, int], ...]:
        return ((self.kind, self.n),) if self.filter.matches(game, perm, obj.id) else ()


__all__ = ["OthersEnterWithCounters"]
