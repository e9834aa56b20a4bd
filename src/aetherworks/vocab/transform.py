"""Transforming double-faced cards [712, 701.27].

A transforming (nonmodal) double-faced card is defined with one ``CardDef`` per face:
``CardDef("Front // Back", faces=(CardDef("Front", ...), CardDef("Back", ...)))``; the
engine knows it is one from the card data's layout.  It has only its front face's
characteristics everywhere but the battlefield [712.8a]; a permanent with its back face up
has the back face's, with the front face's mana value [712.8e] (``Game.transform``,
``GameObject.face == 1``).

* :class:`Transform` — "transform [this permanent]": turn it over; it stays the same object
  [701.27a, 712.18].  An ability of the permanent itself that tries to transform it does so
  only if it hasn't transformed since the ability was put onto the stack, or, for a delayed
  triggered ability, since it was created [701.27f].
* :class:`ReturnTransformed` — "exile [it], then return it to the battlefield transformed
  under [its owner's / your] control": it returns as a new object with its back face up
  [712.14a, 400.7]; a card that isn't a transforming double-faced card stays in exile
  [712.14a].
* :class:`TransformsInto` — "when this creature transforms into [its back face]" [701.27]:
  it triggers as the permanent turns its back face up (the back face's own ability);
  :class:`EntersOrTransformsInto` — "whenever this creature enters or transforms into ~".
* :class:`OneOrMoreDie` — "whenever one or more [other] [Cats] you control die": one
  trigger for a set of creatures that die at the same time [603.2c, 603.10a].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.defs import Effect, Event, Trigger
from aetherworks.engine.objects import Memo
from aetherworks.vocab.refs import Ref, This
from aetherworks.vocab.targets import Filter

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class Transform(Effect):
    """"Transform [it]" [701.27a]."""

    what: Ref = This()
    cr = "701.27a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            obj = game.objects[oid]
            # The id counter when it transformed: after this ability was put on the stack
            # (a later id), or for a delayed ability, at or after its creation.
            since = ctx.recall(Memo.DELAYED_SINCE)
            at = int(obj.recall(Memo.TRANSFORMED_AT, 0))
            if ctx.kind == "ability" and ctx.source == oid and at and \
                    (at > ctx.id if since is None else at >= int(since)):
                # It transformed after this ability of its own was put on the stack (a
                # later object id), or, for a delayed ability, after that ability was
                # created: the instruction is ignored [701.27f].
                continue
            game.transform(oid)

    def text(self) -> str:
        return "transform"


@dataclass(frozen=True)
class ReturnTransformed(Effect):
    """"Exile [it], then return it to the battlefield transformed under [its owner's /
    your] control" [712.14a]: ``under`` is ``"owner"`` or ``"you"``."""

    what: Ref = This()
    under: str = "owner"
    cr = "712.14a"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for oid in self.what.objects(game, ctx):
            obj = game.objects[oid]
            controller = obj.owner if self.under == "owner" else ctx.controller
            new = game.exile_obj(oid)
            if not new or game.objects[new].proto.back is None:
                continue  # a token ceased to exist; a single-faced card stays in exile
            game.move(new, "battlefield", controller=controller, face=1, cr="712.14a")


@dataclass(frozen=True)
class OneOrMoreDie(Trigger):
    """"Whenever one or more [other] creatures matching ``filter`` [you control] die": it
    triggers once for creatures dying at the same time (SBAs, a mass destroy) — on the
    first of them [603.2c] — and looks back in time at each of them [603.10a]."""

    filter: Filter = Filter(types=("Creature",), controller="you")
    events = ("dies",)

    def _fits(self, game: Game, source: GameObject, oid: int) -> bool:
        if oid == source.id and self.filter.other:
            return False
        ghost = game.objects[oid]
        c = game.last_known_chars(oid) if ghost.timestamp else ghost.proto.chars
        f = self.filter
        if f.subtype and f.subtype not in c.subtypes:
            return False
        if f.types and not any(t in c.types for t in f.types):
            return False
        if f.controller == "you" and ghost.controller != source.controller:
            return False
        return not (f.controller == "opponent" and ghost.controller == source.controller)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        if not self._fits(game, source, event.obj):
            return False
        # Creatures that died earlier in the same event already triggered it.
        return not any(self._fits(game, source, g) for g in game.together())


@dataclass(frozen=True)
class TransformsInto(Trigger):
    """"When this creature transforms into [its back face]" [701.27a, 701.27e, 603.2]: it
    triggers if the permanent has that face up right after transforming.  ``face`` 1 is the
    back face; -1, the face the ability is printed on (the compiler's reading of "transforms
    into ~"), which is up whenever the ability exists to trigger."""

    face: int = 1
    events = ("transform",)

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id and (self.face < 0 or source.face == self.face)


@dataclass(frozen=True)
class EntersOrTransformsInto(Trigger):
    """"Whenever this creature enters or transforms into ~" [603.6a, 701.27e]: entering
    transformed is not transforming, only entering [712.14a]."""

    events = ("enter", "transform")

    def matches(self, game: Game, source: GameObject, event: Event) -> bool:
        return event.obj == source.id


__all__ = ["EntersOrTransformsInto", "OneOrMoreDie", "ReturnTransformed", "Transform",
           "TransformsInto"]
