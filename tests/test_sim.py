"""Simulation: statistics, reproducibility across workers and backends, exports, history, CLI."""

from __future__ import annotations

import csv
import importlib.util
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from aetherworks.cli.main import app
from aetherworks.sim import report, stats
from aetherworks.sim.goldfish import PASSIVE_NAME, goldfish, kill_summary
from aetherworks.sim.history import History, HistoryError
from aetherworks.sim.simulate import CSV_FIELDS, SimError, SimResult, simulate

RANDOM = ("random", "random")
N = 8


@pytest.fixture(scope="module")
def result() -> SimResult:
    return simulate("temur-energy", "gruul-sample", N, agents=RANDOM, seed=11)


# ---------------------------------------------------------------------------- statistics


@pytest.mark.parametrize(("k", "n", "lo", "hi"), [
    (81, 263, 0.2553, 0.3662),   # Newcombe (1998), Statistics in Medicine 17, table I
    (15, 148, 0.0624, 0.1605),   # idem
    (0, 20, 0.0, 0.1611),        # idem
    (5, 10, 0.2366, 0.7634),
    (10, 10, 0.7225, 1.0),
])
def test_wilson_known_values(k: int, n: int, lo: float, hi: float) -> None:
    got = stats.wilson(k, n)
    assert got == pytest.approx((lo, hi), abs=5e-5)


def test_wilson_edges() -> None:
    assert stats.wilson(0, 0) == (0.0, 1.0)
    lo, hi = stats.wilson(30, 100)
    assert lo < 0.3 < hi
    assert stats.wilson(30, 100, z=2.576)[0] < lo  # 99% is wider than 95%
    with pytest.raises(ValueError):
        stats.wilson(3, 2)


def test_other_stats() -> None:
    assert stats.quantile([1, 2, 3, 4], 0.5) == 2.5
    assert stats.distribution([2, 1, 2]) == {1: 1, 2: 2}
    assert stats.two_proportion_p(50, 100, 50, 100) == pytest.approx(1.0)
    assert stats.two_proportion_p(60, 100, 40, 100) == pytest.approx(0.0047, abs=1e-4)


# ---------------------------------------------------------------------------- simulate


def test_records_and_summary(result: SimResult) -> None:
    assert [g.index for g in result.games] == list(range(N))
    assert [g.seed for g in result.games] == [11 + i for i in range(N)]
    assert [g.on_play for g in result.games] == [i % 2 for i in range(N)]
    s = result.summary()
    assert s["games"] == N
    a, b = s["decks"]
    assert a["win"]["wins"] + b["win"]["wins"] + s["draws"] == N
    assert a["on_play"]["games"] == a["on_draw"]["games"] == N // 2
    assert a["energy"]["gained"] > 0  # Temur Energy makes energy every game
    for d in (a, b):
        lo, hi = d["win"]["ci95"]
        assert lo <= d["win"]["rate"] <= hi
        assert d["most_cast"] and d["most_cast"][0][1] >= d["most_cast"][-1][1]
    for g in result.games:
        assert g.turns >= 1
        assert g.energy_gained[0] - g.energy_paid[0] >= g.energy_left[0] - 0
        if g.winner is not None:
            # The winner's own turns: every other game turn, the player on the play taking
            # the odd ones [500.1, 103.1].
            own = (g.turns + 1) // 2 if g.winner == g.on_play else g.turns // 2
            assert g.kill_turn == own


def test_same_seed_same_results(result: SimResult) -> None:
    again = simulate("temur-energy", "gruul-sample", N, agents=RANDOM, seed=11)
    assert again.games == result.games
    other = simulate("temur-energy", "gruul-sample", N, agents=RANDOM, seed=12)
    assert other.games != result.games


def test_workers_do_not_change_results(result: SimResult) -> None:
    seen: list[int] = []
    two = simulate("temur-energy", "gruul-sample", N, agents=RANDOM, seed=11, workers=2,
                   progress=lambda done, total: seen.append(done))
    assert two.games == result.games
    assert two.workers == 2
    assert seen[0] == 0 and seen[-1] == N and seen == sorted(seen)


@pytest.mark.skipif(importlib.util.find_spec("ray") is None, reason="ray is not installed")
def test_ray_backend_same_results(result: SimResult) -> None:
    import ray

    ray.init(num_cpus=2, include_dashboard=False)
    try:
        via_ray = simulate("temur-energy", "gruul-sample", N, agents=RANDOM, seed=11,
                           backend="ray")
    finally:
        ray.shutdown()
    assert via_ray.games == result.games
    assert via_ray.backend == "ray"


def test_toss_mode_records_who_played_first() -> None:
    r = simulate("temur-energy", "temur-energy", 6, agents=RANDOM, seed=3, play_first="toss")
    assert all(g.on_play in (0, 1) for g in r.games)
    s = r.summary()
    assert s["decks"][0]["on_play"]["games"] + s["decks"][0]["on_draw"]["games"] == 6


