"""Cost reductions of a spell itself: "This spell costs {1} less to cast for each ..."
[601.2f].

* :class:`CostsLessFor` — the content of the card's static ability; it functions wherever the
  card is cast from [113.6, 601.2f].  The engine applies it both when it checks whether the
  spell can be cast and when it determines the total cost (``castability.reduced_cost``); only
  generic mana is reduced, never below {0}.  It changes no characteristics (layer
  "rules", skipped by the layer system [613.11]).
* :class:`CreaturesAttackingYou` — "each creature attacking you" (not your planeswalkers)
  [506.3, 508.1b].
* :class:`CountersPaidOrLostThisTurn` — "each {E} you've paid or lost this turn" [107.14,
  122.8]: the engine tallies both per turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount, player_ref
from aetherworks.engine.hooks import CostReduction
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class CostsLessFor(CostReduction):
    """"This spell costs {``generic``} less to cast for each [``per``]" [601.2f]."""

    per: N = 0
    generic: int = 1

    def reduce_cost(self, game: Game, card: GameObject, player: int) -> int:
        # "You" is the player casting it; the card may be shared with clones: use a copy.
        caster = card.copy()
        caster.controller = player
        return self.generic * max(0, amount(game, caster, self.per))

    def text(self) -> str:
        return f"costs {{{self.generic}}} less for each {self.per}"


@dataclass(frozen=True)
class CreaturesAttackingYou(Amount):
    """The number of creatures attacking you (the player, not your planeswalkers)."""

    def value(self, game: Game, ctx: GameObject) -> int:
        you = player_ref(ctx.controller)
        return sum(1 for defender in game.attackers.values() if defender == you)


@dataclass(frozen=True)
class CountersPaidOrLostThisTurn(Amount):
    """How many counters of ``kind`` you've paid or lost this turn [107.14, 122.8]."""

    kind: str = "energy"

    def value(self, game: Game, ctx: GameObject) -> int:
        ts = game.players[ctx.controller].turn_stats
        return ts.get(f"{self.kind}_paid", 0) + ts.get(f"{self.kind}_lost", 0)


__all__ = ["CostsLessFor", "CountersPaidOrLostThisTurn", "CreaturesAttackingYou"]
