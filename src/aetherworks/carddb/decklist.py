"""Decklist parsing: MTG Arena, plain text, MTGO ``.dek`` XML and Forge ``.dck``.

Every problem of a file is collected and reported together (file, line, closest names), so
a player fixes a deck in one pass; nothing here lets a traceback reach the user.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from aetherworks.carddb.db import DATA_DIR, CardDatabase, shown

DECKS_DIR = DATA_DIR / "decks"

_COUNT_LINE = re.compile(r"^(?P<sb>SB:\s*)?(?P<count>\d+)\s*[xX]?\s+(?P<rest>.+)$")
# Arena's "(MH3) 114" / "(MH3)" and Forge's "|MH3|1" suffixes: printing details, not names.
_ARENA_SET = re.compile(r"\s+\([A-Za-z0-9_]{2,6}\)(?:\s+[A-Za-z0-9-★*]+)?\s*$")
_SECTIONS_MAIN = {"deck", "main", "maindeck", "main deck", "companion"}
_SECTIONS_SIDE = {"sideboard", "side", "sideboard:"}
_SECTIONS_COMMANDER = {"commander", "commanders"}
_IGNORED_SECTIONS = {"about", "metadata", "name", "maybeboard", "tokens"}
# "# key: value" comment lines at the top of a file (embedded decks: source, deck, format).
_META_LINE = re.compile(r"^#\s*(?P<key>[a-z][a-z ]*):\s*(?P<value>.+)$")
# No real deck comes near this; a bigger count is a typo (or 10**9, which would exhaust
# memory when the game builds the library), refused where the total passes it.
MAX_CARDS = 1000


@dataclass(frozen=True)
class DeckEntry:
    """One line of a decklist, its name resolved to the Oracle name."""

    count: int
    name: str
    line: int
    printed: str


@dataclass(frozen=True)
class Decklist:
    """A parsed decklist.  ``commander`` holds the Commander section (a Commander deck's
    commander is part of its 100 cards but not of its library [903.5a, 903.6])."""

    name: str
    main: tuple[DeckEntry, ...]
    sideboard: tuple[DeckEntry, ...]
    source: str
    commander: tuple[DeckEntry, ...] = ()
    # "# key: value" lines at the top of the file ("source", and for the embedded decks
    # "deck" and "format").
    meta: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    def main_names(self) -> list[str]:
        """The main deck expanded: one Oracle name per card."""
        return [e.name for e in self.main for _ in range(e.count)]

    def sideboard_names(self) -> list[str]:
        return [e.name for e in self.sideboard for _ in range(e.count)]

    def commander_names(self) -> list[str]:
        return [e.name for e in self.commander for _ in range(e.count)]

    def entries(self) -> tuple[tuple[str, DeckEntry], ...]:
        """Every line with its section ("commander", "main", "sideboard")."""
        return tuple((section, e) for section, entries in (
            ("commander", self.commander), ("main", self.main), ("sideboard", self.sideboard))
            for e in entries)


class DeckError(ValueError):
    """A decklist could not be read; ``problems`` holds one message per bad line."""

    def __init__(self, source: str, problems: list[tuple[int | None, str]]) -> None:
        self.source = source
        self.problems = problems
        super().__init__(str(self))

    def __str__(self) -> str:
        return "\n".join(
            f"{self.source}:{line}: {msg}" if line is not None else f"{self.source}: {msg}"
            for line, msg in self.problems
        )


@dataclass
class _Raw:
    count: int
    name: str
    line: int
    section: str  # "main", "sideboard" or "commander"


def _get_db(db: CardDatabase | None) -> CardDatabase:
    if db is not None:
        return db
    from aetherworks.carddb import get_db

    return get_db()


def parse_decklist(text: str, *, source: str = "<deck>", db: CardDatabase | None = None
                   ) -> Decklist:
    """Parse a decklist in any supported format; raise :class:`DeckError` listing every problem."""
    problems: list[tuple[int | None, str]] = []
    stripped = text.lstrip("\ufeff").lstrip()
    if stripped.startswith("<"):
        raws, name = _parse_dek(stripped, problems)
    else:
        raws, name = _parse_text(text.lstrip("\ufeff"), problems)
    database = _get_db(db)
    sections: dict[str, list[DeckEntry]] = {"main": [], "sideboard": [], "commander": []}
    total = 0
    for raw in raws:
        total += raw.count
        if total > MAX_CARDS:
            problems.append((raw.line, f"more than {MAX_CARDS} cards in all: a count of "
                                       f"{raw.count} is surely a mistake"))
            break
        card = database.find(raw.name)
        if card is None:
            hint = database.suggest(raw.name)
            msg = f"unknown card {shown(raw.name)}"
            if hint:
                msg += " — did you mean: " + ", ".join(hint) + "?"
            problems.append((raw.line, msg))
            continue
        sections[raw.section].append(DeckEntry(raw.count, card.name, raw.line, raw.name))
    if not sections["main"] and not problems:
        problems.append((None, "empty deck: no main-deck cards found"))
    if problems:
        problems.sort(key=lambda p: p[0] or 0)
        raise DeckError(source, problems)
    return Decklist(name or Path(source).stem, tuple(sections["main"]),
                    tuple(sections["sideboard"]), source, tuple(sections["commander"]),
                    _meta(text))


def _meta(text: str) -> dict[str, str]:
    """The "# key: value" lines before the first card line."""
    meta: dict[str, str] = {}
    for line in text.lstrip("\ufeff").splitlines():
        line = line.strip()
        if not line:
            continue
        if not line.startswith("#"):
            break
        m = _META_LINE.match(line)
        if m:
            meta.setdefault(m.group("key").strip(), m.group("value").strip())
    return meta


def _parse_text(text: str, problems: list[tuple[int | None, str]]) -> tuple[list[_Raw], str]:
    """Arena, plain and Forge ``.dck`` text (they differ only in headers and suffixes)."""
    raws: list[_Raw] = []
    name = ""
    section = "main"
    skipping = False
    seen_cards = False
    # A blank line means "sideboard follows" only in header-less Arena exports.
    explicit_side = any(
        ln.strip().casefold().rstrip(":") in _SECTIONS_SIDE
        or ln.strip().casefold() == "[sideboard]" or ln.strip().upper().startswith("SB:")
        for ln in text.splitlines()
    )
    for lineno, raw_line in enumerate(text.splitlines(), start=1):
        line = raw_line.strip()
        if not line:
            # Arena exports separate the sideboard by a blank line without a header.
            if seen_cards and section == "main" and raws and not explicit_side:
                section = "sideboard"
            continue
        if line.startswith(("#", "//")):
            continue
        lowered = line.casefold()
        if line.startswith("[") and line.endswith("]"):
            header = lowered[1:-1].strip()
            skipping = header in _IGNORED_SECTIONS
            section = _section(header)
            seen_cards = False
            continue
        if skipping:
            if lowered.startswith("name="):
                name = line.split("=", 1)[1].strip()
            continue
        if lowered.startswith("name="):
            name = line.split("=", 1)[1].strip()
            continue
        header = lowered.rstrip(":")
        if header in _SECTIONS_MAIN | _SECTIONS_SIDE | _SECTIONS_COMMANDER:
            section, seen_cards = _section(header), False
            continue
        m = _COUNT_LINE.match(line)
        if not m:
            problems.append((lineno, f"cannot read {line!r}: expected 'COUNT NAME'"))
            continue
        card = m.group("rest").split("|", 1)[0]  # Forge: Name|SET|art
        card = _ARENA_SET.sub("", card).strip()
        digits = m.group("count").lstrip("0") or "0"
        if len(digits) > 12:  # before int(): Python refuses to convert 4,300+ digits
            problems.append((lineno, f"count of {len(digits):,} digits for {shown(card)}: "
                             f"more than {MAX_CARDS} cards in all is surely a mistake"))
            continue
        count = int(digits)
        if count <= 0:
            problems.append((lineno, f"bad count {count} for {card!r}"))
            continue
        raws.append(_Raw(count, card, lineno, "sideboard" if m.group("sb") else section))
        seen_cards = True
    return raws, name


def _section(header: str) -> str:
    if header in _SECTIONS_SIDE:
        return "sideboard"
    return "commander" if header in _SECTIONS_COMMANDER else "main"


def _parse_dek(text: str, problems: list[tuple[int | None, str]]) -> tuple[list[_Raw], str]:
    """MTGO ``.dek`` XML: ``<Cards Quantity="4" Sideboard="false" Name="..."/>``."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        problems.append((exc.position[0], f"bad .dek XML: {exc}"))
        return [], ""
    lines = text.splitlines()
    raws: list[_Raw] = []
    for el in root.iter("Cards"):
        name = el.get("Name", "").strip()
        lineno = _find_line(lines, name)
        qty = el.get("Quantity", "")
        if not name or not qty.isdigit() or len(qty) > 9 or int(qty) <= 0:
            problems.append((lineno, f"bad <Cards> entry (Name={name!r}, Quantity={qty!r})"))
            continue
        side = el.get("Sideboard", "false").strip().casefold() == "true"
        raws.append(_Raw(int(qty), name, lineno or 0, "sideboard" if side else "main"))
    return raws, ""


