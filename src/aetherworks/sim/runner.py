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
from aetherworks.agents import Agent, HeuristicAgent, MCTSAgent, RandomAgent, decide
from aetherworks.engine import Game
from aetherworks.engine.defs import Choice

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
    drive(game, (agent_a, agent_b), on_decision=on_decision)
    return game


# More decisions than any real turn takes: an optional loop an agent repeats without end
# (the turn limit can't end a turn that never ends [732]).  A run reports it and goes on.
MAX_TURN_DECISIONS = 5000


class GameHang(RuntimeError):
    """A turn went past :data:`MAX_TURN_DECISIONS` decisions."""


def drive(game: Game, agents: Sequence[Agent], *,
          on_decision: Callable[[Game], Any] | None = None) -> None:
    """Play ``game`` to the end, each seat's agent seeing only its view; raises
    :class:`GameHang` (naming the turn and the last option chosen) rather than run forever."""
    for agent in agents:
        agent.bind(game)
    turn, count = -1, 0
    while not game.is_over():
        d = game.decision
        assert d is not None
        if game.turn != turn:
            turn, count = game.turn, 0
        count += 1
        if on_decision is not None:
            on_decision(game)
        choice = decide(agents[d.player], game, d)
        if count > MAX_TURN_DECISIONS:
            label = game.text(d.labels[d.options.index(choice)], d.player) \
                if isinstance(choice, Choice) and choice in d.options else str(choice)
            raise GameHang(f"turn {turn} went past {MAX_TURN_DECISIONS} decisions (an "
                           f"optional loop repeated without end [732]); last: {label}")
        game.apply(choice)
