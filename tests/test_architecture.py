"""The layout the brief commits to, checked: packages import only downward, the engine has
no import circle (lazy imports included, type-checking ones excluded), no engine module is a
god object, and the engine asks card parts what they declare instead of probing them."""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

import aetherworks

ROOT = Path(aetherworks.__file__).resolve().parent
# Lowest first: a package may import only packages before it (and itself).
LAYERS = ["data", "messages", "carddb", "engine", "vocab", "cards", "compiler", "scenarios",
          "agents", "sim", "rl", "web", "cli"]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in ROOT.rglob("*.py")}


def imports(path: Path) -> set[str]:
    """The aetherworks modules a file imports when it runs: at the top or inside functions,
    but not under ``if TYPE_CHECKING:`` (annotations only)."""
    found: set[str] = set()

    class Visitor(ast.NodeVisitor):
        def visit_If(self, node: ast.If) -> None:
            test = node.test
            if (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
                    isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"):
                for child in node.orelse:
                    self.visit(child)
                return
            self.generic_visit(node)

        def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
            if node.module and node.module.startswith("aetherworks"):
                for alias in node.names:
                    full = f"{node.module}.{alias.name}"
                    found.add(full if full in MODULES else node.module)

        def visit_Import(self, node: ast.Import) -> None:
            found.update(a.name for a in node.names if a.name.startswith("aetherworks"))

    Visitor().visit(ast.parse(path.read_text(encoding="utf-8")))
    return {m for m in found if m in MODULES}


GRAPH = {m: imports(p) - {m} for m, p in MODULES.items()}


def package(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def test_packages_import_only_downward() -> None:
    upward = []
    for m, targets in GRAPH.items():
        a = package(m)
        for t in targets:
            b = package(t)
            if a and b and a != b and a in LAYERS and b in LAYERS and \
                    LAYERS.index(b) > LAYERS.index(a):
                upward.append(f"{m} -> {t}")
    assert not upward
    assert {package(m) for m in MODULES} - {""} <= set(LAYERS)


def cycles(nodes: set[str]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in GRAPH[v] & nodes:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return out


def test_no_import_circle_in_the_engine() -> None:
    engine = {m for m in MODULES if package(m) == "engine"}
    assert len(engine) > 20
    assert cycles(engine) == []


def test_no_import_circle_between_packages() -> None:
    edges: dict[str, set[str]] = defaultdict(set)
    for m, targets in GRAPH.items():
        edges[package(m)].update(package(t) for t in targets if package(t) != package(m))
    for a, bs in edges.items():
        for b in bs:
            assert a not in edges.get(b, set()), f"{a} and {b} import each other"


def test_no_engine_module_is_a_god_object() -> None:
    """Issue 10: no engine module over ~600 lines; each says in its first line what it owns."""
    for path in (ROOT / "engine").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert text.count("\n") <= 600, path.name
        assert text.startswith('"""'), path.name


def test_the_engine_never_probes_card_parts_for_hooks() -> None:
    """Hooks are declared (engine/hooks.py) and asked by type: no getattr with a literal
    attribute name, no hasattr, anywhere in the engine."""
    probe = re.compile(r"\b(getattr\([^,]+,\s*[\"']|hasattr\()")
    for path in (ROOT / "engine").glob("*.py"):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            assert not probe.search(line), f"{path.name}:{n}: {line.strip()}"
