"""Simulation at a table of three to six (issue 13): per-deck and per-seat-position win rates
with intervals, every deck in every seat and every position, the same runners (worker
processes, Ray), reports and history as two decks."""

from __future__ import annotations

import csv
import importlib.util
import json
import math
from pathlib import Path

import pytest
from typer.testing import CliRunner

from aetherworks.cli.main import app
from aetherworks.sim import report
from aetherworks.sim.history import History, HistoryError
from aetherworks.sim.simulate import SimError, simulate
from aetherworks.sim.table import TableResult, simulate_table

DECKS = ["red-energy", "gruul-sample", "red-energy"]


@pytest.fixture(scope="module")
def result() -> TableResult:
    """Heuristic agents at a table of three: games that end with a winner."""
    return simulate_table(DECKS, 3, agents="heuristic", seed=3, max_turns=60)


def test_every_deck_plays_every_seat_and_every_position() -> None:
    """Game i seats deck k in seat (k + i) % 3 and deck i % 3 takes the first turn, so over
    three games each deck is once 1st, 2nd and 3rd in turn order [101.4, 103.1]."""
    r = simulate_table(["gruul-sample"] * 3, 3, agents="random", max_turns=12)
    assert [g.seats for g in r.games] == [(0, 1, 2), (2, 0, 1), (1, 2, 0)]
    assert [g.on_play for g in r.games] == [0, 1, 2]
    for k in range(3):
        assert sorted(g.position(k) for g in r.games) == [0, 1, 2]
    s = r.summary()
    assert s["players"] == 3 and s["games"] == 3 and s["errors"]["count"] == 0
    assert [(d["side"], d["deck"]) for d in s["decks"]] == [
        ("1", "gruul-sample"), ("2", "gruul-sample"), ("3", "gruul-sample")]
    assert [p["position"] for p in s["positions"]] == [1, 2, 3]


def test_summary_per_deck_and_per_position(result: TableResult) -> None:
    s = result.summary()
    won = [g for g in result.games if g.winner is not None]
    assert won, "heuristic red decks finish a three-player game in 60 turns"
    wins = [d["win"]["wins"] for d in s["decks"]]
    assert sum(wins) == sum(p["win"]["wins"] for p in s["positions"]) == len(won)
    assert wins == [sum(g.winner == k for g in won) for k in range(3)]
    for row in (*(d["win"] for d in s["decks"]), *(p["win"] for p in s["positions"])):
        lo, hi = row["ci95"]
        assert 0.0 <= lo <= row["rate"] <= hi <= 1.0 and row["games"] == 3
    for g in won:
        # The winner's own turns: at least its share of the table's turns (players who
        # left take none [800.4a]) and at most every other turn.
        assert math.ceil(g.turns / 3) <= g.kill_turn <= g.turns
        assert g.reason and not g.error
    for d in s["decks"]:
        assert {"kill_turn", "mulligans", "energy", "spells_cast", "most_cast"} <= set(d)
        assert "on_play" not in d  # a table has positions instead
    # red-energy gains energy (Galvanic Discharge, Harnessed Lightning...).
    assert s["decks"][0]["energy"]["gained"] > 0


def test_workers_do_not_change_records(result: TableResult) -> None:
    """Same seed, one process or two: the same records, in game order."""
    two = simulate_table(DECKS, 3, agents="heuristic", seed=3, max_turns=60, workers=2)
    assert two.games == result.games and two.workers == 2
    assert [g.index for g in two.games] == [0, 1, 2]


@pytest.mark.skipif(importlib.util.find_spec("ray") is None, reason="ray is not installed")
def test_ray_backend_same_records(result: TableResult) -> None:
    import ray

    ray.init(num_cpus=2, include_dashboard=False)
    try:
        via_ray = simulate_table(DECKS, 3, agents="heuristic", seed=3, max_turns=60,
                                 backend="ray")
    finally:
        ray.shutdown()
    assert via_ray.games == result.games and via_ray.backend == "ray"


def test_ray_missing_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "ray", None)  # "import ray" now raises ImportError
    with pytest.raises(SimError, match=r"pip install 'aetherworks\[ray\]'"):
        simulate_table(DECKS, 1, agents="random", max_turns=4, backend="ray")


