"""The agent interface: see a view, pick one of the decision's options."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from aetherworks.engine import Choice, Decision, View
from aetherworks.engine.decision import PRIORITY
from aetherworks.engine.defs import PASS

if TYPE_CHECKING:
    from aetherworks.engine import Game


class Agent(Protocol):
    """Anything with ``choose(view, decision) -> option``.

    ``bind(game)`` is called once, before the agent's first decision in a game.  Agents that
    only read their view ignore it; a search agent keeps the game to ask the engine for
    worlds consistent with its view (:meth:`Game.determinize`, the engine-side resampling of
    OpenSpiel's bots), never to read the hidden state.
    """

    name: str

    def bind(self, game: Game) -> None: ...

    def choose(self, view: View, decision: Decision) -> Choice | int: ...


# The most actions an agent takes at priority in one turn before it only passes.  The rules
# set no bound, but a turn must end: with abilities that feed each other (Automated Assembly
# Line making Robots that Guide of Souls turns into more energy), each action can put more
# on the stack than a pass resolves, and a random walk over a growing stack need not end.
# The loop shortcut of 731.2 needs a repeated state, which a growing stack never gives;
# tournament rules forbid such stalling instead (MTR 4.4), and so does this bound.
MAX_ACTIONS_PER_TURN = 80


class ViewOnlyAgent:
    """Base of agents that decide from their view alone: ``bind`` has nothing to keep."""

    name = "agent"
    _acted: tuple[int, int] = (-1, 0)  # (turn, actions taken at priority in it)

    def bind(self, game: Game) -> None:
        return None

    def restrained(self, turn: int, decision: Decision) -> bool:
        """Whether the agent must pass: it has taken :data:`MAX_ACTIONS_PER_TURN` actions at
        priority in this ``turn`` (and passing is an option)."""
        if decision.kind != PRIORITY or PASS not in decision.options:
            return False
        acted, n = self._acted
        return acted == turn and n >= MAX_ACTIONS_PER_TURN

    def note_action(self, turn: int, decision: Decision, choice: Choice | int) -> None:
        """Count an action taken at priority (anything but a pass) towards the bound."""
        if decision.kind == PRIORITY and choice != PASS:
            acted, n = self._acted
            self._acted = (turn, n + 1 if acted == turn else 1)


class BlindAgent(ViewOnlyAgent):
    """An agent that answers some decisions from the decision and the public turn number
    alone (the random agent: all of them): :func:`decide` spares it the view's snapshot for
    those, which would cost more than the choice (most decisions of a game played without
    auto-pass are passes with nothing else to do; random games and rollouts are many)."""

    def choose_blind(self, turn: int, decision: Decision) -> Choice | int | None:
        """The answer without a view, or None when the view is needed."""
        return None


def decide(agent: Agent, game: Game, decision: Decision) -> Choice | int:
    """``agent``'s answer to ``game``'s pending ``decision``, from what it may see: its
    view, or only the turn number when a :class:`BlindAgent` needs no more.

    >>> import aetherworks.cards
    >>> from aetherworks.engine import Game
    >>> from aetherworks.agents import RandomAgent
    >>> deck = ["Grizzly Bears"] * 20 + ["Forest"] * 20
    >>> g = Game.new(deck, deck, seed=1)
    >>> decide(RandomAgent(3), g, g.decision) in g.decision.options
    True
    """
    if isinstance(agent, BlindAgent):
        choice = agent.choose_blind(game.turn, decision)
        if choice is not None:
            return choice
    return agent.choose(game.view(decision.player), decision)
