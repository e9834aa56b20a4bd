"""Sacrifice as an effect [701.21]: "each opponent sacrifices a creature", "target player
sacrifices an artifact".

* :class:`SacrificeChosen` — each referenced player chooses ``n`` permanents they control
  matching the filter and sacrifices them [701.21a]; a player with fewer sacrifices all they
  have.  Only the player sacrificing chooses, as the effect happens, so the permanent isn't
  targeted and hexproof doesn't matter [701.21a, 115.1].  (The cost "Sacrifice a creature"
  is :class:`aetherworks.vocab.costs.Sacrifice`.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import EachOpponent, Ref, amount
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class SacrificeChosen(Effect):
    """"[Each opponent] sacrifices [a creature]": chosen by the player who sacrifices
    [701.21a]; players choose in turn order, one permanent at a time."""

    filter: Filter = Filter(types=("Creature",))
    who: Ref = EachOpponent()
    n: N = 1
    cr = "701.21a"

    def _options(self, game: Game, ctx: GameObject, player: int,
                 chosen: tuple[int, ...]) -> list[int]:
        return [o.id for o in game.permanents(player)
                if o.id not in chosen and self.filter.matches(game, ctx, o.id)]

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        players = self.who.players(game, ctx)
        # state: (index of the player choosing, permanents chosen so far by everyone)
        i, chosen = (0, ()) if state is None else state
        if answer is not None:
            chosen = (*chosen, answer.obj)
        n = amount(game, ctx, self.n)
        while i < len(players):
            p = players[i]
            mine = [o for o in chosen if game.objects[o].controller == p]
            opts = self._options(game, ctx, p, chosen)
            if len(mine) < n and opts:
                if len(opts) + len(mine) <= n:  # no choice left: all of them
                    chosen = (*chosen, *opts)
                    continue
                return Ask(p, CHOOSE, f"Sacrifice a {self.filter.describe()}",
                           tuple(Choice("pick", o) for o in opts), state=(i, chosen),
                           cr="701.21a")
            i += 1
        # Sacrificed at the same time, once everyone has chosen [701.21a, 608.2c].
        with game.simultaneously():
            for oid in chosen:
                if game.objects[oid].zone == "battlefield":
                    game.sacrifice(oid)
        return None


__all__ = ["SacrificeChosen"]
