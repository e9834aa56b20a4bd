"""Revealing cards from the top of a library until one of a kind is revealed [701.20a]:
"Reveal cards from the top of your library until you reveal a creature card. Put that card
into your hand and the rest on the bottom of your library in a random order." (Ajani,
Valiant Protector; Tezzeret, Master of Metal; Madcap Experiment).

* :class:`RevealUntil` — the cards are revealed one by one from the top; the first that
  matches ``filter`` (judged by its printed characteristics) goes ``to`` your hand or the
  battlefield, the other revealed cards to the bottom in a random order [401.4].  If none
  matches, every card of the library is revealed and all of them go to the bottom.  The
  revealed cards are remembered under ``remember`` ("the number of cards revealed this
  way", :class:`~.remembered.RememberedCount`).  With ``to=""`` every revealed card stays
  where it is and the match is remembered under ``found`` for what follows ("You may cast
  that card without paying its mana cost. Put all revealed cards not cast this way on the
  bottom of your library in a random order", Treasure Keeper: the card is cast from the
  library, then :class:`~.library.RestOnBottomRandom` moves the others) [701.20a, 401.4].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def reveal_until(game: Game, ctx: GameObject, player: int, filter: Filter, cr: str
                 ) -> tuple[list[int], int]:
    """Reveal cards from the top of ``player``'s library, one by one, until one that fits
    ``filter`` (printed characteristics) [701.20a]: the cards revealed, the top one first, and
    the card that fits (0 if none: the whole library was revealed)."""
    revealed: list[int] = []
    for oid in reversed(game.players[player].library):  # the top card first
        revealed.append(oid)
        game.emit("reveal", cr, player, oid)
        if filter.matches(game, ctx, oid, printed=True):
            return revealed, oid
    return revealed, 0


@dataclass(frozen=True)
class RevealUntil(Effect):
    filter: Filter = Filter(types=("Creature",))
    to: str = "hand"  # "hand", "battlefield", or "" (stays revealed in the library)
    remember: str = "revealed"
    found: str = "found"
    cr = "701.20a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        p = ctx.controller
        revealed, found = reveal_until(game, ctx, p, self.filter, self.cr)
        ctx.remember(self.remember, tuple(revealed))
        if not self.to:
            ctx.remember(self.found, (found,) if found else ())
            return
        if found:
            if self.to == "battlefield":
                game.move(found, "battlefield", controller=p, cr=self.cr)
            else:
                game.move(found, "hand", cr=self.cr)
        rest = [o for o in revealed if o != found]
        game.rng.shuffle(rest)  # a random order [401.4]
        for oid in rest:
            game.move(oid, "library", position=0, cr="401.4", silent=True)

    def text(self) -> str:
        where = f"; it to your {self.to}" if self.to else ""
        return f"reveal cards until a {self.filter.describe()} card{where}"


__all__ = ["RevealUntil", "reveal_until"]
