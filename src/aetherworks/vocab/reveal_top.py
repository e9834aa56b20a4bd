"""Revealing the top cards of a library and sorting them [701.20a, 401.4]: "Reveal the top
three cards of your library. Put all nonland permanent cards revealed this way into your
hand and the rest on the bottom of your library in any order." (Ajani Unyielding; Nissa,
Nature's Artisan: lands onto the battlefield, the rest into your hand).

* :class:`RevealTopPutAll` — the top ``n`` cards are revealed; all of them matching
  ``filter`` (printed characteristics) go ``to`` (hand or battlefield, together [603.6a]);
  the rest go ``rest``: "hand", "graveyard", "bottom random", or "bottom any" — then the
  player orders them, one pick at a time, each pick under the ones before [401.4].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Ask, Effect
from aetherworks.vocab.effects import N
from aetherworks.vocab.library import ask_bottom_order, top_cards
from aetherworks.vocab.refs import amount
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class RevealTopPutAll(Effect):
    n: N = 3
    filter: Filter = Filter()
    to: str = "hand"
    rest: str = "bottom any"
    cr = "701.20a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        p = ctx.controller
        if state is None:
            revealed = top_cards(game, p, amount(game, ctx, self.n))
            if not revealed:
                return None
            for oid in revealed:
                game.emit("reveal", self.cr, p, oid)
            fits = tuple(o for o in revealed
                         if self.filter.matches(game, ctx, o, printed=True))
            if fits:
                if self.to == "battlefield":
                    with game.simultaneously():
                        for oid in fits:
                            game.move(oid, "battlefield", controller=p, cr=self.cr)
                else:
                    for oid in fits:
                        game.move(oid, "hand", cr=self.cr)
            state = (tuple(o for o in revealed if o not in fits), ())
        rest, bottom = state
        if answer is not None:
            bottom = (*bottom, answer.obj)
        left = [o for o in rest if o not in bottom]
        if self.rest == "bottom any" and (
                ask := ask_bottom_order(p, left, len(bottom), (rest, bottom))):
            return ask
        order = [*bottom, *left]
        if self.rest == "bottom random":
            game.rng.shuffle(order)
        for oid in order:
            if self.rest in ("hand", "graveyard"):
                game.move(oid, self.rest, cr=self.cr)
            else:
                game.move(oid, "library", position=0, cr="401.4", silent=True)
        return None

    def text(self) -> str:
        return f"reveal the top {self.n}, {self.filter.describe()} cards to your {self.to}"


__all__ = ["RevealTopPutAll"]
