"""A creature type chosen as a permanent enters [614.12, 205.3m], and what reads it later
("creatures you control of the chosen type get +1/+1", "whenever you cast a creature spell
of the chosen type", "this creature is the chosen type in addition to its other types").

The choice is part of the permanent entering: players can't respond to it and what reads it
applies at once (Vanquisher's Banner's and Metallic Mimic's rulings).  It must be an existing
creature type, one word of the list in 205.3m (not "Artifact", "Vehicle" or "Jace": the
rulings); it is remembered on the permanent as ``chosen_type`` and, as with every memory of
a permanent, forgotten when it leaves the battlefield [400.7].

* :class:`ChooseCreatureType` — the ``as_enters`` effect of an ``EntersWith``.
* :class:`IsChosenType` — "This creature is the chosen type in addition to its other types"
  (layer 4) [613.1d, 205.1b].
* ``Filter(chosen_type=True)`` ("of the chosen type") and ``YouCast(chosen_type=True)`` read it
  from the source of the ability.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.carddb.rules import creature_types
from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Continuous, Effect
from aetherworks.messages import Msg, Obj, Text
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject, MutableChars

CHOSEN_TYPE = "chosen_type"  # the memory key of the permanent's chosen creature type


def chosen_type(obj: GameObject | None) -> str:
    """The creature type chosen for this permanent as it entered ("" if none) [614.12]."""
    return obj.recall(CHOSEN_TYPE, "") if obj is not None else ""


@dataclass(frozen=True)
class ChooseCreatureType(Effect):
    """"As this enters, choose a creature type." [614.12, 205.3m]  Every creature type is
    offered; those of the chooser's own cards come first, the most common first (a choice
    agents and players usually want), then the rest in alphabetical order."""

    cr = "614.12"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        perm = game.objects[source_id(ctx)]
        if answer is not None:
            kind = state[answer.obj]
            perm.remember(CHOSEN_TYPE, kind)
            game.dirty()  # what reads the choice applies at once (the rulings)
            game.emit("chooses_creature_type", self.cr, ctx.controller, perm.id,
                      args=(("text", Text(kind)),))
            return None
        every = creature_types()
        mine: Counter[str] = Counter()
        for obj in game.objects.values():
            if obj.kind == "card" and obj.owner == ctx.controller:
                mine.update(s for s in obj.proto.chars.subtypes if s in every)
        first = sorted(mine, key=lambda s: (-mine[s], s))
        ordered = (*first, *sorted(every - set(first)))
        return Ask(ctx.controller, CHOOSE,
                   Msg.of("prompt.choose_creature_type", obj=Obj(perm.id)),
                   tuple(Choice("word", i) for i in range(len(ordered))), state=ordered,
                   labels=tuple(Msg.of("opt.text", text=Text(n)) for n in ordered), cr=self.cr)


@dataclass(frozen=True)
class IsChosenType(Continuous):
    """"This creature is the chosen type in addition to its other types." (Metallic Mimic):
    a type-changing effect of its own static ability, layer 4 [613.1d, 205.1b]."""

    layer = "4"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and obj.id == source.id

    def apply(self, chars: MutableChars, game: Game, source: GameObject | None) -> None:
        kind = chosen_type(source)
        if kind:
            chars.subtypes.add(kind)

    def text(self) -> str:
        return "is the chosen creature type in addition to its other types"


__all__ = ["CHOSEN_TYPE", "ChooseCreatureType", "IsChosenType", "chosen_type"]
