"""Ninjutsu [702.49].

"Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an unblocked
attacking creature you control to its owner's hand: Put this card onto the battlefield from
your hand tapped and attacking" [702.49a].  The creature put onto the battlefield attacks the
same player or planeswalker as the returned creature [702.49c]; an unblocked attacker
exists only once blockers are declared [509.1h], so the ability can be activated in the
declare blockers step and later in combat [702.49b].

* :class:`ReturnUnblockedAttacker` — the cost: the payer picks an unblocked attacking
  creature they control; it returns to its owner's hand and whom it was attacking is
  remembered on the ability.
* :class:`PutOntoBattlefieldAttacking` — the effect: this card, if still in its owner's
  hand, enters tapped and attacking that player or planeswalker (if it is still there to be
  attacked) [508.4]; it was never declared as an attacker, so "whenever ... attacks"
  abilities don't trigger [508.3a, 508.4].
* :func:`Ninjutsu` — the activated ability, from the hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import ActivatedAbility, Ask, Choice, Cost, Effect, is_player_ref
from aetherworks.engine.defs import ref_player as player_of
from aetherworks.engine.mana import ManaCost
from aetherworks.messages import Msg, Text
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

DEFENDER = "ninjutsu_defender"  # whom the returned creature was attacking [702.49c]
_AFTER_BLOCKERS = ("declare_blockers", "first_strike_damage", "combat_damage", "end_combat")


@dataclass(frozen=True)
class ReturnUnblockedAttacker(Cost):
    """"Return an unblocked attacking creature you control to its owner's hand" [702.49a,
    509.1h]."""

    cr = "702.49a"
    prompt: ClassVar[str] = "prompt.return_permanent"

    def _options(self, game: Game, ctx: GameObject) -> list[int]:
        if game.step not in _AFTER_BLOCKERS:
            return []  # no attacker is unblocked before blockers are declared [509.1h]
        return [a for a in game.attackers if game.objects[a].controller == ctx.controller
                and a not in game.blocked]

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return bool(self._options(game, ctx))

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if answer is None:
            return Ask(ctx.controller, CHOOSE,
                       Msg.of(self.prompt, spec=Text("an unblocked attacking creature")),
                       tuple(Choice("pick", o) for o in self._options(game, ctx)),
                       cr=self.cr)
        ctx.remember(DEFENDER, game.attackers[answer.obj])
        game.move(answer.obj, "hand", cr=self.cr)
        return None


@dataclass(frozen=True)
class PutOntoBattlefieldAttacking(Effect):
    """"Put this card onto the battlefield from your hand tapped and attacking" the player or
    planeswalker the returned creature was attacking [702.49a, 702.49c, 508.4]."""

    cr = "702.49a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        src = source_id(ctx)
        card = game.objects[src]
        if card.zone != "hand" or src not in game.players[card.owner].hand:
            return  # it left the hand: a new object [400.7]
        new = game.move(src, "battlefield", controller=ctx.controller, tapped=True,
                        cr=self.cr)
        defender = ctx.recall(DEFENDER)
        if not new or defender is None or game.objects[new].zone != "battlefield":
            return
        there = not game.players[player_of(defender)].lost if is_player_ref(defender) else \
            defender in game.battlefield
        if there:
            game.attackers[new] = defender
            game.emit("tapped_attacking", "508.4", ctx.controller, new)


def Ninjutsu(mana: str, *, text: str = "") -> ActivatedAbility:
    """"Ninjutsu {1}{B}" [702.49a]."""
    return ActivatedAbility(mana=ManaCost.parse(mana), costs=(ReturnUnblockedAttacker(),),
                            effects=(PutOntoBattlefieldAttacking(),), zone="hand",
                            text=text or f"Ninjutsu {mana}")


__all__ = ["DEFENDER", "Ninjutsu", "PutOntoBattlefieldAttacking", "ReturnUnblockedAttacker"]
