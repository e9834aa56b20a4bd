"""``aetherworks cards coverage --all``: how much of the card database the engine plays.

Every card is counted once: *hand-written* (a definition in ``aetherworks.cards``),
*compiled* (from its Oracle text), *vanilla* (only keywords the engine implements, and
intrinsic mana), or *unsupported* with its reason.  The same counts are given per set (a
card counts in every set it was printed in) and per format (:mod:`aetherworks.carddb.formats`).

The top reasons are *templates*: a failing paragraph with its numbers, costs, names and
subtypes abstracted.  "Unlocks" counts the cards for which that template is the only thing
missing (every other paragraph compiles), so the list says which template to add next.

Compiling the whole database takes a while, so compile results are kept in a cache file
named by the data's date and the compiler's version (:func:`aetherworks.compiler.version`):
any change to the grammar or the compiler's code makes a new one.
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aetherworks.carddb import Card, get_db
from aetherworks.carddb.formats import FORMATS, formats_of
from aetherworks.engine import exercised

STATUSES = ("hand_written", "compiled", "vanilla", "unexercised", "unsupported")


@dataclass
class Tally:
    """Counts by status; ``compiled`` and ``vanilla`` count only cards the smoke run has
    played (``unexercised``: compiled or vanilla, waiting for it)."""

    cards: int = 0
    hand_written: int = 0
    compiled: int = 0
    vanilla: int = 0
    unexercised: int = 0
    unsupported: int = 0

    @property
    def supported(self) -> int:
        return self.hand_written + self.compiled + self.vanilla

    def add(self, status: str) -> None:
        self.cards += 1
        setattr(self, status, getattr(self, status) + 1)

    def as_dict(self) -> dict[str, int]:
        return {"cards": self.cards, "supported": self.supported,
                "hand_written": self.hand_written, "compiled": self.compiled,
                "vanilla": self.vanilla, "unexercised": self.unexercised,
                "unsupported": self.unsupported}


@dataclass
class Template:
    template: str
    unlocks: int = 0  # cards for which it is the only failing paragraph
    blocks: int = 0  # cards in which it fails
    example: str = ""
    detail: str = ""


@dataclass
class Report:
    data_date: str
    compiler: str
    total: Tally = field(default_factory=Tally)
    by_set: dict[str, Tally] = field(default_factory=dict)
    by_format: dict[str, Tally] = field(default_factory=dict)
    reasons: list[Template] = field(default_factory=list)
    seconds: float = 0.0
    cached: bool = False

    def as_dict(self, top: int = 25) -> dict[str, Any]:
        d: dict[str, Any] = self.total.as_dict()
        d.update({
            "data_date": self.data_date, "compiler": self.compiler,
            "by_set": {k: v.as_dict() for k, v in sorted(self.by_set.items())},
            "by_format": {k: v.as_dict() for k, v in self.by_format.items()},
            "top_reasons": [vars(r) for r in self.reasons[:top]],
            "seconds": round(self.seconds, 1), "cached": self.cached,
        })
        return d


def cache_dir() -> Path:
    """``$AETHERWORKS_CACHE``, else ``$XDG_CACHE_HOME/aetherworks``, else ``~/.cache``."""
    env = os.environ.get("AETHERWORKS_CACHE")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "aetherworks"


def _cache_path(data_date: str, version: str) -> Path:
    return cache_dir() / f"compiled-{data_date}-{version}-2.json"


# One card's compile result: compiled?, first reason, [(template, detail, paragraph)], and
# the compiled definition's digest (the smoke record names it).
Result = tuple[bool, str, list[tuple[str, str, str]], str]


def compile_result(card: Card) -> Result:
    """Compile ``card`` trying every paragraph (not only up to the first failure)."""
    from aetherworks.compiler import compile_text
    from aetherworks.compiler.assemble import Failure, compile_card

    failures: list[Failure] = []
    try:
        compile_card(card, failures)
    except Failure as exc:
        if not failures:
            failures.append(exc)
    if failures:
        return False, str(failures[0]), [(f.template or f.paragraph, f.detail, f.paragraph)
                                         for f in failures], ""
    d, why = compile_text(card)  # the check against the Oracle text, as the provider does
    if d is None:
        return False, why, [("[check]", why, why)], ""
    return True, why, [], exercised.digest_of(d)


def full_coverage(*, use_cache: bool = True) -> Report:
    """The coverage of the whole card database (see the module docstring)."""
    import aetherworks.cards  # noqa: F401  (hand-written definitions, the provider)
    from aetherworks.compiler import version
    from aetherworks.engine.cardpool import (
        REGISTRY,
        vanilla_reason,
    )

    start = time.perf_counter()
    db = get_db()
    report = Report(db.data_date, version())
    path = _cache_path(db.data_date, report.compiler)
    cache: dict[str, Result] = {}
    if use_cache and path.exists():
        try:
            cache = {k: (v[0], v[1], [tuple(x) for x in v[2]], v[3])  # type: ignore[misc]
                     for k, v in json.loads(path.read_text(encoding="utf-8")).items()}
            report.cached = True
        except (OSError, ValueError, KeyError, IndexError):
            cache = {}
    fresh: dict[str, Result] = {}
    unlocks: Counter[str] = Counter()
    blocks: Counter[str] = Counter()
    examples: dict[str, tuple[str, str]] = {}
    for fmt in FORMATS:
        report.by_format[fmt] = Tally()
    record = exercised.record()
    for card in db.all_cards():
        if card.name in REGISTRY:
            status = "hand_written"
        elif not vanilla_reason(card):
            exercised_ = record.get(card.name) == exercised.VANILLA_DIGEST
            status = "vanilla" if exercised_ else "unexercised"
        else:
            res = cache.get(card.name)
            if res is None:
                res = compile_result(card)
            fresh[card.name] = res
            ok, _reason, fails, digest = res
            status = "unsupported"
            if ok:
                status = "compiled" if record.get(card.name) == digest else "unexercised"
            temps = {t for t, _, _ in fails}
            for t, detail, para in fails:
                examples.setdefault(t, (f"{card.name}: {para}", detail))
            blocks.update(temps)
            if len(temps) == 1:
                unlocks.update(temps)
        report.total.add(status)
        for s in set(card.printings):
            report.by_set.setdefault(s, Tally()).add(status)
        for fmt in formats_of(card):
            report.by_format[fmt].add(status)
    report.reasons = sorted(
        (Template(t, unlocks[t], blocks[t], *examples[t]) for t in blocks),
        key=lambda r: (-r.unlocks, -r.blocks, r.template))
    if use_cache and fresh != cache:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(fresh), encoding="utf-8")
        except OSError:
            pass  # a read-only home: no cache, same report
    report.seconds = time.perf_counter() - start
    return report


__all__ = ["Report", "Tally", "Template", "cache_dir", "compile_result", "full_coverage"]
