"""Durable games: every game stored event by event in SQLite.

A game is its seed, its decks, its settings and its seats (written once, when it is
created), then one row per choice, appended and committed before anyone is told about it.
That is exactly a replay (:class:`aetherworks.engine.Replay`), so a server killed at any
moment (``kill -9``) loses nothing that was acknowledged: on restart each unfinished game is
rebuilt by playing its choices back.

The database runs in WAL mode [sqlite.org/wal.html]: readers never block the writer, and a
transaction committed before a process dies is in the file when the next process opens it
(``synchronous=NORMAL`` gives up durability only across an operating-system crash or power
loss, not a process kill).  Seat tokens are kept as SHA-256 digests: a copy of the database
does not let anyone act for a seat.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    created REAL NOT NULL,
    seed INTEGER NOT NULL,
    decks TEXT NOT NULL,      -- JSON: one list of card names per seat
    deck_names TEXT NOT NULL, -- JSON: one display name per seat
    settings TEXT NOT NULL,   -- JSON: the engine's game settings (Replay.settings), and
                              -- "commanders" (one list per seat) for a Commander game
    status TEXT NOT NULL,     -- playing | over
    result TEXT               -- JSON [winner or null, reason] once over
);
CREATE TABLE IF NOT EXISTS seats (
    game_id TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    player TEXT NOT NULL,     -- "human" or an agent name
    token_sha256 TEXT,        -- humans only
    stops TEXT NOT NULL,      -- JSON {"own": [...], "opponent": [...]}
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS choices (
    game_id TEXT NOT NULL REFERENCES games(id),
    n INTEGER NOT NULL,       -- 0, 1, 2 ... : the game's choices in order
    choice INTEGER NOT NULL,  -- the option index (Replay.choices; -1 - seat: a concession)
    seat INTEGER NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (game_id, n)
);
"""


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class SeatRecord:
    seat: int
    name: str
    player: str
    token_sha256: str | None
    stops: dict[str, list[str]]


@dataclass
class GameRecord:
    id: str
    created: float
    seed: int
    decks: list[list[str]]
    deck_names: list[str]
    settings: dict[str, Any]
    status: str
    result: list[Any] | None
    seats: list[SeatRecord] = field(default_factory=list)
    choices: list[int] = field(default_factory=list)
    # A Commander game: each seat's commanders [903.3] (kept in the settings column).
    commanders: list[list[str]] = field(default_factory=list)


class StoreError(RuntimeError):
    """The database can't be used (another version, a file that is not SQLite...)."""


class Store:
    """One SQLite file shared by every game of a server.  Thread-safe (one connection, one
    lock): the server writes from its event loop and from the threads AI seats think in."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        try:
            self._db = sqlite3.connect(self.path, check_same_thread=False,
                                       isolation_level=None)
            mode = self._db.execute("PRAGMA journal_mode=WAL").fetchone()[0]
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("PRAGMA foreign_keys=ON")
            self._db.executescript(_SCHEMA)
            row = self._db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"{self.path}: not a usable game database ({exc})") from None
        if mode.lower() != "wal":
            raise StoreError(f"{self.path}: SQLite refused WAL mode (got {mode})")
        if row is None:
            self._db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        elif row[0] != str(SCHEMA_VERSION):
            raise StoreError(f"{self.path}: game database schema {row[0]}, this server reads "
                             f"schema {SCHEMA_VERSION}")

    def close(self) -> None:
        with self._lock:
            self._db.close()

    # ------------------------------------------------------------------ writes

    def create_game(self, rec: GameRecord) -> None:
        with self._lock:
            db = self._db
            db.execute("BEGIN IMMEDIATE")
            try:
                db.execute("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (
                    rec.id, rec.created, rec.seed, json.dumps(rec.decks),
                    json.dumps(rec.deck_names, ensure_ascii=False),
                    json.dumps({**rec.settings, **({"commanders": rec.commanders}
                                                   if rec.commanders else {})}),
                    rec.status, None))
                db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?)", [
                    (rec.id, s.seat, s.name, s.player, s.token_sha256, json.dumps(s.stops))
                    for s in rec.seats])
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise

    def append_choices(self, game_id: str, start: int, entries: list[tuple[int, int]],
                       result: tuple[int | None, str] | None) -> None:
        """Record choices ``start``, ``start + 1``... as ``(choice, seat)`` pairs, and the
        result when the game ended with them: one transaction, committed on return."""
        now = time.time()
        with self._lock:
            db = self._db
            db.execute("BEGIN IMMEDIATE")
            try:
                db.executemany("INSERT INTO choices VALUES (?, ?, ?, ?, ?)", [
                    (game_id, start + i, c, s, now) for i, (c, s) in enumerate(entries)])
                if result is not None:
                    db.execute("UPDATE games SET status='over', result=? WHERE id=?",
                               (json.dumps(list(result)), game_id))
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise

    def set_stops(self, game_id: str, seat: int, stops: dict[str, list[str]]) -> None:
        with self._lock:
            self._db.execute("UPDATE seats SET stops=? WHERE game_id=? AND seat=?",
                             (json.dumps(stops), game_id, seat))

    # ------------------------------------------------------------------ reads

    def game_ids(self, status: str | None = None) -> list[str]:
        with self._lock:
            if status is None:
                rows = self._db.execute("SELECT id FROM games ORDER BY created").fetchall()
            else:
                rows = self._db.execute("SELECT id FROM games WHERE status=? ORDER BY created",
                                        (status,)).fetchall()
        return [r[0] for r in rows]

    def load(self, game_id: str) -> GameRecord | None:
        with self._lock:
            row = self._db.execute("SELECT * FROM games WHERE id=?", (game_id,)).fetchone()
            if row is None:
                return None
            seats = self._db.execute(
                "SELECT seat, name, player, token_sha256, stops FROM seats WHERE game_id=? "
                "ORDER BY seat", (game_id,)).fetchall()
            choices = self._db.execute(
                "SELECT choice FROM choices WHERE game_id=? ORDER BY n", (game_id,)).fetchall()
        settings = json.loads(row[5])
        rec = GameRecord(row[0], row[1], row[2], json.loads(row[3]), json.loads(row[4]),
                         settings, row[6], json.loads(row[7]) if row[7] else None,
                         commanders=settings.pop("commanders", []))
        rec.seats = [SeatRecord(s[0], s[1], s[2], s[3], json.loads(s[4])) for s in seats]
        rec.choices = [c[0] for c in choices]
        return rec
