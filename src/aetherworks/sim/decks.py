"""Decks for games: a decklist checked for construction and card support before any game.

Every command that plays (``play``, ``sim``, ``goldfish``, ``bench``) loads its decks here,
so they refuse the same things with the same messages: a deck that breaks its format's
construction rules (``file:line: ...``), a Commander deck (two-player Commander is not
played yet), and a card the engine cannot play [never a blank card], unless the user
allows it, in which case :attr:`GameDeck.blanks` names what plays as a blank.

>>> deck = load_game_deck("temur-energy")
>>> len(deck.cards), deck.blanks, deck.format
(60, (), 'constructed')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from aetherworks.carddb.construction import FORMATS, check_deck, natural_format
from aetherworks.carddb.decklist import DeckError, Decklist, load_deck

ALLOW_HINT = ("the engine cannot play these cards; --allow-unsupported plays them as blanks "
              "(printed characteristics, no abilities), and every output then says so")
FORMAT_HINT = "--format freeform plays a deck without construction rules"


@dataclass(frozen=True)
class GameDeck:
    """A deck ready for games: its display name, its library (card names), the cards in it
    that play as blanks (empty unless allowed) and the format it was checked against."""

    name: str
    cards: tuple[str, ...]
    blanks: tuple[str, ...] = ()
    format: str = "freeform"
    decklist: Decklist | None = None
    # A Commander deck played as one: its commanders, which start in the command zone
    # (they are in ``cards`` too) [903.6].
    commanders: tuple[str, ...] = ()


def _name(spec: str, dl: Decklist) -> str:
    # An embedded deck keeps the name it was asked by; a file, its decklist's name.
    return spec if not Path(spec).is_file() else (dl.name or spec)


def load_game_deck(spec: str | Decklist, *, fmt: str | None = None,
                   allow_unsupported: bool = False, table: bool = False) -> GameDeck:
    """Load and check a deck for two-player games; raises :class:`DeckError` naming every
    problem and its line.

    ``fmt``: the construction rules (default: the deck's own, constructed or Commander).
    A Commander deck is refused for two-player games unless ``fmt`` says to play it as
    another format, which shuffles its commander into the library; ``table``: a deck for a
    multiplayer table, where a Commander deck plays a Commander game [903].
    """
    dl = spec if isinstance(spec, Decklist) else load_deck(spec)
    name = dl.name if isinstance(spec, Decklist) else _name(spec, dl)
    fmt_name = fmt or natural_format(dl)
    if fmt_name not in FORMATS:
        raise DeckError(dl.source, [(None, f"unknown format {fmt_name!r}; formats: "
                                           f"{', '.join(FORMATS)}")])
    commander = FORMATS[fmt_name].kind == "commander"
    if commander and not table and check_deck(dl, fmt_name).ok:
        raise DeckError(dl.source, [(None, (
            "a Commander deck: Commander games are played at a table of three to six "
            "(sim A B C D, play --players 4); --format constructed plays it as a "
            f"{len(dl.commander_names()) + len(dl.main_names())}-card deck with its "
            "commander shuffled in"))])
    import aetherworks.compiler  # noqa: F401  (support depends on the registered definitions)
    from aetherworks.engine.cardpool import support

    # Every problem at once, in line order: construction, then cards the engine can't play.
    problems = list(check_deck(dl, fmt_name).problems)
    hints = [FORMAT_HINT] if problems else []
    played = [*dl.commander, *dl.main]
    unsupported = [(e, support(e.name)) for e in played if not support(e.name).supported]
    if unsupported and not allow_unsupported:
        problems += [(e.line, f"unsupported card {e.name} — {s.reason}") for e, s in unsupported]
        hints.append(f"{len({s.name for _, s in unsupported})} unsupported card(s): "
                     f"{ALLOW_HINT}")
    if problems:
        problems.sort(key=lambda p: (p[0] is not None, p[0] or 0))
        raise DeckError(dl.source, [*problems, *((None, h) for h in hints)])
    blanks = tuple(sorted({s.name for _, s in unsupported}))
    return GameDeck(name, tuple(dl.commander_names() + dl.main_names()), blanks, fmt_name, dl,
                    tuple(dl.commander_names()) if commander else ())


def table_commanders(decks: Sequence[GameDeck]) -> tuple[tuple[str, ...], ...] | None:
    """Each seat's commanders when every deck at the table is a Commander deck: a Commander
    game [903.3]; None when any is not (a free-for-all [800.4])."""
    heads = tuple(d.commanders for d in decks)
    return heads if all(heads) else None


def blanks_warning(blanks: dict[str, tuple[str, ...]] | tuple[str, ...]) -> str:
    """One line that says which cards played as blanks ("" when none)."""
    if isinstance(blanks, tuple):
        blanks = {"": blanks} if blanks else {}
    parts = [f"{who + ': ' if who else ''}{', '.join(names)}"
             for who, names in blanks.items() if names]
    if not parts:
        return ""
    return ("UNSUPPORTED CARDS PLAYED AS BLANKS (--allow-unsupported; figures involving "
            "them are not the real cards'): " + "; ".join(parts))
