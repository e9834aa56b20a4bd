"""Rule-changing effects on a permanent [613.11]: restrictions and permissions that aren't
characteristics.

:class:`RuleEffect` is the content of a continuous effect (``ApplyContinuous(CantBlock(),
on=Target())`` for "target creature can't block this turn"); the engine asks
``Game.rule_applies(oid, rule)`` where the rule matters (the rules are
:class:`aetherworks.engine.hooks.Rule`):

* ``CANT_BLOCK`` — "can't block [artifact creatures]": with ``others``, only attackers
  matching that filter [509.1b];
* ``CANT_ACTIVATE`` — "its activated abilities can't be activated", mana abilities
  included [602.5, 605.1a];
* ``ATTACKS_DESPITE_DEFENDER`` — "can attack [this turn] as though it didn't have
  defender" [702.3b];
* ``CANT_ATTACK`` — "can't attack" [508.1c];
* ``CANT_BE_BLOCKED`` — "can't be blocked [by / except by ...]": with ``others``, only
  by (or, ``except_others``, by all but) creatures matching that filter [509.1b];
* ``MUST_ATTACK`` — "attacks each combat if able" [508.1d];
* ``BLOCK_ONLY_FLYERS`` — "can block only creatures with flying" [509.1b];
* ``DOESNT_UNTAP`` — "doesn't untap during its controller's untap step" [502.3];
* ``CANT_BE_COUNTERED`` — "this spell can't be countered" [101.2, 701.5];
* ``CANT_BE_REGENERATED`` — "it can't be regenerated" [701.19c];
* ``BLOCK_ADDITIONAL`` (``more``: how many) / ``BLOCK_ANY_NUMBER`` — "can block an additional
  creature each combat" / "can block any number of creatures" [509.1a]
  (:mod:`aetherworks.vocab.multiple_blocks`);
* ``CANT_ATTACK_ALONE`` / ``CANT_BLOCK_ALONE`` — "can't attack [or block] alone": it may be
  declared only along with another attacking (blocking) creature [508.1c, 509.1b].

Which permanents a rule applies to: the objects of an ``ApplyContinuous`` (a resolved
effect), or for a static ability the permanent itself (:class:`~aetherworks.vocab.exchange.
SelfRule`), the permanent it is attached to (:class:`AttachedRule`) or each permanent a
filter describes (:class:`EachRule`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine import hooks
from aetherworks.engine.hooks import Rule
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class RuleEffect(hooks.RuleEffect):
    """A rule change for the affected permanents (no characteristic changes) [613.11]."""

    rule: Rule = Rule.CANT_BLOCK
    # The other creature a combat rule is about: "can't be blocked by [these]", "can't
    # block [these]" [509.1b]; None: any.
    others: Filter | None = None
    except_others: bool = False  # "... except by [these]"
    # ``Rule.BLOCK_ADDITIONAL``: how many more attackers it may block [509.1a]
    more: int = 1

    def more_blocks(self, game: Game, source: GameObject | None) -> int:
        return self.more

    def stops(self, game: Game, source: GameObject | None, other: int) -> bool:
        """"Can't be blocked by [creatures ...]" stops only matching blockers ("can't block
        [creatures ...]" only matching attackers); "... except by [creatures ...]" all
        others [509.1b]."""
        if self.others is None:
            return True
        if source is None:
            return True
        return self.others.matches(game, source, other) != self.except_others


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


@dataclass(frozen=True)
class SpellsRule(RuleEffect):
    """A rule change for each spell on the stack a filter describes ("creature spells you
    control can't be countered": ``Rule.CANT_BE_COUNTERED``) [101.2, 701.5a]."""

    filter: Filter = Filter()

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and obj.zone == "stack" and obj.kind != "ability" and \
            self.filter.matches(game, source, obj.id)


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


__all__ = ["AttachedRule", "AttacksDespiteDefender", "CantActivate", "CantBeBlocked", "CantBlock",
           "EachRule", "RuleEffect", "SpellsRule"]
