"""Fabricate [702.123] and populate [701.36].

* :func:`Fabricate` — "Fabricate N": "When this permanent enters, you may put N +1/+1
  counters on it. If you don't, create N 1/1 colorless Servo artifact creature tokens."  The
  choice is made as the ability resolves; if the permanent is no longer on the battlefield,
  only Servos can be made (the fabricate rulings) [702.123a].  Each instance triggers
  separately [702.123b].
* :class:`FabricateEffect` — that choice.
* :class:`Populate` — "populate": choose a creature token you control and create a token
  that's a copy of it; nothing without one [701.36a-b].
* :data:`SERVO` — the 1/1 colorless Servo artifact creature token.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect, TokenDef, TriggeredAbility
from aetherworks.messages import Msg
from aetherworks.vocab.energy import copiable_proto
from aetherworks.vocab.refs import This
from aetherworks.vocab.targets import Filter
from aetherworks.vocab.triggers import Enters

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

SERVO = TokenDef("Servo", 1, 1, ("Artifact", "Creature"), ("Servo",))


@dataclass(frozen=True)
class FabricateEffect(Effect):
    """Put ``n`` +1/+1 counters on this permanent, or create ``n`` Servos [702.123a]."""

    n: int = 1
    cr = "702.123a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        here = This().objects(game, ctx)
        if answer is None and here:
            return Ask(ctx.controller, CHOOSE, Msg.of("prompt.fabricate", amount=self.n),
                       (Choice("mode", 0), Choice("mode", 1)), cr="702.123a",
                       labels=(Msg.of("opt.fabricate_counters", amount=self.n),
                               Msg.of("opt.fabricate_servos", amount=self.n)))
        if here and answer is not None and answer.obj == 0:
            game.add_counters(here[0], "+1/+1", self.n, cr="702.123a")
        else:
            game.create_token(SERVO, ctx.controller, self.n)
        return None


def Fabricate(n: int) -> TriggeredAbility:
    """The fabricate N triggered ability [702.123a] (its keyword line is "Fabricate N")."""
    return TriggeredAbility(trigger=Enters(), effects=(FabricateEffect(n),),
                            text=f"Fabricate {n}")


@dataclass(frozen=True)
class Populate(Effect):
    """"Populate" [701.36a]: copy a creature token you control, chosen as it happens."""

    cr = "701.36a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        tokens = Filter(types=("Creature",), controller="you", token=True)
        if answer is None:
            cands = [o for o in game.battlefield if tokens.matches(game, ctx, o)]
            if not cands:
                return None  # no creature token: no token is created [701.36b]
            return Ask(ctx.controller, CHOOSE, Msg("prompt.populate"),
                       tuple(Choice("pick", o) for o in cands), cr="701.36a")
        if game.objects[answer.obj].zone == "battlefield":
            proto = cardpool.copy_proto(copiable_proto(game, answer.obj), is_token=True)
            game.create_token(proto, ctx.controller)
        return None


__all__ = ["SERVO", "Fabricate", "FabricateEffect", "Populate"]
