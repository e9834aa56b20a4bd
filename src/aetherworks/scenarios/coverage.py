"""Which cards the engine supports: defined, checked against the database, and exercised.

A card counts as *supported* only when a scenario exercises it (lists it under ``cards``).
``aetherworks cards coverage`` prints this per set; ``aetherworks cards show`` uses
:func:`support_status` for one card.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import aetherworks
import aetherworks.compiler
from aetherworks.carddb import get_db
from aetherworks.engine.cardpool import REGISTRY, SETS, check_all, support
from aetherworks.scenarios.runner import scenario_index


def default_scenario_dir() -> Path:
    """``$AETHERWORKS_SCENARIOS``, else the project's ``scenarios/`` folder beside ``src``."""
    env = os.environ.get("AETHERWORKS_SCENARIOS")
    if env:
        return Path(env)
    return Path(aetherworks.__file__).resolve().parents[2] / "scenarios"


@dataclass
class SetCoverage:
    code: str
    defined: list[str]
    with_scenario: list[str]

    @property
    def without_scenario(self) -> list[str]:
        return [n for n in self.defined if n not in self.with_scenario]


@dataclass
class Coverage:
    sets: list[SetCoverage]
    energy_total: int
    energy_defined: list[str]
    energy_supported: list[str]
    energy_missing: list[str]
    check_failures: dict[str, list[str]] = field(default_factory=dict)
    scenario_dir: str = ""


@cache
def _index(folder: str) -> dict[str, list[str]]:
    return scenario_index(folder) if Path(folder).is_dir() else {}


def coverage(scenario_dir: str | Path | None = None) -> Coverage:
    folder = str(scenario_dir or default_scenario_dir())
    index = _index(folder)
    sets = [SetCoverage(code, sorted(names), sorted(n for n in names if n in index))
            for code, names in sorted(SETS.items())]
    energy = sorted(c.name for c in get_db().energy_cards())
    defined = [n for n in energy if n in REGISTRY]
    return Coverage(
        sets=sets,
        energy_total=len(energy),
        energy_defined=defined,
        energy_supported=[n for n in defined if n in index],
        energy_missing=[n for n in energy if n not in REGISTRY],
        check_failures=check_all(),
        scenario_dir=folder,
    )


def support_status(name: str) -> str:
    """For ``cards show``: how the engine plays the card (``cardpool.support``: hand-written,
    compiled from its Oracle text, vanilla, or not at all and why), which scenarios exercise
    it, and its definition as the vocabulary writes it (:func:`aetherworks.vocab.source.
    source`)."""
    from aetherworks.engine.cardpool import prototype
    from aetherworks.vocab.source import source

    sup = support(name)
    if sup.status == "unsupported":
        return (f"unsupported: {sup.reason} (games refuse it; --allow-unsupported plays it "
                "as a blank)")
    if not sup.exercised:
        return (f"not supported yet: {sup.reason}; games refuse it until a smoke run plays it "
                "(--allow-unsupported plays it with that definition)")
    if sup.status == "vanilla":
        return "supported: its whole text is keywords and intrinsic mana the engine plays"
    files = _index(str(default_scenario_dir())).get(sup.name, [])
    shown = ", ".join(Path(f).name for f in files[:3])
    more = f" and {len(files) - 3} more" if len(files) > 3 else ""
    tested = (f"{len(files)} scenario(s) ({shown}{more})" if files
              else "no scenario exercises it yet")
    if sup.status == "compiled":
        head = f"supported: compiled from its Oracle text; {tested}"
    else:
        problems = check_all().get(sup.name)
        if problems:
            return "defined but failing its check: " + "; ".join(problems)
        head = f"supported: hand-written definition; {tested}"
    return head + "\n" + source(prototype(sup.name).card)
