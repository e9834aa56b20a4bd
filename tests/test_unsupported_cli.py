"""play, sim, goldfish and bench refuse a deck with a card the engine cannot play, naming
each card and its line (exit status 1, no traceback); --allow-unsupported plays them as
blanks and then every output says so: terminal, HTML, JSON, CSV, the SQLite history."""

from __future__ import annotations

import csv
import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from aetherworks.cli.main import app
from aetherworks.sim.simulate import SimError, simulate

runner = CliRunner()
WARNING = "UNSUPPORTED CARDS PLAYED AS BLANKS"


def _cli(*args: str) -> tuple[int, str]:
    r = runner.invoke(app, list(args), env={"COLUMNS": "250"})
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    assert "Traceback" not in r.output
    return r.exit_code, r.output


@pytest.fixture
def blank_deck(tmp_path: Path) -> Path:
    """A legal 60-card deck with two cards no engine plays (Chaos Orb, Shahrazad)."""
    path = tmp_path / "orbs.txt"
    path.write_text("Deck\n4 Grizzly Bears\n2 Chaos Orb\n1 Shahrazad\n53 Forest\n",
                    encoding="utf-8")
    return path


def _flat(out: str) -> str:
    return " ".join(out.split())


def test_every_game_command_refuses_naming_each_card_and_line(blank_deck: Path,
                                                              tmp_path: Path) -> None:
    db = str(tmp_path / "h.sqlite")
    for args in (["sim", str(blank_deck), "gruul-sample", "-n", "1", "--db", db],
                 ["sim", "gruul-sample", str(blank_deck), "-n", "1", "--db", db],
                 ["goldfish", str(blank_deck), "-n", "1"],
                 ["play", "--watch", "--deck", str(blank_deck)],
                 ["play", "--watch", "--vs", str(blank_deck)],
                 ["bench", "--deck", str(blank_deck), "--seconds", "0.1", "--workers", ""]):
        code, out = _cli(*args)
        flat = _flat(out).replace(" ", "")
        assert code == 1, (args, out)
        assert f"{blank_deck}:3:unsupportedcardChaosOrb".replace(" ", "") in flat, out
        assert f"{blank_deck}:4:unsupportedcardShahrazad" in flat, out
        assert "--allow-unsupported" in out
    assert not Path(db).exists() or json.loads(_cli("sim", "history", "--db", db, "--json")[1]
                                               ) == []


def test_cards_deck_shows_each_cards_support_and_the_count(blank_deck: Path) -> None:
    code, out = _cli("cards", "deck", str(blank_deck))
    assert code == 1
    lines = out.splitlines()
    assert any("Chaos Orb" in ln and "unsupported" in ln for ln in lines)
    assert any("Grizzly Bears" in ln and "hand-written" in ln for ln in lines)
    assert "2 of 4 distinct cards supported, 2 unsupported" in out


def test_sim_allow_unsupported_says_so_everywhere(blank_deck: Path, tmp_path: Path) -> None:
    db, html, js, cs = (str(tmp_path / f) for f in ("h.sqlite", "r.html", "r.json", "r.csv"))
    code, out = _cli("sim", str(blank_deck), "gruul-sample", "-n", "2", "--agents", "random",
                     "-q", "--allow-unsupported", "--db", db, "--out", html, "--json", js,
                     "--csv", cs)
    assert code == 0, out
    assert WARNING in _flat(out) and "Chaos Orb, Shahrazad" in _flat(out)
    assert WARNING in Path(html).read_text() and "Shahrazad" in Path(html).read_text()
    data = json.loads(Path(js).read_text())
    assert data["settings"]["blanks"] == [["Chaos Orb", "Shahrazad"], []]
    assert data["summary"]["blanks"] == {"A": ["Chaos Orb", "Shahrazad"]}
    with open(cs, newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert [r["blanks_a"] for r in rows] == ["Chaos Orb; Shahrazad"] * 2
    assert {r["blanks_b"] for r in rows} == {""}
    with sqlite3.connect(db) as conn:
        (stored,) = conn.execute("SELECT blanks FROM runs").fetchone()
    assert stored == "A: Chaos Orb, Shahrazad"
    code, out = _cli("sim", "history", "--db", db)
    assert "with 2 unsupported card(s) as blanks" in _flat(out)
    code, out = _cli("sim", "history", "--db", db, "--show", "1")
    assert WARNING in _flat(out)
    code, out = _cli("sim", "history", "--db", db, "--json")
    assert json.loads(out)[0]["blanks"] == "A: Chaos Orb, Shahrazad"


def test_history_files_from_before_gain_the_blanks_column(tmp_path: Path) -> None:
    from aetherworks.sim.history import SCHEMA, History

    old = tmp_path / "old.sqlite"
    with sqlite3.connect(old) as conn:
        conn.execute(SCHEMA.replace(",\n    blanks TEXT NOT NULL DEFAULT ''", ""))
    with History(old) as h:
        h.add(simulate("gruul-sample", "red-energy", 1, agents="random"))
        assert h.get(1).blanks == ""


def test_goldfish_play_and_bench_say_so(blank_deck: Path) -> None:
    code, out = _cli("goldfish", str(blank_deck), "-n", "2", "-q", "--agent", "random",
                     "--allow-unsupported")
    assert code == 0 and WARNING in _flat(out)
    code, out = _cli("play", "--watch", "--ai", "random", "--seed", "1", "--deck",
                     str(blank_deck), "--allow-unsupported")
    assert code == 0 and WARNING in _flat(out) and "in this game: Chaos Orb" in _flat(out)
    code, out = _cli("bench", "--deck", str(blank_deck), "--seconds", "0.05", "--workers", "",
                     "--json", "--allow-unsupported")
    assert code == 0 and json.loads(out)["blanks"] == ["Chaos Orb", "Shahrazad"]


def test_simulate_api_refuses_name_lists_too() -> None:
    deck = ["Forest"] * 56 + ["Chaos Orb"] * 4
    with pytest.raises(SimError, match="Chaos Orb"):
        simulate(deck, deck, 1, agents="random")
    r = simulate(deck, deck, 1, agents="random", allow_unsupported=True)
    assert r.blanks == (("Chaos Orb",), ("Chaos Orb",))
