"""``aetherworks bench --env`` on tiny budgets: sane structures, never speeds."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from aetherworks.cli.main import app

runner = CliRunner()


def test_bench_env_json() -> None:
    r = runner.invoke(app, ["bench", "--env", "--seconds", "0.05", "--env-vector", "2",
                            "--env-processes", "0", "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    enc = out["encoding"]
    assert enc["view_us"] > 0 and enc["encode_us"] > 0 and enc["obs_size"] > 1000
    names = [row["what"] for row in out["envs"]]
    assert len(names) == 4 and any("PettingZoo" in n for n in names)
    assert any("SyncVectorEnv" in n for n in names)
    assert all(row["steps"] > 0 and row["steps_per_s"] > 0 for row in out["envs"])


def test_bench_env_table_and_bad_options() -> None:
    r = runner.invoke(app, ["bench", "--env", "--seconds", "0.05", "--env-vector", "1",
                            "--env-processes", "0"])
    assert r.exit_code == 0, r.output
    assert "steps/s" in r.output and "encoding" in r.output
    r = runner.invoke(app, ["bench", "--env", "--env-vector", "0"])
    assert r.exit_code == 1 and "--env-vector must be at least 1" in r.output
