"""Returning cards from a graveyard to the battlefield [400.7, 110.2].

* :class:`ReturnToBattlefield` — "return target artifact card from your graveyard to the
  battlefield [tapped]": it enters under the effect's controller's control [110.2].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.refs import Ref, Target

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ReturnToBattlefield(Effect):
    """"Return target [card] from your graveyard to the battlefield [tapped]", "put target
    creature card from a graveyard onto the battlefield under your control": under the
    effect's controller's control [110.2].  It enters as a new object [400.7], so "enters"
    abilities apply and trigger; the new ids are remembered under ``remember``."""

    what: Ref = Target()
    tapped: bool = False
    remember: str = ""
    under_owner: bool = False  # "under its owner's control"
    cr = "110.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        made = []
        for oid in self.what.objects(game, ctx):
            card = game.objects[oid]
            if card.zone != "graveyard":
                continue
            made.append(game.move(oid, "battlefield", tapped=self.tapped, cr="110.2",
                                  controller=card.owner if self.under_owner
                                  else ctx.controller))
        if self.remember:
            ctx.remember(self.remember, tuple(made))


__all__ = ["ReturnToBattlefield"]
