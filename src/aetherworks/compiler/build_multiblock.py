"""Builders for a creature that blocks more than one attacker (issue 12): "can block an
additional creature each combat", "can block an additional seven creatures", "can block any
number of creatures" [509.1a]; "whenever this creature blocks two or more creatures"
[509.3e], "for each creature it's blocking" [509.1g].

Not here: Yare's "can block up to two additional creatures this turn": its target, "creature
defending player controls", compiles as "an opponent controls", which is wrong for a spell the
defending player casts; a template would make Yare play wrongly.

Mixed into :class:`aetherworks.compiler.build.Build`; each method is named by the grammar
alias it builds (``oracle.lark``).
"""

from __future__ import annotations

from typing import Any

from aetherworks.vocab import effects
from aetherworks.vocab.multiple_blocks import (
    AttackersBlocked,
    BlockAdditional,
    BlockAnyNumber,
    BlocksAtLeast,
)
from aetherworks.vocab.restrictions import RuleEffect


class MultiBlockRules:
    """The templates of the multiblock session."""

    def block_more_one(self, c: list[Any]) -> RuleEffect:
        """"an additional creature" [509.1a]."""
        return BlockAdditional(1)

    def block_more_n(self, c: list[Any]) -> RuleEffect:
        """"an additional seven creatures" [509.1a]."""
        n = c[-1]
        if not isinstance(n, int):
            from aetherworks.compiler.build import Unsupported
            raise Unsupported("a variable number of additional creatures blocked")
        return BlockAdditional(n)

    def block_any_number(self, c: list[Any]) -> RuleEffect:
        """"any number of creatures" [509.1a]."""
        return BlockAnyNumber()

    def sp_block_more(self, c: list[Any]) -> tuple[str, Any]:
        """"This creature can block an additional creature each combat" [509.1a]."""
        return "rule", c[-1]

    def sp_block_any(self, c: list[Any]) -> tuple[str, Any]:
        """"This creature can block any number of creatures" [509.1a]."""
        return "rule", BlockAnyNumber()

    def block_more_this_turn(self, c: list[Any]) -> Any:
        """"Target creature can block any number of creatures this turn" [509.1a, 611.2a]."""
        return effects.ApplyContinuous(c[-1], on=c[0])

    def block_more_last(self, c: list[Any]) -> Any:
        """"It gets +2/+2 until end of turn and can block an additional creature this turn":
        the object named before [509.1a, 611.2a]."""
        return self.block_more_this_turn([self._named_before(), c[-1]])  # type: ignore[attr-defined]

    def blocks_n_or_more(self, c: list[Any]) -> Any:
        """"Whenever this creature blocks two or more creatures" [509.3e]."""
        n = c[-1]
        if not isinstance(n, int):
            from aetherworks.compiler.build import Unsupported
            raise Unsupported("a variable number of creatures blocked")
        return self._self_trigger(BlocksAtLeast(n))  # type: ignore[attr-defined]

    def counted_blocking(self, c: list[Any]) -> Any:
        """"for each creature it's blocking" [509.1g]."""
        return AttackersBlocked()
