"""Exalted [702.83]: "Whenever a creature you control attacks alone, that creature gets
+1/+1 until end of turn."  A creature attacks alone if it is the only creature declared as
an attacker in a combat [702.83b, 506.5]; each instance triggers separately [702.83b].

An exalted counter gives a permanent an instance of exalted [122.1b]: importing this module
registers :data:`EXALTED` as the ability each such counter grants.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.cardpool import register_keyword_ability
from aetherworks.engine.defs import Event, Trigger, TriggeredAbility
from aetherworks.vocab.effects import Pump
from aetherworks.vocab.refs import Ref

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class AttacksAlone(Trigger):
    """"Whenever a creature you control attacks alone" [506.5, 508.3a]."""

    events = ("attackers_declared",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.player != source.controller or event.amount != 1 or len(game.attackers) != 1:
            return False
        return game.objects[next(iter(game.attackers))].controller == source.controller


@dataclass(frozen=True)
class LoneAttacker(Ref):
    """"That creature": the creature attacking alone."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        return list(game.attackers) if len(game.attackers) == 1 else []


EXALTED = TriggeredAbility(trigger=AttacksAlone(), effects=(Pump(1, 1, on=LoneAttacker()),),
                           text="Exalted")
register_keyword_ability("exalted", EXALTED)


__all__ = ["EXALTED", "AttacksAlone", "LoneAttacker"]
