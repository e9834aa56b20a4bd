"""The immutable card objects handed to the engine, and their construction from records.

A *record* is the plain-JSON form of a card (what the build script stores and what the
"bring your own data" parsers produce); :func:`card_from_record` is the single place that
turns one into a :class:`Card`, so embedded and user-supplied data behave identically.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

LANGUAGES: tuple[str, ...] = ("fr", "ja", "de", "es", "it", "pt", "ko", "ru", "zhs", "zht")
"""Languages the data may hold printed names/texts for (MTGJSON language codes)."""

LANGUAGE_NAMES: dict[str, str] = {
    "fr": "French", "ja": "Japanese", "de": "German", "es": "Spanish", "it": "Italian",
    "pt": "Portuguese (Brazil)", "ko": "Korean", "ru": "Russian",
    "zhs": "Chinese Simplified", "zht": "Chinese Traditional",
}

COLOR_ORDER = "WUBRG"

BASIC_MANA: dict[str, str] = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R",
                              "Forest": "G"}
"""The mana each basic land type's intrinsic ability makes [305.6]."""

Record = dict[str, Any]
"""A card in plain-JSON form; see ``docs/card-database.md`` for its fields."""


@dataclass(frozen=True, slots=True)
class Face:
    """One face of a card, with its English Oracle characteristics."""

    name: str
    mana_cost: str
    mana_value: float
    type_line: str
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    text: str
    power: str | None
    toughness: str | None
    loyalty: str | None
    colors: tuple[str, ...]
    keywords: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ForeignText:
    """A card's printed name, type line and text in one language."""

    lang: str
    name: str
    type_line: str | None
    text: str | None


@dataclass(frozen=True, slots=True)
class Ruling:
    """An official ruling with its publication date (ISO format)."""

    date: str
    text: str


class LazyForeign(Mapping[str, ForeignText]):
    """Foreign texts whose languages are known up front but whose texts load on first use.

    Foreign texts are the bulk of the data (tens of megabytes unpacked); a game never
    needs them, so the embedded database reads a language only when someone looks at it.
    """

    __slots__ = ("_langs", "_loaded", "_loader")

    def __init__(self, langs: tuple[str, ...],
                 loader: Callable[[str], ForeignText | None]) -> None:
        self._langs = langs
        self._loader = loader
        self._loaded: dict[str, ForeignText] = {}

    def __getitem__(self, lang: str) -> ForeignText:
        if lang not in self._langs:
            raise KeyError(lang)
        if lang not in self._loaded:
            text = self._loader(lang)
            if text is None:
                raise KeyError(lang)
            self._loaded[lang] = text
        return self._loaded[lang]

    def __iter__(self) -> Iterator[str]:
        return iter(self._langs)

    def __len__(self) -> int:
        return len(self._langs)

    def __contains__(self, lang: object) -> bool:
        return lang in self._langs

    def __repr__(self) -> str:
        return f"LazyForeign({list(self._langs)})"


@dataclass(frozen=True)
class Card:
    """A card as the rules see it: Oracle faces plus reference data (printings, rulings...)."""

    name: str
    layout: str
    faces: tuple[Face, ...]
    color_identity: tuple[str, ...]
    printings: tuple[str, ...]
    foreign: Mapping[str, ForeignText] = field(compare=False, hash=False, repr=False)
    rulings: tuple[Ruling, ...]
    is_energy: bool
    data_gaps: tuple[str, ...]

    @property
    def front(self) -> Face:
        """The face used everywhere outside the stack and battlefield (rule 712.8a)."""
        return self.faces[0]

    @property
    def face_names(self) -> tuple[str, ...]:
        return tuple(face.name for face in self.faces)

    @property
    def colors(self) -> tuple[str, ...]:
        """Union of the faces' colours, WUBRG order."""
        return sort_colors({c for face in self.faces for c in face.colors})


# --- helpers shared by every data source -------------------------------------------------

_SYMBOL = re.compile(r"\{([^}]*)\}")


def sort_colors(colors: Any) -> tuple[str, ...]:
    """Colours in WUBRG order, dropping anything that is not a colour letter."""
    found = set(colors or ())
    return tuple(c for c in COLOR_ORDER if c in found)


def mana_value_of(cost: str | None) -> float:
    """Mana value of a mana cost string (rule 202.3): X is 0, hybrid counts its largest part."""
    total = 0.0
    for sym in _SYMBOL.findall(cost or ""):
        parts = sym.split("/")
        values = []
        for part in parts:
            if part.isdigit():
                values.append(float(part))
            elif part in ("X", "Y", "Z", "P"):
                values.append(0.0)
            elif part.startswith("H") or part == "½":
                values.append(0.5)
            else:
                values.append(1.0)
        if "P" in parts and len(parts) == 2:
            values = [1.0]
        total += max(values) if values else 0.0
    return total


def colors_of_cost(cost: str | None) -> tuple[str, ...]:
    """Colours implied by a mana cost (rule 202.2); color indicators must be handled apart."""
    symbols = _SYMBOL.findall(cost or "")
    return sort_colors({ch for sym in symbols for ch in sym if ch in COLOR_ORDER})


def card_from_record(
    rec: Record, foreign_loader: Callable[[str, str], ForeignText | None] | None = None
) -> Card:
    """Build a :class:`Card` from a record.

    ``foreign`` in the record wins; otherwise the record lists its ``langs`` and
    ``foreign_loader(name, lang)`` is called lazily (the embedded database keeps foreign
    texts in separate, large blobs).
    """
    faces = tuple(
        Face(
            name=f["name"],
            mana_cost=f.get("mana_cost") or "",
            mana_value=float(f.get("mana_value") or 0.0),
            type_line=f.get("type_line") or "",
            supertypes=tuple(f.get("supertypes") or ()),
            types=tuple(f.get("types") or ()),
            subtypes=tuple(f.get("subtypes") or ()),
            text=f.get("text") or "",
            power=f.get("power"),
            toughness=f.get("toughness"),
            loyalty=f.get("loyalty"),
            colors=sort_colors(f.get("colors")),
            keywords=tuple(f.get("keywords") or ()),
        )
        for f in rec["faces"]
    )
    foreign: Mapping[str, ForeignText]
    if "foreign" in rec or foreign_loader is None:
        foreign = foreign_from_record(rec.get("foreign") or {})
    else:
        name = rec["name"]
        loader = foreign_loader
        langs = tuple(lg for lg in LANGUAGES if lg in (rec.get("langs") or ()))
        foreign = LazyForeign(langs, lambda lang: loader(name, lang))
    return Card(
        name=rec["name"],
        layout=rec.get("layout") or "normal",
        faces=faces,
        color_identity=sort_colors(rec.get("color_identity")),
        printings=tuple(rec.get("printings") or ()),
        foreign=foreign,
        rulings=tuple(Ruling(d, t) for d, t in rec.get("rulings") or ()),
        is_energy=bool(rec.get("energy")),
        data_gaps=tuple(rec.get("gaps") or ()),
    )


def foreign_from_record(raw: Mapping[str, list[str | None]]) -> dict[str, ForeignText]:
    """Foreign texts from their record form ``{lang: [name, type_line, text]}``."""
    out: dict[str, ForeignText] = {}
    for lang in sorted(raw, key=lambda lg: LANGUAGES.index(lg) if lg in LANGUAGES else 99):
        name, type_line, text = raw[lang]
        out[lang] = ForeignText(lang, name or "", type_line, text)
    return out
