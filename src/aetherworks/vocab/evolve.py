"""Evolve [702.100]: "Whenever a creature you control enters, if that creature's power is
greater than this creature's power and/or that creature's toughness is greater than this
creature's toughness, put a +1/+1 counter on this creature." [702.100a]

The comparison is an intervening if [603.4]: checked as it triggers (the trigger matches
only then) and again as it resolves (the entering creature as it last existed if it has
left, ruling on Cloudfin Raptor 2013-01-24) [702.100b-c].

* :class:`EvolveEnters` — the trigger, with the comparison as the creature enters.
* :class:`Evolves` — the comparison as the ability resolves (for an ``If``).
* :func:`evolve` — the triggered ability.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition, Event, TriggeredAbility
from aetherworks.engine.objects import Memo
from aetherworks.vocab.effects import If, PutCounters
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.zone_triggers import PermanentEnters

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def _greater(game: Game, entering: int, this: int) -> bool:
    """Whether the entering creature's power or toughness is greater than this one's."""
    a, b = game.last_known_chars(entering), game.last_known_chars(this)
    if "Creature" not in a.types:
        return False
    return (a.power or 0) > (b.power or 0) or (a.toughness or 0) > (b.toughness or 0)


@dataclass(frozen=True)
class EvolveEnters(PermanentEnters):
    others_only: bool = True

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return super().matches(game, source, event) and _greater(game, event.obj, source.id)


@dataclass(frozen=True)
class Evolves(Condition):
    def holds(self, game: Game, ctx: GameObject) -> bool:
        this = source_id(ctx)
        entering = ctx.recall(Memo.EVENT_OBJ)
        return bool(entering) and game.objects[this].zone == "battlefield" and \
            _greater(game, entering, this)


def evolve(text: str = "Evolve") -> TriggeredAbility:
    """Evolve [702.100a]."""
    return TriggeredAbility(trigger=EvolveEnters(),
                            effects=(If(Evolves(), then=(PutCounters("+1/+1", 1),)),),
                            text=text)


__all__ = ["EvolveEnters", "Evolves", "evolve"]
