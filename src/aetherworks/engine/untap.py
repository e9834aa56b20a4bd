"""The untap step's untapping under limits [502.3]: "your opponents can't untap more than two
permanents during their untap steps" (Dovin Baan's emblem).

The permanents that would untap are known first (exerted, stunned and "doesn't untap"
ones are already left out); for each :class:`~aetherworks.engine.hooks.UntapLimit` that
applies to the active player and restricts more of them than it allows, the active player
chooses which ones untap, one pick at a time, as many as the limit allows (untapping is not
optional) — the player whose permanents they are chooses, not the emblem's owner (Dovin
Baan ruling 2016-09-20).  Then all the chosen ones untap at once and the step ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aetherworks.engine import daynight
from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Choice
from aetherworks.engine.hooks import UntapLimit
from aetherworks.engine.tasks import task
from aetherworks.messages import Msg

if TYPE_CHECKING:
    from aetherworks.engine.game import Game


def untap_permanents(g: Game, oids: tuple[int, ...]) -> None:
    """Untap these permanents of the active player, within the limits in effect [502.3]."""
    if g.statics_of(UntapLimit):
        g.tasks.append(("untap_within_limits", oids, 0, ()))
    else:
        _untap(g, oids)


@task("untap_within_limits")
def _untap_within_limits(g: Game, oids: tuple[int, ...], index: int, picked: tuple[int, ...],
                         choice: Choice | None = None) -> None:
    limits = [(src, eff) for src, eff in g.statics_of(UntapLimit)
              if eff.limits(g, src, g.active)]
    if choice is not None:
        picked = (*picked, choice.obj)
    while index < len(limits):
        src, eff = limits[index]
        restricted = [o for o in oids if eff.restricts(g, src, o)]
        if len(restricted) > eff.n:
            if len(picked) < eff.n:
                opts = tuple(Choice("pick", o) for o in restricted if o not in picked)
                g._ask(g.active, CHOOSE, Msg.of("prompt.untap_choose", amount=eff.n - len(picked)),
                       opts, ("untap_within_limits", oids, index, picked), cr="502.3")
                return
            oids = tuple(o for o in oids if o not in restricted or o in picked)
        index, picked = index + 1, ()
    _untap(g, oids)


def _untap(g: Game, oids: tuple[int, ...]) -> None:
    for oid in oids:
        g.objects[oid].tapped = False  # all at once [502.3]
    g.status_changed()  # before the events: what they trigger sees every permanent untapped
    for oid in oids:
        g.emit("untap", "701.26b", g.objects[oid].controller, oid)  # [603.2e]
    daynight.untap_step_check(g)  # the untap step's second part [502.3, 730.2]
    g.tasks.append(("end_step",))
