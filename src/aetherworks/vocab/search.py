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
    """Search your library for up to ``n`` cards matching types/subtypes/mana value (with
    ``different_names``, no two with the same name), put them into ``to`` (revealed), then
    shuffle [701.23].  Cards put onto the battlefield enter at the same time [603.6a]; the
    new objects are remembered under ``remember`` ("it")."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    mana_value: int | None = None
    to: str = "hand"
    n: int = 1
    different_names: bool = False
    remember: str = ""
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
        picked: tuple[int, ...] = () if state is None else state
        if answer is not None and answer.kind == "pick":
            picked = (*picked, answer.obj)
        if answer is None or (answer.kind == "pick" and len(picked) < self.n):
            taken = {game.objects[o].name for o in picked} if self.different_names else set()
            seen: set[str] = set()
            opts: list[Choice] = []
            for oid in reversed(game.players[p].library):
                name = game.objects[oid].name
                if oid in picked or name in seen or name in taken or \
                        not self.matches(game, oid):
                    continue
                seen.add(name)
                opts.append(Choice("pick", oid))
            if answer is None or opts:
                prompt = Msg.of("prompt.search_up_to", amount=len(picked), most=self.n) \
                    if self.n > 1 else Msg("prompt.search_optional")
                return Ask(p, CHOOSE, prompt, (*opts, DONE), state=picked, cr="701.23")
        moved: list[int] = []
        if self.to == "battlefield":
            with game.simultaneously():
                moved = [game.move(oid, "battlefield", controller=p, cr="701.23")
                         for oid in picked]
        else:
            for oid in picked:
                game.emit("reveal", "701.23", p, oid)
                moved.append(game.move(oid, self.to, controller=p, cr="701.23"))
        if self.remember:
            ctx.remember(self.remember, tuple(m for m in moved if m))
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
