"""Simulation at a table of three to six (issue 13): per-deck and per-seat-position win rates
with intervals, every deck in every seat."""

from typer.testing import CliRunner

from aetherworks.cli.main import app
from aetherworks.sim.table import simulate_table


def test_table_rotates_seats_and_reports_positions() -> None:
    r = simulate_table(["gruul-sample"] * 3, 3, agents="random", max_turns=12)
    assert [g.seats for g in r.games] == [(0, 1, 2), (2, 0, 1), (1, 2, 0)]
    s = r.summary()
    assert s["players"] == 3 and s["games"] == 3 and not s["errors"]
    assert [d["deck"] for d in s["decks"]] == [f"{k}. gruul-sample" for k in (1, 2, 3)]
    wins = sum(d["wins"] for d in s["decks"])
    assert wins == sum(p["wins"] for p in s["positions"]) == 3 - s["draws"]
    for row in (*s["decks"], *s["positions"]):
        lo, hi = row["ci95"]
        assert 0.0 <= lo <= row["rate"] <= hi <= 1.0


def test_sim_cli_takes_a_table_of_decks() -> None:
    res = CliRunner().invoke(app, ["sim", "gruul-sample", "gruul-sample", "gruul-sample",
                                   "-n", "2", "-q", "--agents", "random", "--max-turns", "9"])
    assert res.exit_code == 0, res.output
    assert "3-player table" in res.output and "seat position" in res.output
    bad = CliRunner().invoke(app, ["sim", *["gruul-sample"] * 7, "-n", "1", "-q"])
    assert bad.exit_code == 1 and "two to 6 players" in bad.output
