"""Ward [702.21]: "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]."

The engine emits a "becomes_target" event for each target as a spell is cast, an ability
activated, or a triggered ability put on the stack [115.1]; ``obj`` is the spell or
ability and ``other`` the target.

* :class:`BecomesTargetOfOpponent` — the trigger condition [702.21a].
* :class:`CounterThatUnlessPays` — "counter that spell or ability unless that player pays
  [mana]": its controller chooses as it resolves; without the means to pay it is countered
  [118.12, 701.5]; if the spell or ability has already left the stack nothing happens.
* :func:`Ward` — the keyword ability.  The card's Oracle keyword line ("Trample, ward {2}")
  is claimed by its keywords, so the ability carries no ``text`` of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import YES_NO
from aetherworks.engine.defs import NO, YES, Ask, Effect, Event, Trigger, TriggeredAbility
from aetherworks.engine.mana import ManaCost
from aetherworks.engine.objects import Memo
from aetherworks.messages import Mana, Msg, Obj

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class BecomesTarget(Trigger):
    """"Whenever this permanent becomes the target of a spell or ability [an opponent
    controls]" [115.1]: ``by`` is "" (anyone's) or "opponent" (ward's trigger [702.21a])."""

    by: str = ""
    spells_only: bool = False  # "the target of a spell" (not of an ability)
    events = ("becomes_target",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.other == source.id and (
            self.by != "opponent" or event.player != source.controller) and not (
            self.spells_only and game.objects[event.obj].kind == "ability")


def BecomesTargetOfOpponent() -> BecomesTarget:
    """"Whenever this permanent becomes the target of a spell or ability an opponent
    controls" [702.21a, 115.1]."""
    return BecomesTarget(by="opponent")


@dataclass(frozen=True)
class CounterThatUnlessPays(Effect):
    """Counter the triggering spell or ability unless its controller pays ``cost``."""

    cost: str = "{2}"
    cr = "702.21a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        oid = int(ctx.recall(Memo.EVENT_OBJ, 0))
        that = game.objects.get(oid)
        if that is None or that.zone != "stack":
            return None
        cost = ManaCost.parse(self.cost)
        payer = that.controller
        if answer is None:
            if not game.can_pay_mana(payer, cost):
                game.counter(oid, by=ctx.id)
                return None
            return Ask(payer, YES_NO, Msg.of("prompt.ward", cost=Mana(str(cost)), obj=Obj(oid)),
                       (YES, NO), cr="118.12")
        if answer == YES and game.pay_mana(payer, cost):
            game.emit("ward_paid", "118.12", payer, oid, args=(("cost", Mana(str(cost))),))
            return None
        game.counter(oid, by=ctx.id)
        return None

    def text(self) -> str:
        return f"counter it unless its controller pays {self.cost}"


def Ward(cost: str = "{2}") -> TriggeredAbility:
    """"Ward [cost]" [702.21a]."""
    return TriggeredAbility(trigger=BecomesTargetOfOpponent(),
                            effects=(CounterThatUnlessPays(cost),))


__all__ = ["BecomesTarget", "BecomesTargetOfOpponent", "CounterThatUnlessPays", "Ward"]
