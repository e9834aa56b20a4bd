"""The wire protocol: seats, tokens, refusals, spectators, stops, decks, replays.

Every refusal must be an error frame that names the problem and changes nothing (the
brief: an illegal action over the network gets a clear error, never a traceback)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from conftest import HUMAN_VS_AI, HUMAN_VS_HUMAN, answer, close_all, join, new_game, recv
from fastapi.testclient import TestClient

from aetherworks.web import protocol as P


@pytest.fixture(autouse=True)
def close_sockets(client: TestClient) -> Iterator[None]:
    """Sockets are closed before the app stops (else the test client waits for them)."""
    yield
    close_all()


def until_decision(ws: Any) -> dict[str, Any]:
    while True:
        msg = recv(ws)
        if msg["type"] == "state" and (msg["decision"] or msg["result"]):
            return msg


def test_join_welcomes_the_seat_and_sends_its_decision(client: TestClient) -> None:
    gid, tokens = new_game(client, HUMAN_VS_AI, seed=11)
    assert set(tokens) == {"0"}  # AI seats get no token
    ws = join(client, gid, tokens["0"])
    welcome = recv(ws)
    assert welcome["type"] == "welcome" and welcome["seat"] == 0 and welcome["v"] == 1
    assert [s["player"] for s in welcome["seats"]] == ["human", "heuristic"]
    st = until_decision(ws)
    assert st["decision"]["kind"] in ("play_first", "mulligan")
    assert st["view"]["players"][0]["hand"] is not None
    assert st["view"]["players"][1]["hand"] is None  # the other seat's hand: hidden


def test_another_seats_token_cannot_act(client: TestClient) -> None:
    """Seat 0's token acts for seat 0 only; a token of another game is no seat here."""
    gid, tokens = new_game(client, HUMAN_VS_HUMAN, seed=3)
    other_gid, other_tokens = new_game(client, HUMAN_VS_HUMAN, seed=4)
    a, b = join(client, gid, tokens["0"]), join(client, gid, tokens["1"])
    recv(a), recv(b)
    # Play until it is seat 1's decision, answering seat 0's.
    state = until_decision(a)
    while state["decision"] is not None:
        a.send_text(json.dumps(answer(random.Random(1), state["decision"])))
        state = recv(a)
        while state["type"] != "state":
            state = recv(a)
    assert state["waiting_for"] == 1
    seq = state["seq"]
    # Seat 0 answers seat 1's decision: refused, nothing changes.
    a.send_text(json.dumps({"type": "choose", "seq": seq, "index": 0}))
    err = recv(a)
    assert err["type"] == "error" and err["code"] == "not_your_decision"
    assert "seat 1 decides now" in err["message"]
    assert client.get(f"/api/games/{gid}").json()["choices"] == seq
    # The other game's seat-1 token is refused here, and the socket closed.
    intruder = join(client, gid, other_tokens["1"])
    err = recv(intruder)
    assert err["code"] == "bad_token"
    # A spectator (no token) can watch but not act.
    spectator = join(client, gid, None)
    assert recv(spectator)["seat"] is None
    recv(spectator)
    spectator.send_text(json.dumps({"type": "choose", "seq": seq, "index": 0}))
    assert recv(spectator)["code"] == "bad_token"
    assert client.get(f"/api/games/{gid}").json()["choices"] == seq
    del other_gid


