"""Fight [701.14]: "target creature you control fights target creature you don't control".

* :class:`Fight` — each of the two creatures deals damage equal to its power to the other
  [701.14a]; if either isn't on the battlefield (or isn't a creature) as the effect happens,
  no damage is dealt [701.14b]; a creature fighting itself deals damage to itself twice
  [701.14c].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.refs import Ref, Target

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class Fight(Effect):
    """``a`` and ``b`` fight [701.14a]."""

    a: Ref = Target(0)
    b: Ref = Target(1)
    cr = "701.14a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        xs, ys = self.a.objects(game, ctx), self.b.objects(game, ctx)
        if not xs or not ys:
            return
        x, y = xs[0], ys[0]
        for oid in (x, y):
            obj = game.objects[oid]
            if obj.zone != "battlefield" or "Creature" not in game.chars(oid).types:
                return  # no damage at all [701.14b]
        px, py = game.power(x), game.power(y)
        game.deal_damage(x, y, max(0, px), cr="701.14a")
        game.deal_damage(y, x, max(0, py), cr="701.14a")


__all__ = ["Fight"]
