"""Encore [702.141].

"Encore [cost]" means "[Cost], Exile this card from your graveyard: For each opponent,
create a token that's a copy of this card that attacks that opponent this turn if able.  The
tokens gain haste.  Sacrifice them at the beginning of the next end step.  Activate only as
a sorcery" [702.141a].

* :class:`EncoreTokens` — the effect: one token copy of the card as printed per opponent
  still in the game [707.2, 800.4a], each with a requirement to attack that opponent this
  turn (``AttacksIfAble(defender=...)``: the engine leaves only that player among its
  defenders when it can attack them [508.1d]), haste with no end, and a delayed ability
  sacrificing it at the beginning of the next end step [603.7a].
* :func:`Encore` — the activated ability from the graveyard, as a sorcery.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.defs import ActivatedAbility, Effect, TriggeredAbility, player_ref
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.alt_costs import ExileThisCard
from aetherworks.vocab.attack_requirements import AttacksIfAble
from aetherworks.vocab.energy import SacrificeIt
from aetherworks.vocab.refs import source_id
from aetherworks.vocab.statics import PTBoost

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

SACRIFICE_TOKEN = TriggeredAbility(effects=(SacrificeIt(),), text="Sacrifice it.")


@dataclass(frozen=True)
class EncoreTokens(Effect):
    """"For each opponent, create a token that's a copy of this card that attacks that
    opponent this turn if able.  The tokens gain haste.  Sacrifice them at the beginning of
    the next end step" [702.141a]."""

    at_end: TriggeredAbility = field(default_factory=lambda: SACRIFICE_TOKEN)
    cr = "702.141a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        src = source_id(ctx)
        card = game.objects[src]  # the card as it last existed: its printed values
        proto = cardpool.copy_proto(card.proto, is_token=True)
        you = ctx.controller
        for opponent in game.opponents(you):
            for tok in game.create_token(proto, you):
                game.add_effect(AttacksIfAble(defender=player_ref(opponent)), src, you,
                                objects=(tok,))
                game.add_effect(PTBoost(keywords=("Haste",)), src, you, objects=(tok,),
                                until="")
                game.add_delayed("end", self.at_end, you, tok)


def Encore(mana: str, *, text: str = "") -> ActivatedAbility:
    """"Encore {5}{U}{U}" [702.141a]."""
    return ActivatedAbility(mana=ManaCost.parse(mana), costs=(ExileThisCard(),),
                            effects=(EncoreTokens(),), sorcery=True, zone="graveyard",
                            text=text or f"Encore {mana}")


__all__ = ["SACRIFICE_TOKEN", "Encore", "EncoreTokens"]
