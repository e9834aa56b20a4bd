"""The top card of a library revealed, then put onto the battlefield or on the bottom
[701.20a, 401.4]: "Reveal the top card of your library. If it's a permanent card, you may put
it onto the battlefield. Otherwise, you may put it on the bottom of your library." (Aid from
the Cowl; Lurking Predators without the first "you may").

* :class:`RevealTopPutOrBottom` — the card is revealed; if it fits ``filter`` (its printed
  characteristics: a card in a library has no others) it is put onto the battlefield under
  its owner's control, at its controller's choice when ``may``.  A card not put there (it
  doesn't fit, or its controller declined: Aid from the Cowl's ruling) may go on the bottom
  of the library; otherwise it stays on top.  An Aura put onto the battlefield this way isn't
  cast: its controller chooses what it enchants as it enters, and with nothing to enchant it
  can't enter and stays in the library [303.4f].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE, YES_NO
from aetherworks.engine.defs import NO, YES, Ask, Choice, Effect
from aetherworks.messages import Msg, Obj
from aetherworks.vocab.library_reveal import enchantable
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class RevealTopPutOrBottom(Effect):
    filter: Filter = Filter()
    may: bool = True  # "you may put it onto the battlefield"
    cr = "701.20a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        p = ctx.controller
        if state is None:
            lib = game.players[p].library
            if not lib:
                return None
            top = lib[-1]
            game.emit("reveal", self.cr, p, top)
            if not self.filter.matches(game, ctx, top, printed=True):
                return self._bottom(p, top)
            if self.may:
                return Ask(p, YES_NO, Msg.of("prompt.put_onto_battlefield", obj=Obj(top)),
                           (YES, NO), state=("enter", top), cr=self.cr)
            return self._enter(game, ctx, p, top)
        step, top = state
        if game.objects[top].zone != "library":  # moved meanwhile: nothing left to do
            return None
        if step == "enter":
            return self._enter(game, ctx, p, top) if answer == YES else self._bottom(p, top)
        if step == "attach":
            new = game.move(top, "battlefield", controller=p, cr="303.4f")
            game.objects[new].attached_to = answer.obj
            game.dirty()
            return None
        if answer == YES:  # step == "bottom"
            game.move(top, "library", position=0, cr="401.4")
        return None

    def _enter(self, game: Game, ctx: GameObject, p: int, top: int) -> Ask | None:
        card = game.objects[top].proto
        if "Aura" not in card.chars.subtypes:
            game.move(top, "battlefield", controller=p, cr="110.4a")
            return None
        hosts = enchantable(game, ctx, card.card.spell())
        if not hosts:  # an Aura with nothing to enchant can't enter [303.4f]
            return self._bottom(p, top)
        return Ask(p, CHOOSE, Msg.of("prompt.attach_to", obj=Obj(top)),
                   tuple(Choice("pick", h) for h in hosts), state=("attach", top),
                   cr="303.4f")

    def _bottom(self, p: int, top: int) -> Ask:
        return Ask(p, YES_NO, Msg.of("prompt.put_on_bottom", obj=Obj(top)), (YES, NO),
                   state=("bottom", top), cr="401.4")

    def text(self) -> str:
        may = "you may put" if self.may else "put"
        return (f"reveal the top card; if {self.filter.describe()}, {may} it onto the "
                "battlefield; otherwise you may put it on the bottom")


__all__ = ["RevealTopPutOrBottom"]
