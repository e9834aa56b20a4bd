"""Alternative costs [118.9, 601.2b]: permissions a permanent grants, and the parts of a
card's own alternative costs (the ``AltCost`` ability shape).

* :class:`PayCountersInstead` — "You may cast [creature] spells with mana value N or less by
  paying {E} rather than paying their mana costs. If you cast a spell this way, you may
  cast it as though it had flash." (Primal Prayers).  The engine offers such a cast as
  ``Choice("cast", card, 1)`` when the effect's ``alt_cost`` grants it; X is 0 [107.3b].
* :class:`CostPaid` — "if its evoke cost was paid", "unless it escaped", "if this spell was
  kicked": the spell, or the permanent it became, remembers the alternative or optional
  costs paid for it (``paid``) [702.74a, 702.138b, 702.33d].
* :class:`ExileFromHand` — "Exile a white card from your hand" as a cost [118, 406.3].
* :class:`ExileOtherCardsFromGraveyard` — "Exile five other cards from your graveyard" as a
  cost (escape) [702.138a].
* :class:`ExileThisCard` — "Exile this card from your graveyard" as a cost [406.3].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Condition, Cost
from aetherworks.engine.hooks import AlternativeCost
from aetherworks.messages import Mana, Msg
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class PayCountersInstead(AlternativeCost):
    types: tuple[str, ...] = ("Creature",)
    max_mv: int = 3
    kind: str = "energy"
    n: int = 1
    flash: bool = True

    def alt_cost(self, game: Game, perm: GameObject, player: int, card: GameObject
                 ) -> tuple[str, bool] | None:
        c = card.proto.chars
        if perm.controller != player or "Land" in c.types:
            return None
        if self.types and not any(t in c.types for t in self.types):
            return None
        if c.mana_value > self.max_mv or game.counters_of(player, self.kind) < self.n:
            return None
        return f"{self.kind}:{self.n}", self.flash


@dataclass(frozen=True)
class CostPaid(Condition):
    """Whether the alternative or optional cost ``label`` was paid for the source spell or
    for the spell the source permanent was ("evoke", "escape", "dash", "kicked")."""

    label: str = ""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        src = game.objects.get(source_id(ctx))
        return src is not None and self.label in src.paid


class _ExileCards(Cost):
    """Exiling ``n`` cards as a cost, the payer picking them one at a time [406.3]; a
    subclass says which cards may be picked and how the question reads."""

    n: int

    def _options(self, game: Game, ctx: GameObject) -> list[int]:
        raise NotImplementedError

    def _prompt(self, left: int) -> Msg:
        raise NotImplementedError

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return len(self._options(game, ctx)) >= self.n

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        left = self.n if state is None else state
        if answer is not None:
            game.move(answer.obj, "exile", cr=self.cr)
            left -= 1
        if left <= 0:
            return None
        return Ask(ctx.controller, CHOOSE, self._prompt(left),
                   tuple(Choice("pick", o) for o in self._options(game, ctx)), state=left,
                   cr=self.cr)


@dataclass(frozen=True)
class ExileFromHand(_ExileCards):
    """"Exile [N] [white] card[s] from your hand" as a cost: the payer picks them [406.3];
    the spell being cast is not in the hand any more, so it can't pay for itself."""

    n: int = 1
    colors: tuple[str, ...] = ()
    cr = "406.3"

    def _options(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in game.players[ctx.controller].hand if o != ctx.id and (
            not self.colors or any(c in game.objects[o].proto.chars.colors
                                   for c in self.colors))]

    def _prompt(self, left: int) -> Msg:
        return Msg.of("prompt.exile_from_hand", mana=Mana("".join(self.colors)))

    def text(self) -> str:
        return f"Exile {self.n} card(s) from your hand"


@dataclass(frozen=True)
class ExileOtherCardsFromGraveyard(_ExileCards):
    """"Exile N other cards from your graveyard" as a cost [702.138a, 406.3]."""

    n: int = 1
    cr = "702.138a"

    def _options(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in game.players[ctx.controller].graveyard if o != ctx.id]

    def _prompt(self, left: int) -> Msg:
        return Msg.of("prompt.exile_from_graveyard", amount=left)

    def text(self) -> str:
        return f"Exile {self.n} other cards from your graveyard"


@dataclass(frozen=True)
class ExileThisCard(Cost):
    """"Exile this card from your graveyard" as the cost of an ability that functions in the
    graveyard [113.6b, 406.3]."""

    zone: str = "graveyard"
    cr = "406.3"

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return game.objects[source_id(ctx)].zone == self.zone

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        game.move(source_id(ctx), "exile", cr=self.cr)
        return None

    def text(self) -> str:
        return f"Exile this card from your {self.zone}"


__all__ = ["CostPaid", "ExileFromHand", "ExileOtherCardsFromGraveyard", "ExileThisCard",
           "PayCountersInstead"]
