"""Jump-start [702.133]: a card's own, and granted to a card in a graveyard.

"Jump-start" means "You may cast this card from your graveyard if the resulting spell is an
instant or sorcery spell by discarding a card as an additional cost to cast it" and "If this
spell was cast using its jump-start ability, exile this card instead of putting it anywhere
else any time it would leave the stack" [702.133a].

* :func:`JumpStart` — the keyword of the card itself: an ``AltCost`` labelled
  ``"jump-start"`` that functions in the graveyard, pays the card's mana cost
  (``mana_cost=True``: it isn't an alternative cost) with a discard added, and exiles the
  spell wherever it would leave the stack [702.133a].
* :class:`GainJumpStart` — "target instant or sorcery card in your graveyard gains
  jump-start until end of turn".  The game records a play permission for this turn that
  names this effect (its ``additional_costs`` are added) and exiles the spell wherever it
  would leave the stack: the engine offers the cast at the card's normal timing [601.2b,
  601.2f-h], and the spell is exiled if it resolves, is countered or loses all its targets
  [702.133a].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import AltCost, Cost, Effect
from aetherworks.engine.objects import PlayPermission
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
        for oid in self.what.objects(game, ctx):
            obj = game.objects[oid]
            if obj.zone != "graveyard":
                continue
            game.grant_play(PlayPermission(oid, ctx.controller, game.turn,
                                           costs=self.additional_costs, exile_after=True))
            game.emit("jump_start", "702.133a", ctx.controller, oid)


def JumpStart(text: str = "Jump-start") -> AltCost:
    """"Jump-start" [702.133a]."""
    return AltCost(label="jump-start", costs=(DiscardCards(1),), zone="graveyard",
                   exile_after=True, mana_cost=True, text=text)


__all__ = ["GainJumpStart", "JumpStart"]
