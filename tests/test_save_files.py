"""Saved games and replays hold data only: a closed registry of types, a format version, and
``FILE: where: what is wrong`` for anything else (issue 9, defect 7; engine contract, no CR
section: the brief's "Save files hold data only and never name code to run")."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

import aetherworks.cards  # noqa: F401  (card definitions)
from aetherworks.agents import RandomAgent
from aetherworks.carddb.decklist import load_deck
from aetherworks.engine import Game, Replay, ReplayError, SaveError
from aetherworks.engine.serialize import FORMAT, save_types

DECK = load_deck("temur-energy").main_names()


def _played(n: int = 60, seed: int = 3) -> Game:
    g = Game.new(DECK, DECK, seed=seed)
    agents = [RandomAgent(1), RandomAgent(2)]
    for _ in range(n):
        d = g.decision
        g.apply(agents[d.player].choose(g.view(d.player), d))
    return g


@pytest.fixture(scope="module")
def saved() -> dict[str, Any]:
    """A mid-game save with continuous effects (dataclasses from the vocabulary) in it."""
    g = Game.new(DECK, DECK, seed=18, max_turns=20)
    agents = [RandomAgent(3), RandomAgent(4)]
    for _ in range(2000):  # until a continuous effect (a vocabulary dataclass) is in the game
        if json.loads(g.to_json())["effects"] or g.is_over():
            break
        d = g.decision
        g.apply(agents[d.player].choose(g.view(d.player), d))
    d = json.loads(g.to_json())
    assert d["format"] == FORMAT and '"DC"' in g.to_json()
    return d


def _load(d: dict[str, Any] | str | bytes) -> str:
    """The error a broken save gives (it must give one)."""
    text = d if isinstance(d, str | bytes) else json.dumps(d)
    with pytest.raises(SaveError) as info:
        Game.from_json(text, "game.json")
    return str(info.value)


def test_a_save_naming_subprocess_run_runs_nothing(saved: dict[str, Any], tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Defect 7: a crafted save that names ``subprocess:run`` (the old "module:Class" form),
    ``os:system`` or a dunder is refused with a clear error; nothing is imported or
    called (on the code before this change, loading it ran ``subprocess.run``)."""
    calls: list[Any] = []
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: calls.append(a))
    marker = tmp_path / "pwned"
    for tag in ("subprocess:run", "os:system", "run", "aetherworks.engine.objects:__class__",
                "__class__"):
        d = json.loads(json.dumps(saved))
        d["effects"][0] = {"DC": tag, "f": {"args": ["touch", str(marker)]}}
        msg = _load(d)
        assert msg.startswith("game.json: effects[0]: unknown type ")
        assert repr(tag) in msg
    d = json.loads(json.dumps(saved))
    d["format"] = 1  # the old format named "module:Class": refused before it is read
    d["effects"][0] = {"DC": "subprocess:run", "f": {"args": ["touch", str(marker)]}}
    assert "unsupported saved game format 1" in _load(d)
    assert not calls and not marker.exists()


def test_the_registry_is_closed_and_its_names_are_unique() -> None:
    """Engine contract: the registry holds the engine's, the vocabulary's and the card
    modules' dataclasses and the messages' argument types, each under its own class name, and
    nothing from elsewhere."""
    types = save_types()
    assert "PTBoost" in types and "ContinuousEffect" in types
    assert all(cls.__module__.startswith(("aetherworks.engine", "aetherworks.vocab",
                                          "aetherworks.cards", "aetherworks.messages"))
               for cls in types.values())
    assert all(name == cls.__qualname__ for name, cls in types.items())


def test_a_dataclass_outside_the_registry_is_not_saved() -> None:
    """Engine contract: what a save could not load back is refused when saving."""
    from dataclasses import dataclass

    from aetherworks.engine.serialize import encode

    @dataclass(frozen=True)
    class Stranger:
        x: int = 0

    with pytest.raises(TypeError, match="not a registered save type"):
        encode(Stranger())


def test_a_format_1_save_is_a_clear_version_error(saved: dict[str, Any]) -> None:
    """Defect 7: a save in the old format (1: "module:Class" names, logs without the marks
    that keep hidden-zone details private) is refused with a version error, before anything
    in it is read."""
    old = {**saved, "format": 1}
    assert _load(old) == (
        "game.json: format: unsupported saved game format 1 (written by an older version; "
        "replay the game instead: Replay.of/load); this version reads format 2")


def test_round_trip_is_exact() -> None:
    """Engine contract: from_json(to_json(g)) is the same game, and it goes on the same."""
    g = _played(80)
    again = Game.from_json(g.to_json())
    assert again.to_json() == g.to_json()
    for game in (g, again):
        for _ in range(30):
            if game.is_over():
                break
            game.apply_index(0)
    assert again.to_json() == g.to_json()


def _without(d: dict[str, Any], key: str) -> dict[str, Any]:
    return {k: v for k, v in d.items() if k != key}


