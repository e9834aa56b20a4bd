"""The FastAPI application: the page, a small HTTP API, and one WebSocket per viewer.

HTTP (JSON): ``GET /api/decks`` (the embedded decks), ``POST /api/decks/check`` (a decklist's
text checked as every deck is), ``POST /api/games`` (a new game: seats, decks, seed → its id
and the human seats' secret tokens), ``GET /api/games/{id}``, ``GET /api/games/{id}/replay``
(a finished game's replay file) and ``/replay/{n}`` (its view after ``n`` choices),
``GET /api/rules/{section}``, ``GET /api/cards/{name}``, ``GET /api/schema``.

WebSocket ``/ws/{game}``: the client's first message is :class:`~.protocol.Join` (a seat's
token, or none to spectate); then the server sends :class:`~.protocol.Welcome` and a
:class:`~.protocol.State` after every change, and the client may send ``choose``,
``concede``, ``stops`` and ``lang``.  Anything refused is an :class:`~.protocol.ErrorMsg`
and changes nothing.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import FastAPI, HTTPException, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ValidationError

from aetherworks.engine import GameOver, IllegalChoice, Replay, ReplayError
from aetherworks.web import protocol as P
from aetherworks.web.present import (
    Presenter,
    card_text,
    catalogue,
    check_lang,
    warm_translations,
)
from aetherworks.web.sessions import (
    EngineFailure,
    Manager,
    RequestError,
    Session,
    Viewer,
    deck_for,
)
from aetherworks.web.store import Store

log = logging.getLogger("aetherworks.web")
STATIC = Path(str(resources.files("aetherworks.web").joinpath("static")))
MAX_MESSAGE = 16_384  # bytes: the largest client message is a stops setting


class DeckText(BaseModel):
    text: str


def _error(code: str, message: str) -> str:
    return P.ErrorMsg(code=code, message=message).model_dump_json()  # type: ignore[arg-type]


def _bad_message(exc: ValidationError) -> str:
    """A refused message, said without a traceback: the first problem and where."""
    err = exc.errors()[0]
    where = ".".join(str(x) for x in err.get("loc", ())) or "message"
    return _error("bad_message", f"{where}: {err.get('msg', 'invalid')} "
                  f"(protocol version {P.PROTOCOL_VERSION}; see docs/web.md)")


@cache
def embedded_decks() -> list[dict[str, Any]]:
    """The embedded decks, each checked once: ``playable`` in a two-player game, ``table``
    at a table of three or four (where a Commander deck plays Commander [903])."""
    from aetherworks.carddb.decklist import DeckError, sample_decks

    out = []
    for name in sample_decks():
        row: dict[str, Any] = {"name": name, "title": name, "format": "", "cards": 0,
                               "playable": False, "table": False, "problem": ""}
        for table in (False, True):
            try:
                deck = deck_for(P.DeckChoice(name=name), 0, table=table)
            except (RequestError, DeckError) as exc:
                row["problem"] = row["problem"] or str(exc).splitlines()[-1][:300]
                continue
            row.update(title=deck.decklist.name if deck.decklist else name,
                       format=deck.format, cards=len(deck.cards),
                       **{"table" if table else "playable": True})
        out.append(row)
    return out


def create_app(db_path: str | Path) -> FastAPI:
    """The server for the games stored in ``db_path`` (created if missing); unfinished games
    resume at start-up, AI seats playing on by themselves."""
    store = Store(db_path)
    manager = Manager(store)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        tasks = [asyncio.create_task(s.run()) for s in manager.recover()]
        # The card data's translations load on first use (a second or two): not on a
        # player's first click.
        tasks.append(asyncio.create_task(asyncio.to_thread(warm_translations)))
        app.state.manager = manager
        yield
        for t in tasks:
            t.cancel()
        store.close()

    app = FastAPI(title="Aetherworks", lifespan=lifespan, docs_url="/api/docs",
                  openapi_url="/api/openapi.json")
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    background: set[asyncio.Task[None]] = set()

    def session(gid: str) -> Session:
        s = manager.get(gid)
        if s is None:
            raise HTTPException(404, f"no game {gid!r:.80}")
        return s

    @app.get("/", include_in_schema=False)
    async def index() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    @app.get("/api/decks")
    async def decks() -> list[dict[str, Any]]:
        return await asyncio.to_thread(embedded_decks)

    @app.post("/api/decks/check")
    async def check_deck(body: DeckText) -> dict[str, Any]:
        try:
            deck = await asyncio.to_thread(deck_for, P.DeckChoice(text=body.text), 0)
        except RequestError as exc:
            return {"ok": False, "problems": str(exc).splitlines()}
        return {"ok": True, "name": deck.name, "cards": len(deck.cards),
                "format": deck.format, "problems": []}

    @app.post("/api/games")
    async def new_game(req: P.NewGame) -> P.NewGameOut:
        try:
            s, tokens = await asyncio.to_thread(manager.create, req)
        except RequestError as exc:
            raise HTTPException(400, str(exc)) from None
        task = asyncio.create_task(s.run())  # an AI may decide first
        background.add(task)
        task.add_done_callback(background.discard)
        return P.NewGameOut(game=s.id, tokens=tokens)

    @app.get("/api/games/{gid}")
    async def game_info(gid: str) -> dict[str, Any]:
        s = session(gid)
        g = s.game
        return {"game": s.id, "seats": [x.info().model_dump() for x in s.seats],
                "over": g.is_over(), "choices": len(g.choices), "turn": g.turn,
                "result": None if g.result is None else
                {"winner": g.result[0], "reason": g.result[1]}}

    @app.get("/api/games/{gid}/replay")
    async def replay(gid: str) -> Response:
        s = session(gid)
        if not s.game.is_over():
            raise HTTPException(403, "the game is not over: its replay would show every "
                                     "hidden card (hands, library order)")
        return Response(Replay.of(s.game).to_json(), media_type="application/json",
                        headers={"Content-Disposition":
                                 f'attachment; filename="aetherworks-{gid}.json"'})

    @app.get("/api/games/{gid}/replay/{n}")
    async def replay_step(gid: str, n: int, seat: int | None = None,
                          lang: str = "en") -> Response:
        """A finished game as ``seat`` (or a spectator) saw it after ``n`` choices."""
        s = session(gid)
        if not s.game.is_over():
            raise HTTPException(403, "the game is not over yet")
        try:
            check_lang(lang)
            if seat is not None and not 0 <= seat < len(s.seats):
                raise ValueError(f"no seat {seat}")
            g = await asyncio.to_thread(Replay.of(s.game).play, n)
        except (ValueError, ReplayError) as exc:
            raise HTTPException(400, str(exc)) from None
        st = Presenter().state(
            gid, g, seat, lang, 0, None if g.decision is None else g.decision.player)
        return Response(st.model_dump_json(), media_type="application/json")

    @app.get("/api/rules/{section}")
    async def rules(section: str) -> dict[str, str]:
        from aetherworks.carddb.rules import rule_text

        text = rule_text(section.strip("[]. ")) if len(section) < 40 else None
        if not text:
            raise HTTPException(404, f"no rule {section[:40]!r} in the Comprehensive Rules")
        return {"section": section, "text": text}

    @app.get("/api/cards/{name}")
    async def card(name: str, lang: str = "en") -> dict[str, Any]:
        try:
            check_lang(lang)
        except ValueError as exc:
            raise HTTPException(400, str(exc)) from None
        got = card_text(name, lang) if len(name) < 200 else None
        if got is None:
            raise HTTPException(404, f"no card {name[:80]!r}")
        return got

    @app.get("/api/i18n")
    async def i18n() -> dict[str, dict[str, str]]:
        """The page's words in every language."""
        return catalogue()

    @app.get("/api/schema")
    async def schema() -> JSONResponse:
        return JSONResponse(P.schema())

    @app.websocket("/ws/{gid}")
    async def play(ws: WebSocket, gid: str) -> None:
        await ws.accept()
        with suppress(WebSocketDisconnect):  # a page closed or gone: nothing to answer
            await _serve_socket(ws, manager, gid)

    return app


