"""Replacement effects on where cards go [614.1a], and starting the game with a card on the
battlefield [103.6a].

The engine asks each static ability that is a :class:`~aetherworks.engine.hooks.CardRedirect`
as a card (not a token) is about to move to a graveyard or onto the battlefield
(``Game.move``).

* :class:`OpponentsCardsExiledInstead` — "If a card would be put into an opponent's
  graveyard from anywhere, exile it instead." (Leyline of the Void): discarded, milled,
  destroyed, resolved and countered cards alike; an opponent's nontoken creature that
  would die is exiled and doesn't die; tokens still die (they aren't cards) [111.7].
* :class:`UncastCreaturesExiled` — "If a nontoken creature would enter and it wasn't cast,
  exile it instead." (Containment Priest): whether it is a creature is judged from the face
  it would enter with [614.12]; a permanent spell that resolves was cast, wherever it was
  cast from [601.2a].
* :class:`BeginOnBattlefield` — "If this card is in your opening hand, you may begin the game
  with it on the battlefield." [103.6a]: after mulligans the starting player, then each other
  player, may put such cards onto the battlefield (the engine's ``opening_hand`` step).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import CardRedirect, OpeningHand

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class OpponentsCardsExiledInstead(CardRedirect):
    def replace_zone(self, game: Game, source: GameObject, card: GameObject, old: str,
                     zone: str, face: int) -> str | None:
        if zone == "graveyard" and card.owner != source.controller:
            return "exile"
        return None


@dataclass(frozen=True)
class UncastCreaturesExiled(CardRedirect):
    def replace_zone(self, game: Game, source: GameObject, card: GameObject, old: str,
                     zone: str, face: int) -> str | None:
        if zone != "battlefield" or old == "stack":
            return None
        proto = card.proto
        c = proto.back.chars if face == 1 and proto.back is not None else \
            proto.faces[face].chars if face >= 0 and proto.faces else proto.chars
        return "exile" if "Creature" in c.types else None


@dataclass(frozen=True)
class BeginOnBattlefield(OpeningHand):
    """The opening-hand action of 103.6a."""


__all__ = ["BeginOnBattlefield", "OpponentsCardsExiledInstead", "UncastCreaturesExiled"]
