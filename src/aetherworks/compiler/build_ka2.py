"""Builders for the Kaladesh-block templates of the ka2 session (issue 12): "target artifact
you control gains '[ability]' for as long as you control this creature" (Quicksmith Spy,
Quicksmith Rebel) [611.2b].

Mixed into :class:`aetherworks.compiler.build.Build`; each method is named by the grammar
alias it builds (``oracle.lark``).
"""

from __future__ import annotations

from typing import Any

from aetherworks.engine.defs import Effect
from aetherworks.engine.objects import WHILE_CONTROLLED
from aetherworks.vocab.effects import ApplyContinuous
from aetherworks.vocab.statics import GrantAbilities


class Ka2Rules:
    """The templates of the ka2 session."""

    def gains_ability_while_controlled(self, c: list[Any]) -> Effect:
        """"[obj] gains '[ability]' for as long as you control this creature": the effect
        ends once this leaves the battlefield or changes controller, and never begins if
        that happened first [611.2b]."""
        return ApplyContinuous(GrantAbilities(c[1]), on=c[0], until=WHILE_CONTROLLED)
