"""Choices made as a permanent enters the battlefield [614.1c, 614.12a].

These effects go in :attr:`EntersWith.as_enters`: the engine places the permanent, runs
them with the permanent as their object (``ctx``: "this land", "this creature"; "you" is its
controller) before anything can see it enter, then applies its other replacement effects to
what it has become and emits the "enter" event [614.12].

* :class:`MayRevealOrEnterTapped` — "As this land enters, you may reveal a Mountain or Forest
  card from your hand. If you don't, this land enters tapped." (Game Trail): any card with
  one of the subtypes counts, basic or not; the land itself is not in the hand [rulings
  2016-04-08]; a land put onto the battlefield tapped stays tapped, so nothing is asked
  (the snarls' rulings).
* :class:`MayEnterAsCopy` — "You may have this creature enter as a copy of any creature on
  the battlefield[, except ...]" (Vizier of Many Faces): it enters as that copy [707.5], with
  the copiable values of the chosen creature (what it copies, if it is a copy; a token's
  as created) [707.2, 707.3]; X in the copied cost is 0 [107.3]; a creature entering at the
  same time can't be chosen [ruling 2017-04-18].  ``if_embalmed`` are the exceptions that
  apply only to a token created by embalm [702.128b].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine import cardpool
from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import NO, Ask, Choice, Effect
from aetherworks.messages import Msg, Obj, Text
from aetherworks.vocab.energy import BecomeCopy, Except, copiable_proto
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


def _entering(game: Game, oid: int) -> bool:
    """Whether a permanent is still being put onto the battlefield (its "as enters" choices
    are pending): it isn't on the battlefield yet for other choices [614.12a]."""
    return any(t[0] == "finish_enter" and t[1] == oid for t in game.tasks)


@dataclass(frozen=True)
class MayRevealOrEnterTapped(Effect):
    """Reveal a card with any of ``subtypes`` from your hand, or the land enters tapped."""

    subtypes: tuple[str, ...] = ()
    cr = "614.12a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        p = ctx.controller
        if ctx.tapped:
            # Put onto the battlefield tapped: revealing wouldn't untap it, so nothing is
            # asked (the snarls' rulings).
            return None
        if answer is None:
            seen: set[str] = set()
            opts: list[Choice] = []
            for oid in game.players[p].hand:
                card = game.objects[oid]
                if card.name not in seen and any(
                        s in card.proto.chars.subtypes for s in self.subtypes):
                    seen.add(card.name)
                    opts.append(Choice("pick", oid))
            if opts:
                kinds = Text(" or ".join(self.subtypes))
                return Ask(p, CHOOSE, Msg.of("prompt.reveal_or_tapped", obj=Obj(ctx.id),
                                             types=kinds), (*opts, NO), cr=self.cr)
        if answer is not None and answer.kind == "pick":
            game.emit("reveal", "701.20a", p, answer.obj)
            return None
        ctx.tapped = True  # it enters tapped: it never becomes tapped [614.1c]
        return None


@dataclass(frozen=True)
class MayEnterAsCopy(Effect):
    """Enter as a copy of a permanent matching ``filter`` on the battlefield (or as itself)."""

    filter: Filter = Filter(types=("Creature",), other=True)
    if_embalmed: Except | None = None
    cr = "707.5"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if answer is None:
            opts = [Choice("pick", oid) for oid in game.battlefield
                    if self.filter.matches(game, ctx, oid) and not _entering(game, oid)]
            if not opts:
                return None
            return Ask(ctx.controller, CHOOSE, Msg.of("prompt.enter_as_copy", obj=Obj(ctx.id)),
                       (*opts, NO), cr=self.cr)
        if answer.kind != "pick":
            return None
        exc = self.if_embalmed if self.if_embalmed is not None and ctx.recall("embalmed") \
            else Except()
        proto = cardpool.copy_proto(copiable_proto(game, answer.obj),
                                    is_token=ctx.kind == "token", **exc.overrides())
        game.add_effect(BecomeCopy(proto.key), ctx.id, ctx.controller, objects=(ctx.id,),
                        until="")
        game.emit("enters_as_copy", "707.5", ctx.controller, ctx.id, answer.obj)
        return None


__all__ = ["MayEnterAsCopy", "MayRevealOrEnterTapped"]
