"""Cycling [702.29]: "Cycling [cost]" means "[Cost], Discard this card: Draw a card." It is
an activated ability that functions only while the card is in its owner's hand [702.29a,
113.6b]; the engine offers hand abilities (``zone="hand"``) at priority.

* :class:`DiscardSelf` — the cost "Discard this card" [701.9]; ``cycling=True`` for a
  cycling (or typecycling [702.29f]) ability: paying it is cycling the card, and the engine
  emits a ``cycle`` event naming the card where it ended up (usually the graveyard).
* :func:`Cycling` — the keyword ability, ``text`` being the card's keyword line.
* :class:`CycleThis` — "when you cycle this card": it triggers from whatever zone the card
  winds up in after it's cycled [702.29c] (``zones``: the engine looks at the cycled card
  itself, wherever it is).
* :class:`YouCycle` — "whenever you cycle a card" / "... another card" [702.29c-d].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import ActivatedAbility, Ask, Cost, Event, Trigger
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.effects import Draw
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject



@dataclass(frozen=True)
class DiscardSelf(Cost):
    """"Discard this card" (it must be in its owner's hand) [701.9]."""

    cycling: bool = False
    cr = "701.9"

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return game.objects[source_id(ctx)].zone == "hand"

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        src = game.objects[source_id(ctx)]
        new_id = game.discard(src.owner, src.id)
        if self.cycling:
            # "When you cycle this card" / "whenever you cycle a card" [702.29c]
            game.emit("cycle", "702.29c", src.owner, new_id or src.id, src.id)
        return None

    def text(self) -> str:
        return "Discard this card"


def Cycling(mana: str, text: str) -> ActivatedAbility:
    """"Cycling {2}": ``mana`` in Oracle notation [702.29a]."""
    return ActivatedAbility(mana=ManaCost.parse(mana), costs=(DiscardSelf(cycling=True),),
                            effects=(Draw(1),), zone="hand", text=text)


# Where a cycled card may wind up: its ability triggers from there [702.29c].
_CARD_ZONES = ("graveyard", "exile", "hand", "library")


@dataclass(frozen=True)
class CycleThis(Trigger):
    """"When you cycle this card" [702.29c]: the event names the card where it is now."""

    events = ("cycle",)
    zones = _CARD_ZONES

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id


@dataclass(frozen=True)
class YouCycle(Trigger):
    """"Whenever you cycle a card" (``others``: "another card", not this one) [702.29c];
    a permanent's ability, so it sees cards cycled while it is on the battlefield."""

    others: bool = False
    events = ("cycle",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.player == source.controller and not (
            self.others and source.id in (event.obj, event.other))


__all__ = ["CycleThis", "Cycling", "DiscardSelf", "YouCycle"]
