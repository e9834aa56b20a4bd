"""Name normalisation shared by every look-up path (Oracle, face, foreign and deck names).

One function decides when two spellings mean the same card, so the build script, the
run-time index and the decklist parser can never disagree about it.
"""

from __future__ import annotations

import re
import unicodedata

_SLASHES = re.compile(r"\s*/{1,2}\s*")
_SPACES = re.compile(r"\s+")
_QUOTES = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'", "“": '"', "”": '"',
                         "‐": "-", "‑": "-", "–": "-", "—": "-", "\u3000": " "})


# Combining marks (accents) directly after a Latin letter; other scripts keep theirs.
_LATIN_MARKS = re.compile(r"(?<=[\x00-\u024f])[\u0300-\u036f]+")


def normalize(name: str) -> str:
    """Return the look-up key of a card name.

    Case, accents on Latin letters (players type "Lim-Dul's Vault"), typographic quotes,
    repeated spaces and the separator of multi-face names ("Commit/Memory",
    "Commit // Memory") are ignored.  Marks on non-Latin scripts (Japanese dakuten, for
    example) are kept because they change the word.  Called ~200,000 times when the
    foreign-name index is built, hence the regex-only implementation.
    """
    if not name.isascii():
        name = unicodedata.normalize("NFKC", name).translate(_QUOTES)
        stripped = _LATIN_MARKS.sub("", unicodedata.normalize("NFD", name))
        name = unicodedata.normalize("NFC", stripped)
    name = name.casefold()
    if "/" in name:
        name = _SLASHES.sub(" // ", name)
    return _SPACES.sub(" ", name).strip()


def split_faces(name: str) -> list[str]:
    """Face names of a multi-face Oracle name ("Fire // Ice" -> ["Fire", "Ice"])."""
    return [part.strip() for part in name.split(" // ")] if " // " in name else [name]
