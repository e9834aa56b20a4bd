"""Demonstrate [702.144] and myriad [702.116]: keywords that copy.

* :class:`DemonstrateCopy` — "you may copy it and you may choose new targets for the copy. If
  you copy the spell, choose an opponent. That player copies the spell and may choose new
  targets for that copy" [702.144a].  A copy of a creature spell becomes a token as it
  resolves [608.3f].  Like other copies of a spell it needs the spell still on the stack
  [707.10].  "Creature spells you cast have demonstrate" (Silverquill Lecturer) is the
  granting permanent's "whenever you cast a creature spell" ability with this effect on
  that spell: the spell's own demonstrate trigger would be put on the stack at the same
  moment, controlled by the same player, with the same choices, and it resolves even if
  the granting permanent is gone by then — as this one does.
* :class:`MyriadEffect` — "for each opponent other than defending player, you may create a
  token that's a copy of this creature that's tapped and attacking that player or a
  planeswalker they control. If one or more tokens are created this way, exile the tokens at
  end of combat" [702.116a]; :func:`Myriad` is the keyword's triggered ability.  In a
  two-player game there is no other opponent, so it creates nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.decision import CHOOSE, YES_NO
from aetherworks.engine.defs import (
    NO,
    YES,
    Ask,
    Choice,
    Effect,
    TriggeredAbility,
    player_ref,
)
from aetherworks.messages import Msg, Obj, Who
from aetherworks.vocab.effects import Exile
from aetherworks.vocab.energy import copiable_proto
from aetherworks.vocab.refs import EventObject, Ref, This, source_id
from aetherworks.vocab.triggers import Attacks

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class DemonstrateCopy(Effect):
    """Demonstrate's effect on the spell ``of`` [702.144a]."""

    of: Ref = EventObject()
    cr = "702.144a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        from aetherworks.engine.casting import choose_modes_and_targets

        spells = [o for o in self.of.objects(game, ctx) if game.objects[o].zone == "stack"]
        if not spells:
            return None
        if answer is None:
            return Ask(ctx.controller, YES_NO, Msg.of("prompt.demonstrate", obj=Obj(spells[0])),
                       (YES, NO), cr="702.144a")
        if answer != YES:
            return None
        if state is None:
            opponents = [p for p in range(len(game.players))
                         if p != ctx.controller and not game.players[p].lost]
            if len(opponents) > 1:
                return Ask(ctx.controller, CHOOSE, Msg("prompt.demonstrate_opponent"),
                           tuple(Choice("target", player_ref(p)) for p in opponents),
                           state="chosen", cr="702.144a")
            opponent = opponents[0] if opponents else None
        else:
            opponent = -1 - answer.obj if isinstance(answer, Choice) else None
        made = [game.copy_spell(spells[0], ctx.controller)]
        if opponent is not None:
            made.append(game.copy_spell(spells[0], opponent))
        for cid in reversed(made):
            choose_modes_and_targets(game, cid, ("trigger_ready", cid))
        return None


# "Exile the tokens at end of combat": a delayed trigger whose source is the token [603.7a].
EXILE_AT_END_OF_COMBAT = TriggeredAbility(effects=(Exile(This()),),
                                          text="Exile the tokens at end of combat.")


@dataclass(frozen=True)
class MyriadEffect(Effect):
    """Myriad's tokens: one per opponent other than the defending player, tapped and
    attacking that player, exiled at end of combat [702.116a, 508.4]."""

    at_end: TriggeredAbility = field(default_factory=lambda: EXILE_AT_END_OF_COMBAT)
    cr = "702.116a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        src = source_id(ctx)
        defending = int(ctx.recall("event_other", 0) or 0)
        if defending < 0:
            defending_player = -1 - defending
        else:
            defending_player = game.objects[defending].controller if defending else -1
        todo: tuple[int, ...] = tuple(
            p for p in range(len(game.players)) if p != ctx.controller and
            p != defending_player and not game.players[p].lost) if state is None else state
        if answer is not None and todo:
            p, todo = todo[0], todo[1:]
            if answer == YES and game.objects[src].zone == "battlefield":
                proto = cardpool.copy_proto(copiable_proto(game, src), is_token=True)
                for tok in game.create_token(proto, ctx.controller, tapped=True):
                    game.attackers[tok] = player_ref(p)
                    game.emit("tapped_attacking", "508.4", ctx.controller, tok)
                    game.add_delayed("end_combat", self.at_end, ctx.controller, tok)
        if todo:
            return Ask(ctx.controller, YES_NO, Msg.of("prompt.myriad", player=Who(todo[0])),
                       (YES, NO), state=todo, cr="702.116a")
        return None


def Myriad() -> TriggeredAbility:
    """The myriad triggered ability [702.116a]."""
    return TriggeredAbility(trigger=Attacks(), effects=(MyriadEffect(),), text="Myriad")


__all__ = ["EXILE_AT_END_OF_COMBAT", "DemonstrateCopy", "Myriad", "MyriadEffect"]
