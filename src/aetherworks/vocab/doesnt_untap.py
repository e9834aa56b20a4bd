""""Doesn't untap during its controller's untap step" [502.3, 613.11], and the creature an
Equipment or Aura is attached to.

* :class:`AttachedDoesntUntap` — "equipped creature ... doesn't untap during its
  controller's untap step": a rule-changing effect (``rule="doesnt_untap"``) on the
  permanent the source is attached to; the engine's untap step asks
  ``Game.rule_applies(oid, "doesnt_untap")``.  Effects that untap it still do [701.26b].
* :class:`AttachedCreature` — "equipped creature" / "enchanted creature" as a reference in
  an effect [301.5a, 303.4].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.hooks import Rule
from aetherworks.vocab.refs import Ref
from aetherworks.vocab.restrictions import RuleEffect

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class AttachedDoesntUntap(RuleEffect):
    """"Equipped creature doesn't untap during its controller's untap step" [502.3]."""

    rule: Rule = Rule.DOESNT_UNTAP

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        return source is not None and source.attached_to == obj.id


@dataclass(frozen=True)
class AttachedCreature(Ref):
    """The permanent the source is attached to, if any [301.5a]."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        src = game.objects.get(ctx.source if ctx.kind == "ability" else ctx.id)
        if src is None or src.zone != "battlefield" or not src.attached_to:
            return []
        host = game.objects.get(src.attached_to)
        return [host.id] if host is not None and host.zone == "battlefield" else []


__all__ = ["AttachedCreature", "AttachedDoesntUntap"]
