"""Devour [702.82]: "As this object enters, you may sacrifice any number of creatures. This
permanent enters with N +1/+1 counters on it for each creature sacrificed this way."
[702.82a]

* :class:`Devour` — the ``EntersWith.as_enters`` effect: its controller picks creatures
  they control (not itself [702.82a: other creatures already there]) one at a time, then
  "done"; they are sacrificed at once and the counters are put on it as it enters
  [614.12a, 122.6].  How many it devoured is remembered under ``DEVOURED`` [702.82b].
* :func:`devour` — the ability.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, Ask, Choice, Effect, EntersWith
from aetherworks.messages import Msg, Obj
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

DEVOURED = "devoured"  # how many creatures it devoured [702.82b]


@dataclass(frozen=True)
class Devour(Effect):
    n: int = 1
    cr = "702.82a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        oid = source_id(ctx)
        if game.objects[oid].zone != "battlefield":
            return None
        chosen: tuple[int, ...] = state or ()
        if answer is not None and answer.kind == "pick":
            chosen = (*chosen, answer.obj)
        if answer is None or answer.kind == "pick":
            opts = [o.id for o in game.creatures(ctx.controller)
                    if o.id != oid and o.id not in chosen]
            if opts:
                return Ask(ctx.controller, CHOOSE, Msg.of("prompt.devour", obj=Obj(oid)),
                           (*(Choice("pick", o) for o in opts), DONE), state=chosen,
                           cr=self.cr)
        with game.simultaneously():
            for victim in chosen:
                if game.objects[victim].zone == "battlefield":
                    game.sacrifice(victim)
        if game.objects[oid].zone == "battlefield":  # else a card shared with clones [400.7]
            game.objects[oid].remember(DEVOURED, len(chosen))
        game.add_counters(oid, "+1/+1", self.n * len(chosen), cr=self.cr)
        return None


def devour(n: int, text: str = "") -> EntersWith:
    """Devour N [702.82a]."""
    return EntersWith(as_enters=(Devour(n),), text=text or f"Devour {n}")


__all__ = ["DEVOURED", "Devour", "devour"]
