"""Triggers on a creature blocking or being blocked by another creature [509.3b, 509.3d].

* :class:`BlocksOrBlockedBy` — "whenever this creature blocks a [kind of] creature"
  (``blocks``), "becomes blocked by a [kind of] creature" (``blocked``), or "blocks or
  becomes blocked by a [kind of] creature" (both): once for each attacker it blocks and
  each creature that blocks it [509.3b, 509.3d].  The other creature must fit ``filter`` as
  it becomes a blocking creature, or as blockers are declared [509.3f].
* :class:`BlockPartner` — "that creature": the other creature of the triggering block.
* :class:`CreatureBecomesBlocked` — "whenever a creature you control becomes blocked"
  [509.3c].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger
from aetherworks.engine.objects import Memo
from aetherworks.vocab.refs import Ref, source_id
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class BlocksOrBlockedBy(Trigger):
    """"Whenever this creature blocks [or becomes blocked by] a creature" [509.3b, 509.3d]."""

    blocks: bool = True
    blocked: bool = True
    filter: Filter = Filter(types=("Creature",))
    events = ("block",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        # The "block" event: ``obj`` blocks ``other`` [509.1].
        if self.blocks and event.obj == source.id:
            partner = event.other
        elif self.blocked and event.other == source.id:
            partner = event.obj
        else:
            return False
        return partner in game.objects and self.filter.matches(game, source, partner)


@dataclass(frozen=True)
class CreatureBecomesBlocked(Trigger):
    """"Whenever a [kind of] creature [you control] becomes blocked" [509.3c]: once for each
    such attacking creature, as blockers are declared; it is the event object."""

    filter: Filter = Filter(types=("Creature",), controller="you")
    events = ("blocked",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj in game.objects and self.filter.matches(game, source, event.obj)


@dataclass(frozen=True)
class BlockPartner(Ref):
    """The other creature of the block that triggered the ability ("that creature")."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        me = source_id(ctx)
        for key in (Memo.EVENT_OBJ, Memo.EVENT_OTHER):
            v = ctx.recall(key)
            if v and int(v) > 0 and int(v) != me:
                return [int(v)]
        return []


__all__ = ["BlockPartner", "BlocksOrBlockedBy", "CreatureBecomesBlocked"]
