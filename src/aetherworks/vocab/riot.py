"""Entering with a +1/+1 counter by choice: riot [702.136] and unleash [702.98].

* :class:`CounterOrHaste` — riot: "You may have this permanent enter with an additional
  +1/+1 counter on it. If you don't, it gains haste." [702.136a]  Chosen as it enters
  (an ``EntersWith.as_enters`` effect [614.12a]); the haste lasts as long as the permanent.
* :class:`MayEnterWithCounter` — unleash's first part: "You may have this permanent enter
  with a +1/+1 counter on it." [702.98a]
* :class:`SelfHasCounter` — "as long as it has a +1/+1 counter on it" [702.98a].
* :func:`riot`, :func:`unleash` — the abilities (write ``*unleash()``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import YES_NO
from aetherworks.engine.defs import (
    NO,
    YES,
    Ability,
    Ask,
    Condition,
    Effect,
    EntersWith,
    StaticAbility,
)
from aetherworks.engine.hooks import Rule
from aetherworks.messages import Msg, Obj
from aetherworks.vocab.exchange import SelfRule
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.statics import GrantKeywords

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def _entering(game: Game, ctx: GameObject) -> int:
    oid = source_id(ctx)
    return oid if game.objects[oid].zone == "battlefield" else 0


@dataclass(frozen=True)
class MayEnterWithCounter(Effect):
    kind: str = "+1/+1"
    cr = "702.98a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        oid = _entering(game, ctx)
        if not oid:
            return None
        if answer is None:
            return Ask(ctx.controller, YES_NO, Msg.of("prompt.enter_with_counter", obj=Obj(oid)),
                       (YES, NO), cr=self.cr)
        if answer == YES:
            game.add_counters(oid, self.kind, 1, cr=self.cr)  # put as it enters [122.6]
        return None


@dataclass(frozen=True)
class CounterOrHaste(Effect):
    cr = "702.136a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        oid = _entering(game, ctx)
        if not oid:
            return None
        if answer is None:
            return Ask(ctx.controller, YES_NO, Msg.of("prompt.riot", obj=Obj(oid)),
                       (YES, NO), cr=self.cr)
        if answer == YES:
            game.add_counters(oid, "+1/+1", 1, cr=self.cr)
        else:
            game.add_effect(GrantKeywords(("Haste",)), oid, ctx.controller, objects=(oid,),
                            until="")
        return None


@dataclass(frozen=True)
class SelfHasCounter(Condition):
    kind: str = "+1/+1"

    def holds(self, game: Game, ctx: GameObject) -> bool:
        obj = game.objects[source_id(ctx)]
        return obj.zone == "battlefield" and obj.count(self.kind) > 0


def riot(text: str = "Riot") -> EntersWith:
    """Riot [702.136a]."""
    return EntersWith(as_enters=(CounterOrHaste(),), text=text)


def unleash(text: str = "Unleash") -> tuple[Ability, ...]:
    """Unleash [702.98a]: the choice as it enters and "it can't block as long as it has a
    +1/+1 counter on it"."""
    return (EntersWith(as_enters=(MayEnterWithCounter(),), text=text),
            StaticAbility(effect=SelfRule(Rule.CANT_BLOCK), condition=SelfHasCounter(),
                          text=text))


__all__ = ["CounterOrHaste", "MayEnterWithCounter", "SelfHasCounter", "riot", "unleash"]
