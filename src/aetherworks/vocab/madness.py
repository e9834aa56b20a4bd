"""Madness [702.35].

"Madness [cost]" means "If a player would discard this card, that player discards it, but
exiles it instead of putting it into their graveyard" and "When this card is exiled this way,
its owner may cast it by paying [cost] rather than paying its mana cost.  If that player
doesn't, they put this card into their graveyard" [702.35a].  Casting it follows the rules
for alternative costs [702.35b, 601.2b, 601.2f-h].

* :func:`Madness` — the keyword as two abilities of the card: a
  :class:`~aetherworks.engine.hooks.DiscardReplacement` (:class:`MadnessExile`), which the
  engine asks as the card is discarded from its owner's hand; and its alternative cost, an
  ``AltCost`` labelled ``"madness"`` that can be paid only while its madness trigger
  resolves (:class:`~aetherworks.vocab.cast_trigger.CastWindow`), when the card is cast
  right then, ignoring the timing of its type [608.2g]; if it isn't cast, the trigger puts it
  into the graveyard (:class:`~aetherworks.vocab.cast_trigger.MayCastForOwnCost`).  The
  discard still happened: "whenever you discard" abilities see it [702.35a].
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from aetherworks.engine.defs import Ability, AltCost, StaticAbility, TriggeredAbility
from aetherworks.engine.hooks import DiscardReplacement
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab.cast_trigger import CastWindow, MayCastForOwnCost

if TYPE_CHECKING:
    from aetherworks.engine.game import Game

CAST_MADNESS = TriggeredAbility(
    effects=(MayCastForOwnCost("madness", "exile", otherwise="graveyard"),),
    text="When this card is exiled this way, its owner may cast it by paying its madness "
         "cost rather than paying its mana cost. If that player doesn't, they put this card "
         "into their graveyard.")


@dataclass(frozen=True)
class MadnessExile(DiscardReplacement):
    """"If a player would discard this card, that player discards it, but exiles it instead
    of putting it into their graveyard"; the exiled card's ``trigger`` then triggers for its
    owner [702.35a, 603.2]."""

    trigger: TriggeredAbility = field(default_factory=lambda: CAST_MADNESS)

    def discarded(self, game: Game, player: int, card: int) -> None:
        owner = game.objects[card].owner
        new = game.move(card, "exile", cr="702.35a")
        if new and game.objects[new].zone == "exile":
            game.trigger_now(new, self.trigger, owner)


def Madness(mana: str, text: str = "") -> tuple[Ability, Ability]:
    """"Madness {1}{B}" [702.35a]: write ``*Madness("{1}{B}", text=...)`` in a definition."""
    text = text or f"Madness {mana}"
    return (StaticAbility(MadnessExile(), text=text),
            AltCost(label="madness", mana=ManaCost.parse(mana), zone="exile",
                    condition=CastWindow("madness"), text=text))


__all__ = ["CAST_MADNESS", "Madness", "MadnessExile"]
