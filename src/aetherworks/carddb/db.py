"""The card database: name resolution, look-up, search, over embedded or user data.

Two backends share one :class:`CardDatabase`: :class:`PackSource` reads the embedded
``data/cards.pack`` shard by shard (fast start: only the shards of the cards asked for are
inflated), :class:`MemorySource` holds records parsed from a user's MTGJSON/Scryfall file.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from aetherworks.carddb.model import (
    COLOR_ORDER,
    LANGUAGES,
    Card,
    ForeignText,
    Record,
    Ruling,
    card_from_record,
    foreign_from_record,
)
from aetherworks.carddb.names import normalize, split_faces
from aetherworks.carddb.store import CARD_SHARDS, HOT_SHARD, Pack, shard_of, unpack_face

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
PACK_PATH = DATA_DIR / "cards.pack"

_ENERGY_RE = re.compile(r"\{E\}|energy counter", re.IGNORECASE)
_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G",
                "colorless": "C", "colourless": "C"}


def mentions_energy(rec: Record) -> bool:
    """The selection rule of the 146 energy cards: {E} or "energy counter" in any face."""
    return any(_ENERGY_RE.search(f.get("text") or "") for f in rec["faces"])


def build_aliases(records: Iterable[Record]) -> dict[str, str]:
    """Normalised alternative names -> normalised Oracle name.

    Face names ("Commit", "Insectile Aberration") resolve to their card unless a card of
    that exact name exists (a meld result such as "Brisela, Voice of Nightmares").
    """
    recs = list(records)
    keys = {normalize(r["name"]) for r in recs}
    aliases: dict[str, str] = {}
    for r in recs:
        key = normalize(r["name"])
        names = {f["name"] for f in r["faces"]} | set(split_faces(r["name"]))
        for face in names:
            alias = normalize(face)
            if alias != key and alias not in keys:
                aliases.setdefault(alias, key)
    return aliases


# Longer than any card name, in any language (the longest English one has 141 characters):
# a longer query is cut here before fuzzy matching, which costs time in its length.
MAX_QUERY = 200


def shown(name: str, limit: int = 80) -> str:
    """A name as a message quotes it: a pasted megabyte is shown by its start and length."""
    if len(name) <= limit:
        return repr(name)
    return f"{name[:limit]!r}… ({len(name):,} characters)"


class UnknownCardError(LookupError):
    """No card of that name; ``suggestions`` are the closest Oracle names."""

    def __init__(self, name: str, suggestions: list[str]) -> None:
        self.name = name
        self.suggestions = suggestions
        super().__init__(name, suggestions)

    def __str__(self) -> str:
        msg = f"unknown card {shown(self.name)}"
        if self.suggestions:
            msg += " — did you mean: " + ", ".join(self.suggestions) + "?"
        return msg


class Source(Protocol):
    """What :class:`CardDatabase` needs from a data backend."""

    data_date: str
    meta: Mapping[str, Any]

    def record(self, key: str) -> Record | None: ...
    def alias(self, key: str) -> str | None: ...
    def records(self) -> Iterator[Record]: ...
    def names(self) -> list[str]: ...
    def energy_names(self) -> list[str]: ...
    def foreign_names(self) -> Mapping[str, Mapping[str, str]]: ...
    def foreign(self, name: str, lang: str) -> ForeignText | None: ...


class PackSource:
    """The embedded data (``data/cards.pack``), inflated one shard at a time."""

    def __init__(self, path: Path = PACK_PATH) -> None:
        self.pack = Pack(path)
        header = self.pack.header
        self.meta: Mapping[str, Any] = header["meta"]
        self.data_date: str = self.meta["data_date"]
        self._aliases: dict[str, str] = header["aliases"]
        self._hot: set[str] = set(header["hot"])
        self._foreign_index: dict[str, dict[str, str]] | None = None
        self._id_map: dict[str, int] | None = None

    def _shard(self, key: str) -> dict[str, Record]:
        name = HOT_SHARD if key in self._hot else f"cards:{shard_of(key, CARD_SHARDS)}"
        shard: dict[str, Record] = self.pack.blob(name)
        return shard

    def _expand(self, rec: Record) -> Record:
        """Resolve the shared ruling texts and the card id of a stored record."""
        if "name" not in rec:
            texts: list[str] = self.pack.blob("rulings") if rec.get("rulings") else []
            rec["rulings"] = [[date, texts[i]] for date, i in rec.get("rulings") or ()]
            rec["faces"] = [unpack_face(f) for f in rec["faces"]]
            rec["name"] = self.names()[rec["id"]]
        return rec

    def record(self, key: str) -> Record | None:
        rec = self._shard(key).get(key)
        return None if rec is None else self._expand(rec)

    def alias(self, key: str) -> str | None:
        return self._aliases.get(key)

    def records(self) -> Iterator[Record]:
        for i in range(CARD_SHARDS):
            yield from map(self._expand, self.pack.blob(f"cards:{i}").values())
        yield from map(self._expand, self.pack.blob(HOT_SHARD).values())

    def names(self) -> list[str]:
        names: list[str] = self.pack.blob("names")
        return names

    def energy_names(self) -> list[str]:
        return list(self.pack.header["energy"])

    def foreign_names(self) -> Mapping[str, Mapping[str, str]]:
        if self._foreign_index is None:
            names = self.names()
            index: dict[str, dict[str, str]] = {}
            for lang, column in self.pack.blob("foreign-names").items():
                by_name = index.setdefault(lang, {})
                for i, fname in enumerate(column):
                    for part in (fname, *split_faces(fname)) if fname else ():
                        by_name.setdefault(part, names[i])
            self._foreign_index = index
        return self._foreign_index

    def foreign(self, name: str, lang: str) -> ForeignText | None:
        if not self.pack.has(f"foreign:{lang}"):
            return None
        card_id = self._ids().get(name)
        if card_id is None:
            return None
        fname = self.pack.blob("foreign-names")[lang][card_id]
        entry = self.pack.blob(f"foreign:{lang}")[card_id]
        if not fname:
            return None
        type_line, text = entry if entry else (None, None)
        return ForeignText(lang, fname, type_line, text)

    def _ids(self) -> dict[str, int]:
        if self._id_map is None:
            self._id_map = {n: i for i, n in enumerate(self.names())}
        return self._id_map


class MemorySource:
    """Records held in memory: "bring your own data" files and tests."""

    def __init__(self, records: Iterable[Record], *, data_date: str,
                 meta: Mapping[str, Any] | None = None) -> None:
        self._records: dict[str, Record] = {}
        for rec in records:
            rec.setdefault("energy", mentions_energy(rec))
            self._records.setdefault(normalize(rec["name"]), rec)
        self._aliases = build_aliases(self._records.values())
        self.data_date = data_date
        self.meta: Mapping[str, Any] = dict(meta or {}, data_date=data_date)
        self._foreign_index: dict[str, dict[str, str]] | None = None

    def record(self, key: str) -> Record | None:
        return self._records.get(key)

    def alias(self, key: str) -> str | None:
        return self._aliases.get(key)

    def records(self) -> Iterator[Record]:
        return iter(self._records.values())

    def names(self) -> list[str]:
        return [r["name"] for r in self._records.values()]

    def energy_names(self) -> list[str]:
        return sorted(r["name"] for r in self._records.values() if r.get("energy"))

    def foreign_names(self) -> Mapping[str, Mapping[str, str]]:
        if self._foreign_index is None:
            self._foreign_index = build_foreign_index(self._records.values())
        return self._foreign_index

    def foreign(self, name: str, lang: str) -> ForeignText | None:
        rec = self._records.get(normalize(name))
        return foreign_from_record(rec.get("foreign") or {}).get(lang) if rec else None


def build_foreign_index(records: Iterable[Record]) -> dict[str, dict[str, str]]:
    """``{lang: {foreign name: Oracle name}}`` for every foreign (face) name of the records."""
    from aetherworks.carddb.sources import foreign_names

    index: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
    for rec in records:
        for lang, fname in foreign_names(rec.get("foreign") or {}):
            index.setdefault(lang, {}).setdefault(fname, rec["name"])
    return index


@dataclass
class CardDatabase:
    """Look-up and search over one card data source.

    Name matching ignores case, accents, spacing and the form of the multi-face separator;
    it accepts Oracle names, face names and printed names in any of the ten languages.
    """

    source: Source
    _cards: dict[str, Card] = field(default_factory=dict, repr=False)
    _foreign_keys: dict[str, str] | None = field(default=None, repr=False)

    # --- look-up -------------------------------------------------------------------------

    def find(self, name: str) -> Card | None:
        """The card called ``name`` (any accepted spelling), or None."""
        if len(name) > MAX_QUERY:
            return None  # no card has a name this long
        key = normalize(name)
        if not key:
            return None
        card = self._by_key(key)
        if card is None:
            oracle = self._foreign_key_index().get(key)
            if oracle is not None:
                card = self._by_key(normalize(oracle))
        return card

    def card(self, name: str) -> Card:
        """The card called ``name``; raises :class:`UnknownCardError` with suggestions."""
        card = self.find(name)
        if card is None:
            raise UnknownCardError(name, self.suggest(name))
        return card

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.find(name) is not None

    def _by_key(self, key: str) -> Card | None:
        if key in self._cards:
            return self._cards[key]
        rec = self.source.record(key)
        if rec is None:
            alias = self.source.alias(key)
            if alias is None:
                return None
            key, rec = alias, self.source.record(alias)
            if rec is None:
                return None
        card = self._cards.get(key)
        if card is None:
            card = card_from_record(rec, self.source.foreign)
            self._cards[key] = card
        return card

    def _foreign_key_index(self) -> dict[str, str]:
        if self._foreign_keys is None:
            flat: dict[str, str] = {}
            for names in self.source.foreign_names().values():
                for fname, oracle in names.items():
                    flat.setdefault(normalize(fname), oracle)
            self._foreign_keys = flat
        return self._foreign_keys

    def suggest(self, name: str, limit: int = 5) -> list[str]:
        """Closest Oracle names to ``name`` (foreign names count too, mapped to Oracle)."""
        from rapidfuzz import fuzz, process

        query = normalize(name[:MAX_QUERY])
        choices: dict[str, str] = {normalize(n): n for n in self.source.names()}
        if not query.isascii():
            for fkey, oracle in self._foreign_key_index().items():
                choices.setdefault(fkey, oracle)
        found = process.extract(query, list(choices), scorer=fuzz.WRatio, limit=limit * 3,
                                score_cutoff=50)
        out: list[str] = []
        for key, _score, _idx in found:
            oracle = choices[key]
            if oracle not in out:
                out.append(oracle)
        return out[:limit]

    # --- listing and search --------------------------------------------------------------

    @property
    def data_date(self) -> str:
        """Date of the English Oracle data (see :attr:`meta` for the other parts)."""
        return self.source.data_date

    @property
    def meta(self) -> Mapping[str, Any]:
        """Dates and notes of each part of the data (Oracle, foreign, rulings, rules)."""
        return self.source.meta

    @property
    def generic_energy_rulings(self) -> dict[str, tuple[Ruling, ...]]:
        """The boilerplate energy rulings of 2017, 2024 and 2025, by date."""
        raw = self.source.meta.get("generic_energy_rulings") or {}
        return {d: tuple(Ruling(r["date"], r["text"]) for r in rs)
                for d, rs in raw.items() if isinstance(rs, list)}

    def energy_cards(self) -> list[Card]:
        """Every card that mentions energy, sorted by name."""
        return [self.card(n) for n in sorted(self.source.energy_names())]

    def names(self) -> list[str]:
        """Every Oracle card name."""
        return list(self.source.names())

    def all_cards(self) -> Iterator[Card]:
        """Every card (loads the whole corpus)."""
        for rec in self.source.records():
            card = self._by_key(normalize(rec["name"]))
            if card is not None:
                yield card

    def foreign_name_index(self, lang: str | None = None) -> dict[str, str]:
        """Printed foreign name -> Oracle name, for one language or all."""
        out: dict[str, str] = {}
        for lg, names in self.source.foreign_names().items():
            if lang is None or lg == lang:
                for fname, oracle in names.items():
                    out.setdefault(fname, oracle)
        return out

    def search(
        self,
        *,
        name: str | None = None,
        type_: str | None = None,
        color: str | None = None,
        mana_value: float | None = None,
        text: str | None = None,
        energy_only: bool = False,
        limit: int | None = None,
        lang: str | None = None,
    ) -> list[Card]:
        """Cards matching every given criterion, sorted by name.

        ``name`` is a fragment of the Oracle name or of a printed name in any language
        (only ``lang`` if given); ``type_`` and ``text`` are case-insensitive fragments;
        ``color`` is letters ("UR": blue *and* red, "C": colourless) or a colour word.
        """
        wanted_colors = _parse_colors(color) if color else None
        name_hits: set[str] | None = None
        if name:
            frag = normalize(name)
            index = (self._foreign_key_index() if lang is None else
                     {normalize(k): v for k, v in self.foreign_name_index(lang).items()})
            name_hits = {oracle for fkey, oracle in index.items() if frag in fkey}
        type_frag = type_.casefold() if type_ else None
        text_frag = text.casefold() if text else None
        results: list[Record] = []
        for rec in self.source.records():
            if energy_only and not rec.get("energy"):
                continue
            faces = rec["faces"]
            if name and not (frag in normalize(rec["name"])
                             or (name_hits is not None and rec["name"] in name_hits)):
                continue
            if type_frag and not any(type_frag in f["type_line"].casefold() for f in faces):
                continue
            if text_frag and not any(text_frag in f["text"].casefold() for f in faces):
                continue
            if mana_value is not None and faces[0]["mana_value"] != float(mana_value):
                continue
            if wanted_colors is not None:
                have = {c for f in faces for c in f["colors"]}
                if wanted_colors == {"C"}:
                    if have:
                        continue
                elif not wanted_colors <= have:
                    continue
            results.append(rec)
        results.sort(key=lambda r: r["name"])
        if limit is not None:
            results = results[:limit]
        cards = [self._by_key(normalize(r["name"])) for r in results]
        return [c for c in cards if c is not None]


def _parse_colors(spec: str) -> set[str]:
    word = _COLOR_WORDS.get(spec.strip().casefold())
    if word:
        return {word}
    letters = {ch for ch in spec.upper() if ch in COLOR_ORDER + "C"}
    if not letters:
        raise ValueError(f"not a colour: {spec!r} (use letters WUBRG/C or a colour word)")
    return letters
