""""Doesn't untap during its controller's untap step" [502.3, 613.11], and the creature an
Equipment or Aura is attached to.

* :func:`AttachedDoesntUntap` — "equipped creature ... doesn't untap during its
  controller's untap step": the rule-changing effect ``AttachedRule(Rule.DOESNT_UNTAP)`` on
  the permanent the source is attached to; the engine's untap step asks
  ``Game.rule_applies(oid, Rule.DOESNT_UNTAP)``.  Effects that untap it still do [701.26b].
* :class:`AttachedCreature` — "equipped creature" / "enchanted creature" as a reference in
  an effect [301.5a, 303.4].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import Rule
from aetherworks.vocab.refs import Ref
from aetherworks.vocab.restrictions import AttachedRule

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def AttachedDoesntUntap() -> AttachedRule:
    """"Equipped creature doesn't untap during its controller's untap step" [502.3]."""
    return AttachedRule(Rule.DOESNT_UNTAP)


@dataclass(frozen=True)
class AttachedCreature(Ref):
    """The permanent the source is attached to, if any [301.5a].  A source that has left
    the battlefield is looked at as it last existed there: an ability of an Aura destroyed
    in response still finds the creature it was enchanting (Caught in the Brights ruling,
    2017-02-09) [113.7a, 608.2h]; the left object keeps ``attached_to`` as last known
    information."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        src = game.objects.get(ctx.source if ctx.kind == "ability" else ctx.id)
        if src is None or not src.attached_to or not (
                src.zone == "battlefield" or src.left_battlefield):
            return []
        host = game.objects.get(src.attached_to)
        return [host.id] if host is not None and host.zone == "battlefield" else []


__all__ = ["AttachedCreature", "AttachedDoesntUntap"]
