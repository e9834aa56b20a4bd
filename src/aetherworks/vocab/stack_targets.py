"""Targets on the stack beyond spells [115.1, 113.1, 113.7].

* :class:`TargetTriggeredAbilityOrSpell` — "target triggered ability or colorless spell":
  a triggered ability on the stack [113.7a], or a spell with the given colour quality
  (``colorless=True``: no colour [105.2c]).  Countering an ability removes it from the
  stack [701.5a].
* :class:`TargetSpellOrAbility` — a spell, or an activated or triggered ability on the stack
  (mana abilities never are [605.3b]; replacement effects aren't abilities on the stack
  [614]), other than the one choosing.
* :class:`RememberAs` — remember what a reference names now under a key, for later effects
  and delayed abilities ("its controller may draw ... at the beginning of the next turn's
  upkeep").
* :class:`SourceController` — the controller of the ability's source as it last existed:
  for a delayed ability about a countered spell, that spell's controller [603.7].
* :class:`DrawUpTo` — "[that player] may draw up to N cards": the number is chosen as it
  resolves, before drawing (Arcane Denial's ruling) [121.1].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import NUMBER
from aetherworks.engine.defs import Ask, Effect, TargetSpec, TriggeredAbility, player_ref
from aetherworks.messages import Msg
from aetherworks.vocab.refs import Ref, Target, You

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class TargetTriggeredAbilityOrSpell(TargetSpec):
    colorless: bool = True

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        obj = game.objects.get(ref) if ref > 0 else None
        if obj is None or obj.zone != "stack" or ref == ctx.id:
            return False
        if obj.kind == "ability":
            return isinstance(obj.ability, TriggeredAbility)
        return not self.colorless or not game.chars(ref).colors

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in game.stack if self.legal(game, ctx, o)]

    def text(self) -> str:
        return "target triggered ability or colorless spell"



@dataclass(frozen=True)
class TargetSpellOrAbility(TargetSpec):
    """"Target spell, activated ability, or triggered ability" [115.1]."""

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        obj = game.objects.get(ref) if ref > 0 else None
        return obj is not None and obj.zone == "stack" and ref != ctx.id

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in game.stack if o != ctx.id]

    def text(self) -> str:
        return "target spell, activated ability, or triggered ability"


@dataclass(frozen=True)
class RememberAs(Effect):
    """Remember the objects ``what`` names now under ``key``."""

    what: Ref = Target()
    key: str = "it"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        ctx.remember(self.key, tuple(self.what.refs(game, ctx)))


@dataclass(frozen=True)
class SourceController(Ref):
    """The controller of this ability's source, as it last existed [603.7, 608.2h]."""

    def refs(self, game: Game, ctx: GameObject) -> list[int]:
        src = game.objects.get(ctx.source)
        return [player_ref(src.controller)] if src is not None else []


@dataclass(frozen=True)
class DrawUpTo(Effect):
    """"[Player] may draw up to N cards": they choose 0..N as it resolves [121.1]."""

    n: int = 2
    who: Ref = You()
    cr = "121.1"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        players = self.who.players(game, ctx)
        if not players:
            return None
        if answer is None:
            return Ask(players[0], NUMBER, Msg.of("prompt.draw_up_to", amount=self.n),
                       lo=0, hi=self.n, cr="121.1")
        game.draw(players[0], int(answer))
        return None


__all__ = ["DrawUpTo", "RememberAs", "SourceController", "TargetSpellOrAbility",
           "TargetTriggeredAbilityOrSpell"]
