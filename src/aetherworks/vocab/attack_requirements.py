"""Attack requirements [508.1d]: "creatures your opponents control attack this turn if able"
(Bident of Thassa), and goad [701.15].

The engine asks ``Game.rule_applies(oid, Rule.MUST_ATTACK)`` as attackers are declared: a
creature with a requirement that can attack must be declared as an attacker (no attack
has a cost in the engine, so attacking with every such creature obeys the most requirements
[508.1d]).  A creature that can't attack — tapped, summoning sick, a defender — simply
doesn't (Bident of Thassa's and Grenzo's rulings).

* :class:`AttacksIfAble` — the requirement, on the permanents it is applied to, or with
  ``opponents=True`` on every creature the effect's controller's opponents control, including
  those that come later (a rule change, not locked in [611.2c]).
* :class:`OpponentsCreaturesAttack` — the effect that starts that for the turn.
* :class:`Goad` — "goad target creature": until your next turn it attacks each combat if able,
  and attacks a player other than you if able [701.15a-b].  In a two-player game no other
  player can be attacked, so any attack satisfies it; goading an already goaded creature
  again adds nothing [701.15d].  Goaded is a designation, not an ability: it lasts if the
  creature loses its abilities [701.15b].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.engine.hooks import Rule
from aetherworks.vocab.refs import Ref, Target, source_id
from aetherworks.vocab.restrictions import RuleEffect

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class AttacksIfAble(RuleEffect):
    """"... attack(s) [this turn / each combat] if able" [508.1d]; ``goaded_by`` is the
    player who goaded it (goad [701.15b])."""

    rule: Rule = Rule.MUST_ATTACK
    opponents: bool = False
    goaded_by: int = -1
    defender: int | None = None  # "attacks that opponent" (a player ref) [508.1d]

    def must_attack(self, game: Game, source: GameObject | None) -> int | None:
        return self.defender

    def affects(self, game: Game, source: GameObject | None, obj: GameObject) -> bool:
        if not self.opponents:
            return True
        return source is not None and obj.controller != source.controller


@dataclass(frozen=True)
class OpponentsCreaturesAttack(Effect):
    """"Creatures your opponents control attack this turn if able" [508.1d, 611.2c]."""

    cr = "508.1d"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        game.add_effect(AttacksIfAble(opponents=True), source_id(ctx), ctx.controller)


@dataclass(frozen=True)
class Goad(Effect):
    """"Goad target creature" [701.15a]: until your next turn."""

    what: Ref = Target()
    cr = "701.15a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            if any(isinstance(ce.effect, AttacksIfAble) and ce.effect.goaded_by ==
                   ctx.controller and oid in ce.objects for ce in game.effects):
                continue  # the same player goading it again has no effect [701.15d]
            game.add_effect(AttacksIfAble(goaded_by=ctx.controller), source_id(ctx),
                            ctx.controller, objects=(oid,), until="your_next_turn")
            game.emit("goad", "701.15a", ctx.controller, oid)


__all__ = ["AttacksIfAble", "Goad", "OpponentsCreaturesAttack"]
