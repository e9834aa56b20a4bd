"""``aetherworks decks``, ``sim DECK --gauntlet FIELD`` and ``sim --round-robin FIELD``."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from aetherworks.carddb.decklist import DECKS_DIR
from aetherworks.cli.main import app
from aetherworks.sim.gauntlet import CSV_FIELDS, field_decks, gauntlet, round_robin
from aetherworks.sim.history import History
from aetherworks.sim.simulate import SimError

runner = CliRunner()
NEW_DECKS = ("modern-boros-energy", "modern-jeskai-energy", "modern-mardu-energy",
             "std2017-temur-energy", "std2017-4c-saheeli", "std2017-sultai-energy",
             "std2017-temur-marvel", "std2017-mardu-vehicles", "drc-living-energy",
             "m3c-creative-energy")


def _cli(*args: str) -> tuple[int, str]:
    r = runner.invoke(app, list(args), env={"COLUMNS": "250"})
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    assert "Traceback" not in r.output
    return r.exit_code, r.output


@pytest.fixture
def field(tmp_path: Path) -> Path:
    """A folder of two playable decks and a Commander precon (left out of two-player
    match-ups)."""
    folder = tmp_path / "field"
    folder.mkdir()
    for name in ("gruul-sample", "red-energy-sample", "m3c-creative-energy"):
        shutil.copy(DECKS_DIR / f"{name}.txt", folder / f"{name}.txt")
    (folder / "notes.md").write_text("not a deck\n", encoding="utf-8")
    return folder


def test_decks_lists_the_embedded_decks_with_their_sources() -> None:
    code, out = _cli("decks", "--json")
    assert code == 0
    rows = {r["name"]: r for r in json.loads(out)}
    for name in NEW_DECKS:
        assert name in rows and rows[name]["source"].startswith(("MTGO", "magic.wizards",
                                                                  "Paul Dean", "Forge"))
    assert rows["temur-energy-jensen-worlds-2017"]["aliases"] == ["temur-energy"]
    assert rows["drc-living-energy"]["commander"] == 1
    assert rows["drc-living-energy"]["main"] == 99
    assert rows["modern-boros-energy"]["format"] == "modern"
    assert (rows["std2017-mardu-vehicles"]["main"], rows["std2017-mardu-vehicles"]["sideboard"]
            ) == (60, 15)
    code, out = _cli("decks", "-v")
    assert code == 0 and "std2017-4c-saheeli" in out and "Baumeister" in out


def test_fields_by_folder_and_by_name(field: Path) -> None:
    assert [Path(p).name for p in field_decks(str(field))] == [
        "gruul-sample.txt", "m3c-creative-energy.txt", "red-energy-sample.txt"]
    embedded = field_decks("embedded")
    assert len(embedded) == 9 and "gruul-sample" not in embedded
    assert "drc-living-energy" not in embedded and "temur-energy-jensen-worlds-2017" in embedded
    assert field_decks("modern") == ["modern-boros-energy", "modern-jeskai-energy",
                                     "modern-mardu-energy"]
    with pytest.raises(SimError, match="neither a folder of decklists nor a field"):
        field_decks("no-such-field")


def test_gauntlet_plays_every_deck_of_the_field(field: Path) -> None:
    r = gauntlet("temur-energy", str(field), 4, agents="random", seed=3)
    assert r.decks == ["temur-energy", "gruul-sample", "red-energy-sample"]
    assert [(m.deck_a, m.deck_b) for m in r.matchups] == [
        ("temur-energy", "gruul-sample"), ("temur-energy", "red-energy-sample")]
    assert [Path(s).name for s, _ in r.skipped] == ["m3c-creative-energy.txt"]
    for row, m in zip(r.rows(), r.matchups, strict=True):
        assert row["games"] == 4 and row["win"] == m.summary()["decks"][0]["win"]
        lo, hi = row["on_play"]["ci95"]
        assert row["on_play"]["games"] == 2 and 0 <= lo <= row["on_play"]["rate"] <= hi <= 1
    again = gauntlet("temur-energy", str(field), 4, agents="random", seed=3)
    assert again.rows() == r.rows()  # seeded: the same games


def test_round_robin_pairs_each_deck_once_and_ranks_them() -> None:
    r = round_robin(["temur-energy", "gruul-sample", "red-energy"], 2, agents="random")
    assert len(r.matchups) == 3
    standings = r.standings()
    assert sorted(s["deck"] for s in standings) == ["gruul-sample", "red-energy",
                                                    "temur-energy"]
    assert all(s["win"]["games"] == 4 for s in standings)
    assert sum(s["win"]["wins"] for s in standings) == sum(
        m.summary()["games"] - m.summary()["draws"] for m in r.matchups)
    with pytest.raises(SimError, match="at least two decks"):
        round_robin(["temur-energy"], 2)


def test_gauntlet_cli_one_table_one_report(field: Path, tmp_path: Path) -> None:
    db, html, js, cs = (str(tmp_path / f) for f in ("h.sqlite", "g.html", "g.json", "g.csv"))
    code, out = _cli("sim", "temur-energy", "--gauntlet", str(field), "-n", "2", "--agents",
                     "random", "-q", "--db", db, "--out", html, "--json", js, "--csv", cs)
    assert code == 0, out
    assert "temur-energy against 2 decks" in out and "gruul-sample" in out
    assert "left out" in out and "m3c-creative-energy.txt" in out
    page = Path(html).read_text()
    assert "Gauntlet: temur-energy against 2 decks" in page and "data:image/png" in page
    assert len(json.loads(Path(js).read_text())["rows"]) == 2
    with open(cs, newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert tuple(rows[0]) == CSV_FIELDS and [r["deck_b"] for r in rows] == [
        "gruul-sample", "red-energy-sample"]
    with History(db) as h:
        assert [(r.deck_a, r.deck_b) for r in h.list()] == [
            ("temur-energy", "red-energy-sample"), ("temur-energy", "gruul-sample")]


def test_round_robin_cli(field: Path, tmp_path: Path) -> None:
    code, out = _cli("sim", "--round-robin", str(field), "-n", "2", "--agents", "random",
                     "-q", "--db", str(tmp_path / "h.sqlite"), "--out",
                     str(tmp_path / "r.html"))
    assert code == 0, out
    assert "Round robin of 2 decks" in out and "Standings" in out
    assert "Round robin of 2 decks" in (tmp_path / "r.html").read_text()


def test_bad_fields_and_arguments(field: Path, tmp_path: Path) -> None:
    blank = field / "orbs.txt"
    blank.write_text("4 Chaos Orb\n56 Forest\n", encoding="utf-8")
    code, out = _cli("sim", "temur-energy", "--gauntlet", str(field), "-n", "1", "--db",
                     str(tmp_path / "h.sqlite"))
    assert code == 1 and f"{blank}:1: unsupported card Chaos Orb" in out
    code, out = _cli("sim", "temur-energy", "--gauntlet", str(field), "-n", "1", "-q",
                     "--agents", "random", "--db", str(tmp_path / "h.sqlite"),
                     "--allow-unsupported", "--json", str(tmp_path / "b.json"))
    assert code == 0 and "UNSUPPORTED CARDS PLAYED AS BLANKS" in out
    assert json.loads((tmp_path / "b.json").read_text())["blanks"] == {"orbs": ["Chaos Orb"]}
    assert "give two decks" in _cli("sim", "temur-energy")[1]
    assert "no deck arguments" in _cli("sim", "temur-energy", "--round-robin", str(field))[1]
    assert "not both" in _cli("sim", "temur-energy", "--gauntlet", "x", "--round-robin",
                              "y")[1]
    code, out = _cli("sim", "temur-energy", "--gauntlet", str(tmp_path / "missing"))
    assert code == 1 and "neither a folder" in out
