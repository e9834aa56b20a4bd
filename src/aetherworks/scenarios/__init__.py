"""Scenario files: a game position, a script of decisions, and what must be true after.

A scenario is a YAML file (see ``docs/scenarios.md``).  It is the user-facing form of a
rules question ("what happens if I Shock the target of Glorybringer's exert trigger?") and
the form of the project's rules tests: ``pytest`` collects every ``scenarios/**/*.yaml``.

>>> import aetherworks.cards
>>> from aetherworks.scenarios import load_scenario_text, run_scenario
>>> bolt = load_scenario_text('''
... name: Lightning Bolt kills a Grizzly Bears
... rules: [608.2, 704.5g]
... setup:
...   turn: 3
...   active: alice
...   step: main1
...   players:
...     alice: {hand: [Lightning Bolt], battlefield: [Mountain]}
...     bob: {battlefield: [Grizzly Bears]}
... actions:
...   - alice: cast Lightning Bolt targeting Grizzly Bears
...   - alice: pass
...   - bob: pass
... expect:
...   bob: {graveyard: [Grizzly Bears]}
... ''')
>>> result = run_scenario(bolt)
>>> result.passed, result.failures
(True, [])
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
