"""Kicker [702.33]: "Kicker [cost]" means "You may pay an additional [cost] as you cast this
spell" [702.33a].

* :class:`Kicker` — the keyword's static ability with a mana kicker cost: an
  :class:`~aetherworks.engine.hooks.OptionalCost` the caster announces as the spell is
  proposed (a yes/no, offered only when the kicked cost could be paid) [601.2b]; its cost is
  added to the total cost [601.2f].  A kicked spell, and the permanent it becomes, is
  "kicked" [702.33d].
* :class:`Buyback` — "Buyback [cost]": the same announced optional cost; a spell whose
  buyback cost was paid goes to its owner's hand as it resolves [702.27a].
* :class:`Kicked` — the condition "if this spell was kicked" / "if it was kicked" (of a
  resolving spell, or of the permanent whose ability it is).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from aetherworks.engine.defs import Condition
from aetherworks.engine.hooks import OptionalCost
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class Kicker(OptionalCost):
    """"Kicker {2}{R}" [702.33a]: ``cost`` in mana symbols."""

    cost: str = "{0}"

    def mana(self) -> ManaCost:
        return ManaCost.parse(self.cost)

    def text(self) -> str:
        return f"Kicker {self.cost}"


@dataclass(frozen=True)
class Buyback(OptionalCost):
    """"Buyback {3}" [702.27a]."""

    cost: str = "{0}"
    key: ClassVar[str] = "buyback"
    name: ClassVar[str] = "buyback"

    def mana(self) -> ManaCost:
        return ManaCost.parse(self.cost)

    def text(self) -> str:
        return f"Buyback {self.cost}"


@dataclass(frozen=True)
class Kicked(Condition):
    """"If this spell was kicked" / "if it was kicked" [702.33d]."""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        obj = game.objects.get(source_id(ctx))
        return obj is not None and bool(obj.recall("kicked"))


__all__ = ["Buyback", "Kicked", "Kicker"]
