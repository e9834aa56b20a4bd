"""pytest collection of scenario files: each ``*.yaml`` under ``scenarios/`` is a test.

Hooked in by ``scenarios/conftest.py`` (a conftest hook sees only files below its folder,
which is what we want: no other YAML in the repository is mistaken for a scenario).  A
failing scenario shows its account — what differed, the pending decision, the log tail
with CR citations — instead of a Python traceback; a file that doesn't load shows
``file:line: field: message``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from aetherworks.scenarios.loader import ScenarioLoadError, load_scenario
from aetherworks.scenarios.runner import run_scenario


class ScenarioFailure(AssertionError):
    """A scenario that failed or did not load; the message is the account."""


class ScenarioFile(pytest.File):
    """One scenario file: a single test item named after the file."""

    def collect(self) -> Iterator[ScenarioItem]:
        yield ScenarioItem.from_parent(self, name=self.path.stem)


class ScenarioItem(pytest.Item):
    """Load and run the scenario; fail with its account."""

    def runtest(self) -> None:
        try:
            sc = load_scenario(self.path)
        except ScenarioLoadError as exc:
            raise ScenarioFailure(f"the scenario file does not load:\n{exc}") from None
        result = run_scenario(sc)
        if not result.passed:
            raise ScenarioFailure(f"{sc.name}\n{result.account}")

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException],
                     style: Any = None) -> str:
        if isinstance(excinfo.value, ScenarioFailure):
            return str(excinfo.value)
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"scenario {self.path.name}"


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> ScenarioFile | None:
    """Every ``*.yaml`` / ``*.yml`` file is a scenario (the conftest limits where)."""
    if file_path.suffix in (".yaml", ".yml"):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None
