"""Replicate [702.56] and copies of spells [707.10].

"Replicate [cost]" means "As an additional cost to cast this spell, you may pay [cost] any
number of times" and "When you cast this spell, if a replicate cost was paid for it, copy
it for each time its replicate cost was paid. If the spell has any targets, you may choose
new targets for any of the copies." [702.56a]

* :class:`ReplicateCost` — the additional cost: the number of times is announced, then paid
  [601.2b, 601.2f-h]; remembered on the spell as ``replicate``.
* :class:`ThisSpellCast` — "When you cast this spell": a trigger that functions on the stack
  (the engine checks the cast spell's own abilities) [113.6b, 603.2].
* :class:`CopySpell` — copy the source spell N times; each copy's targets are chosen anew
  (the same ones may be chosen) [707.10, 707.10c].  A copy is not cast [707.10] and ceases
  to exist when it leaves the stack [704.5e].
* :func:`Replicate` — the triggered half, ``text`` being the card's keyword paragraph.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import NUMBER
from aetherworks.engine.defs import (
    Amount,
    Ask,
    Condition,
    Cost,
    Effect,
    Event,
    Trigger,
    TriggeredAbility,
)
from aetherworks.engine.mana import ManaCost
from aetherworks.messages import Msg
from aetherworks.vocab.effects import N
from aetherworks.vocab.kicker import add_spell_mana
from aetherworks.vocab.refs import amount, source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ReplicateCost(Cost):
    """Pay ``n`` counters of ``kind`` any number of times [702.56a]; or, with ``mana``
    ("Replicate {1}"), that mana each time, added to the spell's mana payment [601.2f]."""

    kind: str = "energy"
    n: int = 3
    mana: str = ""
    cr = "702.56a"
    announced = True

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return True  # zero times is always possible

    def _most(self, game: Game, ctx: GameObject) -> int:
        if not self.mana:
            return game.counters_of(ctx.controller, self.kind) // self.n
        from aetherworks.engine.casting import spell_mana_cost

        base, each, times = spell_mana_cost(game, ctx), ManaCost.parse(self.mana), 0
        while game.can_pay_mana(ctx.controller, base.plus(each)):
            base, times = base.plus(each), times + 1
        return times

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        most = self._most(game, ctx)
        if answer is None and most > 0:
            return Ask(ctx.controller, NUMBER, Msg.of("prompt.replicate", amount=most), lo=0,
                       hi=most, cr=self.cr)
        times = int(answer or 0)
        if times and self.mana:
            each = ManaCost.parse(self.mana)
            total = each
            for _ in range(times - 1):
                total = total.plus(each)
            add_spell_mana(ctx, total)
        elif times:
            game.pay_player_counters(ctx.controller, self.kind, self.n * times, cr=self.cr)
        ctx.remember("replicate", times)
        return None


@dataclass(frozen=True)
class ThisSpellCast(Trigger):
    events = ("cast",)
    zones = ("stack",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id


@dataclass(frozen=True)
class SpellMemory(Amount):
    """An amount the source spell remembers ("each time its replicate cost was paid")."""

    key: str = "replicate"

    def value(self, game: Game, ctx: GameObject) -> int:
        src = game.objects.get(source_id(ctx))
        return int(src.recall(self.key, 0)) if src is not None else 0


@dataclass(frozen=True)
class CopySpell(Effect):
    n: N = 1
    cr = "707.10"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        from aetherworks.engine.casting import choose_modes_and_targets

        spell = game.objects.get(source_id(ctx))
        if spell is None or spell.zone != "stack":
            return  # copies are made of the spell as it is on the stack [707.10]
        made = [game.copy_spell(spell.id, ctx.controller)
                for _ in range(amount(game, ctx, self.n))]
        # New targets for each copy, the first copy's first (tasks run last-in first-out)
        # [707.10c]; a copy with no legal target is removed [603.3d].
        for cid in reversed(made):
            choose_modes_and_targets(game, cid, ("trigger_ready", cid))


@dataclass(frozen=True)
class ReplicatePaid(Condition):
    """"If a replicate cost was paid for it" (an intervening if) [603.4, 702.56a]."""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return int(ctx.recall("replicate", 0)) > 0


def Replicate(text: str) -> TriggeredAbility:
    """The replicate trigger; put :class:`ReplicateCost` in the spell's additional costs."""
    return TriggeredAbility(trigger=ThisSpellCast(), condition=ReplicatePaid(),
                            effects=(CopySpell(SpellMemory()),), text=text)


__all__ = ["CopySpell", "Replicate", "ReplicateCost", "ReplicatePaid", "SpellMemory",
           "ThisSpellCast"]
