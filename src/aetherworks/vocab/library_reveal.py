"""Cards moved between a library and other zones, revealed.

* :class:`MayRevealToHand` — "you may reveal an artifact card from among them and put it into
  your hand" (Adaptive Omnitool): one of the looked-at cards still in the library, or none
  [701.20a, 401.2].
* :class:`ShuffleIntoOwnersLibrary` — "the owner of target permanent shuffles it into their
  library": a token ceases to exist, but its owner still shuffles (Chaos Warp's ruling); the
  owner is remembered [701.24a, 111.7].
* :class:`RevealTopPutIfPermanent` — "then reveals the top card of their library. If it's a
  permanent card, they put it onto the battlefield": a nonpermanent card stays on top
  [701.20a, 110.4a].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, Ask, Choice, Effect
from aetherworks.messages import Msg, Obj, Text
from aetherworks.vocab.reanimate import PERMANENT_TYPES
from aetherworks.vocab.refs import Ref, Remembered, Target

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class MayRevealToHand(Effect):
    """"You may reveal a [type] card from among them and put it into your hand": the cards
    remembered under ``key`` that are still in your library [401.2, 701.20a]."""

    key: str = "looked"
    types: tuple[str, ...] = ("Artifact",)
    cr = "701.20a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if answer is None:
            cands = [o for o in Remembered(self.key).refs(game, ctx)
                     if game.objects[o].zone == "library" and
                     any(t in game.objects[o].proto.chars.types for t in self.types)]
            if not cands:
                return None
            return Ask(ctx.controller, CHOOSE, Msg.of("prompt.reveal_to_hand",
                                                        types=Text("/".join(self.types))),
                       (*(Choice("pick", o) for o in cands), DONE), cr="701.20a")
        if answer.kind == "pick":
            game.emit("reveal", "701.20a", ctx.controller, answer.obj)
            game.move(answer.obj, "hand", cr="401.2")
        return None


@dataclass(frozen=True)
class ShuffleIntoOwnersLibrary(Effect):
    """"The owner of [it] shuffles it into their library" [701.24a]; the owners are
    remembered under ``remember`` ("their library")."""

    what: Ref = Target()
    remember: str = "owner"
    cr = "701.24a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        owners = []
        for oid in self.what.objects(game, ctx):
            owner = game.objects[oid].owner
            game.move(oid, "library", cr="701.24a")
            game.shuffle(owner)
            owners.append(owner)
        ctx.remember(self.remember, tuple(owners))


@dataclass(frozen=True)
class RevealTopPutIfPermanent(Effect):
    """"[They] reveal the top card of their library. If it's a permanent card, they put it
    onto the battlefield" — each remembered player, under their control [701.20a, 110.4a].

    An Aura put onto the battlefield this way isn't cast: its owner chooses something it can
    enchant as it enters, not targeting it [303.4f]; with nothing to enchant it can't enter
    and stays on top of the library (Chaos Warp's ruling)."""

    key: str = "owner"
    cr = "701.20a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        todo: tuple[int, ...] = tuple(ctx.recall(self.key, ())) if state is None else state
        if answer is not None and todo:
            p, todo = todo[0], todo[1:]
            top = game.players[p].library[-1]
            new = game.move(top, "battlefield", controller=p, cr="303.4f")
            game.objects[new].attached_to = answer.obj
            game.dirty()
        while todo:
            p = todo[0]
            lib = game.players[p].library
            if lib:
                top = lib[-1]
                card = game.objects[top].proto
                game.emit("reveal", "701.20a", p, top)
                if any(t in card.chars.types for t in PERMANENT_TYPES):
                    if "Aura" not in card.chars.subtypes:
                        game.move(top, "battlefield", controller=p, cr="110.4a")
                    else:
                        hosts = enchantable(game, ctx, card.card.spell())
                        if hosts:
                            return Ask(p, CHOOSE, Msg.of("prompt.attach_to", obj=Obj(top)),
                                       tuple(Choice("pick", h) for h in hosts), state=todo,
                                       cr="303.4f")
            todo = todo[1:]
        return None


def enchantable(game: Game, ctx: GameObject, spell: Any) -> list[int]:
    """What an Aura could enchant: its enchant keyword's objects, not targeted (so hexproof
    doesn't matter) [303.4f, 702.5a]."""
    specs = getattr(spell, "targets", ())
    if not specs:
        return []
    spec = specs[0]
    types = getattr(spec, "types", ())
    subtypes = getattr(spec, "subtypes", ())
    return [o for o in game.battlefield
            if any(t in game.chars(o).types for t in types)
            or any(s in game.chars(o).subtypes for s in subtypes)]


__all__ = ["MayRevealToHand", "RevealTopPutIfPermanent", "ShuffleIntoOwnersLibrary", "enchantable"]
