"""Several targets of one kind [115.1, 115.3]: "~ deals 2 damage to each of two targets"
(Furious Reprisal).

* :class:`AnyTargets` — ``count`` different "any target"s (creatures, players,
  planeswalkers, battles) [115.4]; the same object or player can't be chosen twice for one
  word "target" [115.3].
"""

from __future__ import annotations

from dataclasses import dataclass

from aetherworks.vocab.targets import AnyTarget


@dataclass(frozen=True)
class AnyTargets(AnyTarget):
    count: int = 2
    min_count: int = 2

    def text(self) -> str:
        return f"each of {self.count} targets"


__all__ = ["AnyTargets"]
