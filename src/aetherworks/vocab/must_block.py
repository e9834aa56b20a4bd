"""Blocking requirements: "target creature blocks this turn if able" [509.1c].

:class:`BlocksIfAble` is the content of a continuous effect on the creature (a rule change,
``Rule.BLOCKS_IF_ABLE``); the engine's blocker declaration (``combat.must_block``) does not let the
defending player finish declaring blockers while such a creature could still block.  Its
controller chooses which attacker it blocks [ruling on Peema Aether-Seer]; if it is tapped or
can't block any attacker, the requirement simply isn't met.

:class:`MustBeBlocked`: "target creature must be blocked this turn if able" (Emergent Growth) is
a requirement on the defending player: while the creature attacks them unblocked and one of
their creatures could block it, they can't finish declaring blockers; one blocker meets it,
and other creatures may block as they like [509.1c, ruling 2017-09-29].
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aetherworks.engine.hooks import Rule
from aetherworks.vocab.restrictions import RuleEffect

if TYPE_CHECKING:
    pass


def BlocksIfAble() -> RuleEffect:
    """"Blocks this turn if able": a requirement [509.1c], not a characteristic."""
    return RuleEffect(Rule.BLOCKS_IF_ABLE)


def MustBeBlocked() -> RuleEffect:
    """"Must be blocked this turn if able": a requirement [509.1c] on the attacker."""
    return RuleEffect(Rule.MUST_BE_BLOCKED)


__all__ = ["BlocksIfAble", "MustBeBlocked"]
