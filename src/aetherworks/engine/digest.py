"""A definition's fingerprint: the same value gives the same digest in every process.

The smoke record (:mod:`aetherworks.engine.cardpool`, "exercised") names each compiled card
with the digest of the definition the smoke run played, so a compiler change that gives a
card a different definition makes the card wait for a new smoke run instead of counting as
tested.  ``repr`` is not enough: the order of a ``frozenset`` of strings changes with the
process's hash seed, so sets are written sorted here.

>>> from aetherworks.engine.defs import CardDef
>>> definition_digest(CardDef("Bear")) == definition_digest(CardDef("Bear"))
True
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
from typing import Any


def canonical(value: Any) -> str:
    """A text that two equal values share whatever the process (sets sorted)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        # Fields at their default are left out: a field added to a part later (with a
        # default) leaves the digests of the definitions that don't use it unchanged.
        inner = ",".join(f"{f.name}={canonical(v)}" for f in dataclasses.fields(value)
                         if f.compare and not _is_default(f, v := getattr(value, f.name)))
        return f"{type(value).__name__}({inner})"
    if isinstance(value, (tuple, list)):
        return "(" + ",".join(canonical(v) for v in value) + ")"
    if isinstance(value, (set, frozenset)):
        return "{" + ",".join(sorted(canonical(v) for v in value)) + "}"
    if isinstance(value, dict):
        return "{" + ",".join(sorted(f"{canonical(k)}:{canonical(v)}"
                                     for k, v in value.items())) + "}"
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    text = repr(value)
    if " at 0x" in text:  # an object with the default repr: its address is no fingerprint
        try:
            attrs = vars(value)
        except TypeError:
            attrs = {}
        return f"{type(value).__qualname__}{canonical(attrs)}"
    return text


def _is_default(f: dataclasses.Field[Any], v: Any) -> bool:
    if f.default is not dataclasses.MISSING:
        return bool(v == f.default)
    if f.default_factory is not dataclasses.MISSING:
        return bool(v == f.default_factory())
    return False


def definition_digest(value: Any) -> str:
    """16 hex digits of the SHA-256 of :func:`canonical`."""
    return hashlib.sha256(canonical(value).encode("utf-8")).hexdigest()[:16]


__all__ = ["canonical", "definition_digest"]
