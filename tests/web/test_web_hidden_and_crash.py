"""Hidden information on the wire, and games that survive ``kill -9`` of the server.

Both run a real ``aetherworks serve`` process and play over real WebSockets."""

from __future__ import annotations

import json
import os
import re
import signal
from pathlib import Path
from typing import Any

from conftest import HUMAN_VS_AI, HUMAN_VS_HUMAN, Seat, play_seats

import aetherworks.cards  # noqa: F401
from aetherworks.engine import Replay

# Keys of a frame whose numbers are object ids (or player refs, which are negative).
_ID_KEYS = ("id", "card", "targets", "attached_to", "attacking", "blocking")


def ids_in(node: Any, out: set[int], key: str = "") -> set[int]:
    if isinstance(node, dict):
        for k, v in node.items():
            ids_in(v, out, k)
    elif isinstance(node, list):
        for v in node:
            ids_in(v, out, key)
    elif key in _ID_KEYS and isinstance(node, int) and node > 0:
        out.add(node)
    return out


BASIC_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes"})


def names_in(node: Any, out: set[str], key: str = "") -> set[str]:
    if isinstance(node, dict):
        for k, v in node.items():
            names_in(v, out, k)
    elif isinstance(node, list):
        for v in node:
            names_in(v, out, key)
    elif key == "name" and isinstance(node, str):
        out.add(node)
    return out


def hidden_at_each_step(replay: Replay, seat: int | None) -> dict[int, tuple[set[int], set[str]]]:
    """For each number of choices made: the ids a viewer may not see (every library card,
    the other seats' hands) and the names of the cards in those zones that were never in a
    public zone or that seat's hand up to then."""
    game = replay.play(0)
    out: dict[int, tuple[set[int], set[str]]] = {}
    seen_names: set[str] = set()

    def snapshot() -> None:
        hidden: set[int] = set()
        for p in game.players:
            hidden.update(p.library)
            if p.index != seat:
                hidden.update(p.hand)
            else:
                seen_names.update(game.objects[o].name for o in p.hand)
            seen_names.update(game.objects[o].name for o in p.graveyard)
        for zone in (game.battlefield, game.stack, game.exile, game.command):
            seen_names.update(game.objects[o].name for o in zone)
        never_seen = {game.objects[o].name for o in hidden} - seen_names
        out[len(game.choices)] = (hidden, never_seen)

    snapshot()
    for c in replay.choices:
        if c < 0:
            game.concede(-1 - c)
        else:
            game.apply_index(c)
        snapshot()
    return out


def check_frames(frames: list[dict[str, Any]], replay: Replay, seat: int | None) -> int:
    hidden = hidden_at_each_step(replay, seat)
    checked = 0
    for f in frames:
        ids, never_seen = hidden[f["seq"]]
        # A search shows the seat cards of its own library [701.19]: those it may see.
        offered = {c["id"] for c in f["view"]["offered"]}
        never_seen = never_seen - {c["name"] for c in f["view"]["offered"]}
        leaked = (ids_in(f, set()) - offered) & ids
        assert not leaked, f"frame {f['seq']} shows hidden objects {sorted(leaked)}"
        for i, p in enumerate(f["view"]["players"]):
            assert (p["hand"] is None) == (i != seat), f"frame {f['seq']}: hand {i}"
            assert "library" not in p
        names = names_in(f, set())
        shown = [n for n in never_seen if n in names]
        assert not shown, f"frame {f['seq']} shows unseen hidden cards {shown}"
        # The words of the frame (log, prompt, labels): no unseen card's name.  Basic land
        # types are words of rules text too ("Mountain"), so they are checked as cards only.
        text = json.dumps(f, ensure_ascii=False)
        named = [n for n in never_seen - BASIC_TYPES if re.search(rf"\b{re.escape(n)}\b", text)]
        assert not named, f"frame {f['seq']} names unseen hidden cards {named}"
        assert '"seed"' not in text and '"rng"' not in text
        checked += 1
    return checked


