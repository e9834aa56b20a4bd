"""Rules tests build positions card by card and check what the cards do, as scenarios do, so
they exercise the compiled cards they use: those may be cards no smoke run has played yet
(the brief: a card counts as supported once "scenarios or fuzzed games exercise it")."""

from collections.abc import Iterator

import pytest

from aetherworks.engine.exercised import unexercised_allowed


@pytest.fixture(autouse=True)
def _cards_under_test_are_exercised_here() -> Iterator[None]:
    with unexercised_allowed():
        yield
