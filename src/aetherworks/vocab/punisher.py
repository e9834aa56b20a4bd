"""Punisher choices: "[do something] unless target opponent has this enchantment deal 3 damage
to them" (Pia's Revolution) [608.2d].

* :class:`UnlessPlayerTakesDamage` — as the ability resolves, the player it names (its
  target) chooses whether the source deals them the damage; if they do, the other effects
  don't happen, otherwise they do (Pia's Revolution's rulings, 2017-02-09).  The source deals
  the damage even if it has left the battlefield, as it last existed [608.2h].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import YES_NO
from aetherworks.engine.defs import NO, YES, Ask, Effect, Push, is_player_ref, ref_player
from aetherworks.messages import Msg, Obj
from aetherworks.vocab.refs import Ref, Target, source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class UnlessPlayerTakesDamage(Effect):
    """``then`` happens unless the player ``who`` has the source deal them ``n`` damage."""

    n: int = 3
    who: Ref = Target()
    then: tuple[Effect, ...] = ()
    cr = "608.2d"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        refs = [r for r in self.who.refs(game, ctx) if is_player_ref(r)]
        if not refs:
            return None  # no one to choose: the ability did nothing (its target is gone)
        if answer is None:
            return Ask(ref_player(refs[0]), YES_NO,
                       Msg.of("prompt.take_damage", obj=Obj(source_id(ctx)), amount=self.n),
                       (YES, NO), cr=self.cr)
        if answer == YES:
            game.deal_damage(source_id(ctx), refs[0], self.n)
            return None
        return Push(self.then) if self.then else None

    def text(self) -> str:
        return f"unless that player has this deal {self.n} damage to them"


__all__ = ["UnlessPlayerTakesDamage"]
