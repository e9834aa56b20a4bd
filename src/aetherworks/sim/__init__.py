"""Many games: the game loop with agents, benchmarks, simulation reports."""

from aetherworks.sim.runner import AGENTS, make_agent, play_game

__all__ = ["AGENTS", "make_agent", "play_game"]
