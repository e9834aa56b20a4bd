"""Effects of planeswalker loyalty abilities [606] (Chandra, Torch of Defiance).

* :class:`AddMana` — "Add {R}{R}." as the effect of an ability that is *not* a mana ability:
  a loyalty ability never is one [605.1a], so it uses the stack and the mana is added to its
  controller's mana pool as it resolves [106.3, 606.2]; it empties at the end of the step
  like any other mana [500.4].
* :class:`ExileTopMayCast` — "Exile the top card of your library. You may cast that card. If
  you don't, [effect]."  The card is cast right then, during the resolution, ignoring the
  timing of its type and paying its costs (its mana cost included) [608.2g, 601.2]; the cast
  is offered only when it can be completed (a nonland card, mana to pay it, legal targets).
  Not casting it — declining, a land card, no way to pay, an empty library — is "if you
  don't" [608.2c].
* :class:`RemoveLoyaltyX` — the cost of a "[−X]" loyalty ability: X is announced with the
  other choices, up to the loyalty the planeswalker has, then X loyalty counters are removed
  [606.4, 107.3, 601.2b]; the ability is written with ``loyalty=0``, which gives it the
  timing of a loyalty ability [606.3].
* :class:`LoyaltyOf` — "the number of loyalty counters on [this planeswalker]": if it has
  left the battlefield, as it last existed there (0 if it left with none) [608.2h, ruling on
  Nissa, Steward of Elements 2017-04-18].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.castability import reduced_cost
from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import NO, Amount, Ask, Choice, Cost, Effect, Push
from aetherworks.messages import Msg, Obj
from aetherworks.vocab.energy import castable_with_alternative
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class AddMana(Effect):
    """"Add {R}{R}" on resolution of a non-mana ability (``mana`` is the symbols' letters)."""

    mana: str = "R"
    cr = "106.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        pool = game.players[ctx.controller].pool
        for color in self.mana:
            pool[color] = pool.get(color, 0) + 1
        game.emit("mana", "106.3", ctx.controller, ctx.source or ctx.id,
                  amount=len(self.mana), info=self.mana)

    def text(self) -> str:
        return "add " + "".join("{" + c + "}" for c in self.mana)


def castable_paying_cost(game: Game, player: int, oid: int, face: int) -> bool:
    """Could ``player`` cast this card now, paying its mana cost, during a resolution
    [608.2g]?  Timing is ignored; the cost (X = 0 at least) must be payable [601.2g-h], and
    targets and additional costs available [601.2c, 601.2f]."""
    if not castable_with_alternative(game, player, oid, face, ""):
        return False
    obj = game.objects[oid]
    proto = obj.proto.faces[face] if face >= 0 and obj.proto.faces else obj.proto
    cost = reduced_cost(game, player, obj, proto.chars.mana_cost.with_x(0))  # [601.2f]
    return game.can_pay_mana(player, cost)


def _faces(obj: GameObject) -> tuple[int, ...]:
    """Which halves may be cast from outside the graveyard: an aftermath half only from a
    graveyard [702.127a]."""
    if not obj.proto.faces:
        return (-1,)
    if obj.proto.card.aftermath:
        return (0,)
    return tuple(range(len(obj.proto.faces)))


@dataclass(frozen=True)
class ExileTopMayCast(Effect):
    """"Exile the top card of your library. You may cast that card. If you don't, ..."."""

    otherwise: tuple[Effect, ...] = ()
    key: str = "exiled"
    cr = "608.2g"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        you = ctx.controller
        if answer is None:
            lib = game.players[you].library
            if not lib:
                return Push(self.otherwise) if self.otherwise else None
            new_id = game.move(lib[-1], "exile", cr="406.3")
            ctx.remember(self.key, new_id)
            obj = game.objects[new_id]
            opts = [Choice("cast", new_id, fi) for fi in _faces(obj)
                    if castable_paying_cost(game, you, new_id, fi)]
            if not opts:
                return Push(self.otherwise) if self.otherwise else None
            return Ask(you, CHOOSE, Msg.of("prompt.cast_paying", obj=Obj(new_id)), (*opts, NO),
                       cr="608.2g")
        if answer == NO or answer.kind != "cast":
            game.emit("no_cast", "608.2g", you, ctx.recall(self.key, 0))
            return Push(self.otherwise) if self.otherwise else None
        from aetherworks.engine.casting import begin_cast

        # The cast's tasks run before the rest of this resolution [608.2g].
        begin_cast(game, you, answer.obj, answer.arg)
        return None


@dataclass(frozen=True)
class RemoveLoyaltyX(Cost):
    """"[−X]": remove X loyalty counters, X announced first (0 up to its loyalty)."""

    cr = "606.4"

    def x_limit(self, game: Game, ctx: GameObject) -> int:
        return game.objects[source_id(ctx)].count("loyalty")

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return True  # X may be 0

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        game.remove_counters(source_id(ctx), "loyalty", ctx.x)
        return None

    def text(self) -> str:
        return "−X"


@dataclass(frozen=True)
class LoyaltyOf(Amount):
    """The loyalty counters on the ability's source, now or as it last existed."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return game.objects[source_id(ctx)].count("loyalty")


__all__ = ["AddMana", "ExileTopMayCast", "LoyaltyOf", "RemoveLoyaltyX",
           "castable_paying_cost"]
