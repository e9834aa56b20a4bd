"""The agent interface: see a view, pick one of the decision's options."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from aetherworks.engine import Choice, Decision, View

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


class ViewOnlyAgent:
    """Base of agents that decide from their view alone: ``bind`` has nothing to keep."""

    name = "agent"

    def bind(self, game: Game) -> None:
        return None
