"""A YAML reader that remembers where every key and list item came from.

Scenario files are written by people, so a mistake must be reported as ``file:line: field:
message``.  PyYAML forgets positions once it has built Python values; this loader builds
:class:`LineDict` / :class:`LineList` (plain ``dict`` / ``list`` subclasses, so pydantic
accepts them unchanged and ``extra="forbid"`` sees no extra keys) that keep the line of the
mapping, of each key and of each item.  :func:`locate` then turns a path such as
``("actions", 3, "alice", "cast")`` into the line to show.

Two more things people get wrong with plain YAML are handled here: a duplicate key is an
error (PyYAML silently keeps the last one), and a float keeps the text it was written as,
so ``rules: [613.10]`` stays "613.10" rather than becoming 613.1.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any

import yaml
from yaml.constructor import ConstructorError
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode


class LineDict(dict[Any, Any]):
    """A mapping with the line of the mapping itself and of each of its keys (1-based)."""

    line: int = 0
    key_lines: dict[Any, int]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.key_lines = {}


class LineList(list[Any]):
    """A sequence with the line of the sequence and of each item (1-based)."""

    line: int = 0
    item_lines: list[int]

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.item_lines = []


class FloatText(float):
    """A YAML float that remembers its source text (CR sections such as 613.10)."""

    text: str

    def __new__(cls, value: float, text: str) -> FloatText:
        obj = super().__new__(cls, value)
        obj.text = text
        return obj


class LineLoader(yaml.SafeLoader):
    """``yaml.SafeLoader`` that builds :class:`LineDict` / :class:`LineList`."""

    def construct_line_map(self, node: MappingNode) -> Iterable[LineDict]:
        data = LineDict()
        data.line = node.start_mark.line + 1
        yield data
        self.flatten_mapping(node)
        for key_node, value_node in node.value:
            key = self.construct_object(key_node, deep=True)
            if not isinstance(key, Hashable):
                raise ConstructorError("while reading a mapping", node.start_mark,
                                       "this key can't be used as a mapping key",
                                       key_node.start_mark)
            if key in data:
                raise ConstructorError("while reading a mapping", node.start_mark,
                                       f"duplicate key {key!r}", key_node.start_mark)
            data[key] = self.construct_object(value_node, deep=True)
            data.key_lines[key] = key_node.start_mark.line + 1

    def construct_line_seq(self, node: SequenceNode) -> Iterable[LineList]:
        data = LineList()
        data.line = node.start_mark.line + 1
        yield data
        for child in node.value:
            data.append(self.construct_object(child, deep=True))
            data.item_lines.append(child.start_mark.line + 1)

    def construct_text_float(self, node: ScalarNode) -> float:
        value = self.construct_yaml_float(node)
        return FloatText(value, str(node.value))


LineLoader.add_constructor("tag:yaml.org,2002:map", LineLoader.construct_line_map)
LineLoader.add_constructor("tag:yaml.org,2002:seq", LineLoader.construct_line_seq)
LineLoader.add_constructor("tag:yaml.org,2002:float", LineLoader.construct_text_float)


def load_yaml(text: str) -> Any:
    """Parse one YAML document with positions (raises ``yaml.YAMLError``)."""
    return yaml.load(text, Loader=LineLoader)


def node_line(node: Node) -> int:
    return node.start_mark.line + 1


def locate(data: Any, path: Iterable[Any], *, skip: frozenset[str] = frozenset(),
           descend: frozenset[str] = frozenset()) -> tuple[int, str]:
    """The line and the readable field (``actions[3].alice.cast``) of a path into ``data``.

    Path elements that are not in the data (pydantic's union tags and internal field names,
    listed in ``skip``) are left out of the field; an element in ``descend`` met at a
    one-key mapping steps into that key (an action ``{alice: {...}}`` is validated as
    ``{"player": "alice", "act": {...}}``).  Elements after the data runs out (a missing
    field) are still named in the field, at the line of the last mapping found.
    """
    node = data
    line = getattr(data, "line", 1) or 1
    parts: list[str] = []
    stuck = False
    for el in path:
        if el in skip:
            continue
        if not stuck and isinstance(node, dict) and el not in node and el in descend \
                and len(node) == 1:
            (key,) = node.keys()
            line = getattr(node, "key_lines", {}).get(key, line)
            parts.append(f".{key}" if parts else str(key))
            node = node[key]
            continue
        if not stuck and isinstance(node, dict) and el in node:
            line = getattr(node, "key_lines", {}).get(el, line)
            parts.append(f".{el}" if parts else str(el))
            node = node[el]
            continue
        if not stuck and isinstance(node, list) and isinstance(el, int) and \
                0 <= el < len(node):
            lines = getattr(node, "item_lines", [])
            if el < len(lines):
                line = lines[el]
            parts.append(f"[{el}]")
            node = node[el]
            continue
        if el in descend:
            continue
        stuck = True
        parts.append(f"[{el}]" if isinstance(el, int) else (f".{el}" if parts else str(el)))
    return line, "".join(parts) or "(file)"
