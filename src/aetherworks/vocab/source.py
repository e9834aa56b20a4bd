"""A definition as the vocabulary writes it: the Python source that builds a value.

``aetherworks cards show`` prints a card's definition this way, whether it was written by
hand or compiled from the Oracle text, so that a compiled definition reads like a hand-written
one and can be pasted into a card module.  Fields left at their default are not written;
``eval`` of the result, with the vocabulary's names in scope, gives back an equal value
(tests check the round trip).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from aetherworks.engine.mana import ManaCost


def source(value: Any, width: int = 96, indent: int = 0) -> str:
    """The Python expression that builds ``value``, wrapped to ``width`` columns."""
    flat = _flat(value)
    if indent + len(flat) <= width:
        return flat
    pad = " " * (indent + 4)
    if isinstance(value, tuple) and value:
        items = [pad + source(v, width, indent + 4) + "," for v in value]
        return "(\n" + "\n".join(items) + "\n" + " " * indent + ")"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        args = [pad + (f"{k}=" if k else "") + source(v, width, indent + 4) + ","
                for k, v in _args(value)]
        return f"{type(value).__name__}(\n" + "\n".join(args) + "\n" + " " * indent + ")"
    return flat


def _flat(value: Any) -> str:
    if isinstance(value, ManaCost):
        return f"ManaCost.parse({str(value)!r})" if value != ManaCost() else "ManaCost()"
    if isinstance(value, str):
        return _quote(value)
    if isinstance(value, tuple):
        inner = ", ".join(_flat(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        args = ", ".join((f"{k}=" if k else "") + _flat(v) for k, v in _args(value))
        return f"{type(value).__name__}({args})"
    return repr(value)


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _args(value: Any) -> list[tuple[str, Any]]:
    """The fields that differ from their defaults, by keyword but for the first positional
    field; ``text`` last."""
    out: list[tuple[str, Any]] = []
    text: list[tuple[str, Any]] = []
    for f in dataclasses.fields(value):
        if not f.init or not f.compare:
            continue
        v = getattr(value, f.name)
        if f.default is not dataclasses.MISSING and v == f.default:
            continue
        if f.default_factory is not dataclasses.MISSING and v == f.default_factory():
            continue
        (text if f.name == "text" else out).append((f.name, v))
    positional = [f.name for f in dataclasses.fields(value) if f.init and not f.kw_only]
    if out and positional and out[0][0] == positional[0]:
        out[0] = ("", out[0][1])
    return out + text


__all__ = ["source"]
