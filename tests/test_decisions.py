"""Decisions are typed public values: a kind from DecisionKind, options whose kinds are
declared (with named fields), stable indices, and no engine continuation in sight."""

from __future__ import annotations

import doctest

import pytest

import aetherworks.engine.defs as defs
from aetherworks.engine import Game
from aetherworks.engine.decision import Decision, DecisionKind
from aetherworks.engine.defs import OPTIONS, Choice
from aetherworks.sim.decks import load_game_deck
from aetherworks.sim.runner import make_agent


def decisions(seed: int, decks: tuple[str, str]) -> list[Decision]:
    a, b = (load_game_deck(d).cards for d in decks)
    game = Game.new(a, b, seed=seed, max_turns=10, auto_pass=False)
    agents = [make_agent("random", seed + i) for i in range(2)]
    seen = []
    while not game.is_over():
        d = game.decision
        assert d is not None
        seen.append(d)
        game.apply(agents[d.player].choose(game.view(d.player), d))
    return seen


@pytest.mark.parametrize(("seed", "decks"), [
    (3, ("modern-boros-energy", "temur-energy")),
    (4, ("modern-boros-energy", "temur-energy")),
    (6, ("std2017-mardu-vehicles", "std2017-4c-saheeli")),
    (7, ("std2017-temur-marvel", "std2017-sultai-energy")),
])
def test_every_decision_and_option_kind_is_declared(seed: int, decks: tuple[str, str]) -> None:
    seen = decisions(seed, decks)
    assert len(seen) > 100
    for d in seen:
        assert isinstance(d.kind, DecisionKind)
        assert not hasattr(d, "cont")
        if not d.is_number:
            for c in d.options:
                assert isinstance(c, Choice) and c.kind in OPTIONS, c
                assert set(c.fields()) <= {n for n in OPTIONS[c.kind][:2] if n}


def test_the_same_game_offers_the_same_options_in_the_same_order() -> None:
    """What a replay or an RL action stores is an option's index: it must be stable."""
    first, again = (decisions(5, ("gruul-sample", "temur-energy")) for _ in range(2))
    assert [(d.kind, tuple(d.options)) for d in first] == \
        [(d.kind, tuple(d.options)) for d in again]


def test_option_fields_examples() -> None:
    finder = doctest.DocTestFinder()
    runner = doctest.DocTestRunner()
    for test in finder.find(defs.Choice, "Choice", globs={"Choice": Choice}):
        runner.run(test)
    assert runner.failures == 0 and runner.tries >= 2


@pytest.mark.parametrize(("seed", "decks"), [
    (5, ("modern-jeskai-energy", "std2017-temur-marvel")),
    (8, ("std2017-mardu-vehicles", "modern-mardu-energy")),
])
def test_auto_pass_shortcut_never_hides_an_action(seed: int, decks: tuple[str, str]) -> None:
    """Auto-pass skips a priority decision offering only "pass" and mana abilities [117.3,
    605.3a]; its quick test (:func:`priority.nothing_but_mana`) may say so only when the full
    list of options agrees, at every priority decision of played games."""
    from aetherworks.engine.priority import nothing_but_mana

    a, b = (load_game_deck(d).cards for d in decks)
    game = Game.new(a, b, seed=seed, max_turns=12, auto_pass=False)
    agents = [make_agent("random", seed + i) for i in range(2)]
    quick = 0
    while not game.is_over():
        d = game.decision
        assert d is not None
        if d.kind == DecisionKind.PRIORITY and nothing_but_mana(game, d.player):
            quick += 1
            assert {o.kind for o in d.options} <= {"pass", "mana", "shortcut"}, d.options
        game.apply(agents[d.player].choose(game.view(d.player), d))
    assert quick > 5  # the quick test did answer, so this checked something


@pytest.mark.parametrize(("seed", "decks"), [
    (3, ("modern-boros-energy", "temur-energy")),
    (6, ("std2017-mardu-vehicles", "std2017-4c-saheeli")),
    (8, ("modern-jeskai-energy", "std2017-temur-marvel")),
])
def test_a_view_reused_after_passes_is_the_view_made_anew(seed: int,
                                                          decks: tuple[str, str]) -> None:
    """``game.view(p)`` reuses p's last view when only priority passes came between; it must
    equal the snapshot made from the game at every decision, for both players (the brief:
    hidden information is a view, an immutable value)."""
    from aetherworks.engine.view import make_view

    a, b = (load_game_deck(d).cards for d in decks)
    game = Game.new(a, b, seed=seed, max_turns=12, auto_pass=False)
    agents = [make_agent("random", seed + i) for i in range(2)]
    reused = 0
    while not game.is_over():
        d = game.decision
        assert d is not None
        for p in range(2):
            before = game._view_cache.get(p)
            view = game.view(p)
            reused += before is not None and game._view_cache.get(p) is before
            assert view == make_view(game, p), (game.turn, game.step, p)
        game.apply(agents[d.player].choose(game.view(d.player), d))
    assert reused > 50  # views were reused, so this checked something
