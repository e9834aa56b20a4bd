"""Exiling up to N cards from among looked-at ones, then letting an opponent take one
(Dubious Challenge) [406.3, 110.2].

* :class:`ExileUpToFromAmong` — "exile up to two creature cards from among them": the
  controller picks up to ``n`` of the remembered looked-at cards still in the library
  that have one of ``types``, one at a time ("done" to stop; none at all is allowed); they
  are exiled face up, so every player sees them (Dubious Challenge rulings 2016-09-20)
  [406.3]; the cards not picked never leave the library.  The exiled cards are remembered
  under ``remember``.
* :class:`OpponentMayTakeOne` — "target opponent may choose one of the exiled cards and put
  it onto the battlefield under their control. Put the rest onto the battlefield under your
  control.": the opponent picks one of the remembered cards still in exile, or none; it
  enters under their control, then the rest under yours [110.2]; with one card exiled, the
  opponent decides who gets it (Dubious Challenge ruling 2016-09-20).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, NO, Ask, Choice, Effect
from aetherworks.messages import Msg
from aetherworks.vocab.refs import Ref, Remembered, Target

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class ExileUpToFromAmong(Effect):
    """Exile up to ``n`` cards of ``types`` from among the cards remembered under ``key``
    (still in a library), face up; remembered under ``remember`` [406.3]."""

    n: int = 2
    types: tuple[str, ...] = ("Creature",)
    key: str = "looked"
    remember: str = "exiled"
    cr = "406.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        picked: tuple[int, ...] = () if state is None else state
        if answer is not None and answer.kind == "pick":
            picked = (*picked, answer.obj)
        if answer is None or answer.kind == "pick":
            left = [o for o in Remembered(self.key).refs(game, ctx) if o not in picked
                    and game.objects[o].zone == "library"
                    and any(t in game.objects[o].proto.chars.types for t in self.types)]
            if left and len(picked) < self.n:
                return Ask(ctx.controller, CHOOSE,
                           Msg.of("prompt.exile_up_to", amount=self.n - len(picked)),
                           (*(Choice("pick", o) for o in left), DONE), state=picked,
                           cr=self.cr)
        exiled = tuple(new for new in (game.move(o, "exile", cr=self.cr) for o in picked)
                       if new)
        ctx.remember(self.remember, exiled)
        return None


@dataclass(frozen=True)
class OpponentMayTakeOne(Effect):
    """``who`` (the target opponent) may put one of the cards remembered under ``key`` onto
    the battlefield under their control; the rest enter under the controller's [110.2]."""

    who: Ref = field(default_factory=Target)
    key: str = "exiled"
    cr = "110.2"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        cards = [o for o in Remembered(self.key).refs(game, ctx)
                 if game.objects[o].zone == "exile"]
        players = self.who.players(game, ctx)
        if answer is None and cards and players:
            return Ask(players[0], CHOOSE, Msg("prompt.take_one"),
                       (*(Choice("pick", o) for o in cards), NO), cr=self.cr)
        if answer is not None and answer.kind == "pick" and answer.obj in cards:
            cards.remove(answer.obj)
            game.move(answer.obj, "battlefield", controller=players[0], cr=self.cr)
        for oid in cards:
            if game.objects[oid].zone == "exile":
                game.move(oid, "battlefield", controller=ctx.controller, cr=self.cr)
        return None


__all__ = ["ExileUpToFromAmong", "OpponentMayTakeOne"]