def _with(d: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    d = json.loads(json.dumps(d))
    node = d
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    return d


BROKEN_SAVES = [
    ("missing key", lambda d: _without(d, "seed"), "game.json: missing key 'seed'"),
    ("missing object field", lambda d: _with(d, ("objects", 3), {
        k: v for k, v in d["objects"][3].items() if k != "tapped"}),
     "game.json: objects[3]: missing key 'tapped'"),
    ("unknown card", lambda d: _with(d, ("objects", 0, "proto"), "Lightnin Bolt"),
     "game.json: objects[0]: unknown card 'Lightnin Bolt' — did you mean: Lightning Bolt"),
    ("unknown type tag", lambda d: _with(d, ("log", 0), {"Z": 1}),
     "game.json: log: unknown type tag 'Z'"),
    ("format banana", lambda d: _with(d, ("format",), "banana"),
     "game.json: format: unsupported saved game format 'banana'; this version reads format "
     "2"),
    ("future format", lambda d: _with(d, ("format",), 99), "format 99"),
    ("no format", lambda d: _without(d, "format"), "game.json: not a saved game: it has no "
     "'format' key"),
    ("wrong type", lambda d: _with(d, ("turn",), "three"),
     "game.json: turn: expected int, got 'three'"),
    ("unknown object id", lambda d: _with(d, ("battlefield",), [99999]),
     "game.json: battlefield: no object 99999 in the save"),
    ("not an engine task", lambda d: _with(d, ("tasks",), [{"T": ["rm_rf", "/"]}]),
     "game.json: tasks[0]: not an engine task"),
    ("unknown setting", lambda d: _with(d, ("settings", "__class__"), 1),
     "game.json: settings: unknown setting '__class__'"),
    ("unknown card part", lambda d: _with(d, ("effects",), [{"P": "Nope@3"}]),
     "game.json: effects[0]: unknown card part 'Nope@3'"),
    ("a list", lambda d: [1, 2], "game.json: not a saved game: the JSON is a list"),
]


@pytest.mark.parametrize(("what", "change", "message"), BROKEN_SAVES,
                         ids=[c[0] for c in BROKEN_SAVES])
def test_a_broken_save_says_what_and_where(saved: dict[str, Any], what: str, change: Any,
                                           message: str) -> None:
    """Defect 11: each broken save is one clear error naming the file and the place."""
    assert message in _load(change(saved))


def test_truncated_binary_and_absurd_saves(saved: dict[str, Any]) -> None:
    """Defect 11: truncated JSON, binary garbage, absurd nesting and a 5,000-digit number."""
    text = json.dumps(saved)
    assert "game.json: not a saved game: the JSON is malformed or cut short" in _load(
        text[: len(text) // 2])
    assert _load(b"\x89PNG\r\n\x1a\n\x00\xff\xfe") == (
        "game.json: not a saved game: byte 0 is not UTF-8 text")
    assert _load("[" * 100_000 + "]" * 100_000).startswith("game.json: not a saved game: ")
    assert _load('{"format": 2, "seed": ' + "9" * 5000 + "}").startswith(
        "game.json: not a saved game: ")


def test_a_replay_is_not_a_save_and_back() -> None:
    """Defect 11: giving one kind of file for the other says so."""
    g = _played(20)
    assert _load(Replay.of(g).to_json()) == (
        "game.json: this is a replay, not a saved game (use Replay.load)")
    with pytest.raises(ReplayError, match="this is a saved game, not a replay"):
        Replay.from_json(g.to_json(), "r.json")


def _replay(change: Any) -> str:
    r = json.loads(Replay.of(_played(40)).to_json())
    with pytest.raises(ReplayError) as info:
        Replay.from_json(json.dumps(change(r)), "r.json").play()
    return str(info.value)


BROKEN_REPLAYS = [
    ("format banana", lambda r: {**r, "format": "banana"},
     "r.json: format: unsupported replay format 'banana'; this version reads format 1"),
    ("choice out of range", lambda r: {**r, "choices": [0, 99]},
     "r.json: choices[1]: 99 can't be replayed (mulligan decision for player 0: option index "
     "99 is not from 0 to 1)"),
    ("choice after the end", lambda r: {**r, "choices": [*r["choices"], -1, 0]},
     "can't be replayed (the game is over)"),
    ("not a player", lambda r: {**r, "choices": [0, -7]},
     "r.json: choices[1]: an option index (0 or more) or a concession (-1, -2), not -7"),
    ("text choice", lambda r: {**r, "choices": ["0"]}, "r.json: choices[0]: "),
    ("unknown card", lambda r: {**r, "decks": [["Forest", "Lightnin Bolt"], []]},
     "r.json: decks[0][1]: unknown card 'Lightnin Bolt' — did you mean: Lightning Bolt"),
    ("negative seed", lambda r: {**r, "seed": -5},
     "r.json: seed: an integer from 0 to 2**64 - 1, not -5"),
    ("zero turns", lambda r: {**r, "settings": {"max_turns": 0}},
     "r.json: max_turns: a number of turns, 1 or more, not 0"),
    ("missing decks", lambda r: _without(r, "decks"), "r.json: decks: missing key 'decks'"),
    ("unknown setting", lambda r: {**r, "settings": {"speed": 3}},
     "r.json: settings: unknown setting 'speed'"),
]


@pytest.mark.parametrize(("what", "change", "message"), BROKEN_REPLAYS,
                         ids=[c[0] for c in BROKEN_REPLAYS])
def test_a_broken_replay_says_what_and_where(what: str, change: Any, message: str) -> None:
    """Defect 11: replays of format "banana", a choice index out of range during the replay
    and other broken replays are clear errors."""
    assert message in _replay(change)


def test_replay_files_that_cannot_be_read(tmp_path: Path) -> None:
    """Defect 11: a missing file, a folder, binary garbage."""
    (tmp_path / "bin.json").write_bytes(b"\x89PNG\r\n\x1a\n\x00\xc3\x28" * 9)
    for name, message in (("none.json", "can't read: No such file or directory"),
                          (".", "can't read: Is a directory"),
                          ("bin.json", "not a replay: byte 0 is not UTF-8 text")):
        with pytest.raises(ReplayError, match=message):
            Replay.load(tmp_path / name)
