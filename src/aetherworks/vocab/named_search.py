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
  may search").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE, YES_NO
from aetherworks.engine.defs import DONE, NO, YES, Ask, Choice, Effect
from aetherworks.messages import Msg, Obj, Text, Word
from aetherworks.vocab.cost_increase import has_name

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
        elif answer.kind == "pick":
            game.emit("reveal", "701.23", p, answer.obj)
            game.move(answer.obj, "hand", cr="701.23")
        if searched_library:
            game.shuffle(p)
        return None

    def text(self) -> str:
        zones = "library and/or graveyard" if self.library == "may" else \
            "library and graveyard"
        return f"search your {zones} for a card named {self.name}, put it into your hand"


__all__ = ["SearchNamed"]
