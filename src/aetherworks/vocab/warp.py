"""Warp [702.185].

"Warp [cost]" means "You may cast this card from your hand by paying [cost] rather than its
mana cost" and "If this spell's warp cost was paid, exile the permanent this spell becomes
at the beginning of the next end step. Its owner may cast this card after the current turn
has ended for as long as it remains exiled." [702.185a]

* :func:`Warp` — the ``AltCost`` labelled ``"warp"`` with its delayed ability.
* :class:`ExileWarped` — the delayed ability's effect: the permanent is exiled (if it is
  still on the battlefield [400.7]) and its owner may cast the card from exile on a later
  turn, paying its costs (not its warp cost: warp works from the hand) [702.185a, 601.2].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import AltCost, Effect, TriggeredAbility
from aetherworks.engine.mana import ManaCost
from aetherworks.engine.objects import FOREVER, PlayPermission
from aetherworks.vocab.refs import Ref, This

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ExileWarped(Effect):
    what: Ref = This()
    cr = "702.185a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            if game.objects[oid].zone != "battlefield":
                continue
            new = game.exile_obj(oid)
            if not new:
                continue
            card = game.objects[new]
            # For as long as it remains exiled (the permission ends as it changes zones),
            # after this turn has ended; a permission to cast [702.185a].
            game.grant_play(PlayPermission(new, card.owner, FOREVER, source=oid,
                                           from_turn=game.turn + 1, cast_only=True))
            game.emit("warp_exiled", self.cr, card.owner, new)


EXILE_WARPED = TriggeredAbility(effects=(ExileWarped(),), text="Exile it.")


def Warp(mana: str, text: str) -> AltCost:
    """"Warp [cost]" [702.185a]."""
    return AltCost(label="warp", mana=ManaCost.parse(mana), delayed=EXILE_WARPED, text=text)


__all__ = ["EXILE_WARPED", "ExileWarped", "Warp"]
