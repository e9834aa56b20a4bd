"""Revealing until a card of a kind, once for each permanent an earlier part of the effect
destroyed [701.20a, 608.2c]: "For each permanent destroyed this way, its controller reveals
cards from the top of their library until an artifact or creature card is revealed and
exiles that card. Those players put the exiled cards onto the battlefield, then shuffle."
(Indomitable Creativity).

* :class:`EachControllerRevealsUntil` — for each permanent remembered under ``key``
  (:class:`~aetherworks.vocab.effects.Destroy` remembers those it destroyed: not one that
  was indestructible or had become an illegal target), its controller as it last existed
  [608.2h] reveals from the top of their library until a card that fits ``filter`` (its
  printed characteristics) and exiles it; the cards revealed before it stay where they are.
  A library with no such card is revealed whole and nothing is exiled.  Then every exiled
  card is put onto the battlefield at the same time under the control of the player who
  exiled it, and each of those players shuffles; a player who controlled none of those
  permanents reveals nothing and doesn't shuffle (its rulings) [701.24a].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.reveal_until import reveal_until
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class EachControllerRevealsUntil(Effect):
    filter: Filter = Filter(types=("Artifact", "Creature"))
    key: str = "destroyed"
    cr = "701.20a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        players = [game.objects[oid].controller for oid in ctx.recall(self.key, ())]
        exiled: list[tuple[int, int]] = []
        for p in players:
            found = reveal_until(game, ctx, p, self.filter, self.cr)[1]
            if found:
                exiled.append((p, game.move(found, "exile", cr=self.cr)))
        with game.simultaneously():  # all at once (its ruling)
            for p, oid in exiled:
                if oid:
                    game.move(oid, "battlefield", controller=p, cr="110.4a")
        for p in sorted(set(players)):
            game.shuffle(p)

    def text(self) -> str:
        return (f"for each one destroyed, its controller reveals until a "
                f"{self.filter.describe()} card, which enters; then they shuffle")


__all__ = ["EachControllerRevealsUntil"]