def test_no_frame_shows_another_seats_hidden_cards(server_factory: Any) -> None:
    """Every frame sent to each seat, and to a spectator, during whole games: no object
    from a library or another seat's hand, no name of a card never seen, no random state,
    and the other seat's decisions never (only whose turn it is to decide) [400.2]."""
    server = server_factory()
    total = 0
    for seed in (1, 2):
        out = server.post("/api/games", {**HUMAN_VS_HUMAN, "seed": seed, "max_turns": 12})
        gid, tokens = out["game"], out["tokens"]
        seats = [Seat(server.port, gid, tokens[str(s)], seed * 10 + s) for s in (0, 1)]
        watcher = Seat(server.port, gid, None, 0)
        play_seats(seats, watcher)
        replay = Replay.from_json(server.get(f"/api/games/{gid}/replay"))
        for i, s in enumerate(seats):
            total += check_frames(s.frames, replay, i)
            other = [f for f in s.frames if f["decision"] is not None]
            assert all(f["waiting_for"] == i for f in other)
        total += check_frames(watcher.frames, replay, None)
        assert all(f["decision"] is None for f in watcher.frames)
    # Against an AI: the human's frames (the AI's decisions are made on the server).
    out = server.post("/api/games", {**HUMAN_VS_AI, "seed": 3, "max_turns": 12})
    seat = Seat(server.port, out["game"], out["tokens"]["0"], 5)
    seat.thread.start()
    seat.thread.join(300)
    assert seat.over
    replay = Replay.from_json(server.get(f"/api/games/{out['game']}/replay"))
    total += check_frames(seat.frames, replay, 0)
    assert total > 200


def play_games(server: Any, specs: list[dict[str, Any]], stop_after: int | None,
               known: list[tuple[str, dict[str, str]]] | None = None
               ) -> list[tuple[str, dict[str, str], list[Seat]]]:
    """Create (or rejoin) games and play their human seats, each for ``stop_after``
    answers at most (None: to the end)."""
    out = []
    for i, spec in enumerate(specs):
        if known is None:
            made = server.post("/api/games", spec)
            gid, tokens = made["game"], made["tokens"]
        else:
            gid, tokens = known[i]
        # Part way: a seat stops after ``stop_after`` answers, and its opponent stops
        # waiting for it soon after.
        seats = [Seat(server.port, gid, tok, 100 * i + int(s), stop_after,
                      idle=120.0 if stop_after is None else 4.0)
                 for s, tok in sorted(tokens.items())]
        for s in seats:
            s.thread.start()
        out.append((gid, tokens, seats))
    for _, _, seats in out:
        for s in seats:
            s.thread.join(300)
            assert not s.thread.is_alive()
    return out


def test_games_survive_kill_9(server_factory: Any, tmp_path: Path) -> None:
    """Kill the server (SIGKILL) with games part way, start it again on the same database:
    every game goes on from where it was and ends exactly as the same games played without
    a crash (same replays: seed, decks and every choice)."""
    specs = [{**HUMAN_VS_HUMAN, "seed": 41, "max_turns": 14},
             {**HUMAN_VS_AI, "seed": 42, "max_turns": 14},
             {"seats": [{**HUMAN_VS_AI["seats"][0]},
                        {"name": "Rnd", "player": "random", "deck": {"name": "gruul-sample"}}],
              "seed": 43, "max_turns": 14}]
    # Reference: the same games, never interrupted.
    ref_server = server_factory(tmp_path / "reference.sqlite3")
    reference = play_games(ref_server, specs, None)
    want = [json.loads(ref_server.get(f"/api/games/{gid}/replay")) for gid, _, _ in reference]
    ref_server.stop()

    db = tmp_path / "crash.sqlite3"
    first = server_factory(db)
    part = play_games(first, specs, 12)
    before = [json.loads(first.get(f"/api/games/{gid}"))["choices"] for gid, _, _ in part]
    assert all(n > 0 for n in before)
    assert all(not json.loads(first.get(f"/api/games/{gid}"))["over"] for gid, _, _ in part)
    os.kill(first.proc.pid, signal.SIGKILL)
    first.proc.wait(10)

    second = server_factory(db)
    after = [json.loads(second.get(f"/api/games/{gid}"))["choices"] for gid, _, _ in part]
    assert after == before  # nothing lost, nothing replayed twice
    rest = play_games(second, specs, None, [(gid, tokens) for gid, tokens, _ in part])
    for (gid, _, seats), expected in zip(rest, want, strict=True):
        assert all(s.over for s in seats)
        got = json.loads(second.get(f"/api/games/{gid}/replay"))
        assert got == expected
