"""Delirium: the card types among cards in a graveyard [207.2c (an ability word), 300.1].

* :class:`CardTypesInGraveyard` — "if [as long as] there are four or more card types among
  cards in your graveyard": a condition on the distinct card types [300.1] of the cards in
  the controller's graveyard (an artifact land counts twice: artifact and land).
* :class:`CardTypeCount` — "the number of card types among cards in your graveyard [all
  graveyards]" as an amount.

A card in a graveyard has its printed card types (the front face of a double-faced card
[712.8a], both halves of a split card [709.4]): the card's own characteristics, read as
the card data gives them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount, Condition

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

# The card types [300.1]; supertypes and subtypes are not card types.
CARD_TYPES = frozenset({"Artifact", "Battle", "Conspiracy", "Creature", "Dungeon",
                        "Enchantment", "Instant", "Kindred", "Land", "Phenomenon", "Plane",
                        "Planeswalker", "Scheme", "Sorcery", "Vanguard"})


def card_types_in_graveyards(game: Game, players: list[int]) -> int:
    """How many card types there are among the cards in these players' graveyards."""
    seen: set[str] = set()
    for p in players:
        for oid in game.players[p].graveyard:
            seen.update(t for t in game.objects[oid].proto.chars.types if t in CARD_TYPES)
    return len(seen)


@dataclass(frozen=True)
class CardTypesInGraveyard(Condition):
    """"There are N or more card types among cards in your graveyard" (delirium) [300.1]."""

    n: int = 4

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return card_types_in_graveyards(game, [ctx.controller]) >= self.n


@dataclass(frozen=True)
class CardTypeCount(Amount):
    """"The number of card types among cards in your graveyard" (``all_graveyards``: "in
    all graveyards") [300.1]."""

    all_graveyards: bool = False

    def value(self, game: Game, ctx: GameObject) -> int:
        players = list(game.apnap()) if self.all_graveyards else [ctx.controller]
        return card_types_in_graveyards(game, players)


__all__ = ["CARD_TYPES", "CardTypeCount", "CardTypesInGraveyard", "card_types_in_graveyards"]
