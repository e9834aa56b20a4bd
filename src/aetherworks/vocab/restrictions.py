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
* ``"cant_attack"`` — "can't attack" [508.1c];
* ``"cant_be_blocked"`` — "can't be blocked [by / except by ...]": with ``blockers``, only
  by (or, ``except_blockers``, by all but) creatures matching that filter [509.1b];
* ``"must_attack"`` — "attacks each combat if able" [508.1d];
* ``"block_only_flyers"`` — "can block only creatures with flying" [509.1b];
* ``"doesnt_untap"`` — "doesn't untap during its controller's untap step" [502.3];
* ``"cant_be_countered"`` — "this spell can't be countered" [101.2, 701.5].

Which permanents a rule applies to: the objects of an ``ApplyContinuous`` (a resolved
effect), or for a static ability the permanent itself (:class:`~aetherworks.vocab.exchange.
SelfRule`), the permanent it is attached to (:class:`AttachedRule`) or each permanent a
filter describes (:class:`EachRule`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Continuous
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars


@dataclass(frozen=True)
class RuleEffect(Continuous):
    """A rule change for the affected permanents (no characteristic changes) [613.11]."""

    rule: str = ""
    blockers: Filter | None = None  # "can't be blocked by [these]" [509.1b]
    except_blockers: bool = False  # "... except by [these]"
    layer = "rules"  # after every layer [613.11]

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return True

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        return None

    def text(self) -> str:
        return self.rule.replace("_", " ")


@dataclass(frozen=True)
class AttachedRule(RuleEffect):
    """A rule change for the permanent the source Aura or Equipment is attached to
    ("enchanted creature can't attack or block") [301.5a, 303.4, 613.11]."""

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and source.attached_to == obj.id


@dataclass(frozen=True)
class EachRule(RuleEffect):
    """A rule change for each permanent a filter describes, "you" being the source's
    controller ("creatures your opponents control can't block"); the filter looks at printed
    characteristics [613.8, 613.11]."""

    filter: Filter = Filter()

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and self.filter.matches(game, source, obj.id, printed=True)


def CantBlock() -> RuleEffect:
    """"... can't block [this turn]" [509.1b]."""
    return RuleEffect("cant_block")


def CantActivate() -> RuleEffect:
    """"Its activated abilities can't be activated [this turn]" [602.5]."""
    return RuleEffect("cant_activate")


def AttacksDespiteDefender() -> RuleEffect:
    """"Can attack [this turn] as though it didn't have defender" [702.3b]."""
    return RuleEffect("attacks_despite_defender")


__all__ = ["AttachedRule", "AttacksDespiteDefender", "CantActivate", "CantBlock", "EachRule",
           "RuleEffect"]
