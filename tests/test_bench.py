"""The benchmark's functions and command on tiny budgets: sane structures, never speeds."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from aetherworks.carddb.decklist import load_deck
from aetherworks.cli.main import app
from aetherworks.sim import bench as b
from aetherworks.sim import phase_compare as pc

DECK = load_deck("temur-energy").main_names()
runner = CliRunner()


def test_agent_bench_row() -> None:
    r = b.bench_agents(DECK, "random", auto_pass=False, seconds=0.2, min_games=1)
    row = r.row()
    assert row["games"] >= 1 and row["decisions"] > 0 and row["turns"] > 0
    assert row["games_per_s"] > 0 and row["decisions_per_s"] > 0
    assert row["auto_pass"] is False
    # The process's CPU time: positive, and no more than the wall clock it was measured in
    # (one thread plays).
    assert 0 < row["cpu_ms_per_game"] <= 1e3 * r.seconds / r.games + 1


def test_clone_json_memory() -> None:
    states = b.sample_states(DECK, n=2)
    assert len(states) == 2
    assert b.bench_clone(states, repeat=2) > 0
    ms, size = b.bench_json(states, repeat=1)
    assert ms > 0 and size > 1000
    assert b.bench_memory(DECK) > 0


def test_worker_memory_figures() -> None:
    m = b.worker_memory()
    assert m["peak_rss_mib"] is not None and m["peak_rss_mib"] > 1
    if sys.platform == "linux":
        assert m["private_mib"] is not None and 0 < m["private_mib"] <= m["peak_rss_mib"] + 1


@pytest.mark.parametrize("workers", [1, 2])
def test_bench_workers(workers: int) -> None:
    row = b.bench_workers(DECK, workers, seconds=0.2).row()
    assert row["workers"] == workers and len(row["per_worker"]) == workers
    assert row["games"] >= workers  # every worker plays at least one game
    assert row["games_per_s"] > 0
    assert row["games_per_s_per_worker"] == pytest.approx(row["games_per_s"] / workers, abs=0.01)
    assert row["peak_rss_mib_per_worker"] > 1
    with pytest.raises(ValueError):
        b.bench_workers(DECK, 0, seconds=0.2)


def test_ray_missing_is_said(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray -> ImportError
    assert "pip install" in (b.ray_status() or "")


def test_bench_ray() -> None:
    if b.ray_status() is not None:  # Ray is in the test extra; the message says why if not
        pytest.fail(b.ray_status())
    r = b.bench_ray("temur-energy", seconds=0.2, games_per_s_hint=5)
    assert r["cpus"] >= 1 and r["games"] >= 4 and r["games_per_s"] > 0


def test_cli_bench_json() -> None:
    res = runner.invoke(app, ["bench", "--seconds", "0.1", "--workers", "1,2",
                              "--worker-seconds", "0.2", "--json"])
    assert res.exit_code == 0, res.output
    d = json.loads(res.stdout)
    assert len(d["agents"]) == 4
    assert [w["workers"] for w in d["workers"]] == [1, 2]
    for key in ("clone_us", "json_roundtrip_ms", "json_bytes", "peak_memory_per_game_kib"):
        assert d[key] > 0
    assert "vs_phase" not in d and "ray" not in d


def test_cli_bench_table_and_bad_workers() -> None:
    res = runner.invoke(app, ["bench", "--seconds", "0.1", "--workers", "1",
                              "--worker-seconds", "0.2"])
    assert res.exit_code == 0, res.output
    assert "games/s" in res.output and "peak RSS" in res.output and "CPU" in res.output
    res = runner.invoke(app, ["bench", "--workers", "two"])
    assert res.exit_code == 1 and "--workers" in res.output


def test_mtgjson_face_from_our_oracle_data() -> None:
    face = pc.mtgjson_face("Bristling Hydra")
    assert face["manaCost"] == "{2}{G}{G}" and face["types"] == ["Creature"]
    assert (face["power"], face["toughness"]) == ("4", "3")
    assert "energy" in face["text"]
    land = pc.mtgjson_face("Forest")
    assert "manaCost" not in land and land["supertypes"] == ["Basic"]
    memory = pc.mtgjson_face("Commit // Memory", 1)
    assert memory["faceName"] == "Memory" and memory["side"] == "b"


def test_phase_missing_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "phase", None)
    with pytest.raises(pc.PhaseUnavailable, match="pip install"):
        pc.load_phase()
    res = runner.invoke(app, ["bench", "--seconds", "0.1", "--workers", "", "--vs-phase"])
    assert res.exit_code == 1
    assert "--vs-phase" in res.output and "not importable" in res.output


def test_cache_dir_outside_the_repo(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("AETHERWORKS_CACHE", str(tmp_path))
    assert pc.cache_dir() == tmp_path / "phase"


def test_phase_comparison(tmp_path: Path) -> None:
    pytest.importorskip("phase")  # phase.rs is an optional peer, not a dependency
    engine = pc.load_engine([DECK], tmp_path)
    data = json.loads(next(tmp_path.glob("card-data-*.json")).read_text())
    assert {"forest", "bristling hydra", "commit", "memory", "hill giant"} <= set(data)
    decisions, turns, winner, _ = pc.play_phase_game(engine, DECK, DECK, seed=1, max_turns=3)
    assert decisions > 0 and turns >= 1 and winner in (0, 1, None)
    snap = pc.bench_phase_snapshot(engine, DECK, n=1, decisions=20)
    assert snap["roundtrip_ms"] > 0 and snap["state_bytes"] > 1000
    r = pc.compare("temur-energy", seconds=0.2, ours_seconds=0.2, snapshot_states=1,
                   directory=tmp_path, max_turns=3)
    assert [m["auto_pass"] for m in r["modes"]] == [False, True]
    for m in r["modes"]:
        assert m["phase"]["games"] >= 1 and m["ours"]["games"] >= 1
        assert m["games_per_s_ratio"] > 0
    assert r["games_per_s_ratio"] == r["modes"][0]["games_per_s_ratio"]


def test_phase_cannot_resolve_a_card(tmp_path: Path) -> None:
    pytest.importorskip("phase")
    engine = pc.load_engine([DECK], tmp_path)
    with pytest.raises(pc.PhaseUnavailable, match="dealt"):
        pc.check_deck(engine, [*DECK[:-1], "Not A Real Card"])


def test_cli_ray_missing_is_skipped_with_a_message(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    args = ["bench", "--seconds", "0.1", "--workers", "", "--ray"]
    res = runner.invoke(app, args)
    assert res.exit_code == 0, res.output
    assert "Ray skipped" in res.output and "pip install" in res.output
    res = runner.invoke(app, [*args, "--json"])
    assert res.exit_code == 0
    assert "pip install" in json.loads(res.stdout)["ray"]["skipped"]


def test_comparing_a_tree_with_itself_plays_the_same_games_in_both_processes() -> None:
    """``tools/compare_trees.py`` (developers' A/B of two trees) runs its games in each
    tree's own interpreter, with its own agent wrapper (``--older-options``); given one tree
    twice, both processes play the same games (the same decisions and turns)."""
    import subprocess

    root = Path(__file__).resolve().parent.parent
    out = subprocess.run(
        [sys.executable, str(root / "tools" / "compare_trees.py"), str(root / "src"),
         str(root / "src"), "--agent", "random", "--auto-pass", "off", "--seeds", "0-0",
         "--reps", "1", "--rounds", "1", "--older-options"],
        capture_output=True, text=True, check=False, timeout=300)
    assert out.returncode == 0, out.stderr
    shapes = [line.split(",", 1)[1] for line in out.stdout.splitlines()
              if "decisions and" in line]
    assert len(shapes) == 2 and shapes[0] == shapes[1]
    assert "b against a" in out.stdout
