"""The embedded data file: one ``cards.pack`` holding independently compressed blobs.

Why a pack and not one big JSON: a game needs ~30 cards, and decompressing and parsing the
whole corpus (35,000 cards, rulings, 10 languages) takes seconds.  Cards are spread over
hash shards of ~140 cards each (plus a "hot" shard with the energy cards and the sample
decks), so a look-up reads and inflates only a few kilobytes.  Layout::

    b"AWPACK1\\n" | u64 offset of the header | blob | blob | ... | zlib(JSON header)

The header maps each blob name to ``[offset, length]`` (offsets from the file start) and
carries small eager data (aliases, metadata).  Blobs are xz-compressed UTF-8 JSON.
Blobs: ``names`` (sorted Oracle names; a card's *id* is its index), ``cards:N`` and
``cards:hot`` (``{normalised name: record}``, rulings as ``[date, id]``), ``rulings``
(distinct ruling texts: many cards share them), ``foreign-names`` (``{lang: [name or ""
per card id]}``) and ``foreign:LANG`` (``[[type, text] or 0 per card id]``).
Per-language blobs keep ``cards show --lang fr`` from inflating all ten languages.
"""

from __future__ import annotations

import json
import lzma
import struct
import zlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

MAGIC = b"AWPACK1\n"
CARD_SHARDS = 128
"""Hash shards of card records: ~270 cards, ~20 KB compressed, ~4 ms to inflate each.
More shards load faster but compress worse (xz loses cross-shard redundancy)."""
HOT_SHARD = "cards:hot"


FACE_FIELDS: tuple[str, ...] = (
    "name", "mana_cost", "mana_value", "type_line", "supertypes", "types", "subtypes",
    "text", "power", "toughness", "loyalty", "colors", "keywords",
)
"""Stored faces are lists in this order: no repeated keys, ~15% smaller once compressed."""


def pack_face(face: Mapping[str, Any]) -> list[Any]:
    return [face[k] for k in FACE_FIELDS]


def unpack_face(values: list[Any]) -> dict[str, Any]:
    return dict(zip(FACE_FIELDS, values, strict=True))


def shard_of(key: str, shards: int) -> int:
    """Stable shard number of a normalised name (crc32: same on every platform and run)."""
    return zlib.crc32(key.encode("utf-8")) % shards


def write_pack(path: Path, header: dict[str, Any], blobs: Mapping[str, Any]) -> None:
    """Write ``blobs`` (name -> JSON-able value) and ``header`` to a pack file."""
    index: dict[str, list[int]] = {}
    with path.open("wb") as fh:
        fh.write(MAGIC + struct.pack(">Q", 0))  # header offset, patched below
        for name, value in blobs.items():
            data = lzma.compress(
                json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8"),
                preset=9 | lzma.PRESET_EXTREME,
            )
            index[name] = [fh.tell(), len(data)]
            fh.write(data)
        head_offset = fh.tell()
        full = dict(header, blobs=index)
        fh.write(zlib.compress(json.dumps(full, ensure_ascii=False,
                                          separators=(",", ":")).encode("utf-8"), 9))
        fh.seek(len(MAGIC))
        fh.write(struct.pack(">Q", head_offset))


class Pack:
    """Random access to the blobs of a pack file; each blob is read at most once."""

    def __init__(self, path: Path) -> None:
        self.path = path
        with path.open("rb") as fh:
            if fh.read(len(MAGIC)) != MAGIC:
                raise ValueError(f"{path} is not an aetherworks card pack")
            (offset,) = struct.unpack(">Q", fh.read(8))
            fh.seek(offset)
            self.header: dict[str, Any] = json.loads(zlib.decompress(fh.read()))
        self._cache: dict[str, Any] = {}

    def has(self, name: str) -> bool:
        return name in self.header["blobs"]

    def blob(self, name: str) -> Any:
        """The decoded JSON value of blob ``name`` (cached)."""
        if name not in self._cache:
            offset, length = self.header["blobs"][name]
            with self.path.open("rb") as fh:
                fh.seek(offset)
                raw = fh.read(length)
            self._cache[name] = json.loads(lzma.decompress(raw))
        return self._cache[name]
