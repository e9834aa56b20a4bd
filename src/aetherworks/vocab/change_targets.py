"""Changing the target of a spell [115.7] and spells "with a single target" [115.9a].

* :class:`CastWithSingleTarget` — "whenever an opponent casts a spell, if it has a single
  target": a :class:`~aetherworks.vocab.triggers.YouCast` whose spell was put on the stack
  with exactly one target, counting each time an object or player was chosen (a spell that
  targets the same creature twice has two targets) [115.9a, Captured by the Consulate ruling
  2016-09-20].  The number of targets chosen as it was cast never changes afterwards
  (changing a target keeps the count), so the intervening "if" [603.4] is the same as the
  spell resolves; checking it as the spell is cast is checking it both times.
* :class:`ChangeTargetTo` — "change the target to enchanted creature if able": the spell's
  single target becomes the referenced object if that is a legal target for it; otherwise
  the target is unchanged, even if it is illegal by then [115.7a, 115.7e].  The object
  becomes the target of the spell ("becomes the target" abilities trigger) [115.1].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect, Event
from aetherworks.engine.resolve import target_specs
from aetherworks.vocab.doesnt_untap import AttachedCreature
from aetherworks.vocab.refs import EventObject, Ref
from aetherworks.vocab.triggers import YouCast

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def target_count(spell: GameObject) -> int:
    """How many times an object or player was chosen as a target of a spell or ability
    [115.9a]."""
    return sum(1 for grp in spell.targets for r in grp if r)


@dataclass(frozen=True)
class CastWithSingleTarget(YouCast):
    """"Whenever [an opponent] casts a spell, if it has a single target" [115.9a, 603.4]."""

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        spell = game.objects.get(event.obj)
        return spell is not None and target_count(spell) == 1 and \
            super().matches(game, source, event)


@dataclass(frozen=True)
class ChangeTargetTo(Effect):
    """Change the single target of the spell ``spell`` to the object ``to`` refers to, if
    that is a legal target for it [115.7a]."""

    spell: Ref = field(default_factory=EventObject)
    to: Ref = field(default_factory=AttachedCreature)
    cr = "115.7a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        spells = [o for o in self.spell.objects(game, ctx) if game.objects[o].zone == "stack"]
        new = self.to.objects(game, ctx)
        if not spells or not new:
            return
        obj = game.objects[spells[0]]
        if target_count(obj) != 1:
            return
        specs = target_specs(obj)
        for i, grp in enumerate(obj.targets):
            for j, ref in enumerate(grp):
                if not ref:
                    continue
                if ref == new[0] or i >= len(specs) or not specs[i].legal(game, obj, new[0]):
                    return  # unchanged: not to another legal target [115.7a]
                obj.targets = (*obj.targets[:i], (*grp[:j], new[0], *grp[j + 1:]),
                               *obj.targets[i + 1:])
                game.dirty()
                game.emit("becomes_target", self.cr, obj.controller, obj.id, new[0])
                return


__all__ = ["CastWithSingleTarget", "ChangeTargetTo", "target_count"]
