"""Costs paid with cards in a graveyard [118, 406.3].

* :class:`ExileCardFromGraveyard` — "Exile another creature card from your graveyard"
  (Scrapheap Scrounger): the payer picks which; "another" excludes the ability's own card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Cost
from aetherworks.messages import Msg, Text
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ExileCardFromGraveyard(Cost):
    """Exile a card with any of ``types`` (and not the source itself when ``another``) from
    your graveyard."""

    types: tuple[str, ...] = ("Creature",)
    another: bool = True
    cr = "406.3"

    def _options(self, game: Game, ctx: GameObject) -> list[int]:
        src = source_id(ctx)
        return [o for o in game.players[ctx.controller].graveyard
                if not (self.another and o == src) and
                (not self.types or any(t in game.objects[o].proto.chars.types
                                       for t in self.types))]

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return bool(self._options(game, ctx))

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if answer is None:
            return Ask(ctx.controller, CHOOSE, Msg.of(
                "prompt.exile_typed_from_graveyard",
                types=Text("/".join(t.lower() for t in self.types))),
                       tuple(Choice("pick", o) for o in self._options(game, ctx)), cr=self.cr)
        game.exile_obj(answer.obj)
        return None

    def text(self) -> str:
        return f"Exile another {'/'.join(t.lower() for t in self.types)} card from your graveyard"


__all__ = ["ExileCardFromGraveyard"]