async def _serve_socket(ws: WebSocket, manager: Manager, gid: str) -> None:
    async def receive() -> Any:
        raw = await ws.receive_text()
        if len(raw) > MAX_MESSAGE:
            await ws.send_text(_error("bad_message", f"a message of {len(raw)} bytes; at "
                                                     f"most {MAX_MESSAGE}"))
            return None
        try:
            return P.CLIENT_MESSAGE.validate_json(raw)
        except ValidationError as exc:
            await ws.send_text(_bad_message(exc))
            return None

    s = manager.get(gid)
    if s is None:
        await ws.send_text(_error("no_such_game", f"no game {gid[:80]!r}"))
        await ws.close()
        return
    join = None
    while join is None:
        msg = await receive()
        if msg is not None and not isinstance(msg, P.Join):
            await ws.send_text(_error("bad_message", "first send a join message"))
        elif msg is not None:
            join = msg
    try:
        lang = check_lang(join.lang)
    except ValueError as exc:
        await ws.send_text(_error("bad_setting", str(exc)))
        lang = "en"
    seat = None
    if join.token is not None:
        found = s.seat_for_token(join.token)
        if found is None:
            await ws.send_text(_error("bad_token", "this token is no seat's in this game"))
            await ws.close()
            return
        seat = found.index
    viewer = Viewer(ws.send_text, seat, lang)
    async with s.lock:
        await ws.send_text(s.welcome(viewer))
        s.viewers.add(viewer)
        await s.send(viewer, s.frame(viewer))
    try:
        while True:
            msg = await receive()
            if msg is None:
                continue
            await _handle(ws, s, viewer, msg)
    finally:
        s.viewers.discard(viewer)


