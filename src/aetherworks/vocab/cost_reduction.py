"""Cost reductions of a spell itself: "This spell costs {1} less to cast for each ..."
[601.2f].

* :class:`CostsLessFor` — the content of the card's static ability; it functions wherever the
  card is cast from [113.6, 601.2f].  The engine applies it both when it checks whether the
  spell can be cast and when it determines the total cost (``castability.reduced_cost``); only
  generic mana is reduced, never below {0}.  It changes no characteristics (layer
  "rules", skipped by the layer system [613.11]).
* :class:`CreaturesAttackingYou` — "each creature attacking you" (not your planeswalkers)
  [506.3, 508.1b].
* :class:`OneIf` — 1 if a condition holds: "costs {2} less to cast if ...".
* :class:`SpellsCost` — a permanent's "[kind of] spells you cast cost {1} less / more to
  cast" [601.2f]; the engine adds it in ``castability.reduced_cost``.
* :class:`CountersPaidOrLostThisTurn` — "each {E} you've paid or lost this turn" [107.14,
  122.8]: the engine tallies both per turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount, Condition, player_ref
from aetherworks.engine.hooks import CostReduction, SpellCostChange
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


@dataclass(frozen=True)
class OneIf(Amount):
    """1 when a condition holds, else 0: "this spell costs {2} less to cast if ..." is
    ``CostsLessFor(OneIf(condition), 2)``."""

    condition: Condition = Condition()

    def value(self, game: Game, ctx: GameObject) -> int:
        return 1 if self.condition.holds(game, ctx) else 0


@dataclass(frozen=True)
class SpellsCost(SpellCostChange):
    """"[Artifact] spells you cast cost {1} less to cast" / "noncreature spells your
    opponents cast cost {2} more to cast": a static ability of a permanent changing the total
    cost of other spells [601.2f]; ``delta`` is generic mana (negative: less; a reduction
    never goes below {0}).  ``who``: "you", "opponents" or "" (every player).  A spell fits
    if it has any of ``types`` (or of ``subtypes``), none of ``not_types``, and any of
    ``colors`` when given."""

    delta: int = -1
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    who: str = "you"

    def spell_cost_delta(self, game: Game, perm: GameObject, player: int,
                         card: GameObject) -> int:
        if self.who == "you" and player != perm.controller:
            return 0
        if self.who == "opponents" and player == perm.controller:
            return 0
        c = card.proto.chars
        if (self.types or self.subtypes) and not (
                any(t in c.types for t in self.types)
                or any(s in c.subtypes for s in self.subtypes)):
            return 0
        if any(t in c.types for t in self.not_types):
            return 0
        if self.colors and not set(c.colors) & set(self.colors):
            return 0
        return self.delta


__all__ = ["CostsLessFor", "CountersPaidOrLostThisTurn", "CreaturesAttackingYou", "OneIf",
           "SpellsCost"]
