""""Perpetually" (MTG Arena's digital-only mechanic): a change that follows the card.

A perpetual change lasts for the rest of the game and stays with the card as it changes
zones (hand, battlefield, graveyard, library...).  The Comprehensive Rules don't define it;
here it is a change of the card's copiable values [707.2]: the object's :class:`Proto` is
replaced with a :func:`~aetherworks.engine.cardpool.copy_proto` recipe (so a saved game
rebuilds it), and a zone change keeps the Proto, since the new object takes the old one's
[400.7].  Being copiable values, a copy of such a permanent has the change too.

* :class:`PerpetuallyGets` — "[this creature / that card] perpetually gets +N/+M".
* :class:`MayChooseCardInHand` — "you may choose a [creature] card in your hand. If you
  do, ...": the choice is made as the ability resolves, no target [608.2d].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import NO, Ask, Choice, Effect, Push
from aetherworks.messages import Msg, Text
from aetherworks.vocab.refs import Ref, This

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def perpetually_boost(game: Game, oid: int, power: int, toughness: int) -> None:
    """Give the object ``oid`` +power/+toughness to its printed (copiable) P/T for good."""
    obj = game.objects[oid]
    proto = obj.proto
    base, over = proto, {}
    if proto.recipe is not None:
        # Fold the change into the recipe instead of nesting copies of copies: applying the
        # overrides again with a new P/T gives the same values [707.9b].
        base, over = cardpool.lookup_proto(proto.recipe[0]), dict(proto.recipe[1])
    c = proto.chars
    if c.power is not None:
        over["power"] = c.power + power
    if c.toughness is not None:
        over["toughness"] = c.toughness + toughness
    new = cardpool.copy_proto(base, **over)
    obj = game.own(oid)
    obj.proto = new
    game.dirty()
    game.emit("perpetual", "613.4b", obj.controller, oid,
              args=(("power", power), ("toughness", toughness)))


@dataclass(frozen=True)
class PerpetuallyGets(Effect):
    """"[It] perpetually gets +N/+M": its base power and toughness change for the rest of
    the game, in every zone (Arena's "perpetually"; see the module docstring)."""

    power: int = 0
    toughness: int = 0
    on: Ref = field(default_factory=This)
    cr = "613.4b"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.on.objects(game, ctx):
            obj = game.objects[oid]
            if obj.zone and obj.proto.chars.power is not None:
                perpetually_boost(game, oid, self.power, self.toughness)


@dataclass(frozen=True)
class MayChooseCardInHand(Effect):
    """"You may choose a [type] card in your hand. If you do, ...": chosen as this resolves,
    not targeted; the card is remembered under ``remember`` for the ``then`` effects
    [608.2d]."""

    types: tuple[str, ...] = ("Creature",)
    then: tuple[Effect, ...] = ()
    remember: str = "chosen"
    cr = "608.2d"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        if answer is None:
            opts = tuple(Choice("pick", oid) for oid in game.players[ctx.controller].hand
                         if not self.types or any(
                             t in game.objects[oid].proto.chars.types for t in self.types))
            if not opts:
                return None
            return Ask(ctx.controller, CHOOSE, Msg.of(
                "prompt.choose_in_hand", types=Text("/".join(self.types).lower())),
                (*opts, NO), cr=self.cr)
        if answer == NO:
            return None
        game.emit("choose_in_hand", self.cr, ctx.controller, answer.obj)
        ctx.remember(self.remember, (answer.obj,))
        return Push(self.then) if self.then else None


__all__ = ["MayChooseCardInHand", "PerpetuallyGets"]