def test_bad_input() -> None:
    with pytest.raises(SimError, match="at least 1"):
        simulate("temur-energy", "gruul-sample", 0)
    with pytest.raises(SimError, match="unknown agent 'genius'"):
        simulate("temur-energy", "gruul-sample", 2, agents="genius,random")
    with pytest.raises(SimError, match="no such file or embedded deck"):
        simulate("no-such-deck", "gruul-sample", 2)
    with pytest.raises(SimError, match="unknown backend"):
        simulate("temur-energy", "gruul-sample", 2, backend="spark")
    with pytest.raises(SimError, match="unknown card"):
        simulate(["Lightning Bolt", "Not A Real Card"], "gruul-sample", 2)


def test_goldfish() -> None:
    r = goldfish("temur-energy", 6, agent="heuristic", seed=1)
    assert r.deck_b == PASSIVE_NAME
    assert all(g.winner in (0, None) for g in r.games)  # the passive deck never wins
    k = kill_summary(r)
    assert k["all"]["kills"] == sum(g.winner == 0 for g in r.games)
    assert k["on_play"]["games"] == k["on_draw"]["games"] == 3
    if k["all"]["kills"]:
        assert max(k["all"]["cumulative"].values()) == pytest.approx(k["all"]["kills"] / 6)
    # A passive opponent never casts a spell or gains energy.
    assert all(g.spells_cast[1] == 0 and g.energy_gained[1] == 0 for g in r.games)


# ---------------------------------------------------------------------------- exports


def test_json_csv_html(result: SimResult, tmp_path: Path) -> None:
    report.write_json(result, tmp_path / "r.json")
    data = json.loads((tmp_path / "r.json").read_text())
    assert set(data) == {"settings", "summary", "games"}
    assert data["settings"]["seed"] == 11 and data["settings"]["agents"] == list(RANDOM)
    assert len(data["games"]) == N
    assert {"on_play", "winner", "turns", "kill_turn", "mulligans", "energy_gained",
            "energy_paid", "energy_left", "cast"} <= set(data["games"][0])
    assert {"win", "on_play", "on_draw", "kill_turn", "mulligans", "energy",
            "most_cast"} <= set(data["summary"]["decks"][0])
    assert SimResult.from_dict(data).games == result.games  # a JSON export round-trips

    report.write_csv(result, tmp_path / "r.csv")
    with open(tmp_path / "r.csv", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == N
    assert tuple(rows[0]) == CSV_FIELDS
    assert {"game", "on_play", "winner", "turns", "energy_gained_a", "energy_left_b",
            "mulligans_a"} <= set(rows[0])
    assert rows[1]["on_play"] == "B"

    report.write_html(result, tmp_path / "r.html")
    text = (tmp_path / "r.html").read_text()
    assert text.startswith("<!DOCTYPE html>") and text.rstrip().endswith("</html>")
    assert text.count("data:image/png;base64,") >= 5
    assert "http://" not in text and "https://" not in text  # no external assets
    assert "Win rates" in text and "Energy" in text and "temur-energy" in text


# ---------------------------------------------------------------------------- history


def test_history_store_list_compare(result: SimResult, tmp_path: Path) -> None:
    other = simulate("temur-energy", "gruul-sample", 4, agents=RANDOM, seed=99)
    with History(tmp_path / "h.sqlite") as h:
        first = h.add(result)
        second = h.add(other)
        runs = h.list()
        assert [r.id for r in runs] == [second, first]
        run = h.get(first)
        assert run.n == N and run.agents == "random,random" and run.seed == 11
        assert run.summary == json.loads(json.dumps(result.summary()))
        rate, lo, hi = run.win_a
        assert lo <= rate <= hi
        cmp = h.compare(first, second)
        assert len(cmp["rows"]) == 6
        assert all(0.0 <= row["p"] <= 1.0 for row in cmp["rows"])
        with pytest.raises(HistoryError, match="no run 999"):
            h.get(999)


def test_history_default_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from aetherworks.sim.history import default_path

    monkeypatch.setenv("AETHERWORKS_HOME", str(tmp_path))
    assert default_path() == tmp_path / "history.sqlite"


# ---------------------------------------------------------------------------- CLI

runner = CliRunner()


def _run(*args: str) -> tuple[int, str]:
    r = runner.invoke(app, list(args))
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    return r.exit_code, r.output


def test_cli_sim_history(tmp_path: Path) -> None:
    db = str(tmp_path / "h.sqlite")
    code, out = _run("sim", "temur-energy", "gruul-sample", "-n", "4", "--agents", "random",
                     "--db", db, "--json", str(tmp_path / "r.json"), "-q")
    assert code == 0, out
    assert "win rate" in out and "Stored as run 1" in out
    assert json.loads((tmp_path / "r.json").read_text())["settings"]["n"] == 4
    code, out = _run("sim", "run", "temur-energy", "gruul-sample", "-n", "2", "--agents",
                     "random", "--db", db, "-q", "--seed", "5")
    assert code == 0 and "Stored as run 2" in out
    code, out = _run("sim", "history", "--db", db)
    assert code == 0 and "temur-energy" in out and "gruul-sample" in out
    code, out = _run("sim", "history", "--db", db, "--show", "1", "--json")
    assert code == 0 and json.loads(out)["settings"]["n"] == 4
    code, out = _run("sim", "history", "--db", db, "--compare", "1", "2")
    assert code == 0 and "Run 1" in out and "Run 2" not in out and "run 2" in out
    code, out = _run("sim", "history", "--db", db, "--show", "7")
    assert code == 1 and "no run 7" in out


def test_cli_goldfish(tmp_path: Path) -> None:
    code, out = _run("goldfish", "gruul-sample", "-n", "2", "-q", "--csv",
                     str(tmp_path / "g.csv"), "--out", str(tmp_path / "g.html"))
    assert code == 0, out
    assert "kill turn" in out and "games won" in out
    assert len((tmp_path / "g.csv").read_text().splitlines()) == 3
    assert "passive opponent" in (tmp_path / "g.html").read_text()


def _bad(*args: str) -> str:
    r = runner.invoke(app, list(args))
    assert r.exit_code == 1, r.output
    assert isinstance(r.exception, SystemExit)
    assert "Traceback" not in r.output
    return r.output


def test_cli_bad_input(tmp_path: Path) -> None:
    db = str(tmp_path / "h.sqlite")
    assert "no such file or embedded deck" in _bad("sim", "temur-enrgy", "gruul-sample",
                                                 "-n", "2", "--db", db)
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Lightning Bolt\n4 Llanowr Elves\n20 Mountain\n")
    out = _bad("sim", str(bad), "gruul-sample", "-n", "2", "--db", db)
    assert "Llanowr Elves" in out and "Llanowar Elves" in out  # the suggestion
    assert "at least 1" in _bad("sim", "temur-energy", "gruul-sample", "-n", "0", "--db", db)
    assert "unknown agent 'genius'" in _bad("sim", "temur-energy", "gruul-sample", "-n", "2",
                                            "--agents", "heuristic,genius", "--db", db)
    assert "unknown backend" in _bad("sim", "temur-energy", "gruul-sample", "-n", "2",
                                     "--backend", "spark", "--db", db)
    assert "no such folder" in _bad("sim", "temur-energy", "gruul-sample", "-n", "2", "--db",
                                    db, "--json", str(tmp_path / "missing" / "r.json"))
    assert "no such file or embedded deck" in _bad("goldfish", "nope", "-n", "2")
    assert "at least 1" in _bad("goldfish", "temur-energy", "-n", "-3")
    with History(db) as h:
        assert h.list() == []  # failed runs are not stored


def test_ray_missing_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "ray", None)  # "import ray" now raises ImportError
    with pytest.raises(SimError, match=r"pip install 'aetherworks\[ray\]'"):
        simulate("temur-energy", "gruul-sample", 2, agents=RANDOM, backend="ray")


