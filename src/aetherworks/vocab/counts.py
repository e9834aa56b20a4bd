"""Amounts, references and characteristic-defining abilities that count things.

* :class:`CountMatching` — "the number of artifact creatures you control" (every type in
  ``types`` must apply) [205.2].
* :class:`GreatestPower` — "the greatest power among creatures you control" (or among all
  creatures) [208].
* :class:`CardsInHand` — "the number of cards in your hand".
* :class:`SpellManaValue` — a spell's mana value on the stack counts X [202.3e]; the
  spell as it last existed if it left the stack [608.2h].
* :class:`WithPower` — the objects of a reference whose power equals an amount ("each
  creature you control with power equal to ...").
* :class:`PowerIs` — a characteristic-defining ability "this creature's power is equal to
  [amount]" (layer 7a) [604.3, 613.4a].
* :class:`HighestLifeTotal` — "the highest life total among all players" [119].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount, Continuous
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import Ref, Target, amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars


@dataclass(frozen=True)
class CountMatching(Amount):
    """The number of permanents with all of ``types`` (and the subtype) that you control
    (``yours``) or that are on the battlefield."""

    types: tuple[str, ...] = ("Creature",)
    subtype: str = ""
    yours: bool = True
    not_supertype: str = ""

    def value(self, game: Game, ctx: GameObject) -> int:
        n = 0
        for obj in game.permanents(ctx.controller if self.yours else None):
            c = game.chars(obj.id)
            if all(t in c.types for t in self.types) and (
                    not self.subtype or self.subtype in c.subtypes) and (
                    not self.not_supertype or self.not_supertype not in c.supertypes):
                n += 1
        return n


@dataclass(frozen=True)
class GreatestPower(Amount):
    """The greatest power among creatures you control (``yours``) or among all creatures; 0
    if there are none [208].  It may be negative: wrap it in ``NonNegative`` where a
    negative amount means nothing happens [107.1b, ruling on Peema Aether-Seer]."""

    yours: bool = True

    def value(self, game: Game, ctx: GameObject) -> int:
        return max((game.power(o.id) for o in game.creatures(
            ctx.controller if self.yours else None)), default=0)


@dataclass(frozen=True)
class CardsInHand(Amount):
    """The number of cards in your hand."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return len(game.players[ctx.controller].hand)


@dataclass(frozen=True)
class SpellManaValue(Amount):
    """A spell's mana value; on the stack X counts as its chosen value [202.3e]."""

    of: Ref = Target()

    def value(self, game: Game, ctx: GameObject) -> int:
        refs = self.of.objects(game, ctx)
        if not refs:
            return 0
        obj = game.objects[refs[0]]
        c = game.chars(refs[0])
        mv = c.mana_value
        if obj.kind != "ability" and obj.zone in ("stack", ""):
            mv += c.mana_cost.x * obj.x
        return mv


@dataclass(frozen=True)
class WithPower(Ref):
    """The objects of ``of`` whose power is ``power`` as the effect happens [611.2c]."""

    of: Ref = Target()
    power: N = 0

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        p = amount(game, ctx, self.power)
        return [o for o in self.of.objects(game, ctx) if game.power(o) == p]


@dataclass(frozen=True)
class PowerIs(Continuous):
    """"This creature's power is equal to [amount]": a characteristic-defining ability,
    applied in layer 7a, everywhere it is [604.3, 613.4a]."""

    amount: N = 0
    layer = "7a"
    volatile = True  # counts change without any layer input changing

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and obj.id == source.id

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        if source is not None:
            chars.power = amount(game, source, self.amount)


@dataclass(frozen=True)
class HighestLifeTotal(Amount):
    """The highest life total among all players still in the game (0 at least)."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return max([0, *(p.life for p in game.players if not p.lost)])


__all__ = [
    "CardsInHand",
    "CountMatching",
    "GreatestPower",
    "HighestLifeTotal",
    "PowerIs",
    "SpellManaValue",
    "WithPower",
]
