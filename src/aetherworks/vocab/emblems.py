"""Emblems [114]: "[Player] gets an emblem with [ability]."

An emblem is put into the command zone, owned and controlled by that player [114.2].  It has
no characteristics other than its abilities: no types, no mana cost, no color [114.3], and it
is neither a card nor a permanent [114.5].  Its abilities function in the command zone
[113.6p, 114.4]: the engine indexes the triggered abilities of objects in ``game.command``
with those of permanents.

The emblem is described with a :class:`~aetherworks.engine.defs.TokenDef` (``types=()``) so
that its abilities get stable part keys and a saved game can rebuild it by name; the object
itself is of kind ``"emblem"``, never a token.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect, TokenDef
from aetherworks.vocab.refs import Ref, You

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def emblem(name: str, *abilities: Any) -> TokenDef:
    """An emblem's definition: abilities only [114.3] (``name`` is for logs and saves)."""
    return TokenDef(name, types=(), abilities=tuple(abilities))




@dataclass(frozen=True)
class GetEmblem(Effect):
    """"You get an emblem with [ability]" [114.2]."""

    token: TokenDef = field(default_factory=lambda: emblem("Emblem"))
    who: Ref = You()
    cr = "114.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            game.create_emblem(self.token, p)

    def text(self) -> str:
        return f"get an emblem ({self.token.name})"


__all__ = ["GetEmblem", "emblem"]
