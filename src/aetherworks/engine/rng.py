"""A tiny deterministic random generator whose whole state is one integer.

``random.Random`` carries 625 words of state: copying it on every ``clone()`` would cost
more than the rest of the game.  SplitMix64 passes the usual statistical tests for game
shuffles and its state copies, saves and restores as a single int.

>>> a, b = Rng(7), Rng(7)
>>> [a.below(60) for _ in range(3)] == [b.below(60) for _ in range(3)]
True
"""

from __future__ import annotations

MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``0..n-1`` (n is small, so modulo bias is negligible)."""
        return self.next64() % n

    def shuffle(self, items: list[int]) -> None:
        """Fisher-Yates, in place [103.3 wants a random order; this one is reproducible]."""
        for i in range(len(items) - 1, 0, -1):
            j = self.next64() % (i + 1)
            items[i], items[j] = items[j], items[i]
