"""Scenario files: a game position, a script of decisions, and what must be true after.

A scenario is a YAML file (see ``docs/scenarios.md``).  It is the user-facing form of a
rules question ("what happens if I Shock the target of Glorybringer's exert trigger?") and
the form of the project's rules tests: ``pytest`` collects every ``scenarios/**/*.yaml``.

>>> from aetherworks.scenarios import load_scenario, run_scenario   # doctest: +SKIP
>>> result = run_scenario(load_scenario("scenarios/core/lightning-bolt.yaml"))
>>> result.passed, result.account
"""

from aetherworks.scenarios.loader import Issue, ScenarioLoadError, load_scenario, load_scenario_text
from aetherworks.scenarios.model import Scenario
from aetherworks.scenarios.runner import (
    ScenarioResult,
    run_paths,
    run_scenario,
    scenario_files,
    scenario_index,
)

__all__ = [
    "Issue",
    "Scenario",
    "ScenarioLoadError",
    "ScenarioResult",
    "load_scenario",
    "load_scenario_text",
    "run_paths",
    "run_scenario",
    "scenario_files",
    "scenario_index",
]
