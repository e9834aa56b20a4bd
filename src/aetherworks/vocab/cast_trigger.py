"""Triggered abilities that let a card's owner cast it, as they resolve, for one of the
card's own costs: madness's "cast it by paying [cost] rather than paying its mana cost",
suspend's "play it without paying its mana cost", miracle's "cast it by paying [cost]"
[702.35a, 702.62a, 702.94a].

* :class:`CastWindow` — the condition of such an ``AltCost``: it may be paid only while the
  card's own trigger is resolving and has opened the window (never at priority).
* :class:`MayCastForOwnCost` — the trigger's effect: if the card is still where the ability
  expects it, its owner may cast it right then for that cost, ignoring the timing of its
  type [608.2g]; the cast is offered only when it can be completed.  Otherwise (declined or
  impossible) the card stays, or goes to ``otherwise`` (madness: the graveyard).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.castability import castable_for
from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import NO, AltCost, Ask, Choice, Condition, Effect
from aetherworks.messages import Mana, Msg, Nested, Objs
from aetherworks.vocab.refs import source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject

# The memory of a card whose own cast trigger is resolving: the label of the cost.
WINDOW = "cast_window"


@dataclass(frozen=True)
class CastWindow(Condition):
    """While this card's own trigger for the ``label`` cost resolves [702.35a, 702.62a]."""

    label: str = ""

    def holds(self, game: Game, ctx: GameObject) -> bool:
        return ctx.recall(WINDOW) == self.label


@dataclass(frozen=True)
class MayCastForOwnCost(Effect):
    """"Its owner may cast it by paying [its ``label`` cost]" as this ability resolves, if
    the card is still in ``zone`` [400.7]; if not cast, it goes to ``otherwise`` (or stays)."""

    label: str = ""
    zone: str = "exile"
    otherwise: str = ""
    cr = "601.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        oid = source_id(ctx)
        card = game.objects.get(oid)
        if card is None or card.zone != self.zone or \
                oid not in game.zone_list(self.zone, card.owner):
            return None  # it left: a new object this ability can't find [400.7]
        alt = next((ab for ab in card.proto.chars.abilities
                    if isinstance(ab, AltCost) and ab.label == self.label), None)
        owner = card.owner
        if answer is None and alt is not None:
            game.own(oid).remember(WINDOW, self.label)
            if castable_for(game, owner, game.objects[oid], alt, True,
                            game.mana_sources(owner)):
                how = Msg.of("how.alt_cost", cost=Mana(str(alt.mana))) if not \
                    alt.mana.is_free else Msg("how.free")
                return Ask(owner, CHOOSE, Msg.of("prompt.cast_for", cards=Objs((oid,)),
                                                 how=Nested(how)),
                           (Choice("cast", oid, -1), NO), cr=self.cr)
        if isinstance(answer, Choice) and answer.kind == "cast":
            from aetherworks.engine.casting import begin_cast

            # Cast now, as part of the resolution [608.2g]; its tasks run before the rest.
            begin_cast(game, owner, oid, -1, alt=self.label)
            return None
        game.own(oid).remember(WINDOW, "")
        if self.otherwise:
            game.move(oid, self.otherwise, cr=self.cr)
        return None


__all__ = ["WINDOW", "CastWindow", "MayCastForOwnCost"]
