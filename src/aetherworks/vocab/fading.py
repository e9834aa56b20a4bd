"""Fading [702.32]: "This permanent enters with N fade counters on it" and "At the
beginning of your upkeep, remove a fade counter from this permanent. If you can't,
sacrifice the permanent." [702.32a]

* :class:`RemoveCounterOrSacrifice` — "remove a [kind] counter from this permanent. If you
  can't, sacrifice it" [702.32a, 701.21a].
* :func:`fading` — both abilities (write ``*fading(n)``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Ability, Effect, EntersWith, TriggeredAbility
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.triggers import BeginningOfStep

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class RemoveCounterOrSacrifice(Effect):
    kind: str = "fade"
    cr = "702.32a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        oid = source_id(ctx)
        if game.objects[oid].zone != "battlefield":
            return
        if not game.remove_counters(oid, self.kind, 1):
            game.sacrifice(oid)

    def text(self) -> str:
        return f"remove a {self.kind} counter from it. If you can't, sacrifice it"


def fading(n: int, text: str = "") -> tuple[Ability, ...]:
    """Fading N [702.32a]: the counters it enters with and the upkeep trigger."""
    text = text or f"Fading {n}"
    return (EntersWith(counters=(("fade", n),), text=text),
            TriggeredAbility(trigger=BeginningOfStep("upkeep"),
                             effects=(RemoveCounterOrSacrifice("fade"),), text=text))


__all__ = ["RemoveCounterOrSacrifice", "fading"]
