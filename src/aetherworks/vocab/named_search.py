"""Searching for a card by name in your library and graveyard [701.23]: the planeswalker
deck cards ("You may search your library and/or graveyard for a card named Chandra,
Pyrogenius, reveal it, and put it into your hand. If you search your library this way,
shuffle.").

* :class:`SearchNamed` — with ``library="may"`` ("library and/or graveyard") the player
  first says whether they search their library; they always search their graveyard, and
  shuffle only if they searched the library [rulings on Liberating Combustion, 2017-02-09:
  "you may search your graveyard without searching your library"].  With ``"yes"``
  ("library and graveyard", Verdant Crescendo) both are searched and the library shuffled.
  A card in the library may go unfound [701.23b]; the graveyard is a public zone, so a card
  named that way in it is found unless the whole search is optional (``optional``, "you
  may search").  With ``hand`` the hand is searched too and with ``to="battlefield"`` the card
  is put onto the battlefield under the player's control instead of revealed and put into
  the hand ("search your graveyard, hand, and/or library for a card named Nicol Bolas, the
  Deceiver and put it onto the battlefield") [110.2].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE, YES_NO
from aetherworks.engine.defs import DONE, NO, YES, Ask, Choice, Effect
from aetherworks.messages import Msg, Obj, Text, Word
from aetherworks.vocab.cost_increase import has_name
from aetherworks.vocab.refs import Remembered

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class SearchNamed(Effect):
    """"[You may] search your library and/or graveyard for a card named NAME, reveal it,
    and put it into your hand. If you search your library this way, shuffle." [701.23]"""

    name: str = ""
    library: str = "may"  # "may": "and/or" (the player chooses); "yes": "and"
    optional: bool = False  # "you may search"
    hand: bool = False  # "search your graveyard, hand, and/or library"
    to: str = "hand"  # or "battlefield" ("and put it onto the battlefield")
    cr = "701.23"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        p = ctx.controller
        if state is None:
            if self.library == "may" and answer is None:
                return Ask(p, YES_NO, Msg("prompt.search_library"), (YES, NO), state=None,
                           cr=self.cr)
            state = self.library == "yes" or answer == YES
            answer = None
        searched_library = bool(state)
        if answer is None:
            zones = [*game.players[p].graveyard]
            if self.hand:
                zones += game.players[p].hand
            if searched_library:
                zones += list(reversed(game.players[p].library))
            opts = [o for o in zones if has_name(game.objects[o], self.name)]
            in_graveyard = any(game.objects[o].zone == "graveyard" for o in opts)
            may_skip = self.optional or not in_graveyard
            if opts:
                labels = tuple(Msg.of("opt.card_in_zone", obj=Obj(o),
                                      zone=Word("zone", game.objects[o].zone)) for o in opts)
                if may_skip:
                    labels = (*labels, Msg("opt.done"))
                return Ask(p, CHOOSE, Msg.of("prompt.choose_name_card", text=Text(self.name)),
                           (*(Choice("pick", o) for o in opts), *((DONE,) if may_skip else ())),
                           state=state, cr=self.cr, labels=labels)
        elif answer.kind == "pick" and self.to == "battlefield":
            game.move(answer.obj, "battlefield", controller=p, cr="701.23")
        elif answer.kind == "pick":
            game.emit("reveal", "701.23", p, answer.obj)
            game.move(answer.obj, "hand", cr="701.23")
        if searched_library:
            game.shuffle(p)
        return None

    def text(self) -> str:
        zones = "library and/or graveyard" if self.library == "may" else \
            "library and graveyard"
        if self.hand:
            zones = "graveyard, hand, and/or library"
        to = "onto the battlefield" if self.to == "battlefield" else "into your hand"
        return f"search your {zones} for a card named {self.name}, put it {to}"


@dataclass(frozen=True)
class SearchSameName(Effect):
    """"Search your library for any number of cards with the same name as that card, reveal
    them, put them into your hand, then shuffle" [701.23]."""

    key: str = "exiled"
    cr = "701.23"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        p = ctx.controller
        if state is None:
            card = next((game.objects[o] for o in Remembered(self.key).refs(game, ctx)
                         if o in game.objects), None)
            if card is None:
                game.shuffle(p)  # a search with no name still ends with the shuffle
                return None
            state = (card.proto.chars.name, ())
        name, picked = state
        if answer is not None and answer.kind == "pick":
            picked = (*picked, answer.obj)
        if answer is None or answer.kind == "pick":
            # Cards with the same name in a library are interchangeable: one option each.
            found = {game.objects[o].proto.key: o for o in game.players[p].library
                     if o not in picked and has_name(game.objects[o], name)}
            opts = list(found.values())
            if opts:
                labels = (*(Msg.of("opt.card_in_zone", obj=Obj(o), zone=Word("zone", "library"))
                            for o in opts), Msg("opt.done"))
                return Ask(p, CHOOSE, Msg.of("prompt.choose_name_card", text=Text(name)),
                           (*(Choice("pick", o) for o in opts), DONE), state=(name, picked),
                           cr=self.cr, labels=labels)
        for oid in picked:
            game.emit("reveal", self.cr, p, oid)
        with game.simultaneously():
            for oid in picked:
                game.move(oid, "hand", cr=self.cr)
        game.shuffle(p)
        return None

    def text(self) -> str:
        return "search your library for any number of cards with the same name as that card"


__all__ = ["SearchNamed", "SearchSameName"]
