"""Suspend [702.62].

"Suspend N—[cost]" means "If you could begin to cast this card by putting it onto the stack
from your hand, you may pay [cost] and exile it with N time counters on it.  This action
doesn't use the stack," and "At the beginning of your upkeep, if this card is suspended,
remove a time counter from it," and "When the last time counter is removed from this card,
if it's exiled, you may play it without paying its mana cost if able.  If you don't, it
remains exiled.  If you cast a creature spell this way, it gains haste until you lose control
of the spell or the permanent it becomes" [702.62a].  A card is suspended if it's in exile,
has suspend, and has a time counter on it [702.62b].

* :func:`Suspend` — the keyword as the card's abilities: the special action
  (:class:`SuspendAction`, a :class:`~aetherworks.engine.hooks.SpecialAction` offered at
  priority when the card could be cast now [116.2f, 702.62c]; its cost is paid by the
  automatic payer), the two triggered abilities that function only in exile
  (:data:`~aetherworks.engine.defs.IN_EXILE`), the free cast as an ``AltCost`` labelled
  ``"suspend"`` paid only as the last trigger resolves (timing ignored [608.2g], following
  the rules for alternative costs [702.62d]), and haste for a creature cast this way while
  its owner controls it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.castability import cast_forbidden
from aetherworks.engine.defs import (
    IN_EXILE,
    Ability,
    AltCost,
    Condition,
    Effect,
    Event,
    StaticAbility,
    Trigger,
    TriggeredAbility,
)
from aetherworks.engine.hooks import SpecialAction
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.cast_trigger import CastWindow, MayCastForOwnCost
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.statics import SelfKeywords

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

TIME = "time"


def exile_with_counters(game: Game, card: int, kind: str, n: int, cr: str) -> int:
    """Exile a card with ``n`` ``kind`` counters on it [406.3, 122.1]; the exiled card's id,
    or 0 if it went elsewhere."""
    new = game.move(card, "exile", cr=cr)
    if not new or game.objects[new].zone != "exile":
        return 0
    if n > 0:
        obj = game.own(new)
        obj.counters = {**(obj.counters or {}), kind: obj.count(kind) + n}
        game.emit("counters", cr, obj.owner, new, new, n, info=kind)
    return new


@dataclass(frozen=True)
class SuspendAction(SpecialAction):
    """"If you could begin to cast this card by putting it onto the stack from your hand,
    you may pay [cost] and exile it with N time counters on it" [702.62a, 702.62c]."""

    n: int = 1
    mana: ManaCost = ManaCost()

    def can_take(self, game: Game, player: int, card: GameObject, sorcery_ok: bool) -> bool:
        c = card.proto.chars
        if card.zone != "hand" or card.owner != player or "Land" in c.types:
            return False
        if not sorcery_ok and "Instant" not in c.types and "Flash" not in c.keywords:
            return False
        return not cast_forbidden(game, player, card, c) and \
            game.can_pay_mana(player, self.mana)

    def take(self, game: Game, player: int, card: int) -> None:
        game.pay_mana(player, self.mana)
        exile_with_counters(game, card, TIME, self.n, "702.62a")


@dataclass(frozen=True)
class YourUpkeepInExile(Trigger):
    """"At the beginning of your upkeep" for a card in exile (its owner's upkeep)
    [503.1a, 113.6]."""

    events = ("step",)
    zones = IN_EXILE

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.kind == "step" and game.step == "upkeep" and game.active == source.owner


@dataclass(frozen=True)
class LastCounterRemoved(Trigger):
    """"When the last time counter is removed from this card" [702.62a]."""

    kind: str = TIME
    events = ("counters_removed",)
    zones = IN_EXILE

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        now = game.objects[source.id]
        return event.obj == source.id and event.info == self.kind and now.count(self.kind) == 0


@dataclass(frozen=True)
class Suspended(Condition):
    """"If this card is suspended": in exile with a time counter on it [702.62b]; with
    ``counters=False``, "if it's exiled"."""

    counters: bool = True

    def holds(self, game: Game, ctx: GameObject) -> bool:
        now = game.objects.get(ctx.id)
        return now is not None and now.zone == "exile" and (
            not self.counters or now.count(TIME) > 0)


@dataclass(frozen=True)
class RemoveCounterFromThisCard(Effect):
    """"Remove a time counter from it": from the card this ability belongs to, where it is
    [122.8]."""

    kind: str = TIME
    cr = "702.62a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        oid = source_id(ctx)
        card = game.objects.get(oid)
        if card is None or not card.zone or card.count(self.kind) <= 0:
            return
        obj = game.own(oid)
        left = obj.count(self.kind) - 1
        obj.counters = {k: v for k, v in {**(obj.counters or {}), self.kind: left}.items() if v}
        game.emit("counters_removed", self.cr, obj.owner, oid, oid, 1, info=self.kind)


@dataclass(frozen=True)
class CastBySuspend(Condition):
    """"If you cast a creature spell this way, it gains haste until you lose control of the
    spell or the permanent it becomes": cast for its suspend cost, a creature, its owner
    in control [702.62a]."""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return "suspend" in ctx.paid and ctx.controller == ctx.owner and \
            "Creature" in game.face_chars(ctx).types


def Suspend(n: int, mana: str, text: str = "") -> tuple[Ability, ...]:
    """"Suspend 4—{U}" [702.62a]: write ``*Suspend(4, "{U}", text=...)`` in a definition;
    each of the five abilities reads the keyword's paragraph."""
    text = text or f"Suspend {n}—{mana}"
    return (StaticAbility(SuspendAction(n, ManaCost.parse(mana)), text=text),
            TriggeredAbility(trigger=YourUpkeepInExile(), condition=Suspended(),
                             effects=(RemoveCounterFromThisCard(),), text=text),
            TriggeredAbility(trigger=LastCounterRemoved(), condition=Suspended(counters=False),
                             effects=(MayCastForOwnCost("suspend", "exile"),), text=text),
            AltCost(label="suspend", zone="exile", condition=CastWindow("suspend"), text=text),
            StaticAbility(SelfKeywords(("Haste",)), condition=CastBySuspend(), text=text))


__all__ = ["CastBySuspend", "LastCounterRemoved",
           "RemoveCounterFromThisCard", "Suspend", "SuspendAction", "Suspended",
           "YourUpkeepInExile", "exile_with_counters"]
