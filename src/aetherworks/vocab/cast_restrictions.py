"""Effects that stop players casting spells [101.2, 601.2], and "creatures can't attack".

The engine asks ``forbids_cast(game, source, player, card)`` of static abilities and of
resolved continuous effects before it offers a cast (``castability.cast_forbidden``); a
spell already on the stack is unaffected (Orim's Chant rulings).

* :class:`OneSpellEachTurn` — "Each player can't cast more than one spell each turn."
  (counts spells cast this turn before this permanent arrived too).
* :class:`OpponentsCantCastDuringYourTurn` — "Your opponents can't cast spells during your
  turn."
* :class:`CantCastSpells` / :class:`PlayerCantCastThisTurn` — "Target player can't cast
  spells this turn."
* :class:`CreaturesCantAttackThisTurn` — "Creatures can't attack this turn.": a rule effect
  on every creature, including those that arrive later this turn [611.2c, 508.1]; creatures
  already attacking stay attacking.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect
from aetherworks.engine.hooks import CastRestriction, Rule
from aetherworks.vocab.refs import Ref, Target, source_id
from aetherworks.vocab.restrictions import RuleEffect

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class OneSpellEachTurn(CastRestriction):
    def forbids_cast(self, game: Game, source: GameObject | None, player: int,
                     card: GameObject) -> bool:
        return game.players[player].turn_stats.get("spells_cast", 0) >= 1


@dataclass(frozen=True)
class OpponentsCantCastDuringYourTurn(CastRestriction):
    def forbids_cast(self, game: Game, source: GameObject | None, player: int,
                     card: GameObject) -> bool:
        return source is not None and game.active == source.controller != player


@dataclass(frozen=True)
class CantCastSpells(CastRestriction):
    """``player`` can't cast spells (for the duration of the effect)."""

    player: int = 0

    def forbids_cast(self, game: Game, source: GameObject | None, player: int,
                     card: GameObject) -> bool:
        return player == self.player


@dataclass(frozen=True)
class PlayerCantCastThisTurn(Effect):
    who: Ref = Target()
    cr = "101.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            game.add_effect(CantCastSpells(p), source_id(ctx), ctx.controller)
            game.emit("cant_cast_this_turn", self.cr, p, source_id(ctx))


@dataclass(frozen=True)
class CreaturesCantAttackThisTurn(Effect):
    cr = "508.1"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        game.add_effect(RuleEffect(Rule.CANT_ATTACK), source_id(ctx), ctx.controller)
        game.emit("cant_attack_this_turn", self.cr, ctx.controller, source_id(ctx))


__all__ = ["CantCastSpells", "CreaturesCantAttackThisTurn", "OneSpellEachTurn",
           "OpponentsCantCastDuringYourTurn", "PlayerCantCastThisTurn"]
