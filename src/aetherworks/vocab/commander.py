"""What Commander cards ask about "your commander" [903], in any game.

A player's commanders are an engine fact (``Player.commanders``, set up by
``engine.commander`` [903.3]); their combined colour identity is read from the card data
[903.4].  Both are empty outside a Commander game, so these parts give the answers the
rulings give for a game without a commander:

* :class:`CommanderIdentity` — "one mana of any color in your commander's color identity"
  (Command Tower, Arcane Signet, Commander's Sphere, Path of Ancestry): the colours of the
  combined identity; none without a commander (the quality is undefined, so that part does
  nothing [903.4f]), or with a colourless one — then the ability makes no mana, not even {C}
  [903.4, 106.5].
* :class:`ControlsCommander` — "if you control your commander" (lieutenant [207.2c]) and "if
  you control a commander" (Akroma's Will): a permanent whose card is one of a player's
  commanders [903.3].

Path of Ancestry's rider ("When that mana is spent to cast a creature spell that shares a
creature type with your commander, scry 1" [106.6, 603.7a]) rides on mana its ability makes
only with a commander; outside a Commander game there is never such mana, so it never
applies.  Tracking a particular mana to the spell it pays for is left to the Commander
(multiplayer) work.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from aetherworks.carddb import get_db
from aetherworks.engine.commander import is_commander
from aetherworks.engine.defs import Condition, ManaColors
from aetherworks.engine.mana import COLORS

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class CommanderIdentity(ManaColors):
    """The colours of the controller's commanders' combined colour identity [903.4]; ""
    outside a Commander game (the ability "produces no mana") [903.4f]."""

    def colors(self, game: Game, source: GameObject) -> str:
        return identity(game.players[source.controller].commanders)


@lru_cache(maxsize=64)
def identity(commanders: tuple[str, ...]) -> str:
    """The combined colour identity of these commander cards, in WUBRG order [903.4]."""
    db = get_db()
    return "".join(c for c in COLORS if any(c in db.card(n).color_identity for n in commanders))


@dataclass(frozen=True)
class ControlsCommander(Condition):
    """"If you control your commander" (``yours=True``, lieutenant) / "if you control a
    commander" (any player's): a permanent you control that is a commander [903.3]."""

    yours: bool = True

    def holds(self, game: Game, ctx: GameObject) -> bool:
        you = ctx.controller
        return any(obj.controller == you and (not self.yours or obj.owner == you)
                   and is_commander(game, obj) for obj in game.permanents(you))


__all__ = ["CommanderIdentity", "ControlsCommander"]
