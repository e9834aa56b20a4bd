"""docs/vocabulary.md keeps up with the vocabulary.

* Every public part of :mod:`aetherworks.vocab` (a dataclass that subclasses one of the part
  bases, or a module-level factory function returning a part or an ability) has a row in one
  of the page's inventory tables, naming it and the module it is imported from.
* Every ability shape of :mod:`aetherworks.engine.defs` is mentioned.
* The example in each inventory row evaluates, with the row's module imported, and the card
  it names (``— *Card*``) is a registered definition or compiled from its Oracle text.
* Every ```python block whose first line is ``# runnable`` executes.

Run this file as a script to print the inventory (and the rows the page lacks)::

    python tests/test_vocabulary_docs.py            # every part, by kind
    python tests/test_vocabulary_docs.py --missing  # only the parts the page lacks
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import pkgutil
import re
import sys
from pathlib import Path
from typing import Any, NamedTuple

import pytest

import aetherworks.cards
import aetherworks.vocab
from aetherworks.engine import defs
from aetherworks.engine.cardpool import REGISTRY, support
from aetherworks.engine.mana import ManaCost
from aetherworks.vocab import refs

DOC = Path(__file__).resolve().parents[1] / "docs" / "vocabulary.md"

# The kinds of part, in the order the page groups them.
KINDS: dict[str, type] = {
    "Ref": refs.Ref,
    "Amount": defs.Amount,
    "Cost": defs.Cost,
    "TargetSpec": defs.TargetSpec,
    "Effect": defs.Effect,
    "Trigger": defs.Trigger,
    "Condition": defs.Condition,
    "Continuous": defs.Continuous,
}
ABILITY_BASES = (defs.Ability,)


class Part(NamedTuple):
    name: str
    module: str  # "aetherworks.vocab.effects"
    kind: str  # a key of KINDS, or "Ability" for a factory that builds an ability
    factory: bool  # a function (PayEnergy, TargetCreature, Crew) rather than a class


def _kind_of(cls: type) -> str | None:
    for kind, base in KINDS.items():
        if issubclass(cls, base):
            return kind
    if issubclass(cls, ABILITY_BASES):
        return "Ability"
    return None


def vocab_modules() -> list[Any]:
    return [importlib.import_module(f"aetherworks.vocab.{m.name}")
            for m in pkgutil.iter_modules(aetherworks.vocab.__path__)]


def inventory() -> list[Part]:
    """Every public part defined in an ``aetherworks.vocab`` module (re-exports skipped)."""
    parts: list[Part] = []
    for mod in vocab_modules():
        for name, obj in vars(mod).items():
            if name.startswith("_") or getattr(obj, "__module__", None) != mod.__name__:
                continue
            if inspect.isclass(obj) and dataclasses.is_dataclass(obj):
                kind = _kind_of(obj)
                if kind is not None and kind != "Ability":
                    parts.append(Part(name, mod.__name__, kind, False))
            elif inspect.isfunction(obj):
                ret = inspect.signature(obj).return_annotation
                try:
                    cls = eval(ret, vars(mod)) if isinstance(ret, str) else ret
                except Exception:  # a return type imported only for type checking
                    continue
                if inspect.isclass(cls) and _kind_of(cls) is not None:
                    parts.append(Part(name, mod.__name__, _kind_of(cls) or "", True))
    return sorted(parts, key=lambda p: (list(KINDS).index(p.kind) if p.kind in KINDS
                                        else len(KINDS), p.module, p.name))


def ability_shapes() -> list[str]:
    """The shapes a definition is built from: every Ability subclass, CardDef, TokenDef, Mode."""
    out = [n for n, o in vars(defs).items() if inspect.isclass(o) and issubclass(o, defs.Ability)
           and o is not defs.Ability]
    return sorted([*out, "CardDef", "TokenDef", "Mode"])


# --- reading the page -------------------------------------------------------------------


class Row(NamedTuple):
    line: int
    name: str
    module: str
    example: str
    card: str


_ROW = re.compile(r"^\|\s*`(?P<name>[A-Za-z_][A-Za-z0-9_]*)`\s*\|\s*`(?P<module>aetherworks\."
                  r"vocab\.[a-z_]+)`[^|]*\|.*\|\s*`(?P<example>[^`]+)`(?P<rest>[^|]*)\|\s*$")
_CARD = re.compile(r"\*(?P<card>[^*]+)\*")


def doc_text() -> str:
    return DOC.read_text(encoding="utf-8") if DOC.exists() else ""


def doc_rows(text: str | None = None) -> list[Row]:
    """Inventory rows: ``| `Name` | `aetherworks.vocab.mod` | meaning | `example` — *Card* |``."""
    rows = []
    for i, line in enumerate((text if text is not None else doc_text()).splitlines(), 1):
        m = _ROW.match(line)
        if m:
            card = _CARD.search(m["rest"])
            rows.append(Row(i, m["name"], m["module"], m["example"],
                            card["card"] if card else ""))
    return rows


def runnable_blocks(text: str | None = None) -> list[tuple[int, str]]:
    """(line, source) of each ```python block whose first line is ``# runnable``."""
    blocks = []
    lines = (text if text is not None else doc_text()).splitlines()
    i = 0
    while i < len(lines):
        if lines[i].strip() == "```python" and i + 1 < len(lines) and \
                lines[i + 1].strip() == "# runnable":
            start = i + 1
            j = start
            while j < len(lines) and lines[j].strip() != "```":
                j += 1
            blocks.append((start + 1, "\n".join(lines[start:j])))
            i = j
        i += 1
    return blocks


