"""Excess damage [120.10] and doubling power [701.10].

The engine remembers on a creature the excess damage it was dealt this turn (damage beyond
lethal damage: its toughness less the damage already marked [120.6]) and logs an
"excess_damage" event.

* :class:`DealsCombatDamageToCreature` — "whenever this creature deals combat damage to a
  creature[, if that creature was dealt excess damage this turn]" (``excess_only``) [510.2,
  603.4]; the damaged creature is the event's ``other``.
* :class:`ExcessDamageDealt` — "X is that excess damage": the excess the damaged creature
  was dealt this turn (the creature as it last existed if it has died) [120.10, 608.2h].
* :func:`DoublePower` — "double its power until end of turn": it gets +X/+0 where X is its
  power as the ability resolves (negative power: -X/-0) [701.10b-c].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount, Event, Trigger
from aetherworks.engine.objects import Memo
from aetherworks.vocab.effects import Pump
from aetherworks.vocab.refs import PowerOf, Ref, This

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def excess_this_turn(game: Game, oid: int) -> int:
    obj = game.objects.get(oid)
    if obj is None:
        return 0
    turn, n = obj.recall(Memo.EXCESS_DAMAGE, (0, 0))
    return n if turn == game.turn else 0


@dataclass(frozen=True)
class DealsCombatDamageToCreature(Trigger):
    """"Whenever this creature deals combat damage to a creature[, if that creature was dealt
    excess damage this turn]" [510.2, 120.10, 603.4]."""

    events = ("combat_damage",)
    excess_only: bool = True

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.obj != source.id or event.other <= 0:
            return False
        if "Creature" not in game.objects[event.other].proto.chars.types and \
                "Creature" not in game.chars(event.other).types:
            return False
        return not self.excess_only or excess_this_turn(game, event.other) > 0


@dataclass(frozen=True)
class ExcessDamageDealt(Amount):
    """The excess damage the triggering event's creature was dealt this turn [120.10]."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return excess_this_turn(game, int(ctx.recall(Memo.EVENT_OTHER, 0)))


def DoublePower(on: Ref = This()) -> Pump:
    """"Double its power until end of turn" [701.10b]: +X/+0, X its power now; a negative
    power gets that much less [701.10c]."""
    return Pump(power=PowerOf(on), toughness=0, on=on)


__all__ = ["DealsCombatDamageToCreature", "DoublePower", "ExcessDamageDealt",
           "excess_this_turn"]
