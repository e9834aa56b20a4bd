"""Conditions on the previous turn, read from the game's event log: the werewolves of
Innistrad and Shadows over Innistrad turn over "at the beginning of each upkeep, if no
spells were cast last turn" and back "if a player cast two or more spells last turn"
[701.27a, 603.4].

Rulings (Village Messenger, 2016-04-08): the abilities look at the entire previous turn,
even if the permanent wasn't on the battlefield for some or all of it; for the back face's
ability a single player must have cast two or more spells (two players casting one each
doesn't count).  A spell is cast when it becomes cast [601.2i] (the ``cast`` event); a
game's first turn has no previous turn, so no spells were cast in it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Condition

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def spells_cast_last_turn(game: Game) -> Counter[int]:
    """How many spells each player cast during the previous turn [500]: the ``cast``
    events between the last two ``turn`` events of the log."""
    out: Counter[int] = Counter()
    turns = 0
    for ev in reversed(game.log):
        if ev.kind == "turn":
            turns += 1
            if turns == 2:
                break
        elif turns == 1 and ev.kind == "cast":
            out[ev.player] += 1
    return out


@dataclass(frozen=True)
class NoSpellsCastLastTurn(Condition):
    """"if no spells were cast last turn" (a werewolf's front face)."""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return not spells_cast_last_turn(game)


@dataclass(frozen=True)
class PlayerCastSpellsLastTurn(Condition):
    """"if a player cast two or more spells last turn": one player cast at least ``n``
    (a werewolf's back face; two players casting one each isn't enough)."""

    n: int = 2

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return any(k >= self.n for k in spells_cast_last_turn(game).values())


__all__ = ["NoSpellsCastLastTurn", "PlayerCastSpellsLastTurn", "spells_cast_last_turn"]
