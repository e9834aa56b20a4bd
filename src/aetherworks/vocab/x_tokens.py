"""Tokens whose power and toughness come from an amount, and token copies that enter
tapped and attacking.

* :class:`CreateXToken` — "create an X/X black Aetherborn creature token, where X is the
  amount of {E} paid this way": the X is fixed as the token is created and is part of the
  token's copiable values [111.4, 707.2] (built with
  :func:`aetherworks.engine.cardpool.copy_proto`, so a saved game can rebuild it).
* :class:`CreateAttackingTokenCopy` — "create a tapped and attacking token that's a copy of
  ..." [707.2, 508.4]: it attacks the player or planeswalker its source attacks, and was
  never declared as an attacker, so "whenever ... attacks" doesn't trigger [508.4].
* :class:`TargetNontoken` — "target nontoken creature" [111.1].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.defs import Effect, TokenDef
from aetherworks.engine.defs import player_ref as _player_ref
from aetherworks.vocab.effects import N
from aetherworks.vocab.energy import copiable_proto
from aetherworks.vocab.refs import Ref, Target, amount, source_id
from aetherworks.vocab.targets import TargetPermanent

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject



@dataclass(frozen=True)
class CreateXToken(Effect):
    """Create a token of ``token`` with power ``power`` and toughness ``toughness`` computed
    now [111.4]; the new ids are remembered under ``remember``."""

    token: TokenDef = field(default_factory=lambda: TokenDef("Token"))
    power: N = 0
    toughness: N = 0
    tapped: bool = False
    remember: str = ""
    cr = "111.4"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        base = cardpool.token_proto(self.token)
        proto = cardpool.copy_proto(base, power=amount(game, ctx, self.power),
                                    toughness=amount(game, ctx, self.toughness))
        made = game.create_token(proto, ctx.controller, tapped=self.tapped)
        if self.remember:
            ctx.remember(self.remember, tuple(made))


@dataclass(frozen=True)
class CreateAttackingTokenCopy(Effect):
    """"Create a tapped and attacking token that's a copy of [target]" [707.2, 508.4]: the
    token attacks what the source attacks (or the source's opponent)."""

    of: Ref = Target()
    remember: str = "copy"
    cr = "508.4"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        made: list[int] = []
        src = source_id(ctx)
        defender = game.attackers.get(src, _player_ref(game.opponent(ctx.controller)))
        for oid in self.of.objects(game, ctx):
            proto = cardpool.copy_proto(copiable_proto(game, oid), is_token=True)
            for tok in game.create_token(proto, ctx.controller, tapped=True):
                game.attackers[tok] = defender
                game.emit("tapped_attacking", "508.4", ctx.controller, tok)
                made.append(tok)
        ctx.remember(self.remember, tuple(made))


@dataclass(frozen=True)
class TargetNontoken(TargetPermanent):
    """"target nontoken [filter] permanent" [111.1]: a token can't be chosen."""

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        return super().legal(game, ctx, ref) and game.objects[ref].kind != "token"

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for o in super().candidates(game, ctx) if game.objects[o].kind != "token"]

    def text(self) -> str:
        return "target nontoken " + self.filter.describe()


__all__ = ["CreateAttackingTokenCopy", "CreateXToken", "TargetNontoken"]