def test_illegal_and_malformed_messages_are_refused_and_change_nothing(
        client: TestClient) -> None:
    gid, tokens = new_game(client, HUMAN_VS_AI, seed=5)
    ws = join(client, gid, tokens["0"])
    recv(ws)
    st = until_decision(ws)
    d, seq = st["decision"], st["seq"]
    n = len(d["options"])
    bad = [
        ("not json", "bad_message"),
        (json.dumps({"type": "dance"}), "bad_message"),
        (json.dumps({"type": "choose", "seq": seq, "index": 0, "v": 2}), "bad_message"),
        (json.dumps({"type": "choose", "seq": seq, "index": n}), "illegal"),
        (json.dumps({"type": "choose", "seq": seq, "index": -1}), "illegal"),
        (json.dumps({"type": "choose", "seq": seq, "index": "0"}), "bad_message"),
        (json.dumps({"type": "choose", "seq": seq}), "bad_message"),
        (json.dumps({"type": "choose", "seq": seq, "number": 3}), "illegal"),
        (json.dumps({"type": "choose", "seq": seq + 5, "index": 0}), "stale"),
        (json.dumps({"type": "join", "token": tokens["0"]}), "bad_message"),
        (json.dumps({"type": "lang", "lang": "xx"}), "bad_setting"),
        (json.dumps({"type": "stops", "own": ["lunch"], "opponent": []}), "bad_setting"),
        ("x" * 20_000, "bad_message"),
    ]
    for raw, code in bad:
        ws.send_text(raw)
        err = recv(ws)
        assert err["type"] == "error" and err["code"] == code, (raw[:60], err)
        assert "Traceback" not in err["message"] and err["message"]
    assert client.get(f"/api/games/{gid}").json()["choices"] == seq
    # The same answer given properly goes through once; sent again, it is stale.
    ws.send_text(json.dumps({"type": "choose", "seq": seq, "index": 0}))
    assert until_decision(ws)["seq"] > seq
    ws.send_text(json.dumps({"type": "choose", "seq": seq, "index": 0}))
    assert recv(ws)["code"] == "stale"


def test_stops_decide_where_priority_stops(client: TestClient) -> None:
    """Where a seat has no stop, its priority with an empty stack is passed for it [117.3];
    with every step a stop, it is asked in steps other than its main phases."""
    gid, tokens = new_game(client, HUMAN_VS_HUMAN, seed=9)
    a, b = join(client, gid, tokens["0"]), join(client, gid, tokens["1"])
    steps = recv(a)["steps"]
    recv(b)
    # No stop where no one gets priority: untap [502.4], cleanup [514.3].
    assert "untap" not in steps and "cleanup" not in steps and {"upkeep", "end"} <= set(steps)
    a.send_text(json.dumps({"type": "stops", "own": steps, "opponent": steps}))
    b.send_text(json.dumps({"type": "stops", "own": ["main1"], "opponent": []}))
    seen: dict[int, set[str]] = {0: set(), 1: set()}
    sockets = {0: a, 1: b}
    rng = random.Random(2)
    whose, latest = 0, 0
    for _ in range(2000):
        st = recv(sockets[whose])
        if st["type"] != "state" or st["seq"] < latest:
            continue  # a frame from before the other seat's last answer
        latest = st["seq"]
        if st["result"] or st["view"]["turn"] > 10:
            break
        if st["decision"] is None:
            if st["waiting_for"] is not None:
                whose = st["waiting_for"]
            continue
        d = st["decision"]
        if d["kind"] == "priority" and not st["view"]["stack"]:
            seen[whose].add(st["view"]["step"])
        # Both play lands, Ben casts what he can (creatures for Ann's removal to target);
        # otherwise pass.
        prefer = ("land", "cast") if whose == 1 else ("land",)
        pick = next((o for k in prefer for o in d["options"] if o["kind"] == k), None) or \
            next((o for o in d["options"] if o["kind"] in ("pass", "keep", "done", "play")),
                 None)
        msg = {"type": "choose", "seq": d["seq"]}
        if d["number"]:
            msg["number"] = d["number"]["lo"]
        else:
            msg["index"] = pick["index"] if pick else answer(rng, d)["index"]
        sockets[whose].send_text(json.dumps(msg))
    assert seen[1] == {"main1"}, seen  # its one stop: never asked elsewhere, stack empty
    # Every step a stop: asked outside the main phases too, where it can act (the engine
    # itself never asks when passing is the only option).
    assert {"main1", "upkeep", "end"} <= seen[0], seen


