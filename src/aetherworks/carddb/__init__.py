"""Card database of the aetherworks engine: Oracle text, foreign names, rulings, decklists.

The engine asks :func:`get_db` for cards by name; the embedded data (``aetherworks/data``)
is read lazily, shard by shard, so a game's look-ups stay cheap.  :func:`load_db` reads a
user's own (newer) MTGJSON or Scryfall file, and :func:`set_default_db` makes it the one
:func:`get_db` returns for the rest of the process (the CLI's ``--card-db``).
"""

from __future__ import annotations

import functools
from pathlib import Path

from aetherworks.carddb.db import CardDatabase, MemorySource, PackSource, UnknownCardError
from aetherworks.carddb.model import LANGUAGES, Card, Face, ForeignText, Ruling

__all__ = [
    "LANGUAGES",
    "Card",
    "CardDatabase",
    "Face",
    "ForeignText",
    "Ruling",
    "UnknownCardError",
    "get_db",
    "load_db",
    "set_default_db",
]

_override: CardDatabase | None = None


@functools.cache
def _embedded_db() -> CardDatabase:
    return CardDatabase(PackSource())


def get_db() -> CardDatabase:
    """The process-wide database: the embedded data unless :func:`set_default_db` was called."""
    return _override if _override is not None else _embedded_db()


def set_default_db(db: CardDatabase | None) -> None:
    """Make ``db`` the database :func:`get_db` returns (None restores the embedded one)."""
    global _override
    _override = db


def load_db(path: str | Path, *, rulings: str | Path | None = None) -> CardDatabase:
    """Load a user-supplied data file ("bring your own data").

    Accepts MTGJSON ``AtomicCards.json`` / ``AllPrintings.json`` or a Scryfall bulk card
    file (``oracle-cards.json``), plain or ``.gz``/``.xz``/``.zip``; ``rulings`` is an
    optional Scryfall rulings bulk file.  Uses the same parsers as ``tools/build_data.py``.
    """
    from aetherworks.carddb.sources import read_json, records_from_document

    doc = read_json(path)
    rulings_doc = read_json(rulings) if rulings is not None else None
    records, date = records_from_document(doc, rulings_doc)
    return CardDatabase(MemorySource(records, data_date=date, meta={"source": str(path)}))
