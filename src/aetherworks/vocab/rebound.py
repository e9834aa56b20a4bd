"""Rebound [702.88].

"Rebound" means "If this spell was cast from your hand, instead of putting it into your
graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast
this card from exile without paying its mana cost." [702.88a]

* :func:`Rebound` — the keyword as a static ability of the spell: the engine asks a
  resolving spell's abilities for ``rebound`` (the delayed triggered ability) and, for a
  spell cast from its owner's hand that resolves, exiles it and creates that ability for its
  controller's next upkeep [603.7a].  A spell countered, or one whose targets are all
  illegal, doesn't resolve: it goes to the graveyard and doesn't rebound (Ephemerate
  rulings).  Casting it again is optional and free [702.88b, 118.9]; a card left in exile
  stays there.
* :class:`SourceCard` — "this card" where it is now (the exiled card the delayed ability
  belongs to).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from aetherworks.engine.defs import StaticAbility, TriggeredAbility
from aetherworks.engine.hooks import ReboundHook
from aetherworks.vocab.energy import MayCastRemembered
from aetherworks.vocab.refs import Ref, source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class SourceCard(Ref):
    """The source card of the ability, in whatever zone it is now."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        oid = source_id(ctx)
        return [oid] if oid in game.objects and game.objects[oid].zone else []


CAST_REBOUND = TriggeredAbility(
    effects=(MayCastRemembered(what=SourceCard(), alt="free"),),
    text="You may cast this card from exile without paying its mana cost.")


@dataclass(frozen=True)
class ReboundEffect(ReboundHook):
    """What a spell with rebound does instead of going to the graveyard as it resolves."""

    rebound: TriggeredAbility = field(default_factory=lambda: CAST_REBOUND)


def Rebound(text: str) -> StaticAbility:
    """"Rebound" [702.88a]."""
    return StaticAbility(ReboundEffect(), text=text)


__all__ = ["CAST_REBOUND", "Rebound", "ReboundEffect", "SourceCard"]
