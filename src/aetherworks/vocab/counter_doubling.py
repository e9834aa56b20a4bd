"""Doubling counters a player gets: "If you would get one or more {E}, you get twice that
many {E} instead" [614.1a, 122.1].  The engine asks each static ability's
:class:`~aetherworks.engine.hooks.CounterModifier` as a player would get counters (see
:mod:`aetherworks.vocab.counter_replacement`); two doublers give four times as many [616.1].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import CounterModifier

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class DoublePlayerCounters(CounterModifier):
    """The controller gets twice as many of ``kind`` each time they would get some."""

    kind: str = "energy"

    def more_player_counters(self, game: Game, source: GameObject, player: int, kind: str,
                             n: int) -> int:
        if kind != self.kind or player != source.controller:
            return n
        return 2 * n


__all__ = ["DoublePlayerCounters"]
