"""Explore [701.44]: "reveal the top card of your library.  Put that card into your hand if
it's a land.  Otherwise, put a +1/+1 counter on this creature, then you may put the card
you revealed into your graveyard."

* :class:`Explore` — the exploring permanent's controller reveals and chooses [701.44a]; a
  permanent that left the battlefield still explores, but gets no counter [701.44b].
* :class:`Explores` — "whenever a creature you control explores" (Wildgrowth Walker): it
  triggers however the process went, even if some or all of it was impossible [701.44b];
  a permanent that left the battlefield is seen as it last existed [701.44c].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import YES_NO
from aetherworks.engine.defs import NO, YES, Ask, Effect, Event, Trigger
from aetherworks.messages import Msg, Obj
from aetherworks.vocab.refs import Ref, This, source_id
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class Explore(Effect):
    """``who`` explores [701.44a]."""

    who: Ref = This()
    cr = "701.44a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        p = ctx.controller
        lib = game.players[p].library
        if state is not None:  # the revealed nonland card: into the graveyard or stay
            if answer == YES and state in lib:
                game.move(state, "graveyard", cr="701.44a")
            return None
        explorers = self.who.objects(game, ctx)
        if not explorers and isinstance(self.who, This):
            # "It explores" after it left the battlefield: it still explores, seen as it
            # last existed there (Lurking Chupacabra's and Wildgrowth Walker's rulings,
            # 2017-09-29) [701.44b, 701.44c]; only the +1/+1 counter is impossible.
            gone = game.objects.get(source_id(ctx))
            if gone is not None and gone.left_battlefield:
                explorers = [gone.id]
        if explorers:
            p = game.objects[explorers[0]].controller
            lib = game.players[p].library
        game.emit("explore", "701.44a", p, explorers[0] if explorers else 0)
        if not lib:
            return None
        top = lib[-1]
        game.emit("reveal", "701.44a", p, top)
        if "Land" in game.objects[top].proto.chars.types:
            game.move(top, "hand", cr="701.44a")
            return None
        for oid in explorers:
            if game.objects[oid].zone == "battlefield":
                game.add_counters(oid, "+1/+1", 1, cr="701.44a")
        return Ask(p, YES_NO, Msg.of("prompt.explore", obj=Obj(top)), (YES, NO),
                   state=top, cr="701.44a")


@dataclass(frozen=True)
class Explores(Trigger):
    """"Whenever a [creature you control] explores": ``filter`` describes the explorer,
    its controller judged against this ability's source [701.44b, 701.44c]."""

    filter: Filter = Filter(types=("Creature",), controller="you")
    events = ("explore",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj > 0 and self.filter.matches(game, source, event.obj)


__all__ = ["Explore", "Explores"]
