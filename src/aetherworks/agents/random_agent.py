"""The uniform random agent: a baseline and a fuzzer for the rules."""

from __future__ import annotations

import random

from aetherworks.agents.base import ViewOnlyAgent
from aetherworks.engine import Choice, Decision, View
from aetherworks.engine.defs import PASS


class RandomAgent(ViewOnlyAgent):
    """Picks uniformly among the options (numbers uniformly in range); seeded, reproducible.
    Past :data:`~aetherworks.agents.base.MAX_ACTIONS_PER_TURN` actions in a turn it passes."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View, decision: Decision) -> Choice | int:
        if self.restrained(view, decision):
            return PASS
        opts = decision.options
        choice = opts[self.rng.randrange(len(opts))]
        self.note_action(view, decision, choice)
        return choice
