"""The agent interface: see a view, pick one of the decision's options."""

from __future__ import annotations

from typing import Protocol

from aetherworks.engine import Choice, Decision, View


class Agent(Protocol):
    """Anything with ``choose(view, decision) -> option``; agents never see the game."""

    name: str

    def choose(self, view: View, decision: Decision) -> Choice | int: ...
