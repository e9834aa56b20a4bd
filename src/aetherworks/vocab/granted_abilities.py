"""Abilities an effect gives an object [613.1f], and what a dead creature became.

* :class:`GainAbility` — "that creature gains '[ability]'" (layer 6), usually until end of
  turn.  A granted leaves-the-battlefield ability still triggers when the creature leaves:
  the engine looks at the creature as it last existed [603.10a, 608.2h].
* :class:`ItsNewObject` — "it" for an ability that triggered on a zone change: the new
  object the event's permanent became (the card in the graveyard) [400.7, 603.6].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Continuous, TriggeredAbility
from aetherworks.engine.objects import Memo
from aetherworks.vocab.refs import Ref

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars


@dataclass(frozen=True)
class GainAbility(Continuous):
    ability: TriggeredAbility = field(default_factory=TriggeredAbility)
    layer = "6"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return True

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        chars.abilities.append(self.ability)


@dataclass(frozen=True)
class ItsNewObject(Ref):
    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        new = ctx.recall(Memo.EVENT_OTHER)
        return [new] if new and new > 0 and new in game.objects else []


__all__ = ["GainAbility", "ItsNewObject"]
