"""Madness [702.35].

"Madness [cost]" means "If a player would discard this card, that player discards it, but
exiles it instead of putting it into their graveyard" and "When this card is exiled this way,
its owner may cast it by paying [cost] rather than paying its mana cost.  If that player
doesn't, they put this card into their graveyard" [702.35a].  Casting it follows the rules
for alternative costs [702.35b, 601.2b, 601.2f-h].

* :func:`Madness` — the keyword as two abilities of the card: a
  :class:`~aetherworks.engine.hooks.DiscardReplacement` (:class:`MadnessExile`), which the
  engine asks as the card is discarded from its owner's hand; and its alternative cost, an
  ``AltCost`` labelled ``"madness"`` that can be paid only while :class:`MadnessWindow`
  holds — as its madness trigger resolves, when the card is cast right then, ignoring the
  timing of its type (as any cast during a resolution) [608.2g].  The discard still happened:
  "whenever you discard" abilities see it [702.35a].
* :class:`MayCastMadness` — the trigger's effect: if the card is still in exile, its owner
  may cast it for the madness cost when that cast can be completed; otherwise it goes to
  the graveyard.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.castability import castable_for
from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import (
    NO,
    Ability,
    AltCost,
    Ask,
    Choice,
    Condition,
    Effect,
    StaticAbility,
    TriggeredAbility,
)
from aetherworks.engine.hooks import DiscardReplacement
from aetherworks.engine.mana import ManaCost
from aetherworks.messages import Mana, Msg, Nested, Objs
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

# The memory of an exiled card whose madness trigger is resolving [702.35a].
MADNESS_WINDOW = "madness_window"


@dataclass(frozen=True)
class MadnessWindow(Condition):
    """While this card's madness trigger resolves: the only time its madness cost may be
    paid [702.35a]."""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return ctx.zone == "exile" and bool(ctx.recall(MADNESS_WINDOW))


@dataclass(frozen=True)
class MayCastMadness(Effect):
    """"Its owner may cast it by paying [cost] rather than paying its mana cost.  If that
    player doesn't, they put this card into their graveyard" [702.35a]."""

    label: str = "madness"
    cr = "702.35a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        oid = source_id(ctx)
        card = game.objects.get(oid)
        if card is None or card.zone != "exile" or oid not in game.exile:
            return None  # it left exile: a new object the trigger can't find [400.7]
        alt = next((ab for ab in card.proto.chars.abilities
                    if isinstance(ab, AltCost) and ab.label == self.label), None)
        owner = card.owner
        if answer is None and alt is not None:
            card.remember(MADNESS_WINDOW, True)
            if castable_for(game, owner, card, alt, True, game.mana_sources(owner)):
                how = Msg.of("how.alt_cost", cost=Mana(str(alt.mana)))
                return Ask(owner, CHOOSE, Msg.of("prompt.cast_for", cards=Objs((oid,)),
                                                 how=Nested(how)),
                           (Choice("cast", oid, -1), NO), cr="702.35a")
        if isinstance(answer, Choice) and answer.kind == "cast":
            from aetherworks.engine.casting import begin_cast

            # Cast now, as part of the resolution [608.2g]; the tasks run before the rest.
            begin_cast(game, owner, oid, -1, alt=self.label)
            return None
        card.remember(MADNESS_WINDOW, False)
        game.move(oid, "graveyard", cr="702.35a")
        return None


CAST_MADNESS = TriggeredAbility(
    effects=(MayCastMadness(),),
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
                    condition=MadnessWindow(), text=text))


__all__ = ["CAST_MADNESS", "Madness", "MadnessExile", "MadnessWindow", "MayCastMadness"]
