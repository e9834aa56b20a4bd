"""The controller or owner of an object named by the text without targeting it [108.3,
108.4, 608.2h].

* :class:`ControllerOf` — "that creature's controller" / "its owner" of the event's
  creature, the other creature of a block, a card returned...: read from the object, as it
  last existed if it has left its zone (its old object keeps its controller) [608.2h].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import player_ref
from aetherworks.vocab.refs import Ref

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ControllerOf(Ref):
    """The controller (``owner``: the owner) of each object ``what`` refers to."""

    what: Ref
    owner: bool = False

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        out = []
        for r in self.what.refs(game, ctx):
            if r > 0 and r in game.objects:
                obj = game.objects[r]
                out.append(player_ref(obj.owner if self.owner else obj.controller))
        return out


__all__ = ["ControllerOf"]
