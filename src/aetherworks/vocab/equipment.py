"""Equipment and equip [301.5, 702.6].

* :class:`Attach` — "attach [this Equipment] to target creature you control": it moves
  only onto a creature it can legally equip; otherwise it stays where it is [301.5b-c,
  701.3b].  Control of the creature matters only as the ability is activated and resolves
  [301.5b].
* :func:`Equip` — "Equip [cost]" means "[Cost]: Attach this permanent to target creature
  you control. Activate only as a sorcery." [702.6a]; ``text`` is the card's keyword line.
"Equipped creature gets +N/+N" is :class:`aetherworks.vocab.statics.AttachedGets`.

The engine unattaches an Equipment attached to an illegal permanent as a state-based action
[704.5n].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import ActivatedAbility, Cost, Effect
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.refs import Ref, Target, This
from aetherworks.vocab.targets import TargetCreature

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class Attach(Effect):
    what: Ref = This()
    to: Ref = Target()
    cr = "701.3a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        things = [o for o in self.what.objects(game, ctx)
                  if game.objects[o].zone == "battlefield"]
        hosts = [o for o in self.to.objects(game, ctx) if game.objects[o].zone == "battlefield"]
        if not things or not hosts:
            return
        host = hosts[0]
        for oid in things:
            obj = game.objects[oid]
            # An Equipment can't equip itself, a non-creature, or while it is a creature
            # [301.5c]; attaching to what it is already attached to does nothing [701.3b].
            if oid == host or "Creature" not in game.chars(host).types or \
                    "Creature" in game.chars(oid).types or obj.attached_to == host:
                continue
            obj.attached_to = host
            obj.timestamp = game.clock = game.clock + 1  # a new timestamp [613.7e]
            game.dirty()
            game.emit("attach", "701.3a", ctx.controller, oid, host)


def Equip(*costs: Cost, text: str, mana: str = "") -> ActivatedAbility:
    """The equip keyword ability [702.6a]: "Equip {3}" is ``Equip(mana="{3}", text=...)``."""
    return ActivatedAbility(mana=ManaCost.parse(mana), costs=costs,
                            targets=(TargetCreature(controller="you"),),
                            effects=(Attach(),), sorcery=True, text=text)


__all__ = ["Attach", "Equip"]
