"""Fabricate [702.123]: "When this permanent enters, you may put N +1/+1 counters on it.  If
you don't, create N 1/1 colorless Servo artifact creature tokens."

* :class:`Fabricate` — the choice, made as the ability resolves; if the permanent is no
  longer on the battlefield, counters can't be put on it, so the Servos are created
  [702.123a, ruling 2016-09-20].
* :func:`fabricate` — the triggered ability, ``text`` its keyword line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import YES_NO
from aetherworks.engine.defs import NO, YES, Ask, Effect, TokenDef, TriggeredAbility
from aetherworks.messages import Msg, Obj
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.triggers import Enters

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

SERVO = TokenDef("Servo", 1, 1, ("Artifact", "Creature"), ("Servo",))


@dataclass(frozen=True)
class Fabricate(Effect):
    """Put ``n`` +1/+1 counters on the source, or create ``n`` Servos [702.123a]."""

    n: int = 1
    cr = "702.123a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        src = source_id(ctx)
        here = game.objects[src].zone == "battlefield"
        if answer is None and here:
            return Ask(ctx.controller, YES_NO,
                       Msg.of("prompt.fabricate", amount=self.n, obj=Obj(src)), (YES, NO),
                       cr=self.cr)
        if here and answer == YES:
            game.add_counters(src, "+1/+1", self.n, cr=self.cr)
        else:
            game.create_token(SERVO, ctx.controller, self.n)
        return None


def fabricate(n: int, text: str = "") -> TriggeredAbility:
    """"Fabricate N" [702.123a]."""
    return TriggeredAbility(trigger=Enters(), effects=(Fabricate(n),), text=text)


__all__ = ["SERVO", "Fabricate", "fabricate"]
