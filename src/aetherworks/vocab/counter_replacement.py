"""Replacement effects on counters a player gets, and what a player paid or lost this turn.

* :class:`MorePlayerCounters` — "If you would get one or more {E}, you get that many plus
  one {E} instead" [614.1a, 122.1]: the engine asks each static ability's
  :class:`~aetherworks.engine.hooks.CounterModifier` as a player would get counters; two
  such permanents add two [616.1, Izzet Generatorium ruling 2024-06-07].
  ``MorePlayerCounters(kind="")`` is "if you would get one or more counters" of any kind.
* :class:`MoreCountersOnPermanents` — "If one or more counters would be put on an artifact
  or creature you control, that many plus one of each of those kinds of counters are put on
  that permanent instead" (Winding Constrictor) [614.1a, 122.6]: a
  :class:`~aetherworks.engine.hooks.PermanentCounterModifier`, asked whenever counters
  would be put on a permanent, on the battlefield or as it enters
  (``Game.counters_to_put``); two such permanents add two [616.1, ruling 2017-02-09].
* :class:`PaidOrLostThisTurn` — "if you've paid or lost four or more {E} this turn": the
  engine tallies ``energy_paid`` and ``energy_lost`` per turn [107.14, 122.8].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition
from aetherworks.engine.hooks import CounterModifier, PermanentCounterModifier

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class MorePlayerCounters(CounterModifier):
    """The controller gets ``extra`` more of ``kind`` (any kind when ``kind`` is "") each
    time they would get some."""

    kind: str = "energy"
    extra: int = 1

    def more_player_counters(self, game: Game, perm: GameObject, player: int, kind: str,
                             n: int) -> int:
        if (self.kind and kind != self.kind) or player != perm.controller or n <= 0:
            return n
        return n + self.extra


@dataclass(frozen=True)
class MoreCountersOnPermanents(PermanentCounterModifier):
    """``extra`` more counters of each kind put on a permanent of ``types`` (any of them) that
    the source's controller controls, as it would get them [614.1a, 122.6]."""

    types: tuple[str, ...] = ("Artifact", "Creature")
    extra: int = 1

    def more_counters(self, game: Game, perm: GameObject, obj: GameObject, kind: str,
                      n: int) -> int:
        if n <= 0 or obj.controller != perm.controller:
            return n
        c = game.chars(obj.id)
        return n + self.extra if any(t in c.types for t in self.types) else n


@dataclass(frozen=True)
class PaidOrLostThisTurn(Condition):
    """The controller paid or lost at least ``n`` counters of ``kind`` this turn."""

    n: int = 1
    kind: str = "energy"

    def holds(self, game: Game, ctx: GameObject) -> bool:
        ts = game.players[ctx.controller].turn_stats
        return ts.get(f"{self.kind}_paid", 0) + ts.get(f"{self.kind}_lost", 0) >= self.n


__all__ = ["MoreCountersOnPermanents", "MorePlayerCounters", "PaidOrLostThisTurn"]
