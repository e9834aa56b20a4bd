"""Games of three and four seats in the browser server (issue 14's "2 to 4 seats", on issue
13's tables): humans and AIs mixed, each human seat with its own token and its own view,
Commander tables, and the requests a table refuses."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import Seat, close_all, join, new_game, play_seats, recv
from fastapi.testclient import TestClient
from test_web_hidden_and_crash import check_frames

from aetherworks.engine import Replay
from aetherworks.web.app import create_app


def seat(name: str, player: str, deck: str) -> dict[str, Any]:
    return {"name": name, "player": player, "deck": {"name": deck}}


FOUR = {"seats": [seat("Ann", "human", "temur-energy"), seat("Bot", "heuristic", "gruul-sample"),
                  seat("Cy", "human", "gruul-sample"), seat("Rnd", "random", "temur-energy")]}
COMMANDER = {"seats": [seat("Ann", "human", "cmdr-temur-energy-built"),
                       seat("Bo", "heuristic", "cmdr-boros-energy-built"),
                       seat("Sa", "heuristic", "drc-living-energy")]}

@pytest.fixture(autouse=True)
def close_sockets() -> Iterator[None]:
    yield
    close_all()


def first_state(ws: Any) -> dict[str, Any]:
    while True:
        msg = recv(ws)
        if msg["type"] == "state":
            return msg


def test_four_seats_each_see_only_their_own_cards(server_factory: Any) -> None:
    """Two humans and two AIs at one table, played to the end over real sockets: every
    frame each human seat and a spectator get holds four players, only that seat's hand,
    no library card or unseen card of another seat, and decisions only the seat's own
    [400.2, 800.4]."""
    server = server_factory()
    out = server.post("/api/games", {**FOUR, "seed": 7, "max_turns": 8})
    gid, tokens = out["game"], out["tokens"]
    assert set(tokens) == {"0", "2"}  # the AI seats get no token
    humans = [Seat(server.port, gid, tokens[s], 70 + int(s)) for s in ("0", "2")]
    watcher = Seat(server.port, gid, None, 0)
    play_seats(humans, watcher)
    replay = Replay.from_json(server.get(f"/api/games/{gid}/replay"))
    assert len(replay.decks) == 4 and replay.names == ("Ann", "Bot", "Cy", "Rnd")
    checked = 0
    for s, index in zip(humans, (0, 2), strict=True):
        checked += check_frames(s.frames, replay, index)
        assert all(len(f["view"]["players"]) == 4 for f in s.frames)
        assert all(f["waiting_for"] == index for f in s.frames if f["decision"])
        assert any(f["decision"] for f in s.frames)
    checked += check_frames(watcher.frames, replay, None)
    assert all(f["decision"] is None for f in watcher.frames)
    assert checked > 50


def test_only_the_deciding_seat_may_act(tmp_path: Path) -> None:
    """Four human seats: each token is its own seat's; an answer from a seat that is not
    deciding is refused with the deciding seat named, and changes nothing."""
    spec = {"seats": [seat(n, "human", "gruul-sample") for n in ("A", "B", "C", "D")]}
    with TestClient(create_app(tmp_path / "g.sqlite3")) as c:
        gid, tokens = new_game(c, spec, seed=5)
        assert set(tokens) == {"0", "1", "2", "3"} and len(set(tokens.values())) == 4
        sockets = [join(c, gid, tokens[str(i)]) for i in range(4)]
        welcomes = [recv(ws) for ws in sockets]
        assert [w["seat"] for w in welcomes] == [0, 1, 2, 3]
        assert [s["name"] for s in welcomes[0]["seats"]] == ["A", "B", "C", "D"]
        states = [first_state(ws) for ws in sockets]
        who = states[0]["waiting_for"]
        assert all(st["waiting_for"] == who for st in states)
        for i, st in enumerate(states):
            assert (st["decision"] is not None) == (i == who)
            hands = [p["hand"] is not None for p in st["view"]["players"]]
            assert hands == [k == i for k in range(4)]  # only one's own hand [400.2]
        intruder = (who + 1) % 4
        sockets[intruder].send_text(json.dumps({"type": "choose", "seq": states[0]["seq"],
                                                "index": 0}))
        err = recv(sockets[intruder])
        assert err["code"] == "not_your_decision"
        assert f"seat {who} decides now, not you (seat {intruder})" in err["message"]
        assert c.get(f"/api/games/{gid}").json()["choices"] == states[0]["seq"]
        close_all()


def test_a_table_refuses_what_it_cannot_seat(client: TestClient) -> None:
    """Clear 4xx answers: five seats or one, an unknown deck, a Commander deck in a duel,
    Commander and non-Commander decks at one table, an unknown player."""
    r = client.post("/api/games", json={"seats": [seat("A", "human", "gruul-sample")] * 5})
    assert r.status_code == 422 and "at most 4" in r.json()["detail"][0]["msg"]
    r = client.post("/api/games", json={"seats": [seat("A", "human", "gruul-sample")]})
    assert r.status_code == 422 and "at least 2" in r.json()["detail"][0]["msg"]
    r = client.post("/api/games", json={"seats": [
        seat("A", "human", "gruul-sample"), seat("B", "random", "gruul-sample"),
        seat("C", "random", "no-such-deck")]})
    assert r.status_code == 400 and "no-such-deck" in r.json()["detail"]
    r = client.post("/api/games", json={"seats": [
        seat("A", "human", "drc-living-energy"), seat("B", "random", "gruul-sample")]})
    assert r.status_code == 400 and "table of three to six" in r.json()["detail"]
    r = client.post("/api/games", json={"seats": [
        seat("A", "human", "drc-living-energy"), seat("B", "random", "gruul-sample"),
        seat("C", "random", "m3c-creative-energy")]})
    assert r.status_code == 400
    assert r.json()["detail"].startswith("seats 0, 2 have Commander decks and seat 1 has not")
    r = client.post("/api/games", json={"seats": [
        seat("A", "human", "gruul-sample"), seat("B", "random", "gruul-sample"),
        seat("C", "wizard", "gruul-sample")]})
    assert r.status_code == 400 and "seats[2].player" in r.json()["detail"]
    decks = {d["name"]: d for d in client.get("/api/decks").json()}
    assert decks["drc-living-energy"]["table"] and not decks["drc-living-energy"]["playable"]
    assert decks["gruul-sample"]["table"] and decks["gruul-sample"]["playable"]


def test_a_commander_table_resumes_after_a_restart(tmp_path: Path) -> None:
    """Three Commander decks: a Commander game [903] — 40 life [903.7], the commanders in
    the command zone [903.6], each player's commanders and commander damage in the view.
    The server restarted on the same database resumes it exactly (the commanders are
    stored with the game)."""
    db = tmp_path / "g.sqlite3"
    with TestClient(create_app(db)) as c:
        gid, tokens = new_game(c, COMMANDER, seed=8, max_turns=6)
        ws = join(c, gid, tokens["0"])
        recv(ws)
        st = first_state(ws)
        while st["decision"] is None and st["result"] is None:
            st = recv(ws)
        view = st["view"]
        assert [p["life"] for p in view["players"]] == [40, 40, 40]
        assert view["players"][0]["commanders"] == ["Pia Nalaar, Chief Mechanic"]
        assert view["players"][2]["commanders"] == ["Saheeli, Radiant Creator"]
        assert all(p["commander_damage"] == [] for p in view["players"])
        assert {"Pia Nalaar, Chief Mechanic", "Saheeli, Radiant Creator"} <= \
            {card["name"] for card in view["command"]}
        before = c.get(f"/api/games/{gid}").json()
        close_all()
    with TestClient(create_app(db)) as c:
        assert c.get(f"/api/games/{gid}").json() == before
        ws = join(c, gid, tokens["0"])
        recv(ws)
        again = first_state(ws)
        close_all()
    assert again["view"] == view and again["decision"] == st["decision"]


def test_the_wire_carries_commander_damage_tax_and_departures() -> None:
    """What a table adds to each player on the wire comes from the seat's view: the combat
    damage each commander dealt them [903.10a], the times they cast their commander from
    the command zone (its tax [903.8]), and whether they left the game [800.4a]."""
    from aetherworks.engine import Game
    from aetherworks.sim.decks import load_game_deck
    from aetherworks.web.present import Presenter

    decks = [load_game_deck(d, table=True) for d in
             ("cmdr-temur-energy-built", "cmdr-boros-energy-built", "drc-living-energy")]
    g = Game.new(*(d.cards for d in decks), seed=2, commanders=[d.commanders for d in decks])
    pia = "Pia Nalaar, Chief Mechanic"
    g.players[1].commander_damage = {f"0:{pia}": 7}
    g.players[0].commander_casts = {pia: 2}
    g.concede(2)
    st = Presenter().state("g", g, 1, "en", 0, None)
    players = st.view.players
    assert [p.left for p in players] == [False, False, True]
    assert [(d.owner, d.name, d.amount) for d in players[1].commander_damage] == [(0, pia, 7)]
    assert players[0].commander_casts == {pia: 2} and players[0].commanders == [pia]
    assert players[0].commander_damage == []


def test_a_concession_at_a_table_leaves_and_the_others_play_on(client: TestClient) -> None:
    """At a table a player who concedes leaves the game and the others play on [104.3a,
    800.4a]; conceding again is refused; when the second human concedes too, the AI, the
    last player standing, wins."""
    spec = {"seats": [seat("Ann", "human", "gruul-sample"), seat("Ben", "human", "gruul-sample"),
                      seat("Rnd", "random", "gruul-sample")]}
    gid, tokens = new_game(client, spec, seed=3, max_turns=20)
    ann, ben = join(client, gid, tokens["0"]), join(client, gid, tokens["1"])
    recv(ann), recv(ben)
    ann.send_text(json.dumps({"type": "concede"}))
    st = recv(ann)
    while st["type"] != "state" or not st["view"]["players"][0]["left"]:
        st = recv(ann)
    assert st["result"] is None  # the game goes on without Ann
    ann.send_text(json.dumps({"type": "concede"}))
    err = recv(ann)
    while err["type"] != "error":
        err = recv(ann)
    assert err["code"] == "illegal" and "already left the game" in err["message"]
    ben.send_text(json.dumps({"type": "concede"}))
    st = recv(ben)
    while st["type"] != "state" or st["result"] is None:
        st = recv(ben)
    assert st["result"]["winner"] == 2 and [p["left"] for p in st["view"]["players"]][:2] == \
        [True, True]
    assert client.get(f"/api/games/{gid}").json()["over"]
    close_all()
