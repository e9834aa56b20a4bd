"""Card names and references to objects, as scenario files write them.

A reference is a card name, optionally narrowed: ``Grizzly Bears@bob`` (the one bob
controls; in a graveyard, hand or library: the one bob owns) and ``Grizzly Bears#2`` (the
second one, in the order of the zone: battlefield in order of arrival, stack from the bottom).
Token names (``Thopter``) are accepted wherever a permanent is meant.  Names are compared
case-insensitively; a split / aftermath card answers to its full name and to each half's.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.carddb import UnknownCardError, get_db

if TYPE_CHECKING:
    from aetherworks.engine.game import Game

_REF = re.compile(r"^(?P<name>.+?)(?:@(?P<player>[^@#]+?))?(?:#(?P<n>\d+))?$")


@dataclass(frozen=True)
class Ref:
    """A parsed reference: ``name``, optional controller/owner name, optional ordinal."""

    name: str
    player: str | None = None
    n: int | None = None

    def __str__(self) -> str:
        return self.name + (f"@{self.player}" if self.player else "") + (
            f"#{self.n}" if self.n else "")


def parse_ref(text: str) -> Ref:
    m = _REF.match(text.strip())
    if not m:
        return Ref(text.strip())
    return Ref(m["name"].strip(), m["player"].strip() if m["player"] else None,
               int(m["n"]) if m["n"] else None)


def token_names() -> dict[str, str]:
    """casefolded -> token name, for tokens that card definitions create: the hand-written
    ones, and those of the cards compiled so far (a scenario's cards are compiled as its
    setup is checked, so the tokens they make can be named).  Registering or compiling a
    definition keys its tokens (``cardpool.token_key``), so ``TOKEN_DEFS`` names them all."""
    import aetherworks.compiler  # noqa: F401  (registers definitions and their tokens)
    from aetherworks.engine import cardpool

    return _token_names(len(cardpool.TOKEN_DEFS))


@functools.cache
def _token_names(compiled: int) -> dict[str, str]:
    """``token_names`` for a given number of token definitions (they only grow)."""
    from aetherworks.engine import cardpool

    return {n.casefold(): n for n in cardpool.TOKEN_DEFS}


def canonical(name: str, *, tokens: bool = True) -> str:
    """The Oracle name for any spelling the database knows (a half keeps its own name).

    Raises :class:`UnknownCardError` (with suggestions) for a name that is neither a card
    nor, when ``tokens``, a token some card creates.
    """
    if tokens and name.casefold() in token_names():
        return token_names()[name.casefold()]
    db = get_db()
    card = db.find(name)
    if card is None:
        raise UnknownCardError(name, db.suggest(name))
    for face in card.faces:
        if face.name.casefold() == name.casefold() and face.name != card.name:
            return face.name
    return card.name


def is_known_name(text: str) -> bool:
    """A card or token name (or a reference to one)?  Used to split "A, B" lists."""
    ref = parse_ref(text)
    if ref.name.casefold() in token_names():
        return True
    return get_db().find(ref.name) is not None


def names_of(game: Game, oid: int) -> set[str]:
    """Every name an object answers to, casefolded: its own, the chosen half's, each half's."""
    obj = game.objects[oid]
    if obj.face_down and obj.zone == "battlefield":
        # A face-down permanent has no name [708.2a]; a scenario (which sees everything)
        # names it by its card.
        return {obj.name.casefold()}
    if obj.zone == "battlefield":
        name = game.chars(oid).name
        if name != obj.name and all(name != f.chars.name for f in obj.proto.faces):
            return {name.casefold()}  # a permanent copying another has its name [707.2]
    out = {obj.name.casefold()}
    if obj.zone:
        out.add(game.chars(oid).name.casefold())
    for face in obj.proto.faces:
        out.add(face.chars.name.casefold())
    if obj.proto.back is not None:
        out.add(obj.proto.back.chars.name.casefold())
    return out


def matches(game: Game, oid: int, name: str) -> bool:
    return name.casefold() in names_of(game, oid)


def display(game: Game, oid: int) -> str:
    """How the account names an object: its name and, in a two-player game, whose."""
    obj = game.objects[oid]
    name = game.chars(oid).name if obj.zone else obj.name
    who = obj.controller if obj.zone in ("battlefield", "stack") else obj.owner
    return f"{name}@{game.players[who].name}"
