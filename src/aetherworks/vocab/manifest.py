"""Manifest [701.40]: "its controller manifests the top card of their library" (Reality Shift).

* :class:`ManifestTop` — the top card of each referenced player's library is put onto the
  battlefield face down under that player's control, a 2/2 creature with no text, name,
  subtypes or mana cost; if it is a creature card, its controller may turn it face up any
  time they have priority by paying its mana cost (the engine's special action,
  :mod:`aetherworks.engine.face_down`) [701.40a-b, 708.2a].  An empty library manifests
  nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.refs import ControllerOfTarget, Ref

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ManifestTop(Effect):
    """"[Player] manifests the top card of their library" [701.40a]."""

    who: Ref = ControllerOfTarget()
    cr = "701.40a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            lib = game.players[p].library
            if lib:
                new = game.move(lib[-1], "battlefield", controller=p, face_down=True,
                                cr="701.40a")
                game.emit("manifest", "701.40a", p, new)


__all__ = ["ManifestTop"]