def test_deck_check_refuses_unknown_and_unsupported_cards(client: TestClient) -> None:
    ok = client.post("/api/decks/check", json={"text": "56 Mountain\n4 Lightning Bolt\n"})
    assert ok.json()["ok"] and ok.json()["cards"] == 60
    unknown = client.post("/api/decks/check", json={"text": "56 Mountain\n4 Lightnin Bolt\n"})
    body = unknown.json()
    assert not body["ok"] and any("unknown card" in p and ":2:" in p for p in body["problems"])
    decks = client.get("/api/decks").json()
    assert any(d["name"] == "temur-energy" and d["playable"] for d in decks)
    assert all("/" not in d["problem"] for d in decks)  # no server paths in messages
    r = client.post("/api/games", json={"seats": [
        {"name": "A", "player": "human", "deck": {"text": "56 Mountain\n4 Lightnin Bolt\n"}},
        {"name": "B", "player": "heuristic", "deck": {"name": "gruul-sample"}}]})
    assert r.status_code == 400 and "unknown card" in r.json()["detail"]
    r = client.post("/api/games", json={"seats": [
        {"name": "A", "player": "human", "deck": {"name": "temur-energy"}},
        {"name": "B", "player": "grandmaster", "deck": {"name": "gruul-sample"}}]})
    assert r.status_code == 400 and "not a player" in r.json()["detail"]


def test_unsupported_card_is_refused_by_name(client: TestClient) -> None:
    """Never a blank card: an upload with a card the engine can't play is refused, naming
    it and its line, and no game starts with it (Chaos Orb: the engine can't play it)."""
    from aetherworks.engine.cardpool import support

    assert not support("Chaos Orb").supported
    text = "56 Mountain\n3 Lightning Bolt\n1 Chaos Orb\n"
    body = client.post("/api/decks/check", json={"text": text}).json()
    assert not body["ok"]
    assert any(":3:" in p and "unsupported card Chaos Orb" in p for p in body["problems"])
    r = client.post("/api/games", json={"seats": [
        {"name": "A", "player": "human", "deck": {"text": text}},
        {"name": "B", "player": "heuristic", "deck": {"name": "gruul-sample"}}]})
    assert r.status_code == 400 and "Chaos Orb" in r.json()["detail"]


def test_replay_only_after_the_game_and_step_by_step(client: TestClient) -> None:
    gid, tokens = new_game(client, HUMAN_VS_AI, seed=21, max_turns=8)
    assert client.get(f"/api/games/{gid}/replay").status_code == 403  # hidden cards
    ws = join(client, gid, tokens["0"])
    rng = random.Random(4)
    while True:
        st = until_decision(ws)
        if st["result"]:
            break
        ws.send_text(json.dumps(answer(rng, st["decision"])))
    r = client.get(f"/api/games/{gid}/replay")
    assert r.status_code == 200 and "attachment" in r.headers["content-disposition"]
    from aetherworks.engine import Replay

    game = Replay.from_json(r.content).play()
    assert game.is_over() and len(game.choices) == st["seq"]
    step = client.get(f"/api/games/{gid}/replay/3?seat=1&lang=ja").json()
    assert step["seq"] == 3 and step["view"]["players"][0]["hand"] is None
    assert client.get(f"/api/games/{gid}/replay/99999").status_code == 400


def test_rules_and_card_text(client: TestClient) -> None:
    assert client.get("/api/rules/601.2").json()["text"].startswith("601.2.")
    assert client.get("/api/rules/999.9").status_code == 404
    ja = client.get("/api/cards/Lightning Bolt?lang=ja").json()
    assert ja["translated"] and ja["name"] != "Lightning Bolt"
    assert client.get("/api/cards/Lightning Bolt?lang=xx").status_code == 400
    schema = client.get("/api/schema").json()
    assert schema["protocol"] == P.PROTOCOL_VERSION


def test_language_switch_translates_card_names(client: TestClient) -> None:
    gid, tokens = new_game(client, HUMAN_VS_AI, seed=11)
    ws = join(client, gid, tokens["0"], lang="ja")
    recv(ws)
    st = until_decision(ws)
    hand = st["view"]["players"][0]["hand"]
    assert any(c["display"] != c["name"] for c in hand)
    ws.send_text(json.dumps({"type": "lang", "lang": "fr"}))
    st = recv(ws)
    assert st["log_reset"] and st["decision"] is not None
    hand_fr = st["view"]["players"][0]["hand"]
    assert [c["name"] for c in hand_fr] == [c["name"] for c in hand]
    assert any(c["display"] not in (c["name"], j["display"])
               for c, j in zip(hand_fr, hand, strict=True))
