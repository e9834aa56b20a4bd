"""Builder methods for the last Aether Revolt templates: "If you would lose the game, instead
exile this creature and your life total becomes equal to your starting life total" [614.1a,
104.3, 119.5].

A mixin of :class:`~aetherworks.compiler.build.Build`: the grammar rules are in
``oracle.lark``, each naming the method here by its alias.
"""

from __future__ import annotations

from typing import Any

from aetherworks.engine.defs import Ability, StaticAbility
from aetherworks.vocab.loss_replacement import ExileInsteadOfLosing, StartingLifeTotal


class AerLastRules:
    """Replacing the loss of the game."""

    def exile_instead_of_losing(self, c: list[Any]) -> Ability:
        """"If you would lose the game, instead exile [this creature] and your life total
        becomes [N]" [614.1a]: the last child is the life total."""
        return StaticAbility(effect=ExileInsteadOfLosing(life=c[-1]))

    def loss_life_number(self, c: list[Any]) -> int:
        return int(c[0])

    def starting_life_total(self, c: list[Any]) -> StartingLifeTotal:
        return StartingLifeTotal()
