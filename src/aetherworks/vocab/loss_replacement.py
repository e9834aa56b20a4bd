"""Replacing the loss of the game [614.1a, 104.3]: "If you would lose the game, instead exile
this creature and your life total becomes equal to your starting life total" (Exquisite
Archangel), "... instead exile The Golden Throne and your life total becomes 1".

* :class:`ExileInsteadOfLosing` — a :class:`~aetherworks.engine.hooks.LossReplacement`: as
  its controller would lose the game by a state-based action, they don't; the permanent is
  exiled and their life total becomes ``life`` instead.  Setting the life total is a gain or
  a loss of life [119.5; ruling 2017-02-09: at -4 they gain 24, at 40 they lose 20], so
  "can't gain life" and life-gain triggers see it.  The engine
  (:mod:`aetherworks.engine.losing`) applies it: not when the player concedes [104.3a] nor
  when an opponent wins by an effect [104.2b]; the player picks one of several [616.1e]; a
  permanent dying in the same check goes to exile or to the graveyard, as the player
  chooses (rulings 2017-02-09).
* :class:`StartingLifeTotal` — "your starting life total" (20; 40 in Commander) [103.4].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount
from aetherworks.engine.hooks import LossReplacement
from aetherworks.engine.losing import starting_life_total
from aetherworks.vocab.effects import N
from aetherworks.vocab.life_total import set_life_total
from aetherworks.vocab.refs import amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class StartingLifeTotal(Amount):
    """"Your starting life total": the controller's [103.4, 103.4c]."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return starting_life_total(game, ctx.controller)


@dataclass(frozen=True)
class ExileInsteadOfLosing(LossReplacement):
    """"If you would lose the game, instead exile [this permanent] and your life total
    becomes ``life``" [614.1a, 119.5]."""

    life: N = field(default_factory=StartingLifeTotal)
    moves_self = "exile"

    def instead(self, game: Game, perm: GameObject, player: int) -> None:
        set_life_total(game, player, amount(game, perm, self.life), "119.5")


__all__ = ["ExileInsteadOfLosing", "StartingLifeTotal"]
