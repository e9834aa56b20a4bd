"""Agents: they see only ``game.view(player)`` and answer the pending decision."""

from aetherworks.agents.base import Agent, BlindAgent, decide
from aetherworks.agents.heuristic import HeuristicAgent
from aetherworks.agents.mcts import MCTSAgent
from aetherworks.agents.random_agent import RandomAgent

__all__ = ["Agent", "BlindAgent", "HeuristicAgent", "MCTSAgent", "RandomAgent", "decide"]
