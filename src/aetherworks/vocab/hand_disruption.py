"""Looking at a player's hand and choosing the card they discard [701.9, 701.20].

* :class:`RevealHandChooseDiscard` — "Target player reveals their hand. You choose a
  nonland card from it. That player discards that card." (Thoughtseize, Duress, Grief).
  The revealed cards are shown to everyone [701.20a] (the event log names them); the
  controller of the spell or ability chooses among the cards matching ``filter`` (any
  of ``types``, none of ``not_types``); with no such card nothing is discarded.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect
from aetherworks.messages import Msg, Objs, Who
from aetherworks.vocab.refs import Ref, Target

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class RevealHandChooseDiscard(Effect):
    who: Ref = Target()
    types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ("Land",)
    cr = "701.9b"

    def _fits(self, game: Game, oid: int) -> bool:
        c = game.objects[oid].proto.chars
        if self.types and not any(t in c.types for t in self.types):
            return False
        # ``not_types`` may name a supertype: "a nonlegendary, nonland card" [205.4]
        return not any(t in c.types or t in c.supertypes for t in self.not_types)

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        players = self.who.players(game, ctx)
        if not players:
            return None
        p = players[0]
        if answer is not None:
            game.discard(p, answer.obj)
            return None
        hand = list(game.players[p].hand)
        game.emit("reveal_hand", "701.20a", p, args=(("cards", Objs(tuple(hand))),))
        opts = [o for o in hand if self._fits(game, o)]
        if not opts:
            return None
        return Ask(ctx.controller, CHOOSE, Msg.of("prompt.discard_from_hand", owner=Who(p)),
                   tuple(Choice("pick", o) for o in opts), cr=self.cr)


__all__ = ["RevealHandChooseDiscard"]
