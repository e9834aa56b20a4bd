"""Amounts, references and characteristic-defining abilities that count things.

* :class:`CountMatching` — "the number of artifact creatures you control" (every type in
  ``types`` must apply) [205.2].
* :class:`GreatestPower` — "the greatest power among creatures you control" (or among all
  creatures) [208].
* :class:`CardsInHand` — "the number of cards in your hand".
* :class:`CardsInGraveyard` — "the number of [creature] cards in your graveyard".
* :class:`CountersOn` — "the number of +1/+1 counters on this creature" [122.1].
* :class:`OpponentCount` — "for each opponent you have" [102.2].
* :class:`SpellsYouCastThisTurn` — "for each spell you've cast this turn" [601.2i].
* :class:`SpellManaValue` — a spell's mana value on the stack counts X [202.3e]; the
  spell as it last existed if it left the stack [608.2h].
* :class:`WithPower` — the objects of a reference whose power equals an amount ("each
  creature you control with power equal to ...").
* :class:`PowerIs` — a characteristic-defining ability "this creature's power [and
  toughness] is equal to [amount]" (layer 7a) [604.3, 613.4a].
* :class:`GetsFor` — "this creature gets +1/+1 for each [thing]" (layer 7c) [613.4c].
* :class:`HighestLifeTotal` — "the highest life total among all players" [119].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount, Continuous
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import Ref, Target, This, amount, source_id

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
class CardsInGraveyard(Amount):
    """The number of [type] cards in your graveyard [404]."""

    types: tuple[str, ...] = ()
    keyword: str = ""  # "each card with cycling in your graveyard" (typecycling too)

    def value(self, game: Game, ctx: GameObject) -> int:
        return sum(1 for o in game.players[ctx.controller].graveyard
                   if (not self.types or any(t in game.objects[o].proto.chars.types
                                             for t in self.types))
                   and (not self.keyword or any(
                       k == self.keyword or k.endswith(self.keyword.lower())
                       for k in game.objects[o].proto.chars.keywords)))


@dataclass(frozen=True)
class CountersOn(Amount):
    """The number of [kind] counters on a referenced permanent [122.1]; for the source after
    it left the battlefield, as it last existed [608.2h]."""

    kind: str = "+1/+1"
    on: Ref = This()

    def value(self, game: Game, ctx: GameObject) -> int:
        refs = self.on.objects(game, ctx)
        if refs:
            return game.objects[refs[0]].count(self.kind)
        if isinstance(self.on, This):
            return game.objects[source_id(ctx)].count(self.kind)
        return 0


@dataclass(frozen=True)
class LifeTotal(Amount):
    """"Your life total" [119]."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return game.players[ctx.controller].life


@dataclass(frozen=True)
class OpponentCount(Amount):
    """"For each opponent you have" [102.2]."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return sum(1 for p in game.players if p.index != ctx.controller and not p.lost)


@dataclass(frozen=True)
class SpellsYouCastThisTurn(Amount):
    """"For each spell you've cast this turn": the spells its controller cast (copies aren't
    cast [707.10]) [601.2i]."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return int(game.players[ctx.controller].turn_stats.get("spells_cast", 0))


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
    toughness_too: bool = False  # "power and toughness are each equal to [amount]"
    layer = "7a"
    volatile = True  # counts change without any layer input changing

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and obj.id == source.id

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        if source is not None:
            chars.power = amount(game, source, self.amount)
            if self.toughness_too:
                chars.toughness = chars.power


@dataclass(frozen=True)
class GetsFor(Continuous):
    """"[This creature / enchanted creature] gets +N/+M for each [thing]": a P/T change by a
    count read whenever characteristics are (layer 7c) [613.4c]; ``attached`` for the
    permanent an Aura or Equipment is attached to [301.5a, 303.4]."""

    power: int = 0
    toughness: int = 0
    count: N = 0
    attached: bool = False
    layer = "7c"
    volatile = True

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        if source is None:
            return False
        return source.attached_to == obj.id if self.attached else obj.id == source.id

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        if source is not None and chars.power is not None and chars.toughness is not None:
            n = amount(game, source, self.count)
            chars.power += self.power * n
            chars.toughness += self.toughness * n


@dataclass(frozen=True)
class HighestLifeTotal(Amount):
    """The highest life total among all players still in the game (0 at least)."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return max([0, *(p.life for p in game.players if not p.lost)])


__all__ = ["CardsInGraveyard", "CardsInHand", "CountMatching", "CountersOn", "GetsFor",
           "GreatestPower", "HighestLifeTotal", "LifeTotal", "OpponentCount", "PowerIs",
           "SpellManaValue", "SpellsYouCastThisTurn", "WithPower"]
