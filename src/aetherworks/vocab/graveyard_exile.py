"""Exiling cards from graveyards and by name [406.3, 701.23].

* :class:`TargetGraveyardCard` — "target card in a graveyard [other than a basic land
  card]" [115.1].
* :class:`ExileSameName` — "Search its owner's graveyard, hand, and library for any number
  of cards with the same name as that card and exile them. Then that player shuffles."
  (Surgical Extraction): the searcher sees those zones, picks cards one at a time (any
  number, none included) [701.23b]; the name is that of the target card as it was [608.2h].
* :class:`ChooseNameExile` — "Choose a nonland card name. Search target player's
  graveyard, hand, and library for any number of cards with that name and exile them. Then
  that player shuffles." (Memoricide; Lost Legacy adds "That player shuffles, then draws a
  card for each card exiled from their hand this way."; "up to four cards", Ancient
  Vendetta).  The name is chosen as the spell resolves, among the card names whose printed
  types fit [201.4a]; the searcher picks the cards one at a time, from all three zones
  [701.23b: none need be found]; the library is shuffled even when nothing was exiled.
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
from aetherworks.vocab.enters_choice import ask_card_name, card_names
from aetherworks.vocab.refs import Ref, Target, source_id
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
        if answer is not None and answer.kind == "pick":
            game.move(answer.obj, "exile", cr="406.3")
        if answer is None or answer.kind == "pick":
            ask = _pick_named(game, ctx, owner, name, state)
            if ask is not None:
                return ask
        game.shuffle(owner)
        return None


def _pick_named(game: Game, ctx: GameObject, owner: int, name: str, state: Any) -> Ask | None:
    """Offer the next card named ``name`` in ``owner``'s graveyard, hand and library, or
    None when there is none [701.23]."""
    p = game.players[owner]
    opts = [o for o in (*p.graveyard, *p.hand, *p.library) if has_name(game.objects[o], name)]
    if not opts:
        return None
    labels = (*(Msg.of("opt.card_in_zone", obj=Obj(o), zone=Word("zone", game.objects[o].zone))
                for o in opts), Msg("opt.done"))
    return Ask(ctx.controller, CHOOSE, Msg.of("prompt.exile_named", text=Text(name),
                                              owner=Who(owner)),
               (*(Choice("pick", o) for o in opts), DONE), state=state, cr="701.23",
               labels=labels)


@dataclass(frozen=True)
class ChooseNameExile(Effect):
    """"Choose a [nonland] card name. Search target player's graveyard, hand, and library
    for any number of cards with that name and exile them. Then that player shuffles."
    [201.4, 701.23]: ``limit`` caps the cards ("up to four", 0: any number);
    ``draw_for_hand`` adds "then draws a card for each card exiled from their hand this
    way" [121.2]."""

    who: Ref = Target()
    not_types: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    limit: int = 0
    draw_for_hand: bool = False
    cr = "701.23"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        if state is None:
            players = self.who.players(game, ctx)
            if not players:
                return None
            names = card_names(game, self.not_types, self.types)
            # The name is chosen even when no card in the game has it [201.4]: with no name
            # to offer, the search finds nothing and the player still shuffles.
            if not names:
                game.shuffle(players[0])
                return None
            return ask_card_name(ctx.controller, source_id(ctx), names,
                                 ("name", players[0], names), "201.4")
        if state[0] == "name":
            name = state[2][answer.obj]
            game.emit("names_card", "201.4", ctx.controller, source_id(ctx),
                      args=(("text", Text(name)),))
            state = ("search", state[1], name, 0, 0)
            answer = None
        _, owner, name, exiled, from_hand = state
        if answer is not None and answer.kind == "pick":
            from_hand += game.objects[answer.obj].zone == "hand"
            exiled += 1
            game.move(answer.obj, "exile", cr="406.3")
        if (answer is None or answer.kind == "pick") and (not self.limit or exiled < self.limit):
            ask = _pick_named(game, ctx, owner, name, ("search", owner, name, exiled, from_hand))
            if ask is not None:
                return ask
        game.shuffle(owner)
        if self.draw_for_hand and from_hand:
            game.draw(owner, from_hand)
        return None

    def text(self) -> str:
        kind = "".join(f"non{t.lower()}, " for t in self.not_types).rstrip(", ")
        return f"choose a {kind} card name, exile cards with that name"


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


__all__ = ["AnyNumberOfTargetPlayers", "ChooseNameExile", "ExileGraveyard", "ExileSameName",
           "TargetGraveyardCard"]
