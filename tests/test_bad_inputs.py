"""Bad input, swept: every command's options and the public Python API with values they must
refuse.  Each gives a clear error naming the problem and the place (the option, the
argument, file:line) — never a traceback, never a silent acceptance (issue 9, defects 6 and
11; the brief: "Bad input ... gets a clear error naming the problem and the place")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import aetherworks.cards  # noqa: F401  (card definitions)
from aetherworks.carddb.decklist import load_deck
from aetherworks.cli.main import app
from aetherworks.engine import Choice, Game, GameOver, IllegalChoice, Replay
from aetherworks.scenarios import ScenarioLoadError, load_scenario

DECK = load_deck("temur-energy").main_names()
BIG = str(2**80)
runner = CliRunner()


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("bad")
    (d / "binary.bin").write_bytes(b"\x89PNG\r\n\x1a\n\x00\xc3\x28" * 40)
    (d / "banana.json").write_text('{"format": "banana", "seed": 1}')
    (d / "adir").mkdir()
    (d / "hugename.txt").write_text("1 " + "A" * 1_000_000 + "\n")
    (d / "hugecount.txt").write_text("9" * 5000 + " Forest\n")
    (d / "bigcount.txt").write_text("1000000000 Forest\n")
    (d / "empty.yaml").write_text("")
    return d


# (arguments, a piece of the message); {d} is the folder of bad files, {db} a history file.
CLI = [
    ("play --seed -1 --plain", "--seed must be at least 0"),
    (f"play --seed {BIG} --plain", "--seed must be at most 18,446,744,073,709,551,615"),
    ("play --ai-delay -1 --plain", "--ai-delay must be at least 0"),
    ("play --ai-delay nan --plain", "--ai-delay must be a finite number"),
    ("play --save {d}/adir --plain", "--save: {d}/adir is a folder"),
    ("play --save {d}/none/x.json --plain", "--save: no such folder {d}/none"),
    ("play --resume {d}/none.json --plain", "{d}/none.json: can't read: No such file"),
    ("play --resume {d}/binary.bin --plain", "{d}/binary.bin: not a replay: byte 0 is not "
     "UTF-8 text"),
    ("play --resume {d}/banana.json --plain", "{d}/banana.json: format: unsupported replay "
     "format 'banana'"),
    ("play --resume {d}/adir --plain", "{d}/adir: can't read: Is a directory"),
    ("play --deck {d}/bigcount.txt --plain", "{d}/bigcount.txt:1: more than 1000 cards in "
     "all: a count of 1000000000 is surely a mistake"),
    ("play --lang xx --plain", "unknown language 'xx'"),
    ("play --ai genius --plain", "unknown agent 'genius'"),
    ("bench --seconds -1 --workers", "--seconds must be more than 0, got -1"),
    ("bench --seconds nan --workers", "--seconds must be a finite number"),
    ("bench --seconds 0 --workers", "--seconds must be more than 0"),
    ("bench --seconds 1e9 --workers", "--seconds must be at most 3,600"),
    ("bench --worker-seconds -1", "--worker-seconds must be more than 0"),
    ("bench --phase-seconds -1 --vs-phase", "--phase-seconds must be more than 0"),
    ("bench --workers -1", "--workers: give worker counts from 1 to 256"),
    ("bench --workers 1,1000", "--workers: give worker counts from 1 to 256"),
    ("bench --deck nosuch", "nosuch: no such file or embedded deck"),
    ("rules 999.99", "No rule '999.99'"),
    ("rules " + "9" * 5000, "… (5,000 characters) in the Comprehensive Rules"),
    ("goldfish temur-energy -n 0", "-n must be at least 1, got 0"),
    ("goldfish temur-energy -n 1000000000", "-n must be at most 1,000,000"),
    ("goldfish temur-energy --seed -1", "--seed must be at least 0"),
    (f"goldfish temur-energy --seed {BIG}", "--seed must be at most"),
    ("goldfish temur-energy --workers -1", "--workers must be at least 0"),
    ("goldfish temur-energy --workers 100000", "--workers must be at most 256"),
    ("goldfish temur-energy --max-turns 0", "--max-turns must be at least 1"),
    ("goldfish temur-energy --agent genius", "unknown agent 'genius'"),
    ("goldfish {d}/binary.bin", "{d}/binary.bin: cannot read"),
    ("goldfish {d}/hugecount.txt", "{d}/hugecount.txt:1: count of 5,000 digits for "
     "'Forest': more than 1000 cards in all is surely a mistake"),
    ("goldfish {d}/bigcount.txt", "more than 1000 cards in all"),
    ("goldfish temur-energy --out {d}/none/x.html", "no such folder {d}/none"),
    ("cards show Lightnin", "unknown card 'Lightnin' — did you mean"),
    ("cards show Bolt --lang xx", "unknown language 'xx'"),
    ("cards show Bolt --card-db {d}/binary.bin", "cannot load card data {d}/binary.bin"),
    ("cards show Bolt --card-db {d}/adir", "cannot load card data {d}/adir"),
    ("cards search --color Q", "not a colour: 'Q'"),
    ("cards search --mv -1", "--mv must be at least 0"),
    ("cards search --mv nan", "--mv must be a finite number"),
    ("cards search --limit -1", "--limit must be at least 1"),
    ("cards search --limit 0", "--limit must be at least 1"),
    ("cards deck {d}/binary.bin", "{d}/binary.bin: cannot read"),
    ("cards deck {d}/none.txt", "{d}/none.txt: no such file or embedded deck"),
    ("cards deck {d}/hugename.txt", "{d}/hugename.txt:1: unknown card 'AAAAAAAAAA"),
    ("cards deck {d}/hugename.txt", "… (1,000,000 characters)"),
    ("cards deck {d}/hugecount.txt", "count of 5,000 digits"),
    ("cards coverage --scenarios {d}/none", "--scenarios: no such folder {d}/none"),
    ("scenario run {d}/binary.bin", "{d}/binary.bin:1: (file): not a text file: byte 0 is "
     "not UTF-8"),
    ("scenario check {d}/binary.bin", "{d}/binary.bin:1: (file): not a text file"),
    ("scenario check {d}/empty.yaml", "{d}/empty.yaml:1: (file): a scenario is a mapping"),
    ("scenario run {d}/none", "no such file or folder: {d}/none"),
    ("scenario run {d}/adir", "no scenario files (*.yaml) there"),
    ("scenario index {d}/none", "no such folder: {d}/none"),
    ("scenario index {d}/binary.bin", "not a folder: {d}/binary.bin"),
    ("sim temur-energy temur-energy -n 0 --db {db}", "-n must be at least 1, got 0"),
    ("sim temur-energy temur-energy -n 1000000000 --db {db}", "-n must be at most 1,000,000"),
    ("sim temur-energy temur-energy --seed -1 --db {db}", "--seed must be at least 0"),
    (f"sim temur-energy temur-energy --seed {BIG} --db {{db}}", "--seed must be at most"),
    ("sim temur-energy temur-energy -n 2 --seed 9223372036854775807 --db {db}",
     "--seed must be at most 9,223,372,036,854,775,806"),
    ("sim temur-energy temur-energy --workers 100000 --db {db}", "--workers must be at most"),
    ("sim temur-energy temur-energy --max-turns -1 --db {db}", "--max-turns must be at least"),
    ("sim temur-energy temur-energy --agents a,b,c --db {db}",
     "agents: give one name, or one per deck (2)"),
    ("sim temur-energy temur-energy --backend spark --db {db}", "unknown backend 'spark'"),
    ("sim temur-energy temur-energy --ray-address ray://x:1 --db {db}",
     "--ray-address goes with --backend ray"),
    ("sim temur-energy temur-energy -n 1 --db {d}/binary.bin",
     "cannot use the history file {d}/binary.bin: file is not a database"),
    ("sim temur-energy temur-energy -n 1 --db {d}/adir", "cannot use the history file"),
    ("sim history --limit -1 --db {db}", "--limit must be at least 1, got -1"),
    ("sim history --limit 0 --db {db}", "--limit must be at least 1, got 0"),
    ("sim history --show -1 --db {db}", "no run -1"),
    (f"sim history --show {BIG} --db {{db}}", f"no run {BIG}"),
    ("sim history --compare 1 99999 --db {db}", "no run 1"),
    ("sim history --db {d}/binary.bin", "file is not a database"),
]


@pytest.mark.parametrize(("args", "message"), CLI, ids=[c[0] for c in CLI])
def test_a_command_refuses_a_bad_value(files: Path, tmp_path: Path, args: str,
                                       message: str) -> None:
    """Defect 11: each bad value is a message naming it, exit status 1 or 2, no traceback,
    and nothing run or stored."""
    fill = {"d": str(files), "db": str(tmp_path / "h.sqlite")}
    argv = [a.format(**fill) for a in args.split(" ")]
    if argv[-1] == "--workers":
        argv.append("")
    r = runner.invoke(app, argv)
    assert isinstance(r.exception, SystemExit), r.exception
    assert r.exit_code in (1, 2), r.output
    assert message.format(**fill) in " ".join(r.output.split()) or \
        message.format(**fill) in r.output, r.output
    assert "Traceback" not in r.output


# ----------------------------------------------------------------------------- Python API


@pytest.mark.parametrize(("kwargs", "error", "message"), [
    ({"deck_a": "Forest"}, TypeError, "deck_a: a list of card names, not 'Forest'"),
    ({"deck_b": [3]}, TypeError, "deck_b[0]: a card name, not 3"),
    ({"seed": -1}, ValueError, "seed: an integer from 0 to 2**64 - 1, not -1"),
    ({"seed": 2**80}, ValueError, "seed: an integer from 0 to 2**64 - 1"),
    ({"seed": "7"}, ValueError, "seed: an integer from 0 to 2**64 - 1, not '7'"),
    ({"seed": True}, ValueError, "not True"),
    ({"names": ("Alice",)}, ValueError, "names: two non-empty player names"),
    ({"names": "AB"}, TypeError, "names: two player names, not 'AB'"),
    ({"names": ("Alice", "")}, ValueError, "names: two non-empty player names"),
    ({"max_turns": 0}, ValueError, "max_turns: a number of turns, 1 or more, not 0"),
    ({"auto_pass": "no"}, TypeError, "auto_pass: True or False, not 'no'"),
    ({"deck_a": ["Lightnin Bolt"]}, LookupError, "unknown card 'Lightnin Bolt' — did you mean"),
])
def test_game_new_checks_its_arguments(kwargs: dict[str, Any], error: type[Exception],
                                       message: str) -> None:
    """Defect 11: Game.new names the bad argument."""
    args: dict[str, Any] = {"deck_a": DECK, "deck_b": DECK, **kwargs}
    with pytest.raises(error) as info:
        Game.new(args.pop("deck_a"), args.pop("deck_b"), **args)
    assert message in str(info.value)


def test_seed_bounds_are_accepted() -> None:
    """The documented seed range: 0 to 2**64 - 1 both play (and save)."""
    for seed in (0, 2**64 - 1):
        g = Game.new(DECK, DECK, seed=seed)
        assert Game.from_json(g.to_json()).seed == seed


@pytest.mark.parametrize("player", [-1, 2, 5, "0", True, None, 0.0])
def test_concede_needs_a_player_of_the_game(player: Any) -> None:
    """Defect 6 [104.3a]: concede(-1) no longer makes a nonexistent player "2" the winner;
    any player that isn't 0 or 1 is refused and nothing changes, so the replay is intact."""
    g = Game.new(DECK, DECK, seed=3)
    before = g.to_json()
    with pytest.raises(IllegalChoice, match=r"concede: no player .*; the players are 0, 1"):
        g.concede(player)
    assert g.to_json() == before and g.result is None
    assert Replay.from_json(Replay.of(g).to_json()).play().to_json() == before


