"""Persist [702.79] and undying [702.93]: a creature that dies without a -1/-1 (persist) or
+1/+1 (undying) counter on it returns with one.

* :func:`persist` — "When this permanent is put into a graveyard from the battlefield, if it
  had no -1/-1 counters on it, return it to the battlefield under its owner's control with
  a -1/-1 counter on it." [702.79a]
* :func:`undying` — the same with +1/+1 counters [702.93a].
* :class:`HadNoCounters` — "if it had no [kind] counters on it": the source as it last
  existed on the battlefield [603.10a, 603.4 (checked as it triggers and as it resolves)].
* :class:`ReturnWithCounter` — "return it to the battlefield under its owner's control with
  a [kind] counter on it": the card the source became in the graveyard (the event's other
  object [400.7]); the counter is put on it as it enters (a replacement effect, so it is
  there when it is seen to enter [614.1c, 122.6]).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Condition, Effect, TriggeredAbility
from aetherworks.vocab.refs import EventOther, Ref, source_id
from aetherworks.vocab.triggers import Dies

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class HadNoCounters(Condition):
    """The source had no ``kind`` counters on it (as it last existed [603.10a])."""

    kind: str = "-1/-1"

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return game.objects[source_id(ctx)].count(self.kind) == 0


@dataclass(frozen=True)
class ReturnWithCounter(Effect):
    """Return the card to the battlefield under its owner's control with one ``kind``
    counter, if it is still in the graveyard (a new object otherwise [400.7])."""

    kind: str = "-1/-1"
    what: Ref = EventOther()
    cr = "702.79a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            card = game.objects[oid]
            if card.zone != "graveyard":
                continue
            # Entering as part of one batch: it is seen to enter once the counter is on it
            # [614.1c, 603.6a].
            with game.simultaneously():
                new = game.move(oid, "battlefield", controller=card.owner, cr="110.2")
                if new:
                    game.add_counters(new, self.kind, 1, cr=self.cr)

    def text(self) -> str:
        return f"return it to the battlefield with a {self.kind} counter on it"


def _returns_with(kind: str, text: str) -> TriggeredAbility:
    return TriggeredAbility(trigger=Dies(), condition=HadNoCounters(kind),
                            effects=(ReturnWithCounter(kind),), text=text)


def persist(text: str = "Persist") -> TriggeredAbility:
    """Persist [702.79a]."""
    return _returns_with("-1/-1", text)


def undying(text: str = "Undying") -> TriggeredAbility:
    """Undying [702.93a]."""
    return _returns_with("+1/+1", text)


__all__ = ["HadNoCounters", "ReturnWithCounter", "persist", "undying"]
