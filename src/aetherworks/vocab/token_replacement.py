"""Replacement effects on creating tokens [614.1a, 111.2]: "If one or more artifact tokens
would be created under your control, those tokens plus an additional 1/1 colorless Thopter
artifact creature token with flying are created instead" (Stridehangar Automaton).

* :class:`AdditionalToken` — the static effect (a ``TokenReplacement`` hook); the engine asks
  it once per token-creating event (a replacement effect applies to an event only once
  [614.5]), so the extra Thopter doesn't make another.  Two such effects add two.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from aetherworks.engine.defs import TokenDef
from aetherworks.engine.hooks import TokenReplacement

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, Proto


@dataclass(frozen=True)
class AdditionalToken(TokenReplacement):
    """"If one or more [type] tokens would be created under your control, those tokens plus
    an additional [token] are created instead" [614.1a]."""

    token: TokenDef = field(default_factory=lambda: TokenDef("Token"))
    types: tuple[str, ...] = ("Artifact",)

    def more_tokens(self, game: Game, src: GameObject, controller: int, proto: Proto,
                    n: int) -> list[TokenDef]:
        if controller != src.controller or not any(t in proto.chars.types for t in self.types):
            return []
        return [self.token]


__all__ = ["AdditionalToken"]
