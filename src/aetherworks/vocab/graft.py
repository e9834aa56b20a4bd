"""Graft [702.58]: "This permanent enters with N +1/+1 counters on it" and "Whenever another
creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter
from this permanent onto that creature." [702.58a]

* :class:`MoveCounter` — "move a [kind] counter from this permanent onto [it]": removed from
  the source and put on the other permanent, both still on the battlefield [122.5].
* :func:`graft` — both abilities (write ``*graft(n)``); the intervening if is
  ``riot.SelfHasCounter`` [603.4].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Ability, Effect, EntersWith, TriggeredAbility
from aetherworks.vocab.energy_payments import MayOrElse
from aetherworks.vocab.refs import EventObject, Ref, source_id
from aetherworks.vocab.riot import SelfHasCounter
from aetherworks.vocab.zone_triggers import PermanentEnters

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class MoveCounter(Effect):
    kind: str = "+1/+1"
    to: Ref = EventObject()
    cr = "122.5"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        src = source_id(ctx)
        dest = [o for o in self.to.objects(game, ctx)
                if game.objects[o].zone == "battlefield" and o != src]
        if dest and game.objects[src].zone == "battlefield" and \
                game.remove_counters(src, self.kind, 1):
            game.add_counters(dest[0], self.kind, 1, cr=self.cr)

    def text(self) -> str:
        return f"move a {self.kind} counter from this permanent onto that creature"


def graft(n: int, text: str = "") -> tuple[Ability, ...]:
    """Graft N [702.58a]."""
    text = text or f"Graft {n}"
    return (EntersWith(counters=(("+1/+1", n),), text=text),
            TriggeredAbility(trigger=PermanentEnters(controller="", others_only=True),
                             condition=SelfHasCounter("+1/+1"),
                             effects=(MayOrElse(then=(MoveCounter(),)),), text=text))


__all__ = ["MoveCounter", "graft"]
