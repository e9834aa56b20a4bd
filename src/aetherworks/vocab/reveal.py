"""Revealing a card from your hand as a choice or cost [701.20a]: "you may reveal an Island or
Mountain card from your hand" (snarls, with ``EntersWith.unless_may`` [614.12a]).

* :class:`RevealFromHand` — reveal a card of one of the subtypes (or types) from your hand;
  any land card with either subtype will do, basic or not, but only the subtypes it has, not
  the colours it makes (the snarls' rulings).  The card stays in the hand [701.20b].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Cost

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class RevealFromHand(Cost):
    """Reveal a card with one of ``subtypes`` (or ``types``) from your hand [701.20a]."""

    subtypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    cr = "701.20a"

    def _cards(self, game: Game, ctx: GameObject) -> list[int]:
        out, seen = [], set()
        for oid in game.players[ctx.controller].hand:
            c = game.objects[oid].proto.chars
            if (any(s in c.subtypes for s in self.subtypes) or
                    any(t in c.types for t in self.types)) and c.name not in seen:
                seen.add(c.name)
                out.append(oid)
        return out

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return bool(self._cards(game, ctx))

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        cards = self._cards(game, ctx)
        if answer is None and len(cards) > 1:
            return Ask(ctx.controller, CHOOSE, "Reveal which card?",
                       tuple(Choice("pick", o) for o in cards), cr="701.20a")
        oid = answer.obj if answer is not None else cards[0]
        game.emit("reveal", "701.20a", ctx.controller, oid)
        return None

    def text(self) -> str:
        kinds = " or ".join((*self.subtypes, *self.types))
        return f"reveal {'an' if kinds[:1] in 'AEIOU' else 'a'} {kinds} card from your hand"


__all__ = ["RevealFromHand"]
