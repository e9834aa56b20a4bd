"""Goldfishing: a deck against an opponent that does nothing, to measure how fast it kills.

The opponent is :class:`PassiveAgent` (it keeps, passes, declines, never attacks or blocks)
with :data:`PASSIVE_DECK`, sixty basic lands it never plays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aetherworks.agents.base import ViewOnlyAgent
from aetherworks.engine import DONE, NO, PASS, Choice, Decision, View
from aetherworks.sim import stats

if TYPE_CHECKING:
    from aetherworks.sim.simulate import SimResult

PASSIVE_DECK: tuple[str, ...] = ("Wastes",) * 60
PASSIVE_NAME = "passive opponent (60 Wastes)"


class PassiveAgent(ViewOnlyAgent):
    """Always passes, keeps, declines, plays first if asked; otherwise the first option."""

    name = "passive"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: View, decision: Decision) -> Choice | int:
        if decision.is_number:
            return decision.lo
        opts = decision.options
        assert not isinstance(opts, range)
        for preferred in (PASS, Choice("keep"), DONE, NO, Choice("play")):
            if preferred in opts:
                return preferred
        return opts[0]


def goldfish(deck: Any, n: int, agent: str = "heuristic", seed: int = 0, workers: int = 1,
             **kwargs: Any) -> SimResult:
    """Play ``n`` games of ``deck`` (with ``agent``) against the passive opponent."""
    from aetherworks.sim.simulate import simulate

    result = simulate(deck, PASSIVE_DECK, n, agents=(agent, "passive"), seed=seed,
                      workers=workers, **kwargs)
    result.deck_b = PASSIVE_NAME
    return result


def kill_summary(result: SimResult) -> dict[str, Any]:
    """Deck A's kill turns (its own turn number), overall and on the play / on the draw, with
    the share of games won by each turn (cumulative)."""
    played = [g for g in result.games if not g.error]
    out: dict[str, Any] = {"games": len(played)}
    groups = {"all": played,
              "on_play": [g for g in played if g.on_play == 0],
              "on_draw": [g for g in played if g.on_play == 1]}
    for key, games in groups.items():
        kills = [g.kill_turn for g in games if g.winner == 0 and g.kill_turn is not None]
        dist = stats.distribution(kills)
        cumulative: dict[int, float] = {}
        total = 0
        for turn, count in dist.items():
            total += count
            cumulative[turn] = total / len(games) if games else 0.0
        out[key] = {"games": len(games), "kills": len(kills),
                    **{k: v for k, v in stats.describe(kills).items() if k != "count"},
                    "distribution": dist, "cumulative": cumulative}
    return out
