"""Losing the game by a state-based action [104.3b-d, 704.5a-c, 704.6c] and the replacement
effects that apply to it instead ("If you would lose the game, instead ...") [614.1a]; the
starting life total such an effect may set a life total to [103.4].

Only a loss by a state-based action can be replaced here: a player who concedes leaves the
game at once [104.3a], and an effect saying an opponent wins the game ends it [104.2b]; the
rulings on Exquisite Archangel (2017-02-09) say neither is replaced.  A replacement applies
once to one event: a player still losing at the next check (ten poison counters stay, a life
total an effect kept at 0) would lose again, a new event [704.3].  No effect says "you can't
lose the game" yet; when one does, it goes before these, which then don't apply (ruling
2017-02-09).

:mod:`aetherworks.engine.sba` asks the choices [616.1] and calls :func:`replace_loss`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aetherworks.engine.commander import STARTING_LIFE as COMMANDER_STARTING_LIFE
from aetherworks.engine.hooks import LossReplacement
from aetherworks.engine.objects import STARTING_LIFE

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

def starting_life_total(g: Game, player: int) -> int:
    """``player``'s starting life total: 20, 40 in a Commander game [103.4, 103.4c]."""
    return COMMANDER_STARTING_LIFE if g.players[player].commanders else STARTING_LIFE


def loss_replacements(g: Game, player: int) -> list[tuple[GameObject, LossReplacement]]:
    """The static abilities that would replace ``player`` losing the game now [614.1a]."""
    return [(src, eff) for src, eff in g.statics_of(LossReplacement)
            if eff.replaces_loss(g, src, player)]


def replace_loss(g: Game, player: int, source: int, move: bool) -> None:
    """``player`` doesn't lose the game; the replacement of ``source`` happens instead
    [614.1a].  ``move`` False: a state-based action puts ``source`` into a graveyard at the
    same time, and the player chose that over the replacement moving it (ruling on Exquisite
    Archangel 2017-02-09); the rest of the replacement happens all the same."""
    perm = g.objects[source]
    eff = next(e for s, e in g.statics_of(LossReplacement) if s.id == source)
    g.emit("loss_replaced", "614.1a", player, source)
    # One event ("exile this creature and your life total becomes ..."): the rest first,
    # while the permanent is still there to say whose it is.
    eff.instead(g, perm, player)
    if move and eff.moves_self and perm.zone == "battlefield":
        g.move(source, eff.moves_self, cr="614.1a")
