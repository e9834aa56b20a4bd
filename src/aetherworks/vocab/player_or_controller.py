"""A target player, or the controller of a target permanent [109.4, 115.4]: "target player or
planeswalker and each creature that player or that planeswalker's controller controls"
(Chandra, Pyrogenius).

* :class:`PlayerOrController` — the players ``of`` refers to, and the controllers of the
  permanents it refers to (as they last existed); use it as ``EachPermanent(..., of=...)``.
  The creatures so found are not targets: hexproof doesn't stop the damage [ruling on
  Chandra, Pyrogenius, 2017-02-09].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import is_player_ref, player_ref
from aetherworks.vocab.refs import Ref, Target

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class PlayerOrController(Ref):
    of: Ref = Target()

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        out: list[int] = []
        for r in self.of.refs(game, ctx):
            p = r if is_player_ref(r) else player_ref(game.objects[r].controller)
            if p not in out:
                out.append(p)
        return out


__all__ = ["PlayerOrController"]