@pytest.mark.parametrize("index", ["0", 1.0, True, None, -1, 99, 2**70])
def test_apply_index_needs_an_option_index(index: Any) -> None:
    """Defect 11: apply_index('0') was a TypeError; every non-index is IllegalChoice and
    changes nothing."""
    g = Game.new(DECK, DECK, seed=3)
    before = g.to_json()
    with pytest.raises(IllegalChoice, match=r"option index .* is not from 0 to 1"):
        g.apply_index(index)
    assert g.to_json() == before


@pytest.mark.parametrize("choice", ["pass", None, 0, Choice("cast", 99999), (1, 2), [0]])
def test_apply_refuses_what_is_not_an_option(choice: Any) -> None:
    """The one door: an answer that is not an option raises IllegalChoice, game unchanged."""
    g = Game.new(DECK, DECK, seed=3)
    before = g.to_json()
    with pytest.raises(IllegalChoice):
        g.apply(choice)
    assert g.to_json() == before


def test_nothing_is_answered_after_the_end() -> None:
    """104.1: once the game is over, apply / apply_index / concede raise GameOver."""
    g = Game.new(DECK, DECK, seed=3)
    g.concede(0)
    for call in (lambda: g.apply(Choice("pass")), lambda: g.apply_index(0),
                 lambda: g.concede(1)):
        with pytest.raises(GameOver, match="the game is over"):
            call()


