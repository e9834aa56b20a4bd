"""Builders for templates Ixalan needed (explore triggers, "each of up to two target
creatures", "if ..., you may ...").

Mixed into :class:`aetherworks.compiler.build.Build`; each method is named by the grammar
alias it builds (``oracle.lark``).  ``build.py`` imports this module, so its helpers are
imported where they are used.
"""

from __future__ import annotations

from typing import Any

from aetherworks.engine.defs import Trigger
from aetherworks.vocab.explore import Explores
from aetherworks.vocab.targets import Filter


class XlnRules:
    """Ixalan's templates."""

    def creature_explores(self, c: list[Any]) -> Trigger:
        """"Whenever a creature you control explores" [701.44b]."""
        from aetherworks.compiler.build import Unsupported, _perm_filter

        f = _perm_filter(c[-1])
        if not isinstance(f, Filter) or f.types != ("Creature",):
            raise Unsupported("an explore trigger on something other than a creature")
        return Explores(f)

    def each_of_targets(self, c: list[Any]) -> Any:
        # "deals 1 damage to each of up to two target creatures": the one target phrase
        # with its count; the effect reaches each chosen target [115.1, 601.2c].
        return c[0]

    def if_may(self, c: list[Any]) -> Any:
        """"If [condition], you may [effects]." — right after a trigger, an intervening if
        [603.4] (effect_text); elsewhere checked as the ability resolves [608.2c]."""
        from aetherworks.compiler.build import Sentence

        return Sentence("if", tuple(c[1]), condition=c[0], arg="may")
