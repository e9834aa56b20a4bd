"""Heroic: "whenever you cast a spell that targets this creature" [207.2c (an ability word),
601.2i, 115.1].

The ability triggers as the spell becomes cast, once however many of the spell's targets
are this permanent: the targets were chosen as the spell was cast [601.2c], so the spell's
chosen targets are read when the "cast" event happens [601.2i].  A spell that targets it
through a copy, or an ability, doesn't trigger it: only casting a spell does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class YouCastTargetingThis(Trigger):
    """"Whenever you cast a spell that targets this creature" (heroic) [601.2i, 115.1]; the
    spell is the event object ("that spell")."""

    events = ("cast",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.player != source.controller or event.obj not in game.objects:
            return False
        spell = game.objects[event.obj]
        return any(source.id in group for group in spell.targets)


__all__ = ["YouCastTargetingThis"]
