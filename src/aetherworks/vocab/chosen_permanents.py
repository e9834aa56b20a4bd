"""Permanents a player chooses as an effect happens, not targets [608.2d, 115.1]:
"each opponent sacrifices a creature" [701.21a], "return a land you control to its owner's
hand".

* :class:`SacrificeChosen` — each referenced player chooses ``n`` permanents they control
  matching the filter and sacrifices them [701.21a]; a player with fewer sacrifices all
  they have.  Only the player choosing looks, as the effect happens, so nothing is targeted
  and hexproof doesn't matter [701.21a, 115.1].  (The cost "Sacrifice a creature" is
  :class:`aetherworks.vocab.costs.Sacrifice`.)
* :class:`SacrificeOrLoseLife` — "that player sacrifices a creature or planeswalker of their
  choice.  If the player can't, they lose 5 life" (Cruel Reality): a player with nothing of
  the kind to sacrifice loses ``life`` instead [701.21a, 119.3; ruling: they can't choose to
  lose the life while they have one].
* :class:`ReturnChosen` — the same choice, and the chosen permanents return to their
  owners' hands [400.7].

Players choose in turn order, one permanent at a time; everything chosen then moves at once
[101.4, 608.2c].
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect
from aetherworks.messages import Msg, Text
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import EachOpponent, Ref, You, amount
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class _Chosen(Effect):
    """Each player of ``who`` chooses ``n`` of their permanents matching ``filter``; then
    :meth:`act` happens to all of them at once."""

    filter: Filter = Filter(types=("Creature",))
    who: Ref = You()
    n: N = 1
    prompt = "prompt.choose_permanent"

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
                return Ask(p, CHOOSE, Msg.of(self.prompt, spec=Text(self.filter.describe())),
                           tuple(Choice("pick", o) for o in opts), state=(i, chosen),
                           cr=self.cr)
            i += 1
        with game.simultaneously():
            for oid in chosen:
                if game.objects[oid].zone == "battlefield":
                    self.act(game, oid)
        return None

    def act(self, game: Game, oid: int) -> None:
        raise NotImplementedError


@dataclass(frozen=True)
class SacrificeChosen(_Chosen):
    """"[Each opponent] sacrifices [a creature]" [701.21a]."""

    who: Ref = EachOpponent()
    prompt = "prompt.sacrifice"
    cr = "701.21a"

    def act(self, game: Game, oid: int) -> None:
        game.sacrifice(oid)


@dataclass(frozen=True)
class SacrificeOrLoseLife(SacrificeChosen):
    """"[They] sacrifice [a creature or planeswalker] of their choice.  If the player can't,
    they lose N life" [701.21a, 119.3]: who can't is decided as the effect begins."""

    life: N = 0

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if state is None:
            cant = tuple(p for p in self.who.players(game, ctx)
                         if not self._options(game, ctx, p, ()))
            inner = None
        else:
            cant, inner = state
        ask = super().run(game, ctx, answer, inner)
        if ask is not None:
            return dataclasses.replace(ask, state=(cant, ask.state))
        for p in cant:
            game.lose_life(p, amount(game, ctx, self.life))
        return None


@dataclass(frozen=True)
class ExileChosen(_Chosen):
    """"Target opponent exiles a creature they control" (they choose) [406.3]."""

    who: Ref = EachOpponent()
    prompt = "prompt.exile_permanent"
    cr = "406.3"

    def act(self, game: Game, oid: int) -> None:
        game.exile_obj(oid)


@dataclass(frozen=True)
class ReturnChosen(_Chosen):
    """"Return a [land] you control to its owner's hand" [400.7]."""

    prompt = "prompt.return_permanent"
    cr = "400.7"

    def act(self, game: Game, oid: int) -> None:
        game.move(oid, "hand", cr="400.7")


__all__ = ["ExileChosen", "ReturnChosen", "SacrificeChosen", "SacrificeOrLoseLife"]
