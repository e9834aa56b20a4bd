"""Cycling [702.29]: "Cycling [cost]" means "[Cost], Discard this card: Draw a card." It is
an activated ability that functions only while the card is in its owner's hand [702.29a,
113.6b]; the engine offers hand abilities (``zone="hand"``) at priority.

* :class:`DiscardSelf` — the cost "Discard this card" [701.9].
* :func:`Cycling` — the keyword ability, ``text`` being the card's keyword line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import ActivatedAbility, Ask, Cost
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.effects import Draw
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject



@dataclass(frozen=True)
class DiscardSelf(Cost):
    """"Discard this card" (it must be in its owner's hand) [701.9]."""

    cr = "701.9"

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return game.objects[source_id(ctx)].zone == "hand"

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        src = game.objects[source_id(ctx)]
        game.discard(src.owner, src.id)
        return None

    def text(self) -> str:
        return "Discard this card"


def Cycling(mana: str, text: str) -> ActivatedAbility:
    """"Cycling {2}": ``mana`` in Oracle notation [702.29a]."""
    return ActivatedAbility(mana=ManaCost.parse(mana), costs=(DiscardSelf(),),
                            effects=(Draw(1),), zone="hand", text=text)


__all__ = ["Cycling", "DiscardSelf"]
