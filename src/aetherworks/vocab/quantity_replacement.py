"""Replacement effects that change how many counters are put or tokens created [614.1a].

* :class:`CountersInstead` — "If one or more [+1/+1] counters would be put on [a creature
  you control], [that many plus one / twice that many / that many ... minus one] are put on
  it instead" (Hardened Scales, Corpsejack Menace, Vizier of Remedies): a
  :class:`~aetherworks.engine.hooks.PermanentCounterModifier`, asked whenever counters would
  be put on a permanent, on the battlefield or as it enters [122.6]; each such effect
  applies once, two of them twice [616.1, Vizier of Remedies ruling 2017-04-18].
* :class:`TokensTimes` — "If an effect would create one or more tokens [under your
  control], it creates twice that many of those tokens instead" (Anointed Procession,
  Parallel Lives): a :class:`~aetherworks.engine.hooks.TokenReplacement`; two of them make
  four times as many [616.1, ruling 2017-04-18].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.hooks import PermanentCounterModifier, TokenReplacement
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class CountersInstead(PermanentCounterModifier):
    """``kind`` counters that would be put on a permanent ``on`` describes ("self": this
    one) are ``op`` ("plus" ``n``, "twice", "minus" ``n``) that many instead [614.1a]."""

    kind: str = "+1/+1"
    on: Filter | str = field(default_factory=lambda: Filter(types=("Creature",),
                                                             controller="you"))
    op: str = "plus"
    n: int = 1

    def more_counters(self, game: Game, perm: GameObject, obj: GameObject, kind: str,
                      n: int) -> int:
        if n <= 0 or kind != self.kind:
            return n
        if self.on == "self":
            if obj.id != perm.id:
                return n
        elif isinstance(self.on, Filter) and not self.on.matches(game, perm, obj.id):
            return n
        if self.op == "twice":
            return 2 * n
        if self.op == "minus":
            return max(0, n - self.n)
        return n + self.n


@dataclass(frozen=True)
class TokensTimes(TokenReplacement):
    """Tokens an effect would create (under the controller's control when ``yours``) are
    created ``factor`` times as many instead [614.1a, 111.2]."""

    yours: bool = True
    factor: int = 2

    def token_count(self, game: Game, perm: GameObject, controller: int, proto: Any,
                    n: int) -> int:
        if self.yours and controller != perm.controller:
            return n
        return n * self.factor


__all__ = ["CountersInstead", "TokensTimes"]
