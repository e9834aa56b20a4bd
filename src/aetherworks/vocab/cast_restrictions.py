"""Effects that stop players casting spells [101.2, 601.2], and "creatures can't attack".

The engine asks ``forbids_cast(game, source, player, card)`` of static abilities and of
resolved continuous effects before it offers a cast (``castability.cast_forbidden``); a
spell already on the stack is unaffected (Orim's Chant rulings).

* :class:`OneSpellEachTurn` — "Each player can't cast more than one spell each turn."
  (counts spells cast this turn before this permanent arrived too).
* :class:`OpponentsCantCastDuringYourTurn` — "Your opponents can't cast spells during your
  turn."
* :class:`CantCastSpells` / :class:`PlayerCantCastThisTurn` — "Target player can't cast
  spells this turn."; :class:`PlayerCantCastUntilYourNextTurn` — "Until your next turn,
  target player ... can't cast noncreature spells." (the spell's characteristics: the half
  or face being cast).
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
    from aetherworks.engine.objects import Chars, GameObject


@dataclass(frozen=True)
class OneSpellEachTurn(CastRestriction):
    def forbids_cast(self, game: Game, source: GameObject | None, player: int,
                     card: GameObject, spell: Chars) -> bool:
        return game.players[player].turn_stats.get("spells_cast", 0) >= 1


@dataclass(frozen=True)
class OpponentsCantCastDuringYourTurn(CastRestriction):
    def forbids_cast(self, game: Game, source: GameObject | None, player: int,
                     card: GameObject, spell: Chars) -> bool:
        return source is not None and game.active == source.controller != player


@dataclass(frozen=True)
class CantCastSpells(CastRestriction):
    """``player`` can't cast spells (for the duration of the effect); with ``except_types``
    only spells with none of them ("can't cast noncreature spells": ``("Creature",)``)."""

    player: int = 0
    except_types: tuple[str, ...] = ()

    def forbids_cast(self, game: Game, source: GameObject | None, player: int,
                     card: GameObject, spell: Chars) -> bool:
        return player == self.player and not any(t in spell.types for t in self.except_types)


@dataclass(frozen=True)
class PlayerCantCastThisTurn(Effect):
    who: Ref = Target()
    cr = "101.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            game.add_effect(CantCastSpells(p), source_id(ctx), ctx.controller)
            game.emit("cant_cast_this_turn", self.cr, p, source_id(ctx))


@dataclass(frozen=True)
class PlayerCantCastUntilYourNextTurn(Effect):
    """"Until your next turn, target player can't cast [noncreature] spells" (Hope of
    Ghirapur): ends as the effect's controller's next turn begins [611.2b, 500.1]; spells
    already cast are unaffected [101.2]."""

    who: Ref = Target()
    except_types: tuple[str, ...] = ()
    cr = "101.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for p in self.who.players(game, ctx):
            game.add_effect(CantCastSpells(p, self.except_types), source_id(ctx),
                            ctx.controller, until="your_next_turn")
            game.emit("cant_cast_until_next_turn", self.cr, p, source_id(ctx))


@dataclass(frozen=True)
class CreaturesCantAttackThisTurn(Effect):
    cr = "508.1"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        game.add_effect(RuleEffect(Rule.CANT_ATTACK), source_id(ctx), ctx.controller)
        game.emit("cant_attack_this_turn", self.cr, ctx.controller, source_id(ctx))


__all__ = ["CantCastSpells", "CreaturesCantAttackThisTurn", "OneSpellEachTurn",
           "OpponentsCantCastDuringYourTurn", "PlayerCantCastThisTurn",
           "PlayerCantCastUntilYourNextTurn"]
