"""Triggers on a permanent becoming the target of a spell [115.1, 603.2].

* :class:`BecomesTargetOfSpell` — "whenever this creature becomes the target of a spell"
  (``or_attacks``: "attacks or becomes the target of a spell", Goldspan Dragon): once per
  spell however many times that spell targets it; the ability resolves before the spell
  (Goldspan Dragon's rulings) [115.1, 603.2].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class BecomesTargetOfSpell(Trigger):
    """"Whenever this [permanent] [attacks or] becomes the target of a spell" [115.1]; the
    engine's "becomes_target" event names each target once per spell or ability."""

    or_attacks: bool = False
    events = ("becomes_target", "attack")

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.kind == "attack":
            return self.or_attacks and event.obj == source.id
        return event.other == source.id and game.objects[event.obj].kind != "ability"


__all__ = ["BecomesTargetOfSpell"]
