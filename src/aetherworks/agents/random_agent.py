"""The uniform random agent: a baseline and a fuzzer for the rules."""

from __future__ import annotations

import random

from aetherworks.agents.base import BlindAgent
from aetherworks.engine import Choice, Decision, View
from aetherworks.engine.defs import PASS


class RandomAgent(BlindAgent):
    """Picks uniformly among the options (numbers uniformly in range); seeded, reproducible.
    Past :data:`~aetherworks.agents.base.MAX_ACTIONS_PER_TURN` actions in a turn it passes."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View, decision: Decision) -> Choice | int:
        return self.choose_blind(view.turn, decision)

    def choose_blind(self, turn: int, decision: Decision) -> Choice | int:
        if self.restrained(turn, decision):
            return PASS
        opts = decision.options
        choice = opts[self.rng.randrange(len(opts))]
        self.note_action(turn, decision, choice)
        return choice
