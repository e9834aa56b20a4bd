"""Loops and their shortcut [731.2a]: a loop is found however many moments of priority with
an empty stack one round passes through."""

from __future__ import annotations

import json
from typing import Any

import pytest

import aetherworks.cards  # noqa: F401
from aetherworks.engine import SaveError
from aetherworks.engine.defs import Choice
from aetherworks.engine.game import Game
from aetherworks.engine.serialize import game_to_dict
from aetherworks.sim.runner import drive, make_agent
from aetherworks.sim.table import load_table_decks

TABLE = ["drc-living-energy", "m3c-creative-energy", "cmdr-temur-energy-built",
         "cmdr-boros-energy-built"]


def _table_game() -> Game:
    """A four-player Commander game (seed 96) in which a loop of two moments comes up."""
    decks = load_table_decks(TABLE)
    index, seed = 83, 96
    seats = tuple((s - index) % 4 for s in range(4))
    return Game.new(*(decks[k].cards for k in seats), seed=seed, max_turns=120,
                    commanders=[decks[k].commanders for k in seats])


def _offers_shortcut(game: Game) -> bool:
    d = game.decision
    return d is not None and any(isinstance(o, Choice) and o.kind == "shortcut"
                                 for o in d.options)


@pytest.fixture(scope="module")
def played() -> tuple[Game, str]:
    """The table game played to its end by heuristic agents, and a save of it taken when the
    loop was first offered as a shortcut."""
    game = _table_game()
    saves: list[str] = []

    def save_at_the_offer(g: Game) -> None:
        if not saves and _offers_shortcut(g):
            saves.append(g.to_json())

    drive(game, [make_agent("heuristic", 96 * 8 + s) for s in range(4)],
          on_decision=save_at_the_offer)
    return game, saves[0]


def test_a_loop_through_two_priority_moments_is_shortcut(played: tuple[Game, str]) -> None:
    """[731.2a] Crew Filigree Racer with Aethergeode Miner, then flicker the Miner
    ({E}{E}) for energy from Decoction Module: each round passes through two moments of
    priority with an empty stack.  Found by a four-player Commander game that never ended
    (seed 96); the loop is now offered as a shortcut, taken, and the game ends."""
    game, _ = played
    assert game.is_over()
    assert any(e.kind == "shortcut" for e in game.log)


def test_a_game_saved_when_a_loop_is_offered_plays_on_the_same(
        played: tuple[Game, str]) -> None:
    """[731.2a] The segments a loop is found in are part of the game: loaded from the save
    taken at the offer, the game offers the same shortcut, saves the same again, and the
    original's later choices play it to the same end."""
    game, text = played
    loaded = Game.from_json(text)
    assert _offers_shortcut(loaded)
    assert loaded.to_json() == text
    for index in game.choices[len(loaded.choices):]:
        loaded.apply_index(index)  # (no concession: a negative index)
    assert loaded.result == game.result
    assert game_to_dict(loaded) == game_to_dict(game)


def test_segments_that_do_not_fit_together_are_refused(played: tuple[Game, str]) -> None:
    """Engine contract (a save from anyone is untrusted): a mark past the recorded decisions,
    an empty segment, or a segment that disagrees with the recorded decisions is a clear
    error naming the place, not a game that fails later."""
    _, text = played
    d: dict[str, Any] = json.loads(text)
    marks, histories = d["marks"]["T"], d["segments"]["T"]
    # A player whose last segment ends inside the recorded decisions.
    player = next(p for p, m in enumerate(marks) if m > 0 and histories[p]["T"])
    for change in ("mark", "empty", "disagree"):
        broken = json.loads(text)
        history = broken["segments"]["T"][player]["T"]
        if change == "mark":
            broken["marks"]["T"][player] = len(broken["segment"]) + 1
        elif change == "empty":
            history[0]["T"] = []
        else:
            history[-1]["T"][-1]["T"][0] = 3 - history[-1]["T"][-1]["T"][0]  # who decided
        with pytest.raises(SaveError) as info:
            Game.from_json(json.dumps(broken), "game.json")
        assert str(info.value).startswith("game.json: segments: "), change
