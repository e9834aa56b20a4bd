"""Builders for the 2017 Standard one-offs that are still templates (issue 12): "can't
attack alone", "choose a creature type" and "of the chosen type", "whenever this becomes
untapped", "you may play lands from your graveyard".

Mixed into :class:`aetherworks.compiler.build.Build`; each method is named by the grammar
alias it builds (``oracle.lark``).  ``build.py`` imports this module, so its helpers are
imported where they are used.
"""

from __future__ import annotations

from typing import Any

from aetherworks.engine.hooks import Rule
from aetherworks.vocab.restrictions import RuleEffect


class MiscRules:
    """The templates of the std17-misc session."""

    def sp_cant_attack_alone(self, c: list[Any]) -> tuple[str, Any]:
        """"This creature can't attack alone" [508.1c]."""
        return "rule", RuleEffect(Rule.CANT_ATTACK_ALONE)

    def sp_cant_block_alone(self, c: list[Any]) -> tuple[str, Any]:
        """"This creature can't block alone" [509.1b]."""
        return "rule", RuleEffect(Rule.CANT_BLOCK_ALONE)

    def sp_cant_attack_or_block_alone(self, c: list[Any]) -> tuple[str, Any]:
        """"This creature can't attack or block alone" [508.1c, 509.1b]."""
        return "rules", (RuleEffect(Rule.CANT_ATTACK_ALONE), RuleEffect(Rule.CANT_BLOCK_ALONE))
