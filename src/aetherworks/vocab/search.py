"""Searching a library for a card by type, subtype and mana value [701.23]:
"search your library for an Equipment card with mana value 2, reveal it, put it into your
hand, then shuffle".  The searcher may fail to find a card even if one is there [701.23b]."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aetherworks.engine.decision import CHOOSE
from aetherworks.engine.defs import DONE, Ask, Choice, Effect
from aetherworks.messages import Msg
from aetherworks.vocab.refs import amount
from aetherworks.vocab.targets import Filter

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


@dataclass(frozen=True)
class SearchCards(Effect):
    """"Search your library for [up to N] [filter] card[s], put [it/them] into your hand /
    onto the battlefield [tapped] / [then shuffle and put that card] on top" [701.23]: the
    searcher sees the library and picks up to ``n`` cards matching ``filter`` (their printed
    characteristics), one at a time, or stops ("done": a search for a described card may
    fail to find [701.23b]).  ``to`` is "hand", "battlefield", "graveyard" or "top" (the
    library is shuffled first, then the card goes on top).  Found cards are revealed."""

    filter: Filter = Filter()
    n: int = 1
    to: str = "hand"
    tapped: bool = False
    # "with mana value X or less": an amount, read as the search happens [107.3, 202.3]
    max_mv: Any = None
    cr = "701.23"

    def run(self, game: Game, ctx: GameObject, answer: Any, state: Any) -> Ask | None:
        p = ctx.controller
        most = None if self.max_mv is None else amount(game, ctx, self.max_mv)
        found: tuple[int, ...] = () if state is None else state
        if answer is not None and answer.kind == "pick":
            found = (*found, answer.obj)
        if answer is None or (answer.kind == "pick" and len(found) < self.n):
            seen: set[str] = set()
            opts: list[Choice] = []
            for oid in reversed(game.players[p].library):
                name = game.objects[oid].name
                if oid not in found and name not in seen and \
                        self.filter.matches(game, ctx, oid, printed=True) and (
                        most is None or game.objects[oid].proto.chars.mana_value <= most):
                    seen.add(name)
                    opts.append(Choice("pick", oid))
            if opts:
                return Ask(p, CHOOSE, Msg("prompt.search_optional"), (*opts, DONE),
                           state=found, cr="701.23")
        for oid in found:
            game.emit("reveal", "701.23", p, oid)
        if self.to == "top":
            game.shuffle(p)
            for oid in found:
                game.move(oid, "library", cr="701.23")
            return None
        with game.simultaneously():
            for oid in found:
                if self.to == "battlefield":
                    game.move(oid, "battlefield", controller=p, tapped=self.tapped,
                              cr="701.23")
                else:
                    game.move(oid, self.to, cr="701.23")
        game.shuffle(p)
        return None


__all__ = ["SearchCards", "SearchFor", "SearchForAny"]
