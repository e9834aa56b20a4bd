"""Fixtures for the web server's tests: an in-process app, a real server process, and
clients that play over WebSockets."""

from __future__ import annotations

import contextlib
import json
import random
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from aetherworks.web import protocol as P
from aetherworks.web.app import create_app
from aetherworks.web.bench import free_port, start_server

HUMAN_VS_AI = {"seats": [
    {"name": "Ann", "player": "human", "deck": {"name": "temur-energy"}},
    {"name": "Bot", "player": "heuristic", "deck": {"name": "gruul-sample"}}]}
HUMAN_VS_HUMAN = {"seats": [
    {"name": "Ann", "player": "human", "deck": {"name": "temur-energy"}},
    {"name": "Ben", "player": "human", "deck": {"name": "gruul-sample"}}]}


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(tmp_path / "games.sqlite3")) as c:
        yield c


def new_game(c: TestClient, spec: dict[str, Any], **extra: Any) -> tuple[str, dict[str, str]]:
    r = c.post("/api/games", json={**spec, **extra})
    assert r.status_code == 200, r.text
    body = r.json()
    return body["game"], body["tokens"]


# The in-process client's sockets a test opened (see join); close_all closes them.
OPEN: list[Any] = []


def close_all() -> None:
    """Sockets are closed before the app stops (else the test client waits for them)."""
    while OPEN:
        with contextlib.suppress(Exception):
            OPEN.pop().__exit__(None, None, None)


def join(c: TestClient, gid: str, token: str | None, lang: str = "en") -> Any:
    """A socket on the in-process app, joined as ``token``'s seat (None: a spectator)."""
    ws = c.websocket_connect(f"/ws/{gid}")
    ws.__enter__()
    OPEN.append(ws)
    ws.send_text(json.dumps({"type": "join", "token": token, "lang": lang}))
    return ws


def recv(ws: Any) -> dict[str, Any]:
    msg = json.loads(ws.receive_text())
    P.SERVER_MESSAGE.validate_python(msg)  # every frame follows the documented schema
    return msg


def answer(rng: random.Random, d: dict[str, Any]) -> dict[str, Any]:
    """A random answer, preferring to act (so games end before the turn limit)."""
    if d["number"]:
        n = d["number"]
        return {"type": "choose", "seq": d["seq"],
                "number": rng.choice(n["allowed"] or range(n["lo"], n["hi"] + 1))}
    opts = d["options"]
    acting = [o for o in opts if o["kind"] not in ("pass", "done", "mulligan")]
    pick = rng.choice(acting) if acting and rng.random() < 0.8 else rng.choice(opts)
    return {"type": "choose", "seq": d["seq"], "index": pick["index"]}


class Seat:
    """A seat played over a real socket (websockets' sync client), in its own thread."""

    def __init__(self, port: int, game: str, token: str | None, seed: int,
                 stop_after: int | None = None, idle: float = 120.0) -> None:
        self.url = f"ws://127.0.0.1:{port}/ws/{game}"
        self.token, self.seed, self.stop_after = token, seed, stop_after
        self.idle = idle  # seconds without a frame before giving up
        self.frames: list[dict[str, Any]] = []
        self.errors: list[dict[str, Any]] = []
        self.answered = 0
        self.over = False
        self.thread = threading.Thread(target=self.play, daemon=True)

    def rng_for(self, seq: int) -> random.Random:
        # The answer depends only on the decision's number: a game resumed after a crash
        # gets the same answers as one that never stopped.
        return random.Random(self.seed * 100_003 + seq)

    def play(self) -> None:
        from websockets.sync.client import connect

        with connect(self.url, max_size=2**24) as ws:
            ws.send(json.dumps({"type": "join", "token": self.token}))
            while True:
                try:
                    msg = json.loads(ws.recv(timeout=self.idle))
                except TimeoutError:
                    return
                if msg["type"] == "error":
                    self.errors.append(msg)
                    continue
                if msg["type"] != "state":
                    continue
                self.frames.append(msg)
                if msg["result"] is not None:
                    self.over = True
                    return
                d = msg["decision"]
                if d is None:
                    continue
                if self.stop_after is not None and self.answered >= self.stop_after:
                    return
                ws.send(json.dumps(answer(self.rng_for(d["seq"]), d)))
                self.answered += 1


def play_seats(seats: list[Seat], watcher: Seat | None = None) -> None:
    """Play a game's seats (and a spectator) to the end, each in its thread; none may get
    an error frame."""
    everyone = [*([watcher] if watcher else []), *seats]
    for s in everyone:
        s.thread.start()
        time.sleep(0.05)
    for s in everyone:
        s.thread.join(300)
        assert s.over and not s.errors, s.errors


class Server:
    """``aetherworks serve`` as a child process on a free loopback port."""

    def __init__(self, db: Path, log: Path) -> None:
        self.db, self.log = db, log
        self.port = free_port()
        self.proc = start_server(db, self.port, log)

    def post(self, path: str, body: Any) -> Any:
        from aetherworks.web.bench import post

        return post(self.port, path, body)

    def get(self, path: str) -> bytes:
        import urllib.request

        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}{path}", timeout=30) as r:
            data: bytes = r.read()
            return data

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(10)


@pytest.fixture
def server_factory(tmp_path: Path) -> Iterator[Any]:
    started: list[Server] = []

    def make(db: Path | None = None) -> Server:
        s = Server(db or tmp_path / "games.sqlite3", tmp_path / "server.log")
        started.append(s)
        return s

    yield make
    for s in started:
        s.stop()
