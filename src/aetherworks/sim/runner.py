"""The game loop: agents answer decisions until the game is over.

>>> import aetherworks.cards
>>> from aetherworks.carddb.decklist import load_deck
>>> deck = load_deck("temur-energy").main_names()
>>> game = play_game(deck, deck, make_agent("random", 1), make_agent("random", 2), seed=7)
>>> game.is_over()
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import aetherworks.compiler  # noqa: F401  (card definitions must be registered)
from aetherworks.agents import Agent, HeuristicAgent, MCTSAgent, RandomAgent
from aetherworks.engine import Game

AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "heuristic": HeuristicAgent,
    "mcts": MCTSAgent,
}


def make_agent(name: str, seed: int = 0) -> Agent:
    """An agent by name; the seed makes a random agent's choices reproducible."""
    try:
        return AGENTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown agent {name!r}; agents: {', '.join(AGENTS)}") from None


def play_game(
    deck_a: Sequence[str],
    deck_b: Sequence[str],
    agent_a: Agent,
    agent_b: Agent,
    *,
    seed: int = 0,
    names: tuple[str, str] = ("Alice", "Bob"),
    on_decision: Callable[[Game], Any] | None = None,
    **settings: Any,
) -> Game:
    """Play one game to the end; agents only ever see ``game.view(player)``."""
    game = Game.new(deck_a, deck_b, seed=seed, names=names, **settings)
    agents = (agent_a, agent_b)
    for agent in agents:
        agent.bind(game)
    while not game.is_over():
        d = game.decision
        assert d is not None
        if on_decision is not None:
            on_decision(game)
        game.apply(agents[d.player].choose(game.view(d.player), d))
    return game
