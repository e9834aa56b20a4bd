"""Amass [701.47], and draw triggers that skip the first card of a draw step.

* :class:`Amass` — "amass [subtype] N": "If you don't control an Army creature, create a
  0/0 black [subtype] Army creature token. Choose an Army creature you control. Put N +1/+1
  counters on that creature. If it isn't a [subtype], it becomes a [subtype] in addition to
  its other types." [701.47a]  The token gets its counters in the same effect, before
  state-based actions could see a 0/0 [704.3].
* :class:`EntersOrOpponentDraws` — "When this creature enters and whenever an opponent
  draws a card except the first one they draw in each of their draw steps" [603.2, 504.1]:
  one trigger per card drawn.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import Ask, Choice, Effect, Event, TokenDef, Trigger
from aetherworks.messages import Msg, Text
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import amount
from aetherworks.vocab.statics import AddTypes

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def army_token(subtype: str) -> TokenDef:
    """The 0/0 black [subtype] Army creature token amass creates [701.47a]."""
    return TokenDef(f"{subtype} Army", 0, 0, ("Creature",), (subtype, "Army"), colors=("B",))


@dataclass(frozen=True)
class Amass(Effect):
    """``army`` is the [subtype] Army token (:func:`army_token`), its first subtype the
    [subtype]."""

    army: TokenDef = field(default_factory=lambda: army_token("Orc"))
    n: N = 1
    cr = "701.47a"

    @property
    def subtype(self) -> str:
        return self.army.subtypes[0]

    def _armies(self, game: Game, player: int) -> list[int]:
        return [o.id for o in game.creatures(player) if "Army" in game.chars(o.id).subtypes]

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        you = ctx.controller
        if answer is None:
            armies = self._armies(game, you)
            if not armies:
                armies = game.create_token(self.army, you)
            if len(armies) > 1:
                return Ask(you, CHOOSE, Msg.of("prompt.amass", text=Text(self.subtype)),
                           tuple(Choice("pick", o) for o in armies), cr=self.cr)
            army = armies[0]
        else:
            army = answer.obj
        game.add_counters(army, "+1/+1", amount(game, ctx, self.n), cr=self.cr)
        if self.subtype not in game.chars(army).subtypes:
            game.add_effect(AddTypes(subtypes=(self.subtype,)), ctx.source or ctx.id, you,
                            objects=(army,), until="")
        game.emit("amass", self.cr, you, army, args=(("text", Text(self.subtype)),))
        return None

    def text(self) -> str:
        return f"amass {self.subtype}s {self.n}"


@dataclass(frozen=True)
class EntersOrOpponentDraws(Trigger):
    events = ("enter", "draw")

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if event.kind == "enter":
            return event.obj == source.id
        p = event.player
        if p == source.controller or p < 0:
            return False
        first_in_draw_step = game.step == "draw" and game.active == p and \
            game.players[p].turn_stats.get("draw_step_draws", 0) == 1
        return not first_in_draw_step


__all__ = ["Amass", "EntersOrOpponentDraws", "army_token"]