def _find_line(lines: list[str], name: str) -> int | None:
    """Line number of a card in the XML text (ElementTree does not keep positions)."""
    needle = f'Name="{name}"'
    for i, line in enumerate(lines, start=1):
        if needle in line:
            return i
    return None


# Short names of embedded decks, besides their file names.
ALIASES = {"temur-energy": "temur-energy-jensen-worlds-2017", "red-energy": "red-energy-sample"}


def sample_decks() -> dict[str, Path]:
    """The embedded decks by name (the file name, or a short alias such as "temur-energy")."""
    out = {path.stem: path for path in sorted(DECKS_DIR.glob("*.txt"))}
    for alias, stem in ALIASES.items():
        if stem in out:
            out[alias] = out[stem]
    return dict(sorted(out.items()))


def load_deck(spec: str, db: CardDatabase | None = None) -> Decklist:
    """Load a decklist from a file path, or an embedded sample deck by (short) name."""
    path = Path(spec)
    if not path.is_file():
        sample = sample_decks().get(spec)
        if sample is None:
            known = ", ".join(sorted(sample_decks()))
            raise DeckError(spec, [(None, f"no such file or embedded deck (embedded decks: "
                                          f"{known})")])
        path = sample
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise DeckError(str(path), [(None, f"cannot read: {exc}")]) from exc
    return parse_decklist(text, source=str(path) if path.is_absolute() else spec, db=db)
