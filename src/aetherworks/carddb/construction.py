"""Deck construction: the constructed rules [100.2a, 100.4a], Commander's [903.3-903.5], and
what the card data can tell about a format (printings: was each card printed in one of the
format's sets?).

What the data cannot tell is said, not guessed: ban lists are not in the data, and a card
without printings in the data (most cards printed after April 2022) cannot be placed in a
set.  :func:`check_deck` returns every problem with its line, and what it could not check.

>>> from aetherworks.carddb.decklist import parse_decklist
>>> check = check_deck(parse_decklist("4 Lightning Bolt\\n20 Mountain\\n", source="d.txt"))
>>> check.ok, str(check.error()).splitlines()[0]
(False, 'd.txt: 24 cards in the main deck: a constructed deck has at least 60 [100.2a]')
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Literal

from aetherworks.carddb.db import CardDatabase
from aetherworks.carddb.decklist import DeckEntry, DeckError, Decklist
from aetherworks.carddb.model import BASIC_MANA, Card

Kind = Literal["constructed", "commander", "freeform"]

_BAN_LISTS = "ban and restricted lists (they are not in the card data)"


def _sets(codes: str) -> frozenset[str]:
    return frozenset(codes.split())


_PIONEER = _sets(
    "RTR GTC DGM M14 THS BNG JOU M15 KTK FRF DTK ORI BFZ OGW SOI EMN KLD AER AKH HOU XLN RIX "
    "DOM M19 GRN RNA WAR M20 ELD THB IKO M21 ZNR KHM STX AFR MID VOW NEO SNC DMU BRO ONE MOM "
    "MUL MAT WOE LCI MKM OTJ BIG BLB DSK FDN DFT TDM FIN EOE SPM TLA W16 W17")
_MODERN = _PIONEER | _sets(
    "8ED MRD DST 5DN CHK BOK SOK 9ED RAV GPT DIS CSP TSP TSB PLC FUT 10E LRW MOR SHM EVE ALA "
    "CON ARB M10 ZEN WWK ROE M11 SOM MBS NPH M12 ISD DKA AVR M13 MH1 MH2 MH3 LTR")


@dataclass(frozen=True)
class Format:
    """A way to build decks: its kind of rules and, when the data can check them, its sets."""

    name: str
    title: str
    kind: Kind
    sets: frozenset[str] | None = None  # legal sets (by printing); None: not checked
    notes: tuple[str, ...] = ()  # what the data cannot check
    # The format still gains sets: printings data older than its newest sets cannot show
    # that a card is *not* in it (a reprint since may have brought it in).
    open_ended: bool = False


FORMATS: dict[str, Format] = {f.name: f for f in (
    Format("constructed", "Constructed (any format: 60 cards, 4 copies, 15 in the sideboard)",
           "constructed", notes=("the sets of a particular format (give a --format such as "
                                 "modern or standard2017)", _BAN_LISTS)),
    Format("standard2017", "Standard, autumn 2017: Kaladesh block through Ixalan",
           "constructed", _sets("KLD AER AKH HOU XLN W17"), (_BAN_LISTS,)),
    Format("standard2017-spring",
           "Standard, spring-summer 2017: Battle for Zendikar through Hour of Devastation",
           "constructed", _sets("BFZ OGW SOI EMN KLD AER AKH HOU W16 W17"), (_BAN_LISTS,)),
    Format("pioneer", "Pioneer: Return to Ravnica onward", "constructed", _PIONEER,
           (_BAN_LISTS,), open_ended=True),
    Format("modern", "Modern: Eighth Edition and Mirrodin onward, Modern Horizons",
           "constructed", _MODERN, (_BAN_LISTS,), open_ended=True),
    Format("commander", "Commander: 100 cards with the commander, singleton, colour identity",
           "commander", notes=(_BAN_LISTS,)),
    Format("freeform", "Freeform: no deck construction rules (tests, experiments)",
           "freeform"),
)}

_ANY_NUMBER = re.compile(r"A deck can have any number of cards named ", re.IGNORECASE)
_UP_TO = re.compile(r"A deck can have up to (\w+) cards named ", re.IGNORECASE)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10}


def is_basic_land(card: Card) -> bool:
    return "Basic" in card.front.supertypes and "Land" in card.front.types


def copy_limit(card: Card, default: int) -> int | None:
    """How many copies of ``card`` a deck may hold: None for any number (basic lands
    [100.2a, 903.5b], and cards that say so), the number a card states, else ``default``."""
    if is_basic_land(card):
        return None
    text = " ".join(face.text for face in card.faces)
    if _ANY_NUMBER.search(text):
        return None
    m = _UP_TO.search(text)
    if m:
        word = m.group(1).lower()
        return int(word) if word.isdigit() else _NUMBERS.get(word, default)
    return default


@dataclass(frozen=True)
class DeckCheck:
    """The outcome of :func:`check_deck`: problems (line, message), what was not checked."""

    deck: Decklist
    format: Format
    problems: tuple[tuple[int | None, str], ...]
    unchecked: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems

    def error(self) -> DeckError:
        """The problems as the error the decklist parser raises (``file:line: message``)."""
        return DeckError(self.deck.source, list(self.problems))


def natural_format(deck: Decklist) -> str:
    """The rules a deck asks for by its shape: Commander when it names a commander."""
    return "commander" if deck.commander else "constructed"


def check_deck(deck: Decklist, fmt: str | Format | None = None,
               db: CardDatabase | None = None) -> DeckCheck:
    """Check ``deck`` against a format's construction rules (default: its natural format).

    Raises ``KeyError`` for an unknown format name (:data:`FORMATS` lists them).
    """
    from aetherworks.carddb.decklist import _get_db

    database = _get_db(db)
    f = fmt if isinstance(fmt, Format) else FORMATS[fmt or natural_format(deck)]
    cards = {e.name: database.card(e.name) for _, e in deck.entries()}
    problems: list[tuple[int | None, str]] = []
    if f.kind == "constructed":
        problems += _constructed(deck, cards)
    elif f.kind == "commander":
        problems += _commander(deck, cards)
    unchecked = list(f.notes)
    if f.sets is not None:
        problems += _printings(deck, cards, f, unchecked)
    problems.sort(key=lambda p: p[0] or 0)
    return DeckCheck(deck, f, tuple(problems), tuple(unchecked))


def _copies(entries: list[DeckEntry], cards: dict[str, Card], default: int, rule: str
            ) -> list[tuple[int | None, str]]:
    counts: Counter[str] = Counter()
    lines: dict[str, list[int]] = {}
    for e in entries:
        counts[e.name] += e.count
        lines.setdefault(e.name, []).append(e.line)
    out: list[tuple[int | None, str]] = []
    for name, n in counts.items():
        limit = copy_limit(cards[name], default)
        if limit is not None and n > limit:
            also = lines[name][1:]
            where = f" (lines {', '.join(map(str, lines[name]))})" if also else ""
            out.append((lines[name][0], f"{n} copies of {name}{where}: at most {limit} "
                                        f"[{rule}]"))
    return out


def _constructed(deck: Decklist, cards: dict[str, Card]) -> list[tuple[int | None, str]]:
    main = [*deck.commander, *deck.main]
    out: list[tuple[int | None, str]] = []
    size = sum(e.count for e in main)
    if size < 60:
        out.append((None, f"{size} cards in the main deck: a constructed deck has at least "
                          "60 [100.2a]"))
    side = sum(e.count for e in deck.sideboard)
    if side > 15:
        out.append((deck.sideboard[0].line, f"{side} cards in the sideboard: at most 15 "
                                            "[100.4a]"))
    # The four-card limit counts the deck and sideboard together [100.4a].
    out += _copies([*main, *deck.sideboard], cards, 4, "100.2a")
    return out


def _commander(deck: Decklist, cards: dict[str, Card]) -> list[tuple[int | None, str]]:
    out: list[tuple[int | None, str]] = []
    commanders = [cards[e.name] for e in deck.commander]
    if not deck.commander:
        out.append((None, "no Commander section: a Commander deck names its commander "
                          "[903.3]"))
    elif sum(e.count for e in deck.commander) > 2 or any(e.count > 1 for e in deck.commander):
        out.append((deck.commander[0].line, "more than one commander card, or more than two "
                                            "commanders [903.3, 702.124g]"))
    else:
        out += _commander_cards(deck, cards)
    size = sum(e.count for e in (*deck.commander, *deck.main))
    if size != 100:
        out.append((None, f"{size} cards with the commander: a Commander deck has exactly 100 "
                          "[903.5a]"))
    if deck.sideboard:
        out.append((deck.sideboard[0].line, "Commander games use no sideboard [903.5e]"))
    out += _copies([*deck.commander, *deck.main], cards, 1, "903.5b")
    identity = {c for card in commanders for c in card.color_identity}
    shown = "".join(x for x in "WUBRG" if x in identity) or "colourless"
    for e in deck.main:
        card = cards[e.name]
        outside = [c for c in card.color_identity if c not in identity]
        if outside:
            out.append((e.line, f"{e.name} has colour identity {''.join(card.color_identity)}, "
                                f"outside the commander's ({shown}) [903.5c]"))
            continue
        makes = {BASIC_MANA[t] for face in card.faces for t in face.subtypes
                 if t in BASIC_MANA}
        if makes - identity:
            out.append((e.line, f"{e.name} has a basic land type whose mana "
                                f"({''.join(sorted(makes - identity))}) is outside the "
                                f"commander's colour identity ({shown}) [903.5d]"))
    return out


def _commander_cards(deck: Decklist, cards: dict[str, Card]) -> list[tuple[int | None, str]]:
    """Each commander is a legendary creature or Vehicle, or says it can be your commander
    [903.3, 903.3a]; two commanders need matching partner abilities [702.124]."""
    out: list[tuple[int | None, str]] = []
    entries = list(deck.commander)
    for e in entries:
        front = cards[e.name].front
        says = "can be your commander" in cards[e.name].front.text
        legendary = "Legendary" in front.supertypes
        body = "Creature" in front.types or "Vehicle" in front.subtypes or (
            "Spacecraft" in front.subtypes and front.power is not None)
        background = "Background" in front.subtypes and len(entries) == 2
        if not (says or (legendary and (body or background))):
            out.append((e.line, f"{e.name} cannot be a commander: it is not a legendary "
                                "creature or Vehicle [903.3]"))
    if len(entries) == 2 and not out:
        a, b = (cards[e.name] for e in entries)
        if not _partners(a, b):
            out.append((entries[1].line, f"{a.name} and {b.name} cannot be commanders "
                                         "together: they have no matching partner ability "
                                         "[702.124]"))
    return out


_PARTNER = re.compile(r"^(Partner(?:—[^(\n]+| with [^(\n]+)?|Choose a Background|"
                      r"Doctor's companion)\s*(?:\(|$)", re.MULTILINE)


def _partner_abilities(card: Card) -> set[str]:
    return {m.group(1).strip() for m in _PARTNER.finditer(card.front.text)}


def _partners(a: Card, b: Card) -> bool:
    pa, pb = _partner_abilities(a), _partner_abilities(b)
    if ("Partner" in pa and "Partner" in pb) or any(
            p.startswith("Partner—") and p in pb for p in pa):
        return True  # [702.124h, 702.124i]
    if f"Partner with {b.name}" in pa and f"Partner with {a.name}" in pb:
        return True  # [702.124j]
    for x, y in ((a, b), (b, a)):
        px = _partner_abilities(x)
        if "Choose a Background" in px and "Background" in y.front.subtypes and \
                "Legendary" in y.front.supertypes:
            return True  # [702.124k]
        if "Doctor's companion" in px and "Time Lord" in y.front.subtypes and \
                "Doctor" in y.front.subtypes and len(y.front.subtypes) == 2:
            return True  # [702.124m]
    return False


def _printings(deck: Decklist, cards: dict[str, Card], f: Format, unchecked: list[str]
               ) -> list[tuple[int | None, str]]:
    """A card is in the format when it was printed in one of its sets.  The data's printings
    are those of April 2022 for most cards and of 2026 for the energy cards, so a card
    without a printing in the format is refused only where the data is complete enough to
    say so: a format whose sets all predate the data, or an energy card."""
    assert f.sets is not None
    out: list[tuple[int | None, str]] = []
    unknown: dict[str, None] = {}
    unproven: dict[str, None] = {}
    for _, e in deck.entries():
        card = cards[e.name]
        if is_basic_land(card) or f.sets.intersection(card.printings):
            continue
        if not card.printings:
            unknown[e.name] = None
        elif f.open_ended and not card.is_energy:
            unproven[e.name] = None
        else:
            shown = " ".join(card.printings[:12]) + (" ..." if len(card.printings) > 12
                                                     else "")
            out.append((e.line, f"{e.name} was not printed in a set of {f.name} (printings "
                                f"in the card data: {shown})"))
    if unproven:
        unchecked.append(f"{len(unproven)} card(s) not printed in a set of {f.name} by April "
                         "2022 (the card data's printings); a reprint since cannot be "
                         f"checked: {', '.join(unproven)}")
    if unknown:
        unchecked.append(f"sets of {len(unknown)} card(s) without printings in the card data "
                         f"(printed after April 2022?): {', '.join(unknown)}")
    return out