async def _handle(ws: WebSocket, s: Session, viewer: Viewer, msg: Any) -> None:
    """One client message: every refusal is an error frame and changes nothing."""
    if isinstance(msg, P.Join):
        await ws.send_text(_error("bad_message", "already joined"))
        return
    if isinstance(msg, P.SetLang):
        try:
            viewer.lang = check_lang(msg.lang)
        except ValueError as exc:
            await ws.send_text(_error("bad_setting", str(exc)))
            return
        async with s.lock:
            viewer.log_pos = 0  # the whole log again, in the new language
            await s.send(viewer, s.frame(viewer))
        return
    if viewer.seat is None:
        await ws.send_text(_error("bad_token", "a spectator can't act: join with a seat's "
                                               "token"))
        return
    if isinstance(msg, P.SetStops):
        try:
            s.set_stops(viewer.seat, msg.own, msg.opponent)
        except ValueError as exc:
            await ws.send_text(_error("bad_setting", str(exc)))
            return
        await ws.send_text(s.welcome(viewer))  # the stops as they now are
        await s.run()  # a step that no longer stops passes now
        return
    async with s.lock:
        g = s.game
        if g.is_over():
            await ws.send_text(_error("game_over", "the game is over"))
            return
        if isinstance(msg, P.Concede):
            try:
                await s.concede(viewer.seat)
            except IllegalChoice as exc:  # already left a game of three or more
                await ws.send_text(_error("illegal", str(exc)))
                return
        else:
            await _choose(ws, s, viewer.seat, msg)
    await s.run()  # AI seats play on (at a table, a game goes on after a concession)


async def _choose(ws: WebSocket, s: Session, seat: int, msg: Any) -> None:
    """A seat's answer to the pending decision (the caller holds the game's lock)."""
    g = s.game
    d = g.decision
    assert isinstance(msg, P.Choose) and d is not None
    if d.player != seat:
        await ws.send_text(_error("not_your_decision",
                                  f"seat {d.player} decides now, not you (seat {seat})"))
        return
    if msg.seq != len(g.choices):
        await ws.send_text(_error("stale", f"that answers decision {msg.seq}; the "
                                           f"pending one is {len(g.choices)}"))
        return
    if (msg.index is None) == (msg.number is None):
        await ws.send_text(_error("bad_message", "give either index or number"))
        return
    try:
        if d.is_number:
            if msg.number is None:
                raise IllegalChoice(f"{d.kind} decision: give a number, not an index")
            await s.apply(seat, msg.number, index=False)
        else:
            if msg.index is None:
                raise IllegalChoice(f"{d.kind} decision: give an option's index")
            await s.apply(seat, msg.index, index=True)
    except (IllegalChoice, GameOver) as exc:
        await ws.send_text(_error("illegal", str(exc)))
    except EngineFailure as exc:
        await ws.send_text(_error("engine_error", str(exc)))
