"""Vehicles and crew [301.7, 702.122].

* :class:`CrewCost` — "Tap any number of other untapped creatures you control with total
  power N or greater" [702.122a]: creatures are picked one at a time, then "done" once their
  total power is at least N (tapping more than needed is allowed).  It is not a {T} cost, so
  a creature that came under your control this turn can crew [302.6, ruling 2017-09-29].
* :func:`Crew` — the keyword's activated ability: the Vehicle "becomes an artifact creature
  until end of turn", a layer-4 type-changing effect [613.1d]; the Vehicle then has its
  printed power and toughness [301.7b].  Becoming a creature is not entering the
  battlefield, so nothing "enters" [ruling 2017-09-29].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, ActivatedAbility, Ask, Choice, Cost
from aetherworks.engine.hooks import Rule
from aetherworks.messages import Msg
from aetherworks.vocab.effects import ApplyContinuous
from aetherworks.vocab.refs import This, source_id
from aetherworks.vocab.statics import AddTypes

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject



@dataclass(frozen=True)
class CrewCost(Cost):
    """Tap other untapped creatures you control with total power ``n`` or more [702.122a]."""

    n: int = 1
    cr = "702.122a"

    def _crew(self, game: Game, ctx: GameObject, chosen: tuple[int, ...] = ()) -> list[int]:
        src = source_id(ctx)
        return [o.id for o in game.creatures(ctx.controller)
                if o.id != src and not o.tapped and o.id not in chosen
                and not game.rule_applies(o.id, Rule.CANT_CREW)]  # Revoke Privileges

    def can_pay(self, game: Game, ctx: GameObject) -> bool:
        return sum(max(0, game.power(o)) for o in self._crew(game, ctx)) >= self.n

    def pay(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        chosen: tuple[int, ...] = () if state is None else state
        if answer is not None and answer.kind == "pick":
            chosen = (*chosen, answer.obj)
        total = sum(max(0, game.power(o)) for o in chosen)
        if answer is None or answer.kind == "pick":
            left = self._crew(game, ctx, chosen)
            rest = sum(max(0, game.power(o)) for o in left)
            # Offer only creatures that keep the payment completable [601.2: no dead ends];
            # once the total is reached any more may be added, then "done".
            opts = [Choice("pick", o) for o in left
                    if total >= self.n or total + rest >= self.n]
            if total >= self.n:
                opts.append(DONE)
            if opts and not (total >= self.n and len(opts) == 1):
                return Ask(ctx.controller, CHOOSE,
                           Msg.of("prompt.crew", amount=self.n, power=total), tuple(opts),
                           state=chosen,
                           cr="702.122a")
        for oid in chosen:
            game.tap(oid)
            game.emit("crews", "702.122b", ctx.controller, oid, source_id(ctx))
        return None

    def text(self) -> str:
        return f"Crew {self.n}"


BECOMES_ARTIFACT_CREATURE = AddTypes(("Artifact", "Creature"))


def Crew(n: int, text: str = "") -> ActivatedAbility:
    """"Crew N": tap creatures with total power N+: this Vehicle becomes an artifact creature
    until end of turn [702.122a, 613.1d].  ``text``: the card's paragraph when it has no
    reminder text ("Crew 4")."""
    return ActivatedAbility(
        costs=(CrewCost(n),),
        effects=(ApplyContinuous(BECOMES_ARTIFACT_CREATURE, on=This()),),
        text=text or f"Crew {n} (Tap any number of creatures you control with total power {n} "
                     "or more: This Vehicle becomes an artifact creature until end of turn.)")


__all__ = ["BECOMES_ARTIFACT_CREATURE", "Crew", "CrewCost"]
