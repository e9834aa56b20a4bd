"""Energy payments whose amount matters afterwards, and payments that avoid a penalty.

Each part names the rule, not the card:

* :class:`PayThen` — "you may pay one or more {E}. If you do, ... X ..." / "you may pay an
  amount of {E} equal to ... When you do, ..." [107.14, 603.12].  The amount paid is
  remembered (``Paid(key)``) for "if you do" effects, and a reflexive triggered ability gets
  it as its event amount (``EventAmount()``) and "that permanent" as its event object
  (``EventObject()``) [603.12a].
* :class:`SacrificeUnlessPay` — "sacrifice it unless you pay {E}{E}" [118.12, 701.21].
* :class:`MayOrElse` — "You may [A]." / "You may [A]. If you don't, [B]." [609.3].
* :class:`MayPlayThisTurn` — "you may play that card this turn" [611.2a, 305.1, 601.2].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import NUMBER, YES_NO
from aetherworks.engine.defs import (
    NO,
    YES,
    Ask,
    Effect,
    Event,
    Push,
    TriggeredAbility,
)
from aetherworks.engine.objects import PlayPermission
from aetherworks.messages import Mana, Msg, Obj, Objs, Text, Word
from aetherworks.vocab.effects import N
from aetherworks.vocab.refs import Ref, Remembered, This, amount, source_id

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject



def _sym(kind: str, n: int) -> Mana | Text:
    """How a payment of ``n`` counters reads: {E}{E}, or "3 poison"."""
    return Mana("{E}" * n) if kind == "energy" else Text(f"{n} {kind}")


@dataclass(frozen=True)
class PayThen(Effect):
    """"You may pay one or more {E}" (``n=None``: the player picks how many, at least
    ``at_least``; 0 declines) or "you may pay [N] {E}" (``n`` given: yes or no), then

    * ``then``: "If you do, ..." — happens at once, nobody can respond [608.2c];
    * ``reflexive``: "When you do, ..." — a reflexive triggered ability triggers; its targets
      are chosen as it is put on the stack and players may respond [603.12].  It sees the
      amount paid as ``EventAmount()`` and the first object of ``about`` ("that
      permanent") as ``EventObject()``.

    The amount paid is remembered under ``key`` (0 when nothing was paid).  You can't pay
    more than you have; with too few counters there is no choice [107.14, 118.3].
    """

    n: N | None = None
    kind: str = "energy"
    at_least: int = 1
    key: str = "paid"
    then: tuple[Effect, ...] = ()
    reflexive: TriggeredAbility | None = None
    about: Ref | None = None
    cr = "107.14"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        have = game.counters_of(ctx.controller, self.kind)
        if answer is None:
            ctx.remember(self.key, 0)
            if self.n is None:
                if have < self.at_least:
                    return None
                return Ask(ctx.controller, NUMBER, Msg.of(
                    "prompt.pay_at_least", counter=Word("counter", self.kind),
                    least=self.at_least, amount=have), lo=0, hi=have, cr=self.cr)
            n = amount(game, ctx, self.n)
            if have < n:
                return None
            return Ask(ctx.controller, YES_NO, Msg.of("prompt.pay", cost=_sym(self.kind, n)),
                       (YES, NO), state=n, cr="118.3")
        if self.n is None:
            paid = int(answer)
            if paid < self.at_least:
                return None
        else:
            if answer != YES:
                return None
            paid = int(state)
        if not game.pay_player_counters(ctx.controller, self.kind, paid):
            return None
        ctx.remember(self.key, paid)
        if self.reflexive is not None:
            about = self.about.objects(game, ctx) if self.about is not None else []
            ev = Event("reflexive", "603.12", ctx.controller, about[0] if about else 0,
                       amount=paid)
            game.trigger_now(source_id(ctx), self.reflexive, ctx.controller, ev)
        return Push(self.then) if self.then else None


@dataclass(frozen=True)
class SacrificeUnlessPay(Effect):
    """"Sacrifice [it] unless you pay {E}{E}": the controller chooses as it resolves; with
    too few counters they can't pay, so it is sacrificed [118.12, 701.21].  Nothing happens
    if the permanent has already left the battlefield [400.7]."""

    n: N = 1
    kind: str = "energy"
    what: Ref = This()
    cr = "118.12"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        objs = [o for o in self.what.objects(game, ctx)
                if game.objects[o].zone == "battlefield"]
        if not objs:
            return None
        n = amount(game, ctx, self.n)
        if answer is None and game.counters_of(ctx.controller, self.kind) >= n:
            return Ask(ctx.controller, YES_NO, Msg.of(
                "prompt.pay_to_keep", cost=_sym(self.kind, n), targets=Objs(tuple(objs))),
                (YES, NO), cr=self.cr)
        if answer == YES and game.pay_player_counters(ctx.controller, self.kind, n):
            return None
        for oid in objs:
            game.sacrifice(oid)
        return None


@dataclass(frozen=True)
class MayOrElse(Effect):
    """"You may [then]." / "You may [then]. If you don't, [otherwise]." — one yes/no as it
    resolves, asked with ``prompt`` [609.3]."""

    then: tuple[Effect, ...] = ()
    otherwise: tuple[Effect, ...] = ()
    prompt: str = "Do it?"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | Push | None:
        if answer is None:
            prompt = Msg.of("prompt.card_may", obj=Obj(source_id(ctx)), text=Text(self.prompt))
            return Ask(ctx.controller, YES_NO, prompt, (YES, NO), cr="609.3")
        branch = self.then if answer == YES else self.otherwise
        return Push(branch) if branch else None


@dataclass(frozen=True)
class MayPlayThisTurn(Effect):
    """"You may play that card this turn": the remembered exiled cards may be played by the
    controller until the end of this turn, with normal timing, costs and land drops [611.2a,
    305.1, 601.2]; ``cast_only``: "you may cast that card" (a land can't be played);
    ``any_color_mana``: "and you may spend mana as though it were mana of any color to cast
    that spell" [609.4b]."""

    key: str = "exiled"
    cast_only: bool = False
    any_color_mana: bool = False
    cr = "611.2a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in Remembered(self.key).refs(game, ctx):
            obj = game.objects[oid]
            if obj.zone != "exile":
                continue
            game.grant_play(PlayPermission(oid, ctx.controller, game.turn,
                                           cast_only=self.cast_only,
                                           any_color_mana=self.any_color_mana))
            game.emit("may_cast" if self.cast_only else "may_play", "611.2a", ctx.controller,
                      oid)


__all__ = ["MayOrElse", "MayPlayThisTurn", "PayThen", "SacrificeUnlessPay"]
