"""Tokens that enter tapped and attacking [508.4], and mobilize [702.181].

* :class:`CreateAttackingTokens` — "create N [token]s that are tapped and attacking": they
  were never declared as attackers, so "whenever ... attacks" doesn't trigger for them; their
  controller chooses which player or planeswalker they attack (the source's own defender if
  it is attacking) [508.4, 506.3].  Remembered under ``remember``.
* :func:`Mobilize` — "Mobilize N": "Whenever this creature attacks, create N 1/1 red Warrior
  creature tokens. Those tokens enter tapped and attacking. Sacrifice them at the beginning
  of the next end step." [702.181a]
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect, TokenDef, TriggeredAbility, player_ref
from aetherworks.messages import Msg, Text
from aetherworks.vocab.effects import N
from aetherworks.vocab.energy import AtNextStep, SacrificeIt
from aetherworks.vocab.refs import amount, source_id
from aetherworks.vocab.triggers import Attacks

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

WARRIOR = TokenDef("Warrior", 1, 1, ("Creature",), ("Warrior",), colors=("R",))
SACRIFICE_THEM = TriggeredAbility(effects=(SacrificeIt(),), text="Sacrifice it.")


@dataclass(frozen=True)
class CreateAttackingTokens(Effect):
    token: TokenDef = field(default_factory=lambda: WARRIOR)
    n: N = 1
    remember: str = "attacking_tokens"
    # False: the controller chooses what they attack even when the source is attacking
    # ("Ragavan enters tapped and attacking" [ruling on Kari Zev, Skyship Raider])
    follow_source: bool = True
    cr = "508.4"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        you = ctx.controller
        src = source_id(ctx)
        if self.follow_source and src in game.attackers:
            defender = game.attackers[src]
        elif answer is not None:
            defender = answer.obj
        else:
            # Any opponent or a planeswalker an opponent controls [508.4, 802.3].
            choices = [d for q in game.opponents(you) for d in (
                player_ref(q), *(o.id for o in game.permanents(q, "Planeswalker")))]
            defender = choices[0]
            if len(choices) > 1:
                return Ask(you, CHOOSE, Msg.of("prompt.tokens_attack", text=Text(self.token.name)),
                           tuple(Choice("pick", d) for d in choices), cr=self.cr)
        made = game.create_token(self.token, you, amount(game, ctx, self.n), tapped=True)
        for tok in made:
            game.attackers[tok] = defender
            game.emit("enters_attacking", "508.4", you, tok, defender)
        ctx.remember(self.remember, tuple(made))
        return None


def Mobilize(n: int, text: str) -> TriggeredAbility:
    """"Mobilize N" [702.181a]."""
    return TriggeredAbility(trigger=Attacks(), effects=(
        CreateAttackingTokens(WARRIOR, n, remember="mobilized"),
        AtNextStep("end", SACRIFICE_THEM, key="mobilized")), text=text)


__all__ = ["SACRIFICE_THEM", "WARRIOR", "CreateAttackingTokens", "Mobilize"]
