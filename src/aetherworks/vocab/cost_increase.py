"""Effects that make spells cost more [601.2f]: the engine adds ``increase_cost(game,
source, player, card)`` generic mana of every static ability to a spell's total cost,
whichever cost (mana, alternative, none) it is cast for, before reductions
(``castability.reduced_cost``).

* :class:`MoreForEachOtherSpell` — "Each spell a player casts costs {1} more to cast for
  each other spell that player has cast this turn." (counts spells cast this turn even
  before the permanent arrived: the Damping Sphere rulings).
* :class:`NamedCostsMore` — "Spells with the chosen name cost {3} more to cast." (the
  name chosen as the permanent entered, :class:`aetherworks.vocab.enters_choice.ChooseCardName`;
  a split card has the name if either half has it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import CostIncrease

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def has_name(card: GameObject, name: str) -> bool:
    """A card has a name if it is its name or a half's / a face's [709.3a, 712.19]."""
    if not name:
        return False
    names = {card.proto.key, card.proto.chars.name, *(f.chars.name for f in card.proto.faces)}
    if card.proto.back is not None:
        names.add(card.proto.back.chars.name)
    return name in names


@dataclass(frozen=True)
class MoreForEachOtherSpell(CostIncrease):
    generic: int = 1

    def increase_cost(self, game: Game, source: GameObject, player: int,
                      card: GameObject) -> int:
        return self.generic * game.players[player].turn_stats.get("spells_cast", 0)


@dataclass(frozen=True)
class NamedCostsMore(CostIncrease):
    generic: int = 3

    def increase_cost(self, game: Game, source: GameObject, player: int,
                      card: GameObject) -> int:
        return self.generic if has_name(card, source.recall("named", "")) else 0


__all__ = ["MoreForEachOtherSpell", "NamedCostsMore", "has_name"]
