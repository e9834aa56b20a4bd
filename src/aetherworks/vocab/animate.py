""""[This permanent] becomes an N/N [colour] [subtype] creature [with keywords] until end of
turn. It's still a [land / planeswalker]." [205.1b, 613.1d-g].

* :class:`Animate` — the one-shot effect that starts the continuous effects, one per layer
  it changes, each with the same timestamp order: card type and creature types (layer 4:
  the object keeps its other types, "it's still a land"), colour (layer 5: a colourless
  land becomes green and blue), abilities (layer 6) and base power and toughness (layer 7b)
  [613.1d-g, 613.4b].  Counters and other power/toughness changes still apply on top of the
  new base values [613.4c, rulings on Lumbering Falls 2015-08-25].  Becoming a creature is
  not entering the battlefield, so nothing "enters" [ruling 2015-08-25]; a permanent that
  came under its controller's control this turn can't attack or use {T} abilities
  (summoning sickness looks at control, not at when it became a creature) [302.6].
  Gideon's "[+1]: Until end of turn, Gideon becomes a 5/5 ... creature ... that's still a
  planeswalker" and Nissa's "they become 5/5 Elemental creatures ... They're still lands"
  are the same effect.
* :class:`SetColors` — "becomes [colours]" (layer 5) [613.1e, 105.3].
* :class:`AddColors` — "is black in addition to its other colors" (layer 5) [613.1e].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Continuous, Effect
from aetherworks.vocab.refs import Ref, This, source_id
from aetherworks.vocab.statics import AddTypes, GrantKeywords, SetBasePT

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars


@dataclass(frozen=True)
class SetColors(Continuous):
    """Its colours become exactly ``colors`` (layer 5) [613.1e]."""

    colors: tuple[str, ...] = ()
    layer = "5"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return True

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        chars.colors = set(self.colors)


@dataclass(frozen=True)
class AddColors(Continuous):
    """It is also ``colors``, "in addition to its other colors" (layer 5) [613.1e]."""

    colors: tuple[str, ...] = ()
    layer = "5"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return True

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        chars.colors = set(chars.colors) | set(self.colors)


@dataclass(frozen=True)
class Animate(Effect):
    """The referenced permanents become ``power``/``toughness`` creatures with ``subtypes``,
    ``colors`` (when given) and ``keywords``, in addition to their types, for ``until``
    ("eot": until end of turn)."""

    power: int = 0
    toughness: int = 0
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] | None = None
    keywords: tuple[str, ...] = ()
    on: Ref = This()
    until: str = "eot"
    cr = "613.1d"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        objs = tuple(o for o in self.on.objects(game, ctx)
                     if game.objects[o].zone == "battlefield")
        if not objs:
            return
        parts: list[Continuous] = [AddTypes(("Creature",), self.subtypes)]
        if self.colors is not None:
            parts.append(SetColors(self.colors))
        if self.keywords:
            parts.append(GrantKeywords(self.keywords))
        parts.append(SetBasePT(self.power, self.toughness))
        for part in parts:
            game.add_effect(part, source_id(ctx), ctx.controller, objects=objs,
                            until=self.until)
        for oid in objs:
            game.emit("becomes_creature", "613.1d", ctx.controller, oid,
                      args=(("power", self.power), ("toughness", self.toughness)))

    def text(self) -> str:
        return f"becomes a {self.power}/{self.toughness} creature"


__all__ = ["AddColors", "Animate", "SetColors"]
