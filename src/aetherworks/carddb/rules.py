"""Paragraphs of the Comprehensive Rules, looked up by rule number.

The engine's log cites rules ("601.2", "704.5a"); the CLI shows their text from the
embedded copy (``data/comprehensive-rules.txt.xz``), parsed on first use only.
"""

from __future__ import annotations

import functools
import lzma
import re

from aetherworks.carddb.db import DATA_DIR

RULES_PATH = DATA_DIR / "comprehensive-rules.txt.xz"
_RULE_LINE = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.?\s")


@functools.cache
def _rules() -> dict[str, str]:
    """Rule number -> paragraph, from the rules body (after the table of contents)."""
    text = lzma.decompress(RULES_PATH.read_bytes()).decode("utf-8")
    lines = text.split("\n")
    # The contents list "100. General" too; the body starts at its second occurrence.
    starts = [i for i, line in enumerate(lines) if line.startswith("100. General")]
    body = lines[starts[-1]:] if starts else lines
    out: dict[str, str] = {}
    current: str | None = None
    for line in body:
        if line.strip() == "Glossary":
            break
        m = _RULE_LINE.match(line)
        if m:
            current = m.group(1)
            out[current] = line.strip()
        elif current and line.strip() and not out[current].endswith(line.strip()):
            out[current] += "\n" + line.strip()  # "Example:" lines belong to the rule above
    return out


def rule_text(section: str) -> str | None:
    """The text of rule ``section`` and its subrules ("601.2" includes 601.2a-601.2i).

    Returns None for a number the rules do not have.
    """
    key = re.sub(r"^(?:rule|cr)\s*", "", section.strip(), flags=re.IGNORECASE).rstrip(".")
    rules = _rules()
    if key not in rules:
        return None
    paragraphs = [rules[key]]
    for number, para in rules.items():
        if number != key and _is_subrule(number, key):
            paragraphs.append(para)
    return "\n\n".join(paragraphs)


def _is_subrule(number: str, parent: str) -> bool:
    if "." not in parent:  # "601" -> "601.1", "601.2a" ...
        return number.startswith(parent + ".")
    return number.startswith(parent) and number[len(parent):].isalpha()


def effective_date() -> str | None:
    """The "effective as of" date line of the embedded rules."""
    text = lzma.decompress(RULES_PATH.read_bytes()).decode("utf-8")
    m = re.search(r"effective as of ([A-Z][a-z]+ \d{1,2}, \d{4})", text)
    return m.group(1) if m else None


@functools.cache
def creature_types() -> frozenset[str]:
    """Every creature type the rules list [205.3m] (changeling gives them all [702.73a])."""
    text = rule_text("205.3m") or ""
    names = {"Time Lord"} if "Time Lord" in text else set()
    body = text.split("one word long:", 1)[-1]
    body = re.sub(r"\(see rule [^)]*\)", "", body).split(".", 1)[0]
    for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", body):
        name = part.strip().replace("’", "'")
        if name and name[0].isupper():
            names.add(name)
    return frozenset(names)