def namespace(module: str = "") -> dict[str, Any]:
    """What an example may name: every public vocabulary part and ability shape, the card
    modules' shared constants (THOPTER, SERVO...), then ``module``'s own names on top."""
    ns: dict[str, Any] = {"ManaCost": ManaCost}
    for name in ("Ability", *ability_shapes(), "ExertAbility"):
        ns[name] = getattr(defs, name)
    for info in pkgutil.iter_modules(aetherworks.cards.__path__):
        cmod = importlib.import_module(f"aetherworks.cards.{info.name}")
        ns.update({k: v for k, v in vars(cmod).items() if k.isupper() and not k.startswith("_")})
    for mod in vocab_modules():
        ns.update({k: v for k, v in vars(mod).items() if not k.startswith("_")})
    ns.update({k: v for k, v in vars(aetherworks.vocab).items() if not k.startswith("_")})
    if module:
        ns.update({k: v for k, v in vars(importlib.import_module(module)).items()
                   if not k.startswith("_")})
    return ns


# --- tests ------------------------------------------------------------------------------


def test_every_part_is_documented() -> None:
    documented = {(r.name, r.module) for r in doc_rows()}
    missing = [p for p in inventory() if (p.name, p.module) not in documented]
    assert not missing, (
        f"{len(missing)} vocabulary part(s) have no row in docs/vocabulary.md (add a row to "
        "the table of their kind; `python tests/test_vocabulary_docs.py --missing` prints "
        "skeletons):\n" + "\n".join(f"  {p.module}.{p.name} ({p.kind})" for p in missing))


def test_every_part_is_mentioned_by_name() -> None:
    text = doc_text()
    missing = [p for p in inventory() if not re.search(rf"\b{re.escape(p.name)}\b", text)]
    assert not missing, "not mentioned: " + ", ".join(p.name for p in missing)


def test_every_ability_shape_is_documented() -> None:
    text = doc_text()
    missing = [n for n in ability_shapes() if f"`{n}`" not in text]
    assert not missing, "ability shapes not documented: " + ", ".join(missing)


def test_rows_name_real_modules_and_cards() -> None:
    problems = []
    for r in doc_rows():
        mod = importlib.import_module(r.module)
        if not hasattr(mod, r.name):
            problems.append(f"line {r.line}: {r.module} has no {r.name}")
        if r.card and r.card not in REGISTRY and support(r.card).status != "compiled":
            problems.append(f"line {r.line}: no registered or compiled card {r.card!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("row", doc_rows(), ids=lambda r: f"{r.line}-{r.name}")
def test_row_example_evaluates(row: Row) -> None:
    ns = namespace(row.module)
    value = eval(row.example, ns)
    assert value is not None


@pytest.mark.parametrize("block", runnable_blocks(), ids=lambda b: f"line-{b[0]}")
def test_runnable_block_executes(block: tuple[int, str]) -> None:
    line, source = block
    code = compile(source, f"{DOC}:{line}", "exec")
    exec(code, {"__name__": "vocabulary_doc"})


def test_page_has_runnable_blocks() -> None:
    assert len(runnable_blocks()) >= 3
    assert len(doc_rows()) >= len(inventory())


# --- the inventory as a script ------------------------------------------------------------


def main(argv: list[str]) -> None:
    only_missing = "--missing" in argv
    documented = {(r.name, r.module) for r in doc_rows()} if DOC.exists() else set()
    parts = inventory()
    kind = None
    for p in parts:
        if only_missing and (p.name, p.module) in documented:
            continue
        if p.kind != kind:
            kind = p.kind
            print(f"\n## {kind}\n\n| part | import from | in card text | example |\n"
                  "| --- | --- | --- | --- |")
        obj = getattr(importlib.import_module(p.module), p.name)
        doc = " ".join((inspect.getdoc(obj) or "").split())[:90]
        mark = "" if (p.name, p.module) in documented else "  <!-- not in the page -->"
        print(f"| `{p.name}` | `{p.module}` | {doc} | `{p.name}()` |{mark}")
    by_kind: dict[str, int] = {}
    for p in parts:
        by_kind[p.kind] = by_kind.get(p.kind, 0) + 1
    print(f"\n{len(parts)} parts: " + ", ".join(f"{k} {n}" for k, n in by_kind.items()) +
          f"; {sum(p.factory for p in parts)} of them factories; "
          f"{len([p for p in parts if (p.name, p.module) in documented])} documented.")


if __name__ == "__main__":
    main(sys.argv[1:])
