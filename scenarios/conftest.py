"""Every YAML file below this folder is a scenario test (see aetherworks.scenarios)."""

from aetherworks.scenarios.pytest_plugin import pytest_collect_file  # noqa: F401
