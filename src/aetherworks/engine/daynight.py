"""Day and night [730], and the daybound and nightbound keywords that turn werewolves over
with them [702.145].

The game starts with neither designation; once it has become day or night it always has
exactly one of them [730.1].  As the second part of the untap step, day becomes night if
the previous turn's active player cast no spells that turn, and night becomes day if they
cast two or more [730.2].  A permanent with daybound makes it day if it is neither
[702.145d] (nightbound: night, if no permanent has daybound [702.145g]); a front-face-up
daybound permanent transforms when it is night, a back-face-up nightbound one when it is
day [702.145c, 702.145f] — immediately, not as a state-based action: the engine does it
as soon as it looks, with the state-based actions.  A daybound permanent entering at
night enters transformed [702.145b]; daybound and nightbound permanents transform only
through these abilities [702.145b, 702.145e] (``Game.transform`` refuses other causes).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from aetherworks.engine.game import Game

DAYBOUND, NIGHTBOUND = "Daybound", "Nightbound"
# The causes that may transform a daybound or nightbound permanent [702.145b, 702.145e].
BOUND_CAUSES = frozenset({"702.145c", "702.145f"})


def previous_turn(g: Game) -> tuple[int, Counter[int]]:
    """The previous turn's active player (-1 if the log doesn't reach back to it) and how
    many spells each player cast during that turn [601.2i]: the ``cast`` events between
    the last two ``turn`` events of the log.  A game set up in the middle of a turn (a
    scenario) has no ``turn`` event for it: its first step event names its active player."""
    casts: Counter[int] = Counter()
    turns = 0
    first_step = -1
    for ev in reversed(g.log):
        if ev.kind == "turn":
            turns += 1
            if turns == 2:
                return ev.player, casts
        elif turns == 1 and ev.kind == "cast":
            casts[ev.player] += 1
        elif turns == 1 and ev.kind == "step":
            first_step = ev.player
    return first_step, casts


def untap_step_check(g: Game) -> None:
    """730.2: day becomes night if the previous turn's active player cast no spells; night
    becomes day if they cast two or more; neither stays neither [730.2c]."""
    if not g.day_night:
        return
    active, casts = previous_turn(g)
    if active < 0:
        return
    if g.day_night == "day" and casts[active] == 0:
        become(g, "night", "730.2a")
    elif g.day_night == "night" and casts[active] >= 2:
        become(g, "day", "730.2b")


def become(g: Game, which: str, cr: str) -> None:
    """It becomes day or night [730.1]; daybound and nightbound permanents then turn over
    (702.145b: "as it becomes night, if this permanent is front face up, transform it")."""
    g.day_night = which
    g.emit("becomes_day" if which == "day" else "becomes_night", cr, g.active)
    bound_transforms(g)


def bound_transforms(g: Game) -> bool:
    """702.145c, 702.145f: front-face-up daybound permanents at night and back-face-up
    nightbound permanents by day transform.  Returns whether any did."""
    happened = False
    for oid in list(g.battlefield):
        obj = g.objects[oid]
        if obj.proto.back is None:
            continue
        kws = g.chars(oid).keywords
        if g.day_night == "night" and obj.face != 1 and DAYBOUND in kws:
            happened |= g.transform(oid, "702.145c")
        elif g.day_night == "day" and obj.face == 1 and NIGHTBOUND in kws:
            happened |= g.transform(oid, "702.145f")
    return happened


def check(g: Game) -> bool:
    """The immediate day/night actions [702.145c, 702.145d, 702.145f, 702.145g]; True if
    anything changed."""
    day = night = False
    for oid in g.battlefield:
        if g.objects[oid].proto.back is None:
            continue  # only a transforming double-faced card is daybound or nightbound
        kws = g.chars(oid).keywords
        day = day or DAYBOUND in kws
        night = night or NIGHTBOUND in kws
    if not (day or night):
        return False
    if not g.day_night:
        become(g, "day" if day else "night", "702.145d" if day else "702.145g")
        return True
    return bound_transforms(g)


def enters_transformed(g: Game, front_keywords: frozenset[str]) -> bool:
    """Whether a double-faced permanent with these front-face keywords enters transformed:
    a daybound one does while it is night [702.145b]."""
    return g.day_night == "night" and DAYBOUND in front_keywords


__all__ = ["BOUND_CAUSES", "become", "check", "enters_transformed", "previous_turn",
           "untap_step_check"]
