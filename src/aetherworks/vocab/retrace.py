"""Retrace [702.81].

"Retrace" means "You may cast this card from your graveyard by discarding a land card in
addition to paying its other costs" [702.81a]; a spell cast this way goes back to the
graveyard as usual (unlike flashback).

* :func:`Retrace` — the card's own ``AltCost`` labelled ``"retrace"`` that functions in the
  graveyard, pays the card's mana cost (``mana_cost=True``: not an alternative cost) and
  adds :class:`DiscardLandCard`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import AltCost, Ask, Choice, Cost
from aetherworks.messages import Msg

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class DiscardLandCard(Cost):
    """"Discarding a land card" as an additional cost [702.81a, 701.9]."""

    cr = "702.81a"

    def _options(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in game.players[ctx.controller].hand
                if o != ctx.id and "Land" in game.objects[o].proto.chars.types]

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return bool(self._options(game, ctx))

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if answer is not None:
            game.discard(ctx.controller, answer.obj)
            return None
        return Ask(ctx.controller, CHOOSE, Msg.of("prompt.discard", amount=1),
                   tuple(Choice("pick", o) for o in self._options(game, ctx)), cr=self.cr)


def Retrace(text: str = "Retrace") -> AltCost:
    """"Retrace" [702.81a]."""
    return AltCost(label="retrace", costs=(DiscardLandCard(),), zone="graveyard",
                   mana_cost=True, text=text)


__all__ = ["DiscardLandCard", "Retrace"]
