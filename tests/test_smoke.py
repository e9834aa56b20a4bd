"""The smoke record: a compiled or vanilla card counts as supported only once random games
have played it with its current definition (the brief: "it counts as supported only when
scenarios or fuzzed games exercise it"; issue 12's smoke test)."""

import json
from collections.abc import Iterator

import pytest

import aetherworks.compiler  # noqa: F401  (the compiler's definitions)
from aetherworks.engine import Game, cardpool, exercised
from aetherworks.engine.cardpool import UnsupportedCardError
from aetherworks.sim.smoke import record, smoke, smoke_decks

COMPILED = "Prodigal Pyromancer"  # "{T}: This creature deals 1 damage to any target."


@pytest.fixture
def empty_record() -> Iterator[None]:
    before = dict(exercised.record())
    exercised.set_record({})
    try:
        yield
    finally:
        exercised.set_record(before)


def test_a_compiled_card_no_smoke_run_played_is_refused_by_name(empty_record: None) -> None:
    sup = cardpool.support(COMPILED)
    assert (sup.status, sup.exercised, sup.supported) == ("compiled", False, False)
    assert "smoke run" in sup.reason
    with pytest.raises(UnsupportedCardError, match=COMPILED):
        Game.new([COMPILED] * 20 + ["Mountain"] * 20, ["Mountain"] * 40)
    # Hand-written cards are exercised by their own tests and scenarios.
    assert cardpool.support("Harnessed Lightning").supported


def test_a_record_of_another_definition_does_not_count(empty_record: None) -> None:
    exercised.set_record({COMPILED: "0" * 16})
    assert not cardpool.support(COMPILED).supported
    digest = exercised.digest_of(cardpool.definition(COMPILED))
    exercised.set_record({COMPILED: digest})
    assert cardpool.support(COMPILED).supported


def test_the_smoke_run_plays_a_card_and_records_it(empty_record: None, tmp_path) -> None:
    run = smoke([COMPILED, "Mountain"], rounds=3, workers=1)
    assert run.failures == [] and COMPILED in run.exercised
    path = tmp_path / "exercised.json"
    new = record(run, path)
    assert new[COMPILED] == exercised.digest_of(cardpool.definition(COMPILED))
    assert json.loads(path.read_text())["cards"][COMPILED] == new[COMPILED]
    assert cardpool.support(COMPILED).supported


def test_scenarios_exercise_the_compiled_cards_they_play(empty_record: None) -> None:
    """A scenario checks what its cards do, so it may use cards no smoke run played yet."""
    with exercised.unexercised_allowed():
        g = Game.new([COMPILED] * 20 + ["Mountain"] * 20, ["Mountain"] * 40)
    assert g.players[0].library or g.players[0].hand
    assert not cardpool.support(COMPILED).supported  # and only inside the block


def test_smoke_decks_keep_each_card_in_decks_of_its_colours() -> None:
    names = ["Prodigal Pyromancer", "Llanowar Elves", "Grizzly Bears", "Serra Angel"]
    pairs = smoke_decks(names, seed=1)
    dealt = {n for pair in pairs for deck in pair for n in deck}
    assert set(names) <= dealt
    for pair in pairs:
        for deck in pair:
            if "Serra Angel" in deck:
                assert "Plains" in deck and "Mountain" not in deck


def test_later_rounds_give_decks_exercised_companions_of_their_colours() -> None:
    """An ability that needs company (another creature, a chosen creature type) must have a
    chance to trigger: from the second round, decks get a few exercised cards of their
    colours beside the candidates."""
    pool = {"G": ["Llanowar Elves", "Grizzly Bears"], "R": ["Prodigal Pyromancer"],
            "": ["Ornithopter"]}
    pairs = smoke_decks(["Serra Angel", "Giant Growth"], seed=3, companions=pool)
    decks = [deck for pair in pairs for deck in pair]
    green = next(d for d in decks if "Giant Growth" in d)
    assert {"Llanowar Elves", "Grizzly Bears", "Ornithopter"} & set(green)
    assert "Prodigal Pyromancer" not in green  # not of its colours
    white = next(d for d in decks if "Serra Angel" in d)
    assert not {"Llanowar Elves", "Grizzly Bears", "Prodigal Pyromancer"} & set(white)


def test_a_passing_scenario_exercises_the_compiled_cards_it_casts(empty_record: None) -> None:
    """The brief counts a card "when scenarios or fuzzed games exercise it": a scenario that
    casts a compiled card and passes exercises it, with the digest of the definition played;
    one that fails exercises nothing."""
    from aetherworks.scenarios.loader import load_scenario_text
    from aetherworks.scenarios.runner import run_scenario

    text = """
name: Lightning Strike (compiled) deals 3 damage
rules: [601.2]
setup:
  turn: 3
  active: alice
  players:
    alice:
      battlefield: [Mountain, Mountain]
      hand: [Lightning Strike]
    bob: {}
actions:
  - alice: cast Lightning Strike targeting bob
  - alice: pass
  - bob: pass
expect:
  bob: {life: %d}
"""
    res = run_scenario(load_scenario_text(text % 17))
    assert res.passed, res.account
    digest = exercised.digest_of(cardpool.definition("Lightning Strike"))
    assert res.exercised == {"Lightning Strike": digest}  # the Mountains were set up
    failed = run_scenario(load_scenario_text(text % 18))
    assert not failed.passed and failed.exercised == {}
