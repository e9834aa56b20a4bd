"""Reconfigure [702.151].

"Reconfigure [cost]" means "[Cost]: Attach this permanent to another target creature you
control. Activate only as a sorcery" and "[Cost]: Unattach this permanent. Activate only if
this permanent is attached to a creature and only as a sorcery" [702.151a]; attached, the
Equipment stops being a creature until it becomes unattached [702.151b], which is what lets
an Equipment creature equip at all [301.5c].

* :func:`Reconfigure` — the keyword: three abilities sharing the keyword line (attach,
  unattach, and the layer-4 "while attached, this isn't a creature").
* :class:`AttachSelf` — attach this Equipment even while it is a creature [301.5c, 702.151a].
* :class:`Unattach` — "unattach this permanent" [701.3d].
* :class:`IsAttached` — "if this permanent is attached to a creature" [702.151a].
* :class:`NotACreatureWhileAttached` — loses the card type creature while attached
  (layer 4) [702.151b, 613.1d].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import (
    Ability,
    ActivatedAbility,
    Condition,
    Continuous,
    Cost,
    Effect,
    StaticAbility,
)
from aetherworks.vocab.activation_limits import OnlyIf
from aetherworks.vocab.refs import Ref, Target, source_id
from aetherworks.vocab.targets import TargetCreature

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class AttachSelf(Effect):
    """"Attach this permanent to another target creature you control" [702.151a]: unlike an
    ordinary Equipment, it may do so while it is a creature [301.5c]; it never attaches to
    itself, and attaching to what it is already attached to does nothing [701.3b]."""

    to: Ref = Target()
    cr = "702.151a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        oid = source_id(ctx)
        obj = game.objects.get(oid)
        hosts = [o for o in self.to.objects(game, ctx) if game.objects[o].zone == "battlefield"]
        if obj is None or obj.zone != "battlefield" or not hosts:
            return
        host = hosts[0]
        if host == oid or "Creature" not in game.chars(host).types or obj.attached_to == host:
            return
        obj.attached_to = host
        obj.timestamp = game.clock = game.clock + 1  # a new timestamp [701.3c, 613.7e]
        game.dirty()
        game.emit("attach", "701.3a", ctx.controller, oid, host)


@dataclass(frozen=True)
class Unattach(Effect):
    """"Unattach this permanent" [701.3d]: it stays on the battlefield."""

    cr = "701.3d"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        obj = game.objects.get(source_id(ctx))
        if obj is None or obj.zone != "battlefield" or not obj.attached_to:
            return
        host = obj.attached_to
        obj.attached_to = 0
        game.dirty()
        game.emit("unattach", self.cr, ctx.controller, obj.id, host)


@dataclass(frozen=True)
class IsAttached(Condition):
    """"If this permanent is attached to a creature" [702.151a]."""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        obj = game.objects.get(source_id(ctx))
        return obj is not None and bool(obj.attached_to)

    def text(self) -> str:
        return "this permanent is attached to a creature"


@dataclass(frozen=True)
class NotACreatureWhileAttached(Continuous):
    """"While attached, this isn't a creature" [702.151b]: a type-changing effect on the
    permanent itself (layer 4) [613.1d], with the timestamp of its attachment [613.7e]."""

    layer = "4"

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and obj.id == source.id and bool(source.attached_to)

    def apply(self, chars: Any, game: Game, source: GameObject | None) -> None:
        chars.types.discard("Creature")


def Reconfigure(*costs: Cost, text: str, **kw: Any) -> tuple[Ability, ...]:
    """The reconfigure keyword [702.151a-b]: ``costs`` (and ``mana=`` for a mana cost) are the
    cost of both activated abilities; write ``*Reconfigure(...)`` among the abilities."""
    return (
        ActivatedAbility(costs=costs, targets=(TargetCreature(controller="you", other=True),),
                         effects=(AttachSelf(),), sorcery=True, text=text, **kw),
        ActivatedAbility(costs=(OnlyIf(IsAttached()), *costs), effects=(Unattach(),),
                         sorcery=True, text=text, **kw),
        StaticAbility(effect=NotACreatureWhileAttached(), text=text),
    )


__all__ = ["AttachSelf", "IsAttached", "NotACreatureWhileAttached", "Reconfigure", "Unattach"]
