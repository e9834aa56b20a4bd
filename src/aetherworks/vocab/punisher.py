"""Punisher choices: "each opponent loses 3 life unless that player sacrifices a nonland
permanent of their choice or discards a card" (Nicol Bolas, the Deceiver; the Torments of
Hour of Devastation) [118.12a].

"[Do something] unless [a player does something else]" is "[that player may do something
else]. If they don't, [do something]" [118.12a].  Each affected player, in turn order, chooses
a nonland permanent they control to sacrifice, a card in their hand to discard (not revealed),
or neither; then all of it happens at once: the chosen permanents are sacrificed, the chosen
cards discarded, and each player who chose neither loses the life [rulings 2017-07-14].  A
player may always choose to lose the life, even with cards in hand or permanents [ruling].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, Ask, Choice, Effect
from aetherworks.messages import Msg, Text
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import EachOpponent, Ref, amount
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class LoseLifeUnlessSacrificeOrDiscard(Effect):
    """Each player of ``who`` loses ``n`` life unless they sacrifice a permanent matching
    ``filter`` or discard a card [118.12a, 701.21a, 701.9a]."""

    n: N = 3
    who: Ref = EachOpponent()
    filter: Filter = Filter(not_types=("Land",))
    cr = "118.12a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        players = self.who.players(game, ctx)
        # state: the choices made so far, one per player in order (an object id, or -1)
        chosen: tuple[int, ...] = () if state is None else state
        n = amount(game, ctx, self.n)
        if answer is not None:
            chosen = (*chosen, answer.obj if answer.kind == "pick" else -1)
        if len(chosen) < len(players):
            p = players[len(chosen)]
            perms = [o.id for o in game.permanents(p) if self.filter.matches(game, ctx, o.id)]
            hand = list(game.players[p].hand)
            return Ask(p, CHOOSE, Msg.of("prompt.punisher", amount=n,
                                         spec=Text(self.filter.describe())),
                       (*(Choice("pick", o) for o in perms + hand), DONE), state=chosen,
                       cr=self.cr)
        with game.simultaneously():
            for p, oid in zip(players, chosen, strict=True):
                where = game.objects[oid].zone if oid >= 0 else ""
                if where == "battlefield":
                    game.sacrifice(oid)
                elif where == "hand":
                    game.discard(p, oid)
                else:
                    game.lose_life(p, n)
        return None


__all__ = ["LoseLifeUnlessSacrificeOrDiscard"]
