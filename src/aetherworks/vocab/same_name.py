"""Permanents sharing a name [201.2], and the enchanted permanent as a copy source
(Mechanized Production: "At the beginning of your upkeep, create a token that's a copy of
enchanted artifact. Then if you control eight or more artifacts with the same name as one
another, you win the game.").

* :class:`SameNameAtLeast` — among the permanents you control that fit ``filter``, ``n`` or
  more have one name (any name, not necessarily the enchanted artifact's; all ``n`` must fit
  the filter: a nonartifact permanent with that name doesn't count — Mechanized
  Production's rulings).  A permanent with no name (a face-down one [708.2a]) shares a name
  with nothing [201.2].
* :class:`EnchantedAsLastKnown` — "enchanted artifact" for an Aura's ability: the permanent
  the Aura is attached to; if the Aura and that permanent both left the battlefield (at the
  same time), the permanent as it last existed [608.2h]; if the permanent left first, the
  Aura was put into the graveyard by the state-based action for an Aura attached to nothing
  [704.5m] and there is none (Mechanized Production's rulings).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition
from aetherworks.vocab.refs import Ref, source_id
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class SameNameAtLeast(Condition):
    filter: Filter = Filter()
    n: int = 2

    def holds(self, game: Game, ctx: GameObject) -> bool:
        names = Counter(game.chars(obj.id).name for obj in game.permanents(ctx.controller)
                        if self.filter.matches(game, ctx, obj.id))
        names.pop("", None)
        return any(k >= self.n for k in names.values())

    def text(self) -> str:
        return f"if you control {self.n} or more {self.filter.describe()} with the same name"


@dataclass(frozen=True)
class EnchantedAsLastKnown(Ref):
    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        src = game.objects.get(source_id(ctx))
        if src is None or not src.attached_to:
            return []
        host = game.objects.get(src.attached_to)
        if host is None:
            return []
        if host.zone == "battlefield":
            return [host.id] if src.zone == "battlefield" or src.left_battlefield else []
        if not (src.left_battlefield and host.left_battlefield):
            return []  # not both permanents that left the battlefield
        unattached = any(ev.kind == "sba" and ev.cr == "704.5m" and ev.obj == src.id
                         for ev in reversed(game.log))
        return [] if unattached else [host.id]


__all__ = ["EnchantedAsLastKnown", "SameNameAtLeast"]
