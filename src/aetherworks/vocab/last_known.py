"""Last known information [608.2h, 113.7a]: "its power" of a source that has left the
battlefield is its power as it last existed there — counters and continuous effects
included (Cyclops Superconductor's "deals damage equal to its power" after it died).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Amount
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import Chars, GameObject


def last_known_chars(game: Game, oid: int) -> Chars:
    """The characteristics of an object, or of a permanent as it last existed on the
    battlefield if it has left (it stays in ``game.objects`` with an empty zone, keeping
    its counters; effects that named it still list it) [608.2h]."""
    obj = game.objects[oid]
    if obj.zone or not obj.timestamp:
        return game.chars(oid) if obj.zone else obj.proto.chars
    obj.zone = "battlefield"  # look at it as it was there, without changing anything else
    try:
        game.dirty()
        return game.chars(oid)
    finally:
        obj.zone = ""
        game.dirty()



@dataclass(frozen=True)
class LastKnownPower(Amount):
    """"Its power": the source's power, last known if it left the battlefield [608.2h]."""

    def value(self, game: Game, ctx: GameObject) -> int:
        return last_known_chars(game, source_id(ctx)).power or 0


__all__ = ["LastKnownPower", "last_known_chars"]
