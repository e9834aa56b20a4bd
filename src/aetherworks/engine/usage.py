"""What a game did with each card, and when that exercises it [the brief: a card "counts as
supported only when scenarios or fuzzed games exercise it"; issue 12: "every compiled card is
cast or played, and its abilities activated or triggered"].

The smoke run (:mod:`aetherworks.sim.smoke`) and scenarios (``aetherworks scenario run
--record``) both judge a game by :func:`exercised_in`: a card is exercised when it was cast or
played as a land and, if it has activated (non-mana) or triggered abilities, one of them was
activated or triggered.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

from aetherworks.engine import cardpool
from aetherworks.engine.defs import ActivatedAbility, ExertAbility, TriggeredAbility

if TYPE_CHECKING:
    from aetherworks.engine.game import Game

USES = ("cast", "land", "activate", "trigger")  # the events that tell how a card was used


def tally(g: Game, start: int = 0, into: dict[str, Counter[str]] | None = None
          ) -> dict[str, Counter[str]]:
    """Event kind -> card -> how often, for the log's events from ``start`` on.  A card is
    named as the card database names it (a double-faced card by both faces' names, like
    the record), never by the face that was up."""
    usage = {} if into is None else into
    for ev in g.log[start:]:
        if ev.kind in USES and ev.obj:
            usage.setdefault(ev.kind, Counter())[g.objects[ev.obj].proto.key] += 1
    return usage


def needs_ability(name: str) -> bool:
    """Whether the card has an activated (non-mana) or triggered ability a game must use."""
    d = cardpool.definition(name)
    return d is not None and any(
        isinstance(a, (ActivatedAbility, TriggeredAbility, ExertAbility))
        for part in (d, *d.faces) for a in part.abilities)


def exercised_in(usage: dict[str, Counter[str]], names: Iterable[str]) -> set[str]:
    """The cards of ``names`` that a game with this ``usage`` exercised."""
    played = set(usage.get("cast", ())) | set(usage.get("land", ()))
    used = set(usage.get("activate", ())) | set(usage.get("trigger", ()))
    return {n for n in names if n in played and (n in used or not needs_ability(n))}


__all__ = ["USES", "exercised_in", "needs_ability", "tally"]
