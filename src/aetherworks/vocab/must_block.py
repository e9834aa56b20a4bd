"""Blocking requirements: "target creature blocks this turn if able" [509.1c].

:class:`BlocksIfAble` is the content of a continuous effect on the creature (a rule change,
``Rule.BLOCKS_IF_ABLE``); the engine's blocker declaration (``combat.must_block``) does not let the
defending player finish declaring blockers while such a creature could still block.  Its
controller chooses which attacker it blocks [ruling on Peema Aether-Seer]; if it is tapped or
can't block any attacker, the requirement simply isn't met.
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


__all__ = ["BlocksIfAble"]
