"""The uniform random agent: a baseline and a fuzzer for the rules."""

from __future__ import annotations

import random

from aetherworks.agents.base import ViewOnlyAgent
from aetherworks.engine import Choice, Decision, View


class RandomAgent(ViewOnlyAgent):
    """Picks uniformly among the options (numbers uniformly in range); seeded, reproducible."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View, decision: Decision) -> Choice | int:
        opts = decision.options
        return opts[self.rng.randrange(len(opts))]
