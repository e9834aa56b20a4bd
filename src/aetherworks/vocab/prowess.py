"""Prowess [702.108]: "Whenever you cast a noncreature spell, this creature gets +1/+1 until
end of turn."  Each instance triggers separately [702.108b]; a card lists it with
``prowess(text)`` where ``text`` is its Oracle keyword paragraph.
"""

from __future__ import annotations

from aetherworks.engine.defs import TriggeredAbility
from aetherworks.vocab.effects import Pump
from aetherworks.vocab.refs import This
from aetherworks.vocab.triggers import YouCast

PROWESS_TEXT = ("Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 "
                "until end of turn.)")


def prowess(text: str = PROWESS_TEXT) -> TriggeredAbility:
    """The prowess triggered ability [702.108a]."""
    return TriggeredAbility(trigger=YouCast(not_types=("Creature",)),
                            effects=(Pump(1, 1, on=This()),), text=text)


__all__ = ["PROWESS_TEXT", "prowess"]
