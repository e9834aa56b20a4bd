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

from aetherworks.engine import hooks
from aetherworks.engine.hooks import Rule

if TYPE_CHECKING:
    pass


@dataclass(frozen=True)
class RuleEffect(hooks.RuleEffect):
    """A rule change for the affected permanents (no characteristic changes) [613.11]."""

    rule: Rule = Rule.CANT_BLOCK


def CantBlock() -> RuleEffect:
    """"... can't block [this turn]" [509.1b]."""
    return RuleEffect(Rule.CANT_BLOCK)


def CantActivate() -> RuleEffect:
    """"Its activated abilities can't be activated [this turn]" [602.5]."""
    return RuleEffect(Rule.CANT_ACTIVATE)


def AttacksDespiteDefender() -> RuleEffect:
    """"Can attack [this turn] as though it didn't have defender" [702.3b]."""
    return RuleEffect(Rule.ATTACKS_DESPITE_DEFENDER)


def CantBeBlocked() -> RuleEffect:
    """"[Target creature] can't be blocked this turn" [509.1b]."""
    return RuleEffect(Rule.CANT_BE_BLOCKED)


__all__ = ["AttacksDespiteDefender", "CantActivate", "CantBeBlocked", "CantBlock", "RuleEffect"]
