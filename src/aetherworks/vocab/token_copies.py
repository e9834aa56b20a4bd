"""Copy effects on permanents you already have [707.2, 707.4, 613.2a].

* :class:`OthersBecomeCopy` — "each other token you control becomes a copy of that token"
  (Brudiclad): indefinitely, even after the source leaves; noncreature tokens too; the
  copiable values of the chosen token — what it copies, if it is a copy (Brudiclad's
  rulings) [707.2, 707.3].
* :class:`AnotherTarget` — "another target [filter]": not an object chosen for an earlier
  target of the same spell or ability [115.3].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.messages import Text
from aetherworks.vocab.energy import BecomeCopy, copiable_proto
from aetherworks.vocab.refs import Ref, Remembered, source_id
from aetherworks.vocab.targets import Filter, TargetPermanent

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class OthersBecomeCopy(Effect):
    """Each other permanent matching ``filter`` becomes a copy of the one ``of`` names,
    indefinitely (layer 1) [707.4, 613.2a]."""

    of: Ref = Remembered("chosen")
    filter: Filter = Filter(token=True, controller="you")
    cr = "707.4"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        originals = self.of.objects(game, ctx)
        if not originals or game.objects[originals[0]].zone != "battlefield":
            return
        first = originals[0]
        others = tuple(o for o in game.battlefield
                       if o != first and self.filter.matches(game, ctx, o))
        if not others:
            return
        proto = copiable_proto(game, first)
        game.add_effect(BecomeCopy(proto.key), source_id(ctx), ctx.controller, objects=others,
                        until="")
        for oid in others:
            game.emit("becomes_copy", "707.4", ctx.controller, oid,
                      args=(("text", Text(proto.chars.name)),))


@dataclass(frozen=True)
class AnotherTarget(TargetPermanent):
    """"Another target [filter]": different from the objects chosen for target spec
    ``not_index`` [115.3]."""

    not_index: int = 0

    def _free(self, ctx: GameObject, ref: int) -> bool:
        return not (self.not_index < len(ctx.targets) and ref in ctx.targets[self.not_index])

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        return super().legal(game, ctx, ref) and self._free(ctx, ref)

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in super().candidates(game, ctx) if self._free(ctx, o)]

    def differs_from(self) -> int | None:
        return self.not_index


__all__ = ["AnotherTarget", "OthersBecomeCopy"]
