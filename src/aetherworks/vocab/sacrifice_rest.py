"""Choosing permanents to keep and sacrificing the rest [701.21].

* :class:`KeepOneOfEachSacrificeRest` — "each opponent chooses an artifact, a creature, an
  enchantment, and a planeswalker from among the nonland permanents they control, then
  sacrifices the rest": each player, in turn order, chooses one permanent for each type
  they have one of (a permanent of several types may be chosen for each of them); then the
  nonland permanents not chosen are sacrificed at the same time [101.4, 701.21a].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect
from aetherworks.messages import Msg, Who, Word
from aetherworks.vocab.refs import EachOpponent, Ref

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class KeepOneOfEachSacrificeRest(Effect):
    types: tuple[str, ...] = ("Artifact", "Creature", "Enchantment", "Planeswalker")
    who: Ref = EachOpponent()
    cr = "701.21a"

    def _nonland(self, game: Game, player: int) -> list[int]:
        return [o.id for o in game.permanents(player) if not game.is_type(o.id, "Land")]

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        players = [p for p in game.apnap() if p in self.who.players(game, ctx)]
        i, t, kept = (0, 0, ()) if state is None else state
        if answer is not None:
            kept = (*kept, answer.obj)
            t += 1
        while i < len(players):
            p = players[i]
            while t < len(self.types):
                fits = [o for o in self._nonland(game, p) if game.is_type(o, self.types[t])]
                if fits:
                    return Ask(p, CHOOSE, Msg.of("prompt.choose_to_keep", player=Who(p),
                                                 type=Word("type", self.types[t])),
                               tuple(Choice("pick", o) for o in fits),
                               state=(i, t, kept), cr=self.cr)
                t += 1
            i, t = i + 1, 0
        with game.simultaneously():
            for p in players:
                for oid in self._nonland(game, p):
                    if oid not in kept:
                        game.sacrifice(oid)
        return None


__all__ = ["KeepOneOfEachSacrificeRest"]
