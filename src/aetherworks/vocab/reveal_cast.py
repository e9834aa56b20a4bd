"""Revealing the top card of your library and casting it for free if its mana value is low
enough (Rashmi, Eternities Crafter) [701.20a, 118.9, 608.2g].

The reveal is :class:`~aetherworks.vocab.library.RevealTop` (the card stays on top,
remembered as "revealed") [701.20a].

* :class:`MayCastIfLesser` — "You may cast it without paying its mana cost if it's a spell
  with lesser mana value": :class:`~aetherworks.vocab.energy.MayCastRemembered` (``alt``
  "free", cast as part of the resolution, timing permissions of its type ignored [608.2g])
  offering only the faces whose mana value is less than ``than`` (a card in a library has X
  = 0 [202.3b]); a land card is no spell and is never offered [ruling on Rashmi,
  2016-09-20].  ``than`` is read as the ability resolves: for Rashmi the triggering spell's
  mana value, X as chosen, as it last existed on the stack if it has left [608.2h].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Choice
from aetherworks.vocab.effects import N
from aetherworks.vocab.energy import MayCastRemembered
from aetherworks.vocab.refs import amount

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class MayCastIfLesser(MayCastRemembered):
    """"You may cast it without paying its mana cost if it's a spell with lesser mana value"
    [118.9, 608.2g]: only faces with mana value less than ``than``."""

    than: N = 0

    def _options(self, game: Game, ctx: GameObject) -> list[Choice]:
        limit = amount(game, ctx, self.than)
        out = []
        for ch in super()._options(game, ctx):
            proto = game.objects[ch.obj].proto
            face = proto.faces[ch.arg] if ch.arg >= 0 else proto
            if face.chars.mana_value < limit:
                out.append(ch)
        return out


__all__ = ["MayCastIfLesser"]
