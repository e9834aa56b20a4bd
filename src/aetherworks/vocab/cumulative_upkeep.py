"""Cumulative upkeep [702.24]: "At the beginning of your upkeep, if this permanent is on the
battlefield, put an age counter on this permanent. Then you may pay [cost] for each age
counter on it. If you don't, sacrifice it." [702.24a]  (Mana costs only here.)

* :class:`PayForEachCounterOrSacrifice` — "you may pay [cost] for each age counter on it.
  If you don't, sacrifice it": the total is worked out as it resolves [702.24a, 118.3].
* :func:`cumulative_upkeep` — the triggered ability.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Ask, Effect, Push, TriggeredAbility
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.choices import MayPayMana
from aetherworks.vocab.effects import PutCounters
from aetherworks.vocab.energy import SacrificeIt
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.triggers import BeginningOfStep

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class PayForEachCounterOrSacrifice(Effect):
    cost: str = "{1}"
    kind: str = "age"
    otherwise: tuple[Effect, ...] = (SacrificeIt(),)
    cr = "702.24a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        obj = game.objects[source_id(ctx)]
        if obj.zone != "battlefield":
            return None
        n = obj.count(self.kind)
        total = str(ManaCost.parse(self.cost * n)) if n else "{0}"
        # The same yes/no as any "you may pay ... If you don't" [118.3, 118.12].
        return MayPayMana(total, otherwise=self.otherwise).run(game, ctx, answer, state)

    def text(self) -> str:
        return f"you may pay {self.cost} for each {self.kind} counter on it. If you don't, " \
               "sacrifice it"


def cumulative_upkeep(cost: str, text: str = "") -> TriggeredAbility:
    """Cumulative upkeep [cost] [702.24a]."""
    return TriggeredAbility(trigger=BeginningOfStep("upkeep"),
                            effects=(PutCounters("age", 1), PayForEachCounterOrSacrifice(cost)),
                            text=text or f"Cumulative upkeep {cost}")


__all__ = ["PayForEachCounterOrSacrifice", "cumulative_upkeep"]
