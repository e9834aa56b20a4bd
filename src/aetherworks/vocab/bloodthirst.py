"""Bloodthirst [702.54]: "If an opponent was dealt damage this turn, this permanent enters
with N +1/+1 counters on it." [702.54a]

* :class:`OpponentDealtDamageThisTurn` — "if an opponent was dealt damage this turn", read
  from this turn's damage events (combat or not, by any source) [702.54a, 120.3].
* :func:`bloodthirst` — the replacement: ``EntersWith`` its counters unless no opponent
  was dealt damage [614.1c].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition, EntersWith, is_player_ref, ref_player
from aetherworks.vocab.conditions import Not
from aetherworks.vocab.turn_history import events_this_turn

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class OpponentDealtDamageThisTurn(Condition):
    def holds(self, game: Game, ctx: GameObject) -> bool:
        opponents = set(game.opponents(ctx.controller))
        return any(ev.kind == "damage" and is_player_ref(ev.other) and
                   ref_player(ev.other) in opponents for ev in events_this_turn(game))


def bloodthirst(n: int, text: str = "") -> EntersWith:
    """Bloodthirst N [702.54a]."""
    return EntersWith(counters=(("+1/+1", n),), unless=Not(OpponentDealtDamageThisTurn()),
                      text=text or f"Bloodthirst {n}")


__all__ = ["OpponentDealtDamageThisTurn", "bloodthirst"]
