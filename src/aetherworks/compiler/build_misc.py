"""Builders for the 2017 Standard one-offs that are still templates (issue 12): "can't
attack alone", "choose a creature type" and "of the chosen type", "whenever this becomes
untapped", "you may play lands from your graveyard".

Mixed into :class:`aetherworks.compiler.build.Build`; each method is named by the grammar
alias it builds (``oracle.lark``).  ``build.py`` imports this module, so its helpers are
imported where they are used.
"""

from __future__ import annotations

from typing import Any

from aetherworks.engine.defs import Ability, EntersWith, StaticAbility, Trigger
from aetherworks.engine.hooks import Rule
from aetherworks.vocab import refs
from aetherworks.vocab.chosen_type import ChooseCreatureType, IsChosenType
from aetherworks.vocab.restrictions import RuleEffect
from aetherworks.vocab.tap_triggers import BecomesUntapped
from aetherworks.vocab.triggers import YouCast


class MiscRules:
    """The templates of the std17-misc session."""

    event_obj: Any

    def sp_cant_attack_alone(self, c: list[Any]) -> tuple[str, Any]:
        """"This creature can't attack alone" [508.1c]."""
        return "rule", RuleEffect(Rule.CANT_ATTACK_ALONE)

    def sp_cant_block_alone(self, c: list[Any]) -> tuple[str, Any]:
        """"This creature can't block alone" [509.1b]."""
        return "rule", RuleEffect(Rule.CANT_BLOCK_ALONE)

    def sp_cant_attack_or_block_alone(self, c: list[Any]) -> tuple[str, Any]:
        """"This creature can't attack or block alone" [508.1c, 509.1b]."""
        return "rules", (RuleEffect(Rule.CANT_ATTACK_ALONE), RuleEffect(Rule.CANT_BLOCK_ALONE))

    # --- a creature type chosen as the permanent enters [614.12, 205.3m] ---

    def as_enters_choose_type(self, c: list[Any]) -> Ability:
        """"As this artifact enters, choose a creature type." [614.12]"""
        return EntersWith(as_enters=(ChooseCreatureType(),))

    def pm_chosen_type(self, c: list[Any]) -> tuple[str, Any]:
        """"creatures you control of the chosen type" [614.12, 205.3m]"""
        return "chosen_type", True

    def is_chosen_type(self, c: list[Any]) -> Any:
        """"This creature is the chosen type in addition to its other types." [613.1d]"""
        return StaticAbility(effect=IsChosenType())

    def you_cast_chosen_type(self, c: list[Any]) -> Trigger:
        """"Whenever you cast a creature spell of the chosen type" [601.2i, 614.12]."""
        from aetherworks.compiler.build import Unsupported

        types, subs, nots, colors = c[-1]
        if subs or nots or colors:
            raise Unsupported("a spell of the chosen type described by more than its type")
        self.event_obj = refs.EventObject()
        return YouCast(types=types, chosen_type=True)

    def becomes_untapped(self, c: list[Any]) -> Trigger:
        """"Whenever this artifact becomes untapped" [701.26b, 603.2e]."""
        return BecomesUntapped()
