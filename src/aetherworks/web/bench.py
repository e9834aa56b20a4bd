"""The load run: many concurrent games through a real server over loopback WebSockets.

``aetherworks serve --bench N`` starts ``aetherworks serve`` as a separate process on a free
loopback port with a fresh database, creates N games whose two seats are both network
clients, and plays them all at once: each client answers its own decisions with a uniformly
random option (the random AI, client side), so every decision crosses the wire and the
store.  It measures, per decision, the time from sending the answer to receiving the
server's next frame, and samples the server process's memory.  Bounded: each game stops
after ``decisions`` answers (its seats concede) and the whole run after ``timeout`` seconds.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

DECKS = ("temur-energy", "gruul-sample")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(db: Path, port: int, log: Path | None = None) -> subprocess.Popen[bytes]:
    """``aetherworks serve`` in a child process; returns once it answers HTTP."""
    out = open(log, "ab") if log else subprocess.DEVNULL  # noqa: SIM115 (the child owns it)
    proc = subprocess.Popen(
        [sys.executable, "-c", "from aetherworks.cli.main import app; app()", "serve",
         "--host", "127.0.0.1", "--port", str(port), "--db", str(db)], stdout=out, stderr=out)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited with status {proc.returncode}")
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/schema", timeout=1).read()
            return proc
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise RuntimeError("the server did not start within 60 s")


def post(port: int, path: str, body: object) -> dict[str, object]:
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", json.dumps(body).encode(),
                                 {"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        data: dict[str, object] = json.loads(r.read())
        return data


def random_answer(rng: random.Random, decision: dict[str, object]) -> dict[str, object]:
    """A uniformly random answer to a decision frame (the random AI, over the wire)."""
    num = decision["number"]
    if isinstance(num, dict):
        allowed = num["allowed"] or list(range(num["lo"], num["hi"] + 1))
        return {"type": "choose", "seq": decision["seq"], "number": rng.choice(allowed)}
    options = decision["options"]
    assert isinstance(options, list)
    return {"type": "choose", "seq": decision["seq"], "index": rng.randrange(len(options))}


def rss_kib(pid: int) -> tuple[int, int]:
    """The process's resident memory now and at its peak (VmRSS, VmHWM), in KiB."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        fields[key] = value.strip()
    return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])


@dataclass
class BenchResult:
    games: int
    finished: int
    decisions: int
    seconds: float
    latencies: list[float] = field(default_factory=list)
    rss_start_kib: int = 0
    rss_peak_kib: int = 0
    errors: list[str] = field(default_factory=list)

    def percentile(self, q: float) -> float:
        xs = sorted(self.latencies)
        return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")

    def text(self) -> str:
        return "\n".join([
            f"{self.games} concurrent games (random AI clients, both seats over WebSockets), "
            f"{self.finished} played to the end, {self.decisions} decisions in "
            f"{self.seconds:.1f} s ({self.decisions / max(self.seconds, 1e-9):.0f} decisions/s)",
            f"latency per decision (answer sent → next frame): median "
            f"{self.percentile(0.5) * 1000:.1f} ms, 99th percentile "
            f"{self.percentile(0.99) * 1000:.1f} ms, max "
            f"{max(self.latencies or [0]) * 1000:.1f} ms",
            f"server memory (RSS): {self.rss_start_kib / 1024:.0f} MiB at start, peak "
            f"{self.rss_peak_kib / 1024:.0f} MiB",
            *(f"error: {e}" for e in self.errors[:10]),
        ])


async def _seat(port: int, game: str, token: str, seed: int, cap: int,
                res: BenchResult, deadline: float) -> bool:
    import websockets

    rng = random.Random(seed)
    async with websockets.connect(f"ws://127.0.0.1:{port}/ws/{game}", max_size=2**24) as ws:
        await ws.send(json.dumps({"type": "join", "token": token}))
        sent_at: float | None = None
        answered = 0
        while time.monotonic() < deadline:
            msg = json.loads(await asyncio.wait_for(ws.recv(), deadline - time.monotonic()))
            if sent_at is not None:
                res.latencies.append(time.perf_counter() - sent_at)
                sent_at = None
            if msg["type"] == "error":
                if msg["code"] != "game_over":
                    res.errors.append(f"{game}: {msg['message']}")
                return False
            if msg["type"] != "state":
                continue
            if msg["result"] is not None:
                return True
            d = msg["decision"]
            if d is None:
                continue
            if answered >= cap:
                await ws.send(json.dumps({"type": "concede"}))
                continue
            answer = random_answer(rng, d)
            sent_at = time.perf_counter()
            await ws.send(json.dumps(answer))
            answered += 1
            res.decisions += 1
    return False


async def _run(port: int, pid: int, games: int, decisions: int, timeout: float,
               res: BenchResult) -> None:
    made = []
    for g in range(games):
        out = post(port, "/api/games", {"seed": 1000 + g, "seats": [
            {"name": "A", "player": "human", "deck": {"name": DECKS[0]}},
            {"name": "B", "player": "human", "deck": {"name": DECKS[1]}}]})
        tokens = out["tokens"]
        assert isinstance(tokens, dict)
        made.append((str(out["game"]), tokens))
    res.rss_start_kib = rss_kib(pid)[0]
    deadline = time.monotonic() + timeout
    stop = asyncio.Event()

    async def sample() -> None:
        while not stop.is_set():
            res.rss_peak_kib = max(res.rss_peak_kib, rss_kib(pid)[1])
            await asyncio.sleep(0.5)

    sampler = asyncio.create_task(sample())
    start = time.perf_counter()
    done = await asyncio.gather(*(
        _seat(port, gid, tokens[str(s)], 7 * g + s, decisions, res, deadline)
        for g, (gid, tokens) in enumerate(made) for s in (0, 1)), return_exceptions=True)
    res.seconds = time.perf_counter() - start
    stop.set()
    await sampler
    res.rss_peak_kib = max(res.rss_peak_kib, rss_kib(pid)[1])
    res.errors += [f"{type(x).__name__}: {x}" for x in done if isinstance(x, BaseException)]
    res.finished = sum(1 for i in range(0, len(done), 2) if done[i] is True or
                       done[i + 1] is True)


def run_bench(games: int, *, decisions: int = 400, timeout: float = 600.0) -> BenchResult:
    """Start a server, play ``games`` concurrent games through it, measure, stop it."""
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        proc = start_server(Path(tmp) / "bench.sqlite3", port, Path(tmp) / "server.log")
        res = BenchResult(games, 0, 0, 0.0)
        try:
            asyncio.run(_run(port, proc.pid, games, decisions, timeout, res))
        finally:
            proc.terminate()
            proc.wait(10)
        if os.environ.get("AETHERWORKS_BENCH_LOG"):
            print((Path(tmp) / "server.log").read_text())
    return res
