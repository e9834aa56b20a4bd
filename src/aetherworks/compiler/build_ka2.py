"""Builders for the Kaladesh-block templates of the ka2 session (issue 12): "target artifact
you control gains '[ability]' for as long as you control this creature" (Quicksmith Spy,
Quicksmith Rebel) [611.2b]; "each other creature you control of the chosen type enters with
an additional +1/+1 counter on it" (Metallic Mimic) [614.1c].

Mixed into :class:`aetherworks.compiler.build.Build`; each method is named by the grammar
alias it builds (``oracle.lark``).
"""

from __future__ import annotations

from typing import Any

from aetherworks.engine.defs import Effect, StaticAbility
from aetherworks.engine.objects import WHILE_CONTROLLED
from aetherworks.vocab.effects import ApplyContinuous
from aetherworks.vocab.others_enter_with import OthersEnterWithCounters
from aetherworks.vocab.statics import GrantAbilities


class Ka2Rules:
    """The templates of the ka2 session."""

    def gains_ability_while_controlled(self, c: list[Any]) -> Effect:
        """"[obj] gains '[ability]' for as long as you control this creature": the effect
        ends once this leaves the battlefield or changes controller, and never begins if
        that happened first [611.2b]."""
        return ApplyContinuous(GrantAbilities(c[1]), on=c[0], until=WHILE_CONTROLLED)

    def others_enter_with_counter(self, c: list[Any]) -> StaticAbility:
        """"Each [other permanent] enters with an additional [kind] counter on it": a
        replacement effect on how those permanents enter [614.1c, 614.12]."""
        from aetherworks.compiler.build import _perm_filter

        return StaticAbility(effect=OthersEnterWithCounters(_perm_filter(c[0]), str(c[1])))
