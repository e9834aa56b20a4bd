"""The examples in the docstrings run and show what the code does (python-chess style): an
example that went stale (a card's colours in the wrong order, a constructor that gained an
argument) fails here instead of misleading a reader."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import aetherworks

# The optional stacks' modules (torch, OpenSpiel) are left out: they are not installed for
# the tests, and their examples run with them (docs/rl.md).
OPTIONAL = ("aetherworks.rl.train", "aetherworks.rl.pyspiel_game")


def _modules() -> list[str]:
    return sorted(m.name for m in pkgutil.walk_packages(aetherworks.__path__, "aetherworks.")
                  if not m.name.startswith(OPTIONAL))


@pytest.mark.parametrize("name", _modules())
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{name}: {result.failed} of {result.attempted} examples failed"
