"""Rummaging and the conditions around it (Chandra's Defeat).

* :class:`MayDiscardToDraw` — "you may discard a card. If you do, draw a card." [701.9,
  121.1]: the discard is the choice (a card, or no); the draw happens only if a card was
  discarded [608.2c].
* :class:`TargetIs` — "if that permanent is a [subtype] [type]": checked on resolution
  against the target as it is now (it is still on the battlefield: state-based actions
  wait until the spell has resolved [608.2c, 704.3]).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import NO, Ask, Choice, Condition, Effect
from aetherworks.messages import Msg
from aetherworks.vocab.refs import Target

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class MayDiscardToDraw(Effect):
    """"You may discard a card. If you do, draw a card." """

    cr = "701.9"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        p = ctx.controller
        if answer is None:
            hand = game.players[p].hand
            if not hand:
                return None
            return Ask(p, CHOOSE, Msg("prompt.rummage"),
                       (*(Choice("pick", o) for o in hand), NO), cr="701.9")
        if answer == NO or answer.kind != "pick":
            return None
        game.discard(p, answer.obj)
        game.draw(p)
        return None


@dataclass(frozen=True)
class TargetIs(Condition):
    """"If that permanent is a Chandra planeswalker": target ``index`` has the types and
    subtype now (false when it is no longer a legal target)."""

    types: tuple[str, ...] = ()
    subtype: str = ""
    index: int = 0

    def holds(self, game: Game, ctx: GameObject) -> bool:
        for oid in Target(self.index).objects(game, ctx):
            if game.objects[oid].zone != "battlefield":
                continue
            c = game.chars(oid)
            if all(t in c.types for t in self.types) and (
                    not self.subtype or self.subtype in c.subtypes):
                return True
        return False


__all__ = ["MayDiscardToDraw", "TargetIs"]
