"""The smoke record: which compiled and vanilla cards count as supported [the brief: "it
counts as supported only when scenarios or fuzzed games exercise it"].

A card that is not hand-written (compiled from its Oracle text, or vanilla) counts as
supported only when the smoke run (``aetherworks fuzz --smoke``, :mod:`aetherworks.sim.smoke`)
has cast or played it, and used its abilities, in games that broke no invariant, or a passing
scenario has (``aetherworks scenario run --record``; :mod:`aetherworks.engine.usage` says
when a game exercises a card).  The record
(``data/exercised.json``) names each such card with the digest of the definition it played,
so a compiler change that alters a card's definition sends the card back to the smoke run.
:func:`aetherworks.engine.cardpool.support` asks it; the smoke run and scenarios may allow
unexercised cards for a while (:func:`unexercised_allowed`).
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from typing import Any

from aetherworks.carddb.db import DATA_DIR
from aetherworks.engine.digest import definition_digest

PATH = DATA_DIR / "exercised.json"
VANILLA_DIGEST = "vanilla"
REASON = ("its {status} definition has not been played by a smoke run yet "
          "(aetherworks fuzz --smoke) or a scenario (aetherworks scenario run --record)")
_record: dict[str, str] | None = None
_allowed = False
_version = 0  # bumped by every new record, so caches of support can tell


def record() -> dict[str, str]:
    """Oracle name -> digest of the definition the smoke run played (empty if no record)."""
    global _record
    if _record is None:
        try:
            _record = dict(json.loads(PATH.read_text(encoding="utf-8"))["cards"])
        except FileNotFoundError:
            _record = {}
    return _record


def set_record(new: dict[str, str]) -> None:
    """Use ``new`` from now on (the smoke run, after it writes a new one)."""
    global _record, _version
    _record = dict(new)
    _version += 1


def allow(flag: bool) -> None:
    """Let compiled and vanilla cards no smoke run has played count as supported: the smoke
    run itself needs it, to play them."""
    global _allowed
    _allowed = flag


def allowed() -> bool:
    return _allowed


def state() -> tuple[int, bool]:
    """What answers of ``support`` depend on here: the record's version and the allowance."""
    return _version, _allowed


@contextlib.contextmanager
def unexercised_allowed() -> Iterator[None]:
    """Within the block, unexercised cards count as supported: a scenario plays its cards and
    checks what they do, which exercises them as a smoke run does."""
    before = _allowed
    allow(True)
    try:
        yield
    finally:
        allow(before)


def digest_of(d: Any) -> str:
    """What the record keeps for a card: its definition's digest (vanilla cards: a word)."""
    return VANILLA_DIGEST if d is None else definition_digest(d)


__all__ = ["PATH", "REASON", "VANILLA_DIGEST", "allow", "allowed", "digest_of", "record",
           "set_record", "state", "unexercised_allowed"]
