"""Exiling any number of cards from your hand to reduce a spell's cost [601.2b, 601.2f].

"As an additional cost to cast this spell, you may exile any number of white cards from
your hand. This spell costs {2} less to cast for each card exiled this way." (March of
Otherworldly Light)

* :class:`ExileAnyNumberFromHand` — the additional cost: cards are picked one at a time,
  and "done" is offered once the rest of the total cost can be paid (so a spell whose X was
  announced counting on the exile is never left unpayable) [601.2f-h].  More cards than
  needed may be exiled (rulings 2022-02-18).  The cards are remembered on the spell.
* :class:`ExiledForCost` — how many: the remembered cards once chosen; while the spell is
  only being considered, every matching card in the hand (the most the reduction could be,
  so castability and the X announced count on it).  With
  ``cost_reduction.CostsLessFor(ExiledForCost(), 2)`` the reduction never takes the mana
  below the coloured part ({W}) [601.2f].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, Amount, Ask, Choice, Cost
from aetherworks.messages import Msg, Obj

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

KEY = "exiled_for_cost"


def _matching(game: Game, ctx: GameObject, colors: tuple[str, ...]) -> list[int]:
    return [o for o in game.players[ctx.controller].hand if o != ctx.id and (
        not colors or any(c in game.objects[o].proto.chars.colors for c in colors))]


@dataclass(frozen=True)
class ExileAnyNumberFromHand(Cost):
    colors: tuple[str, ...] = ("W",)
    cr = "601.2f"
    announced = True

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return True  # zero cards is always possible

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        from aetherworks.engine.casting import spell_mana_cost

        if answer is None:
            ctx.remember(KEY, ())
        elif answer.kind == "pick":
            new = game.move(answer.obj, "exile", cr="406.3")
            ctx.remember(KEY, (*ctx.recall(KEY, ()), new))
        else:
            return None
        opts: list[Choice] = [Choice("pick", o) for o in _matching(game, ctx, self.colors)]
        if game.can_pay_mana(ctx.controller, spell_mana_cost(game, ctx)):
            opts.append(DONE)
        if not opts or opts == [DONE]:
            return None
        return Ask(ctx.controller, CHOOSE, Msg.of("prompt.exile_to_pay", obj=Obj(ctx.id),
                                                  amount=len(ctx.recall(KEY, ()))), tuple(opts),
                   cr=self.cr)


@dataclass(frozen=True)
class ExiledForCost(Amount):
    colors: tuple[str, ...] = ("W",)

    def value(self, game: Game, ctx: GameObject) -> int:
        chosen = ctx.recall(KEY)
        if chosen is not None:
            return len(chosen)
        return len(_matching(game, ctx, self.colors))


__all__ = ["ExileAnyNumberFromHand", "ExiledForCost"]
