"""Exiling cards from graveyards and by name [406.3, 701.23].

* :class:`TargetGraveyardCard` — "target card in a graveyard [other than a basic land
  card]" [115.1].
* :class:`ExileSameName` — "Search its owner's graveyard, hand, and library for any number
  of cards with the same name as that card and exile them. Then that player shuffles."
  (Surgical Extraction): the searcher sees those zones, picks cards one at a time (any
  number, none included) [701.23b]; the name is that of the target card as it was [608.2h].
* :class:`AnyNumberOfTargetPlayers` — "any number of target players" [115.1].
* :class:`ExileGraveyard` — "exile [target player's] graveyard" [406.3].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, Ask, Choice, Effect, TargetSpec, is_player_ref
from aetherworks.messages import Msg, Obj, Text, Who, Word
from aetherworks.vocab.cost_increase import has_name
from aetherworks.vocab.refs import Ref, Target
from aetherworks.vocab.targets import TargetPlayer

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class TargetGraveyardCard(TargetSpec):
    not_basic_land: bool = False

    def legal(self, game: Game, ctx: GameObject, ref: int) -> bool:
        obj = game.objects.get(ref) if ref > 0 else None
        if obj is None or obj.zone != "graveyard":
            return False
        c = obj.proto.chars
        return not (self.not_basic_land and "Land" in c.types and "Basic" in c.supertypes)

    def candidates(self, game: Game, ctx: GameObject) -> list[int]:
        return [o for p in game.apnap() for o in game.players[p].graveyard
                if self.legal(game, ctx, o)]

    def text(self) -> str:
        return "target card in a graveyard"


@dataclass(frozen=True)
class ExileSameName(Effect):
    what: Ref = Target()
    cr = "701.23"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if state is None:
            objs = self.what.objects(game, ctx)
            if not objs:
                return None
            card = game.objects[objs[0]]
            state = (card.owner, card.proto.chars.name)
        owner, name = state
        p = game.players[owner]
        if answer is not None and answer.kind == "pick":
            game.move(answer.obj, "exile", cr="406.3")
        if answer is None or answer.kind == "pick":
            opts = [o for o in (*p.graveyard, *p.hand, *p.library)
                    if has_name(game.objects[o], name)]
            if opts:
                labels = (*(Msg.of("opt.card_in_zone", obj=Obj(o),
                                   zone=Word("zone", game.objects[o].zone)) for o in opts),
                          Msg("opt.done"))
                return Ask(ctx.controller, CHOOSE, Msg.of("prompt.exile_named", text=Text(name),
                                                          owner=Who(owner)),
                           (*(Choice("pick", o) for o in opts), DONE), state=state,
                           cr=self.cr, labels=labels)
        game.shuffle(owner)
        return None


@dataclass(frozen=True)
class AnyNumberOfTargetPlayers(TargetPlayer):
    count: int = 2
    min_count: int = 0

    def text(self) -> str:
        return "any number of target players"


@dataclass(frozen=True)
class ExileGraveyard(Effect):
    who: Ref = Target()
    cr = "406.3"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> None:
        for ref in self.who.refs(game, ctx):
            if not is_player_ref(ref):
                continue
            p = game.players[-1 - ref]
            for oid in list(p.graveyard):
                game.move(oid, "exile", cr=self.cr)


__all__ = ["AnyNumberOfTargetPlayers", "ExileGraveyard", "ExileSameName",
           "TargetGraveyardCard"]
