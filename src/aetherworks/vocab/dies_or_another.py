"""A permanent's own death or another's trip to the graveyard, and what is cheaper than the
permanent that triggered: "Whenever this creature dies or another artifact you control is put
into a graveyard from the battlefield, return to your hand target artifact card in your
graveyard with lesser mana value." (Scrap Trawler) [603.6c, 603.10a, 700.4].

* :class:`DiesOrAnotherToGraveyard` — triggers as the source dies (it is a creature as it
  leaves [700.4]), and as another permanent of ``types`` its controller controlled is put into
  a graveyard from the battlefield (a token too: it goes there before ceasing to exist
  [111.7]); each is seen as it last existed, and the source triggers for permanents that
  leave at the same time as it [603.10a] (Scrap Trawler's rulings, 2017-02-09).
* :class:`TargetCardWithLesserMV` — "target [kind] card in your graveyard with lesser mana
  value": lesser than the mana value of the triggering permanent as it last existed on the
  battlefield (a copy's copied mana value; {X} is 0 there) [608.2h, 202.3e; rulings].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Event, Trigger
from aetherworks.engine.objects import Memo
from aetherworks.vocab.targets import TargetCardInGraveyard
from aetherworks.vocab.triggers import went_to_graveyard

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class DiesOrAnotherToGraveyard(Trigger):
    """"Whenever this creature dies or another [type] you control is put into a graveyard
    from the battlefield" [700.4, 603.6c]."""

    types: tuple[str, ...] = ("Artifact",)
    events = ("dies", "leaves")
    zones = ("graveyard",)  # looks back in time, so it sees its own departure [603.10a]

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.obj == source.id:
            return event.kind == "dies"
        if event.kind == "leaves" and not went_to_graveyard(game, event):
            return False
        if game.objects[event.obj].controller != source.controller:
            return False
        c = game.last_known_chars(event.obj)
        return any(t in c.types for t in self.types)

    def text(self) -> str:
        kinds = " or ".join(t.lower() for t in self.types)
        return f"this dies or another {kinds} you control is put into a graveyard"


@dataclass(frozen=True)
class TargetCardWithLesserMV(TargetCardInGraveyard):
    """A card in your graveyard whose mana value is less than the triggering permanent's, as
    it last existed on the battlefield [608.2h]."""

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        trigger = ctx.recall(Memo.EVENT_OBJ)
        if not trigger or not super().legal(game, ctx, ref):
            return False
        limit = game.last_known_chars(trigger).mana_value
        return game.objects[ref].proto.chars.mana_value < limit

    def text(self) -> str:
        return super().text() + " with lesser mana value"


__all__ = ["DiesOrAnotherToGraveyard", "TargetCardWithLesserMV"]