def test_replay_and_load_arguments() -> None:
    """Defect 11: Replay.play(upto) takes 0..the number of choices (not Python's negative
    slicing); from_json takes text."""
    g = Game.new(DECK, DECK, seed=3)
    g.apply_index(0)
    r = Replay.of(g)
    for upto in (-1, 5, "1", 1.0):
        with pytest.raises(ValueError, match=r"upto: a number of choices from 0 to 1"):
            r.play(upto=upto)  # type: ignore[arg-type]
    assert r.play(upto=0).to_json() == Game.new(DECK, DECK, seed=3).to_json()
    with pytest.raises(TypeError, match="expected the text of a saved game"):
        Game.from_json(None)  # type: ignore[arg-type]


def test_a_huge_card_name_is_refused_quickly_and_shown_short() -> None:
    """Defect 11: a 1 MB card name is compared only up to the longest possible name, and
    the message shows its start and length, not a megabyte."""
    from aetherworks.carddb import UnknownCardError, get_db

    with pytest.raises(UnknownCardError) as info:
        get_db().card("Lightning Bolt" + "x" * 1_000_000)
    text = str(info.value)
    assert len(text) < 1000 and "(1,000,014 characters)" in text


@pytest.mark.parametrize(("content", "message"), [
    (b"\x00\xff\xfe\x89" * 30, "s.yaml:1: (file): not a text file: byte 1 is not UTF-8"),
    (b"", "s.yaml:1: (file): a scenario is a mapping"),
    (b"- a\n- b\n", "s.yaml:1: (file): a scenario is a mapping"),
    (b"name: [unclosed\n", "s.yaml:2: (yaml): YAML error"),
])
def test_scenario_files_that_are_not_scenarios(tmp_path: Path, content: bytes,
                                               message: str) -> None:
    """Defect 11: a binary scenario file gave a traceback; it is a file:line error."""
    p = tmp_path / "s.yaml"
    p.write_bytes(content)
    with pytest.raises(ScenarioLoadError) as info:
        load_scenario(p)
    assert message in str(info.value)
