"""Checks of what callers hand the engine's public API (``Game.new`` and its settings).

A researcher's typo (a deck given as one string, a seed of ``"7"``, a single player name)
must fail at once with the argument's name, not as a ``TypeError`` from deep inside the
shuffle or a game that quietly plays with the letters of "Forest" as its deck.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable
from typing import Any

# A seed is the generator's whole 64-bit state [103.3 asks for a random order; ours is
# reproducible]: larger numbers would silently alias smaller ones, so they are refused.
SEED_MAX = 2**64 - 1


def check_seed(seed: Any, what: str = "seed") -> int:
    """An integer from 0 to 2**64 - 1 (numpy integers too); anything else is refused."""
    try:
        value = operator.index(seed) if not isinstance(seed, bool) else None
    except TypeError:
        value = None
    if value is None or not 0 <= value <= SEED_MAX:
        raise ValueError(f"{what}: an integer from 0 to 2**64 - 1, not {seed!r:.40}")
    return value


def check_deck(deck: Any, what: str) -> tuple[str, ...]:
    """A list of card names (not one string, which would be a deck of its letters)."""
    if isinstance(deck, str | bytes) or not isinstance(deck, Iterable):
        raise TypeError(f"{what}: a list of card names, not {deck!r:.60}")
    names = tuple(deck)
    for i, name in enumerate(names):
        if not isinstance(name, str):
            raise TypeError(f"{what}[{i}]: a card name, not {name!r:.40}")
    return names


def check_names(names: Any) -> tuple[str, str]:
    """Two player names (non-empty strings)."""
    if isinstance(names, str) or not isinstance(names, Iterable):
        raise TypeError(f"names: two player names, not {names!r:.60}")
    out = tuple(names)
    if len(out) != 2 or not all(isinstance(n, str) and n.strip() for n in out):
        raise ValueError(f"names: two non-empty player names, not {out!r:.60}")
    return out  # type: ignore[return-value]


def check_settings(*, auto_pass: Any, auto_pay: Any, max_turns: Any) -> None:
    """``auto_pass`` / ``auto_pay`` are booleans; ``max_turns`` a whole number of turns."""
    for what, value in (("auto_pass", auto_pass), ("auto_pay", auto_pay)):
        if not isinstance(value, bool):
            raise TypeError(f"{what}: True or False, not {value!r:.40}")
    if type(max_turns) is not int or max_turns < 1:
        raise ValueError(f"max_turns: a number of turns, 1 or more, not {max_turns!r:.40}")
