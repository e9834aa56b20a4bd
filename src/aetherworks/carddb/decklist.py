"""Decklist parsing: MTG Arena, plain text, MTGO ``.dek`` XML and Forge ``.dck``.

Every problem of a file is collected and reported together (file, line, closest names), so
a player fixes a deck in one pass; nothing here lets a traceback reach the user.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from aetherworks.carddb.db import DATA_DIR, CardDatabase, shown

DECKS_DIR = DATA_DIR / "decks"

MAX_COUNT = 1000
_COUNT_LINE = re.compile(r"^(?P<sb>SB:\s*)?(?P<count>\d+)\s*[xX]?\s+(?P<rest>.+)$")
# Arena's "(MH3) 114" / "(MH3)" and Forge's "|MH3|1" suffixes: printing details, not names.
_ARENA_SET = re.compile(r"\s+\([A-Za-z0-9_]{2,6}\)(?:\s+[A-Za-z0-9-★*]+)?\s*$")
_SECTIONS_MAIN = {"deck", "main", "maindeck", "main deck", "commander", "companion"}
_SECTIONS_SIDE = {"sideboard", "side", "sideboard:"}
_IGNORED_SECTIONS = {"about", "metadata", "name", "maybeboard", "tokens"}


@dataclass(frozen=True)
class DeckEntry:
    """One line of a decklist, its name resolved to the Oracle name."""

    count: int
    name: str
    line: int
    printed: str


@dataclass(frozen=True)
class Decklist:
    """A parsed decklist."""

    name: str
    main: tuple[DeckEntry, ...]
    sideboard: tuple[DeckEntry, ...]
    source: str

    def main_names(self) -> list[str]:
        """The main deck expanded: one Oracle name per card."""
        return [e.name for e in self.main for _ in range(e.count)]

    def sideboard_names(self) -> list[str]:
        return [e.name for e in self.sideboard for _ in range(e.count)]


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
    side: bool


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
    main: list[DeckEntry] = []
    side: list[DeckEntry] = []
    for raw in raws:
        if raw.count > MAX_COUNT:  # a typo, and 10**9 copies would not fit in memory
            problems.append((raw.line, f"count {raw.count:,} for {shown(raw.name)}: a deck "
                             f"line holds at most {MAX_COUNT:,} copies"))
            continue
        card = database.find(raw.name)
        if card is None:
            hint = database.suggest(raw.name)
            msg = f"unknown card {shown(raw.name)}"
            if hint:
                msg += " — did you mean: " + ", ".join(hint) + "?"
            problems.append((raw.line, msg))
            continue
        entry = DeckEntry(raw.count, card.name, raw.line, raw.name)
        (side if raw.side else main).append(entry)
    if not main and not problems:
        problems.append((None, "empty deck: no main-deck cards found"))
    if problems:
        problems.sort(key=lambda p: p[0] or 0)
        raise DeckError(source, problems)
    return Decklist(name or Path(source).stem, tuple(main), tuple(side), source)


def _parse_text(text: str, problems: list[tuple[int | None, str]]) -> tuple[list[_Raw], str]:
    """Arena, plain and Forge ``.dck`` text (they differ only in headers and suffixes)."""
    raws: list[_Raw] = []
    name = ""
    side = False
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
            if seen_cards and not side and raws and not explicit_side:
                side = True
            continue
        if line.startswith(("#", "//")):
            continue
        lowered = line.casefold()
        if line.startswith("[") and line.endswith("]"):
            section = lowered[1:-1].strip()
            skipping = section in _IGNORED_SECTIONS
            side = section in _SECTIONS_SIDE
            seen_cards = False
            continue
        if skipping:
            if lowered.startswith("name="):
                name = line.split("=", 1)[1].strip()
            continue
        if lowered.startswith("name="):
            name = line.split("=", 1)[1].strip()
            continue
        if lowered.rstrip(":") in _SECTIONS_MAIN:
            side, seen_cards = False, False
            continue
        if lowered.rstrip(":") in _SECTIONS_SIDE:
            side, seen_cards = True, False
            continue
        m = _COUNT_LINE.match(line)
        if not m:
            problems.append((lineno, f"cannot read {line!r}: expected 'COUNT NAME'"))
            continue
        card = m.group("rest").split("|", 1)[0]  # Forge: Name|SET|art
        card = _ARENA_SET.sub("", card).strip()
        digits = m.group("count").lstrip("0") or "0"
        if len(digits) > 12:  # before int(): Python refuses to convert 4,300+ digits
            problems.append((lineno, f"count of {len(digits):,} digits for {shown(card)}: a "
                             f"deck line holds at most {MAX_COUNT:,} copies"))
            continue
        count = int(digits)
        if count <= 0:
            problems.append((lineno, f"bad count {count} for {card!r}"))
            continue
        raws.append(_Raw(count, card, lineno, side or bool(m.group("sb"))))
        seen_cards = True
    return raws, name


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
        raws.append(_Raw(int(qty), name, lineno or 0, side))
    return raws, ""


def _find_line(lines: list[str], name: str) -> int | None:
    """Line number of a card in the XML text (ElementTree does not keep positions)."""
    needle = f'Name="{name}"'
    for i, line in enumerate(lines, start=1):
        if needle in line:
            return i
    return None


def sample_decks() -> dict[str, Path]:
    """The embedded sample decks by short name ("temur-energy" -> its file)."""
    out: dict[str, Path] = {}
    for path in sorted(DECKS_DIR.glob("*.txt")):
        out[path.stem] = path
        short = "-".join(path.stem.split("-")[:2])
        out.setdefault(short, path)
    return out


def load_deck(spec: str, db: CardDatabase | None = None) -> Decklist:
    """Load a decklist from a file path, or an embedded sample deck by (short) name."""
    path = Path(spec)
    if not path.is_file():
        sample = sample_decks().get(spec)
        if sample is None:
            known = ", ".join(sorted(sample_decks()))
            raise DeckError(spec, [(None, f"no such file or sample deck (samples: {known})")])
        path = sample
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise DeckError(str(path), [(None, f"cannot read: {exc}")]) from exc
    return parse_decklist(text, source=str(path) if path.is_absolute() else spec, db=db)
