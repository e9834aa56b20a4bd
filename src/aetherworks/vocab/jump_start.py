"""Jump-start, granted to a card in a graveyard [702.133].

"Jump-start" means "You may cast this card from your graveyard if the resulting spell is an
instant or sorcery spell by discarding a card as an additional cost to cast it" and "If this
spell was cast using its jump-start ability, exile this card instead of putting it anywhere
else any time it would leave the stack" [702.133a].

* :class:`GainJumpStart` — "target instant or sorcery card in your graveyard gains
  jump-start until end of turn".  The card in the graveyard remembers the permission
  (``graveyard_cast``: the turn, the player who may cast it, and this effect's part key);
  the engine offers the cast at the card's normal timing with this effect's
  ``additional_costs`` added [601.2b, 601.2f-h], and the spell remembers
  ``exile_on_resolve``, which the engine honours wherever it would leave the stack for its
  owner's graveyard (resolving, countered, all targets illegal) [702.133a].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.defs import Cost, Effect
from aetherworks.vocab.costs import DiscardCards
from aetherworks.vocab.refs import Ref, Target

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class GainJumpStart(Effect):
    """"[Target instant or sorcery card in your graveyard] gains jump-start until end of
    turn" [702.133a, 611.2a]: its controller may cast it from the graveyard this turn by
    discarding a card in addition to paying its other costs; then it is exiled."""

    what: Ref = Target()
    additional_costs: tuple[Cost, ...] = field(default_factory=lambda: (DiscardCards(1),))
    cr = "702.133a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        key = cardpool.PART_KEYS[id(self)]
        for oid in self.what.objects(game, ctx):
            obj = game.objects[oid]
            if obj.zone != "graveyard":
                continue
            # Cards outside the battlefield and stack are shared with clones: replace it.
            obj = obj.copy()
            game.objects[oid] = obj
            obj.remember("graveyard_cast", (game.turn, ctx.controller, key))
            game.emit("effect", "702.133a", ctx.controller, oid,
                      info=f"{obj.name} gains jump-start until end of turn")


__all__ = ["GainJumpStart"]
