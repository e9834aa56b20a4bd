"""Searching a library for a card by type, subtype and mana value [701.23]:
"search your library for an Equipment card with mana value 2, reveal it, put it into your
hand, then shuffle".  The searcher may fail to find a card even if one is there [701.23b]."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, Ask, Choice, Effect
from aetherworks.messages import Msg

if TYPE_CHECKING:
    from aetherworks.engine.game import Game
    from aetherworks.engine.objects import GameObject


@dataclass(frozen=True)
class SearchFor(Effect):
    """Search your library for a card matching types/subtypes/mana value, put it into
    ``to`` (revealed), then shuffle [701.23]."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    mana_value: int | None = None
    to: str = "hand"
    max_mv: int | None = None  # "with mana value 1 or less"
    supertypes: tuple[str, ...] = ()  # "a basic Plains card": all of these
    cr = "701.23"

    def matches(self, game: Game, oid: int) -> bool:
        c = game.objects[oid].proto.chars
        if self.types and not any(t in c.types for t in self.types):
            return False
        if self.subtypes and not any(s in c.subtypes for s in self.subtypes):
            return False
        if not all(s in c.supertypes for s in self.supertypes):
            return False
        if self.max_mv is not None and c.mana_value > self.max_mv:
            return False
        return self.mana_value is None or c.mana_value == self.mana_value

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        p = ctx.controller
        if answer is None:
            seen: set[str] = set()
            opts: list[Choice] = []
            for oid in reversed(game.players[p].library):
                name = game.objects[oid].name
                if name not in seen and self.matches(game, oid):
                    seen.add(name)
                    opts.append(Choice("pick", oid))
            return Ask(p, CHOOSE, Msg("prompt.search_optional"),
                       (*opts, DONE), cr="701.23")
        if answer.kind == "pick":
            game.emit("reveal", "701.23", p, answer.obj)
            game.move(answer.obj, self.to, controller=p, cr="701.23")
        game.shuffle(p)
        return None


@dataclass(frozen=True)
class SearchForAny(SearchFor):
    """"Search your library for a basic Plains card or a creature card with mana value 1 or
    less, reveal it, put it into your hand, then shuffle": a card matching any of
    ``any_of`` (each a :class:`SearchFor` used as a description) [701.23]."""

    any_of: tuple[SearchFor, ...] = ()

    def matches(self, game: Game, oid: int) -> bool:
        return any(q.matches(game, oid) for q in self.any_of)


__all__ = ["SearchFor", "SearchForAny"]
