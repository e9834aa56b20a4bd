"""Determinized Monte Carlo tree search over ``view(player)``.

Each round samples a world consistent with what the agent can see
(:meth:`Game.determinize`, the engine's resampling: the agent is bound to the game it
plays in for that alone), plays every root option in a copy of that world, and finishes
each game with heuristic play for both sides (cut off after a few turns and scored by a board
evaluation).  Pooling root statistics over many sampled worlds is the "determinized"
(ensemble) form of information-set Monte Carlo search: the agent never looks at the real
hidden cards, only at random completions of them.  The heuristic's own pick is the default;
search overrules it only when another option does clearly better in the same worlds.

Budgets are a time per decision or a number of iterations (iterations make results
reproducible, which the tests use).
"""

from __future__ import annotations

import math
import random
import time

from aetherworks.agents.base import decide
from aetherworks.agents.heuristic import HeuristicAgent
from aetherworks.engine import Choice, Decision, Game, View
from aetherworks.engine.decision import BOTTOM, DISCARD, MULLIGAN, PLAY_FIRST

# Decisions where search adds little over the heuristic.
_DELEGATE = {MULLIGAN, PLAY_FIRST, BOTTOM, DISCARD}


class MCTSAgent:
    """Search with a time (``seconds``) or iteration budget per decision."""

    name = "mcts"

    def __init__(self, seed: int = 0, *, seconds: float | None = 1.0,
                 iterations: int | None = None, rollout_turns: int = 6,
                 margin: float = 0.04) -> None:
        self.rng = random.Random(seed)
        self.seconds = seconds
        self.iterations = iterations
        self.rollout_turns = rollout_turns
        self.margin = margin
        self.fallback = HeuristicAgent(seed)
        self.seed = seed
        # One playout agent per seat, made as a table of that size is first bound.
        self.rollout_agents: list[HeuristicAgent] = []
        self.game: Game | None = None

    def bind(self, game: Game) -> None:
        self.game = game
        agents = self.rollout_agents
        while len(agents) < len(game.players):
            agents.append(HeuristicAgent(self.seed + 1 + len(agents)))

    def choose(self, view: View, decision: Decision) -> Choice | int:
        options = self._candidates(decision)
        if len(options) <= 1 or decision.kind in _DELEGATE or self.game is None:
            return self.fallback.choose(view, decision)
        preferred = self.fallback.choose(view, decision)
        if preferred not in options:
            options.append(preferred)  # a number the heuristic computed (exact lethal)
        # Common random numbers: every option is played out in the same sampled world with
        # the same later draws, so the comparison measures the option, not the luck.
        totals = [0.0] * len(options)
        rounds = 0
        deadline = time.perf_counter() + self.seconds if self.seconds else math.inf
        max_rounds = max(1, self.iterations // len(options)) if self.iterations else 10**9
        while rounds < max_rounds and time.perf_counter() < deadline:
            world = self.game.determinize(view.player, self.rng.getrandbits(63))
            values = [self._playout(world.clone(), o, view.player) for o in options]
            for i, v in enumerate(values):
                totals[i] += v
            rounds += 1
        if not rounds:
            return preferred
        k = options.index(preferred)
        best = max(range(len(options)), key=lambda i: totals[i])
        # Overrule the heuristic only when search finds a clear gain.
        if (totals[best] - totals[k]) / rounds > self.margin:
            return options[best]
        return preferred

    def _candidates(self, d: Decision) -> list[Choice | int]:
        if d.is_number:
            return sorted({d.lo, d.hi, d.allowed((d.lo + d.hi) // 2)})
        return list(d.options)

    def _playout(self, world: Game, first: Choice | int, me: int) -> float:
        agents = self.rollout_agents
        world.apply(first)
        stop_turn = world.turn + self.rollout_turns
        while not world.is_over() and world.turn < stop_turn:
            d = world.decision
            assert d is not None
            agent = agents[d.player]
            world.apply(decide(agent, world, d))
        if world.is_over():
            w = world.winner()
            return 0.5 if w is None else float(w == me)
        return evaluate(world, me)


def evaluate(game: Game, me: int) -> float:
    """A score in (0, 1) for an unfinished game: life, board power and cards in hand."""
    def side(p: int) -> float:
        player = game.players[p]
        power = sum(game.power(o.id) for o in game.creatures(p))
        return player.life + 1.5 * power + 0.5 * len(player.hand) + 0.2 * player.energy

    # Against the strongest opponent still in the game (the only one, with two players).
    diff = side(me) - max((side(q) for q in game.opponents(me)), default=0.0)
    return 1.0 / (1.0 + math.exp(-diff / 8.0))
