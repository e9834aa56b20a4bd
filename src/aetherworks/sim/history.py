"""Every simulation run, kept in a SQLite file so runs can be listed and compared later.

The file is ``$AETHERWORKS_HOME/history.sqlite`` when ``AETHERWORKS_HOME`` is set, else
``~/.local/share/aetherworks/history.sqlite``.  A run is stored with its settings and its
summary (JSON); per-game records are not kept here (export them with ``--json``/``--csv``).
A table run of three to six decks is a run too: deck A is its first deck, "deck B" the others
(``"B vs C vs D"``), ``wins_b`` their wins together, and ``players`` says how many decks.
"""

from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from aetherworks.sim import stats
from aetherworks.sim.simulate import RunFigures

SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created TEXT NOT NULL,
    deck_a TEXT NOT NULL,
    deck_b TEXT NOT NULL,
    n INTEGER NOT NULL,
    agents TEXT NOT NULL,
    seed INTEGER NOT NULL,
    workers INTEGER NOT NULL,
    backend TEXT NOT NULL,
    max_turns INTEGER NOT NULL,
    wins_a INTEGER NOT NULL,
    wins_b INTEGER NOT NULL,
    draws INTEGER NOT NULL,
    elapsed_s REAL NOT NULL,
    settings TEXT NOT NULL,
    summary TEXT NOT NULL,
    blanks TEXT NOT NULL DEFAULT ''
)
"""
# Columns added since the first schema, with their definitions: an older file gains them.
_ADDED = {"blanks": "TEXT NOT NULL DEFAULT ''", "players": "INTEGER NOT NULL DEFAULT 2"}


class HistoryError(LookupError):
    """No such run, or the history file cannot be used."""


def default_path() -> Path:
    home = os.environ.get("AETHERWORKS_HOME")
    if home:
        return Path(home) / "history.sqlite"
    return Path.home() / ".local" / "share" / "aetherworks" / "history.sqlite"


@dataclass(frozen=True)
class Run:
    """One stored run."""

    id: int
    created: str
    deck_a: str
    deck_b: str
    n: int
    agents: str
    seed: int
    workers: int
    backend: str
    max_turns: int
    wins_a: int
    wins_b: int
    draws: int
    elapsed_s: float
    settings: dict[str, Any]
    summary: dict[str, Any]
    # The cards that played as blanks ("A: X, Y; B: Z"), "" in an honest run.
    blanks: str = ""
    players: int = 2  # the decks of the run: 2, or a table of three to six

    @property
    def win_a(self) -> tuple[float, float, float]:
        """Deck A's win rate and its 95% Wilson interval."""
        lo, hi = stats.wilson(self.wins_a, self.n)
        return (self.wins_a / self.n if self.n else 0.0, lo, hi)


class History:
    """The run store.  ``History(path)`` creates the file and its folder when needed."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.conn = sqlite3.connect(self.path)
            self.conn.execute(SCHEMA)
            have = {row[1] for row in self.conn.execute("PRAGMA table_info(runs)")}
            for column, definition in _ADDED.items():
                if column not in have:
                    self.conn.execute(f"ALTER TABLE runs ADD COLUMN {column} {definition}")
            self.conn.commit()
        except (OSError, sqlite3.Error) as exc:
            raise HistoryError(f"cannot use the history file {self.path}: {exc}") from None

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def add(self, result: RunFigures) -> int:
        """Store a run (two decks or a table); returns its id."""
        s = result.summary()
        settings = result.settings()
        wins = [d["win"]["wins"] for d in s["decks"]]
        cur = self.conn.execute(
            "INSERT INTO runs (created, deck_a, deck_b, n, agents, seed, workers, backend, "
            "max_turns, wins_a, wins_b, draws, elapsed_s, settings, summary, blanks, players) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (result.created, result.decks[0], " vs ".join(result.decks[1:]),
             len(result.games), ",".join(result.agents), result.seed, result.workers,
             result.backend, result.max_turns, wins[0], sum(wins[1:]), s["draws"],
             result.elapsed_s, json.dumps(settings), json.dumps(s),
             "; ".join(f"{side}: {', '.join(b)}"
                       for side, b in zip(result.sides, result.blanks, strict=True) if b),
             len(result.decks)))
        self.conn.commit()
        assert cur.lastrowid is not None
        return cur.lastrowid

    # The columns in Run's field order (an upgraded file has them in the order added).
    _columns = ", ".join(f.name for f in fields(Run))

    def _run(self, row: tuple[Any, ...]) -> Run:
        names = [f.name for f in fields(Run)]
        values = dict(zip(names, row, strict=True))
        values["settings"] = json.loads(values["settings"])
        values["summary"] = json.loads(values["summary"])
        return Run(**values)

    def list(self, limit: int | None = None) -> list[Run]:
        """Runs, newest first."""
        sql = f"SELECT {self._columns} FROM runs ORDER BY id DESC"
        if limit is not None:
            if limit < 1:  # SQLite would read a negative LIMIT as "no limit"
                raise HistoryError(f"the number of runs to list must be at least 1, got {limit}")
            sql += f" LIMIT {int(limit)}"
        return [self._run(r) for r in self.conn.execute(sql)]

    def get(self, run_id: int) -> Run:
        fits = -(2**63) <= run_id < 2**63  # an SQLite integer; anything else is no run
        row = self.conn.execute(f"SELECT {self._columns} FROM runs WHERE id = ?",
                                (run_id,)).fetchone() if fits else None
        if row is None:
            raise HistoryError(f"no run {run_id} in {self.path}")
        return self._run(row)

    def compare(self, a: int, b: int) -> dict[str, Any]:
        """Two runs of as many decks side by side: each deck's win rate (two decks: also on
        the play and on the draw; a table: also each seat position's) with its interval, the
        difference and the two-sided p-value that the two runs' rates are equal."""
        ra, rb = self.get(a), self.get(b)
        if ra.players != rb.players:
            raise HistoryError(f"run {a} has {ra.players} decks and run {b} {rb.players}: "
                               "only runs with as many decks compare")
        pairs = []
        for da, db in zip(ra.summary["decks"], rb.summary["decks"], strict=True):
            pairs += [(da["side"], key, (da["deck"], db["deck"]), da[key], db[key])
                      for key in ("win", "on_play", "on_draw") if key in da]
        for pa, pb in zip(ra.summary.get("positions", []), rb.summary.get("positions", []),
                          strict=True):
            pairs.append(("seat", f"position {pa['position']}", ("", ""), pa["win"], pb["win"]))
        rows = [{"side": label, "what": key, "deck": decks,
                 "rate": (x["rate"], y["rate"]), "ci95": (x["ci95"], y["ci95"]),
                 "diff": y["rate"] - x["rate"],
                 "p": stats.two_proportion_p(x["wins"], x["games"], y["wins"], y["games"])}
                for label, key, decks, x, y in pairs]

        def each(f: Any) -> tuple[tuple[Any, ...], ...]:
            return tuple(tuple(f(d) for d in r.summary["decks"]) for r in (ra, rb))

        other = {
            "turns_mean": (ra.summary["turns"]["mean"], rb.summary["turns"]["mean"]),
            "kill_turn_median": each(lambda d: d["kill_turn"]["median"]),
            "energy_gained": each(lambda d: d["energy"]["gained"]),
        }
        return {"runs": (ra, rb), "rows": rows, "other": other}
