"""Mana that abilities make beyond a fixed list of types [106, 605].

* :class:`CouldProduce` — "one mana of any color that a land an opponent controls could
  produce" (Exotic Orchard): the colours (never {C}) those lands' mana abilities would make
  if they resolved now, whatever their costs and whether they are tapped [106.7].  A land
  whose own colours are worked out from what other lands could produce adds only what
  those others can make; two such lands don't make each other produce anything.
* :class:`AddManaOfAnyColors` — "add one mana of any color for each ..." in an ability that is
  not a mana ability (a triggered ability that uses the stack): a colour chosen for each mana,
  which may differ [106.1a, 605.5a].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect, ManaAbility, ManaColors
from aetherworks.engine.mana import COLORS
from aetherworks.messages import Mana, Msg
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject



def _could_produce(game: Game, oid: int, seen: frozenset[int]) -> str:
    """The colours a permanent's mana abilities could make now [106.7]."""
    out: set[str] = set()
    for ab in game.chars(oid).abilities:
        if not isinstance(ab, ManaAbility):
            continue
        if ab.colors_from is None:
            out.update(ab.produce)
        elif isinstance(ab.colors_from, CouldProduce):
            out.update(ab.colors_from.of_lands(game, game.objects[oid], seen | {oid}))
        else:
            out.update(ab.colors_from.colors(game, game.objects[oid]))
    return "".join(c for c in COLORS if c in out)


@dataclass(frozen=True)
class CouldProduce(ManaColors):
    """"Any color that a land an opponent controls could produce" [106.7]: the colours, not
    {C}; costs and tapped status are ignored."""

    opponents: bool = True

    def of_lands(self, game: Game, source: GameObject, seen: frozenset[int]) -> str:
        out: set[str] = set()
        for obj in game.permanents():
            if obj.id in seen or "Land" not in game.chars(obj.id).types:
                continue
            if self.opponents and obj.controller == source.controller:
                continue
            out.update(_could_produce(game, obj.id, seen))
        return "".join(c for c in COLORS if c in out)

    def colors(self, game: Game, source: GameObject) -> str:
        return self.of_lands(game, source, frozenset({source.id}))


@dataclass(frozen=True)
class AddManaOfAnyColors(Effect):
    """"Add one mana of any color for each ...": ``n`` mana, a colour chosen for each
    [106.1a]; it stays in the pool until the step ends [106.4]."""

    n: N = 1
    cr = "106.1a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        left = amount(game, ctx, self.n) if state is None else state
        p = game.players[ctx.controller]
        if answer is not None:
            color = COLORS[answer.obj]
            p.pool[color] = p.pool.get(color, 0) + 1
            game.emit("add_mana", "106.1a", ctx.controller, amount=1,
                      args=(("mana", Mana("{" + color + "}")),))
            left -= 1
        if left <= 0:
            return None
        return Ask(ctx.controller, CHOOSE, Msg.of("prompt.any_color", amount=left),
                   tuple(Choice("color", i) for i in range(len(COLORS))), state=left,
                   cr="106.1a", labels=tuple(Msg.of("opt.color", mana=Mana(c)) for c in COLORS))


__all__ = ["AddManaOfAnyColors", "CouldProduce"]
