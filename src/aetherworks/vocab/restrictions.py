"""Rule-changing effects on a permanent [613.11]: restrictions and permissions that aren't
characteristics.

:class:`RuleEffect` is the content of a continuous effect (``ApplyContinuous(CantBlock(),
on=Target())`` for "target creature can't block this turn"); the engine asks
``Game.rule_applies(oid, rule)`` where the rule matters:

* ``"cant_block"`` — "can't block" [509.1b];
* ``"cant_activate"`` — "its activated abilities can't be activated", mana abilities
  included [602.5, 605.1a];
* ``"attacks_despite_defender"`` — "can attack [this turn] as though it didn't have
  defender" [702.3b];
* ``"cant_be_blocked"`` — "can't be blocked [this turn]": no creature can be declared as
  its blocker; once it is blocked, it stays blocked [509.1b, 509.1h].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Continuous

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars


@dataclass(frozen=True)
class RuleEffect(Continuous):
    """A rule change for the affected permanents (no characteristic changes) [613.11]."""

    rule: str = ""
    layer = "rules"  # after every layer [613.11]

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return True

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        return None

    def text(self) -> str:
        return self.rule.replace("_", " ")


def CantBlock() -> RuleEffect:
    """"... can't block [this turn]" [509.1b]."""
    return RuleEffect("cant_block")


def CantActivate() -> RuleEffect:
    """"Its activated abilities can't be activated [this turn]" [602.5]."""
    return RuleEffect("cant_activate")


def AttacksDespiteDefender() -> RuleEffect:
    """"Can attack [this turn] as though it didn't have defender" [702.3b]."""
    return RuleEffect("attacks_despite_defender")


def CantBeBlocked() -> RuleEffect:
    """"[Target creature] can't be blocked this turn" [509.1b]."""
    return RuleEffect("cant_be_blocked")


__all__ = ["AttacksDespiteDefender", "CantActivate", "CantBeBlocked", "CantBlock", "RuleEffect"]
