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
MAX_PLAYERS = 6  # the multiplayer table this engine seats [800.1]


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


def check_names(names: Any, n: int = 2) -> tuple[str, ...]:
    """``n`` player names (non-empty strings), one per deck; two to six players [800]."""
    count = ("two", "three", "four", "five", "six")[n - 2] if 2 <= n <= 6 else str(n)
    if isinstance(names, str) or not isinstance(names, Iterable):
        raise TypeError(f"names: {count} player names, not {names!r:.60}")
    out = tuple(names)
    if not 2 <= n <= MAX_PLAYERS:
        raise ValueError(f"a game has 2 to {MAX_PLAYERS} players (decks), not {n}")
    if len(out) != n or not all(isinstance(x, str) and x.strip() for x in out):
        raise ValueError(f"names: {count} non-empty player names, not {out!r:.60}")
    return out


def check_commanders(commanders: Any, decks: tuple[tuple[str, ...], ...]
                     ) -> tuple[tuple[str, ...], ...]:
    """A Commander game: one or two commander names per player, each in their deck [903.3];
    ``None`` for a game without commanders."""
    if commanders is None:
        return ()
    if isinstance(commanders, str) or not isinstance(commanders, Iterable):
        raise TypeError(f"commanders: one list of commander names per player, not "
                        f"{commanders!r:.60}")
    out = tuple(check_deck(c, f"commanders[{i}]") for i, c in enumerate(commanders))
    if len(out) != len(decks):
        raise ValueError(f"commanders: one list per player ({len(decks)}), not {len(out)}")
    for i, (heads, deck) in enumerate(zip(out, decks, strict=True)):
        if not 1 <= len(heads) <= 2:
            raise ValueError(f"commanders[{i}]: one commander, or two partners [903.3]")
        for name in heads:
            if name not in deck:
                raise ValueError(f"commanders[{i}]: {name!r} is not in deck {i}'s list")
    return out


def check_settings(*, auto_pass: Any, auto_pay: Any, max_turns: Any) -> None:
    """``auto_pass`` / ``auto_pay`` are booleans; ``max_turns`` a whole number of turns."""
    for what, value in (("auto_pass", auto_pass), ("auto_pay", auto_pay)):
        if not isinstance(value, bool):
            raise TypeError(f"{what}: True or False, not {value!r:.40}")
    if type(max_turns) is not int or max_turns < 1:
        raise ValueError(f"max_turns: a number of turns, 1 or more, not {max_turns!r:.40}")