def test_a_failing_game_is_recorded_not_fatal(monkeypatch: pytest.MonkeyPatch,
                                              tmp_path: Path) -> None:
    import aetherworks.sim.simulate as sim_mod

    real = sim_mod.make_agent

    from aetherworks.agents.base import ViewOnlyAgent

    class Broken(ViewOnlyAgent):
        name = "broken"

        def choose(self, view: object, decision: object) -> object:
            raise RuntimeError("boom")

    def agents(name: str, seed: int) -> object:
        # The game shuffled from seed 2 has a broken agent for deck B.
        return Broken() if seed == sim_mod.agent_seed(2, 1) else real(name, seed)

    monkeypatch.setattr(sim_mod, "make_agent", agents)
    r = simulate("temur-energy", "gruul-sample", 4, agents=RANDOM, seed=0)
    bad = [g for g in r.games if g.error]
    assert [g.index for g in bad] == [2] and "RuntimeError: boom" in bad[0].error
    s = r.summary()
    assert s["games"] == 3 and s["errors"]["count"] == 1
    assert s["errors"]["games"][0][:2] == [2, 2]
    report.write_csv(r, tmp_path / "r.csv")
    assert "RuntimeError: boom" in (tmp_path / "r.csv").read_text()
    assert "stopped on an error" in report.render_html(r)


def test_a_turn_that_never_ends_stops_the_game_not_the_run(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """An optional loop an agent repeats without end [732] must not hang a simulation: past
    the per-turn limit the game stops with an error naming the turn and the last option."""
    import aetherworks.sim.runner as runner
    from aetherworks.agents import RandomAgent
    from aetherworks.carddb.decklist import load_deck

    deck = load_deck("temur-energy").main_names()
    monkeypatch.setattr(runner, "MAX_TURN_DECISIONS", 3)
    with pytest.raises(runner.GameHang, match=r"turn \d+ went past 3 decisions .*\[732\]"):
        runner.play_game(deck, deck, RandomAgent(1), RandomAgent(2), seed=4)