def test_toss_lets_the_toss_winner_choose() -> None:
    """--toss: the toss winner's agent names who goes first [103.1]; the record says who."""
    r = simulate_table(["gruul-sample"] * 3, 3, agents="random", max_turns=3,
                       play_first="toss", seed=5)
    for g in r.games:
        assert g.position(g.on_play) == 0


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"specs": ["gruul-sample"] * 7}, "3 to 6 decks"),
    ({"specs": ["gruul-sample"] * 2}, "3 to 6 decks"),
    ({"n": 0}, "at least 1"),
    ({"workers": -1}, "workers must be 0"),
    ({"agents": "random,heuristic"}, "one per deck (3)"),
    ({"agents": "genius"}, "unknown agent 'genius'"),
    ({"backend": "spark"}, "unknown backend"),
    ({"specs": ["gruul-sample", "nope", "gruul-sample"]}, "no such file or embedded deck"),
])
def test_bad_input(kwargs: dict[str, object], message: str) -> None:
    args: dict[str, object] = {"specs": ["gruul-sample"] * 3, "n": 1, "agents": "random",
                               "max_turns": 3, **kwargs}
    with pytest.raises(SimError, match=message.replace("(", r"\(").replace(")", r"\)")):
        simulate_table(**args)  # type: ignore[arg-type]


def test_json_csv_html(result: TableResult, tmp_path: Path) -> None:
    report.write_json(result, tmp_path / "t.json")
    data = json.loads((tmp_path / "t.json").read_text())
    assert data["settings"]["decks"] == DECKS and data["summary"]["players"] == 3
    assert len(data["games"]) == 3 and data["games"][1]["seats"] == [2, 0, 1]
    assert TableResult.from_dict(data).games == result.games  # a JSON export round-trips

    report.write_csv(result, tmp_path / "t.csv")
    with open(tmp_path / "t.csv", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == 3
    assert {"seats", "winner", "kill_turn", "mulligans_3", "energy_gained_1",
            "blanks_2"} <= set(rows[0])
    assert rows[1]["seats"] == "3 1 2" and rows[1]["on_play"] == "2"

    text = report.render_html(result)
    assert text.startswith("<!DOCTYPE html>") and text.rstrip().endswith("</html>")
    assert text.count("data:image/png;base64,") >= 7  # rates, positions, lengths, ...
    assert "http://" not in text and "https://" not in text
    assert "Seat positions" in text and "3: red-energy" in text and "Energy" in text


def test_history_stores_and_compares_tables(result: TableResult, tmp_path: Path) -> None:
    other = simulate_table(DECKS, 2, agents="random", seed=9, max_turns=6)
    pair = simulate("temur-energy", "gruul-sample", 1, agents="random", max_turns=4)
    with History(tmp_path / "h.sqlite") as h:
        a, b, c = h.add(result), h.add(other), h.add(pair)
        run = h.get(a)
        assert run.players == 3 and run.deck_a == "red-energy"
        assert run.deck_b == "gruul-sample vs red-energy"
        assert run.wins_a == result.summary()["decks"][0]["win"]["wins"]
        cmp = h.compare(a, b)
        assert [r["what"] for r in cmp["rows"]] == [
            "win", "win", "win", "position 1", "position 2", "position 3"]
        assert all(0.0 <= r["p"] <= 1.0 for r in cmp["rows"])
        assert h.get(c).players == 2
        with pytest.raises(HistoryError, match="only runs with as many decks compare"):
            h.compare(a, c)


def _bad(*args: str) -> str:
    r = CliRunner().invoke(app, list(args))
    assert r.exit_code == 1, r.output
    assert isinstance(r.exception, SystemExit) and "Traceback" not in r.output
    return r.output


def test_sim_cli_table(tmp_path: Path) -> None:
    db = str(tmp_path / "h.sqlite")
    res = CliRunner().invoke(app, [
        "sim", "gruul-sample", "gruul-sample", "gruul-sample", "-n", "2", "-q", "--agents",
        "random", "--max-turns", "9", "--workers", "2", "--db", db,
        "--json", str(tmp_path / "t.json"), "--csv", str(tmp_path / "t.csv"),
        "--out", str(tmp_path / "t.html")])
    assert res.exit_code == 0, res.output
    assert "3-player table" in res.output and "seat position" in res.output
    assert "Stored as run 1" in res.output
    assert json.loads((tmp_path / "t.json").read_text())["settings"]["workers"] == 2
    assert len((tmp_path / "t.csv").read_text().splitlines()) == 3
    assert "Seat positions" in (tmp_path / "t.html").read_text()
    shown = CliRunner().invoke(app, ["sim", "history", "--db", db, "--show", "1"])
    assert shown.exit_code == 0 and "seat position" in shown.output

    assert "3 to 6 decks" in _bad("sim", *["gruul-sample"] * 7, "-n", "1", "-q", "--db", db)
    assert "at least 1" in _bad("sim", *["gruul-sample"] * 3, "-n", "0", "--db", db)
    assert "--workers" in _bad("sim", *["gruul-sample"] * 3, "-n", "1", "--workers", "-1",
                               "--db", db)
    assert "one per deck (3)" in _bad("sim", *["gruul-sample"] * 3, "-n", "1", "-q",
                                      "--agents", "random,heuristic", "--db", db)
    with History(db) as h:
        assert len(h.list()) == 1  # failed runs are not stored
