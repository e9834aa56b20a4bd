"""Live games on the server: seats, secret tokens, AI seats, stops, durability, recovery.

A :class:`Session` is one game and the sockets watching it.  Every change goes through
:meth:`Session.apply`: the engine applies the choice (an illegal one raises and changes
nothing), the store commits it, then every viewer gets its own frame.  AI seats answer
from their own view, in a worker thread so the server keeps serving others; a human seat
whose priority comes in a step it does not stop at, with an empty stack, passes on its own.
Those automatic passes are choices like any other, so the record stays an exact replay.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import aetherworks.cards  # noqa: F401  (card definitions must be registered)
from aetherworks.agents import decide
from aetherworks.carddb.decklist import DeckError, parse_decklist
from aetherworks.engine import Game, GameOver, IllegalChoice, Replay
from aetherworks.engine.defs import PASS
from aetherworks.engine.turn import STEPS
from aetherworks.sim.decks import GameDeck, load_game_deck
from aetherworks.sim.runner import AGENTS, make_agent
from aetherworks.web import protocol as P
from aetherworks.web.present import Presenter
from aetherworks.web.store import GameRecord, SeatRecord, Store, token_digest

log = logging.getLogger("aetherworks.web")

# The steps a stop can be set at: no player gets priority in the untap step [502.4] nor,
# normally, in the cleanup step [514.3], so the page offers no stop there.
STOP_STEPS = tuple(s for s in STEPS if s not in ("untap", "cleanup"))

HUMAN = "human"
# Agents whose choices are a function of their seed and the views they were shown: on
# recovery their past decisions are asked again (and checked) so that their memory (a random
# generator, the heuristic's loop memory) is where it was, and the game goes on exactly as it
# would have.  A time-budgeted search (mcts) is not reproducible, so it just resumes.
REPLAYABLE_AGENTS = frozenset({"random", "heuristic"})
DEFAULT_STOPS = {"own": ["main1", "main2"], "opponent": ["declare_blockers", "end"]}


class RequestError(ValueError):
    """A request the server refuses (a bad deck, an unknown agent...): said to the client."""


@dataclass
class Seat:
    index: int
    name: str
    player: str
    deck: str
    token_sha256: str | None
    stops: dict[str, list[str]]
    agent: Any = None

    def info(self) -> P.SeatInfo:
        return P.SeatInfo(seat=self.index, name=self.name, player=self.player, deck=self.deck)


@dataclass(eq=False)
class Viewer:
    """One socket on a game: a seat (None: a spectator), its language, and what it got."""

    send: Callable[[str], Awaitable[None]]
    seat: int | None
    lang: str
    log_pos: int = 0  # the game's log length at the last frame sent


@dataclass(eq=False)
class Session:
    id: str
    store: Store
    game: Game
    seats: list[Seat]
    presenter: Presenter
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    viewers: set[Viewer] = field(default_factory=set)
    error: str | None = None
    saved: int = 0  # choices stored so far
    deciders: list[int] = field(default_factory=list)  # the seat of each one not stored yet

    # ------------------------------------------------------------------ who decides

    def seat_for_token(self, token: str) -> Seat | None:
        digest = token_digest(token)
        for s in self.seats:
            if s.token_sha256 is not None and hmac.compare_digest(s.token_sha256, digest):
                return s
        return None

    def waiting_for(self) -> int | None:
        d = self.game.decision
        return None if d is None else d.player

    def _auto_choice(self) -> Any:
        """The seat to move's answer when no person needs to give it: an AI's pick, or a
        pass where the seat's stops say not to stop.  None: a person decides."""
        g = self.game
        d = g.decision
        if d is None:
            return None
        seat = self.seats[d.player]
        if seat.agent is not None:
            return seat.agent
        if d.kind == "priority" and not g.stack and PASS in d.options:
            stops = seat.stops["own" if g.active == d.player else "opponent"]
            if g.step not in stops:
                return PASS
        return None

    # ------------------------------------------------------------------ changes

    def _flush(self) -> bool:
        """Store the choices not stored yet (and the result, if any): one transaction.
        False when there was nothing to store."""
        g = self.game
        if len(g.choices) == self.saved:
            return False
        self.store.append_choices(self.id, self.saved,
                                  list(zip(g.choices[self.saved:], self.deciders, strict=True)),
                                  g.result)
        self.saved = len(g.choices)
        self.deciders.clear()
        return True

    async def apply(self, seat: int, answer: Any, *, index: bool, quiet: bool = False) -> None:
        """Apply one answer by ``seat`` (caller holds the lock), store it, tell everyone.

        Raises IllegalChoice / GameOver and changes nothing when it is not an option.
        ``quiet``: an automatic pass, stored and told with the next answer that is not
        (it is a function of the recorded game and the stored stops, so a crash before
        then loses nothing: the restarted server passes again)."""
        g = self.game
        start = len(g.choices)
        try:
            if index:
                g.apply_index(answer)
            else:
                g.apply(answer)
        except (IllegalChoice, GameOver):
            raise
        except Exception as exc:  # an engine defect: put the game back as it was recorded
            log.exception("game %s: engine error", self.id)
            self._reload()
            raise EngineFailure(f"the engine failed on this choice ({type(exc).__name__}: "
                                f"{exc}); the game is as it was before it") from None
        self.deciders += [seat] * (len(g.choices) - start)
        if not quiet:
            self._flush()
            await self.broadcast()

    async def concede(self, seat: int) -> None:
        self.game.concede(seat)  # recorded as -1 - seat [104.3a]
        self.deciders.append(seat)
        self._flush()
        await self.broadcast()

    def _reload(self) -> None:
        rec = self.store.load(self.id)
        assert rec is not None
        self.game = rebuild(rec, self.seats)
        self.saved, self.deciders = len(rec.choices), []

    async def run(self) -> None:
        """Let AI seats and automatic passes play until a person must decide (or the end).

        The lock is taken per move, so joins and other games go on meanwhile."""
        while True:
            async with self.lock:
                g = self.game
                d = g.decision
                how = self._auto_choice()
                if d is None or how is None or self.error:
                    if self._flush():
                        await self.broadcast()
                    return
                if how is PASS:
                    await self.apply(d.player, PASS, index=False, quiet=True)
                    continue
                view = g.view(d.player)
                try:
                    answer = await asyncio.to_thread(how.choose, view, d)
                    await self.apply(d.player, answer, index=False)
                except Exception as exc:  # an agent or engine defect: stop, say why
                    log.exception("game %s: the AI's move failed", self.id)
                    self.error = f"the AI's move failed: {type(exc).__name__}: {exc}"
                    self._flush()
                    await self.broadcast_error("engine_error", self.error)
                    return
            await asyncio.sleep(0)

    # ------------------------------------------------------------------ frames

    def frame(self, viewer: Viewer) -> str:
        # A decision the server is about to take itself (an AI's, or a pass at a step the
        # seat does not stop at) is not offered: an answer to it would only come too late.
        st = self.presenter.state(self.id, self.game, viewer.seat, viewer.lang,
                                  viewer.log_pos, self.waiting_for(),
                                  offer=self._auto_choice() is None)
        viewer.log_pos = len(self.game.log)
        return st.model_dump_json()

    async def send(self, viewer: Viewer, text: str) -> None:
        try:
            await viewer.send(text)
        except Exception:  # a socket gone away: forget it (the game goes on)
            self.viewers.discard(viewer)

    async def broadcast(self) -> None:
        for viewer in list(self.viewers):
            await self.send(viewer, self.frame(viewer))

    async def broadcast_error(self, code: str, message: str) -> None:
        text = P.ErrorMsg(code=code, message=message).model_dump_json()  # type: ignore[arg-type]
        for viewer in list(self.viewers):
            await self.send(viewer, text)

    def welcome(self, viewer: Viewer) -> str:
        seat = None if viewer.seat is None else self.seats[viewer.seat]
        return P.Welcome(game=self.id, seat=viewer.seat, seats=[s.info() for s in self.seats],
                         stops=None if seat is None else P.Stops(**seat.stops),
                         lang=viewer.lang, steps=list(STOP_STEPS)).model_dump_json()

    def set_stops(self, seat: int, own: list[str], opponent: list[str]) -> dict[str, list[str]]:
        bad = [s for s in (*own, *opponent) if s not in STEPS]
        if bad:
            raise RequestError(f"no step {bad[0]!r:.30}; steps are {', '.join(STEPS)}")
        stops = {"own": sorted(set(own), key=STEPS.index),
                 "opponent": sorted(set(opponent), key=STEPS.index)}
        self.seats[seat].stops = stops
        self.store.set_stops(self.id, seat, stops)
        return stops


class EngineFailure(RuntimeError):
    """The engine raised on a legal choice (a defect); the game was put back as recorded."""


# ====================================================================== building games


def agent_seed(game_seed: int, seat: int) -> int:
    return (game_seed * 1_000_003 + 1 + seat) % 2**63


def make_seat_agent(player: str, game_seed: int, seat: int) -> Any:
    return None if player == HUMAN else make_agent(player, agent_seed(game_seed, seat))


def rebuild(rec: GameRecord, seats: list[Seat]) -> Game:
    """The game a record describes, its AI seats' memory restored (:data:`REPLAYABLE_AGENTS`).

    Raises ReplayError when the record no longer plays (an engine that changed)."""
    replay = Replay(rec.seed, tuple(tuple(d) for d in rec.decks), (), rec.settings,
                    tuple(s.name for s in seats),
                    tuple(tuple(c) for c in rec.commanders), source=f"game {rec.id}")
    game = replay.play()
    for s in seats:
        s.agent = make_seat_agent(s.player, rec.seed, s.index)
        if s.agent is not None:
            s.agent.bind(game)
    whole = Replay(rec.seed, replay.decks, tuple(rec.choices), rec.settings, replay.names,
                   replay.commanders, source=replay.source)
    for n, c in enumerate(rec.choices):
        d = game.decision
        agent = None if d is None or c < 0 else seats[d.player].agent
        if agent is not None and d is not None and seats[d.player].player in REPLAYABLE_AGENTS:
            picked = decide(agent, game, d)
            if d.index(picked) != c:
                log.warning("game %s: choice %d: the %s AI now picks %r, the record has "
                            "option %d", rec.id, n, seats[d.player].player, picked, c)
        try:
            if c < 0:
                game.concede(-1 - c)
            else:
                game.apply_index(c)
        except (IllegalChoice, GameOver):
            whole.play()  # raises the ReplayError naming the choice
            raise
    return game


def seats_of(rec: GameRecord) -> list[Seat]:
    return [Seat(s.seat, s.name, s.player, rec.deck_names[s.seat], s.token_sha256,
                 dict(s.stops)) for s in rec.seats]


class Manager:
    """Every game of one server, backed by one :class:`Store`."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.sessions: dict[str, Session] = {}

    def recover(self) -> list[Session]:
        """Load every unfinished game from the store (after a restart or a crash)."""
        out = []
        for gid in self.store.game_ids("playing"):
            try:
                out.append(self._load(gid))
            except Exception as exc:  # a record that no longer plays: keep serving the rest
                log.error("game %s can't be resumed: %s", gid, exc)
        return out

    def _load(self, gid: str) -> Session:
        rec = self.store.load(gid)
        if rec is None:
            raise KeyError(gid)
        seats = seats_of(rec)
        game = rebuild(rec, seats)
        session = Session(gid, self.store, game, seats,
                          Presenter(), saved=len(rec.choices))
        self.sessions[gid] = session
        return session

    def get(self, gid: str) -> Session | None:
        s = self.sessions.get(gid)
        if s is None and len(gid) < 64:
            with contextlib.suppress(KeyError):
                s = self._load(gid)  # a finished game, for its last view and replay
        return s

    def create(self, req: P.NewGame) -> tuple[Session, dict[int, str]]:
        table = len(req.seats) > 2  # a free-for-all or Commander table [800, 903]
        decks = [deck_for(s.deck, i, table=table) for i, s in enumerate(req.seats)]
        for i, s in enumerate(req.seats):
            if s.player != HUMAN and s.player not in AGENTS:
                raise RequestError(f"seats[{i}].player: {s.player!r:.30} is not a player; "
                                   f"players: human, {', '.join(AGENTS)}")
        heads = commanders_of(decks)
        seed = req.seed if req.seed is not None else secrets.randbits(63)
        tokens = {i: secrets.token_urlsafe(24) for i, s in enumerate(req.seats)
                  if s.player == HUMAN}
        names = tuple(s.name for s in req.seats)
        game = Game.new(*(d.cards for d in decks), seed=seed, names=names,
                        max_turns=req.max_turns, start=False, commanders=heads or None)
        gid = secrets.token_urlsafe(9)
        rec = GameRecord(gid, time.time(), seed, [list(d.cards) for d in decks],
                         [d.name for d in decks], Replay.of(game).settings, "playing", None,
                         commanders=[list(h) for h in heads])
        rec.seats = [SeatRecord(i, s.name, s.player,
                                token_digest(tokens[i]) if i in tokens else None,
                                {k: list(v) for k, v in DEFAULT_STOPS.items()})
                     for i, s in enumerate(req.seats)]
        self.store.create_game(rec)
        session = self._load(gid)  # built exactly as a recovery builds it
        return session, tokens


def commanders_of(decks: list[GameDeck]) -> list[tuple[str, ...]]:
    """Each seat's commanders when every deck at the table is a Commander deck (a Commander
    game [903]); none when no deck is; a table of both is refused, naming the seats."""
    heads = [d.commanders for d in decks]
    if all(heads):
        return heads
    if any(heads):
        cmdr = ", ".join(str(i) for i, h in enumerate(heads) if h)
        other = ", ".join(str(i) for i, h in enumerate(heads) if not h)
        raise RequestError(f"{_seats(cmdr)} Commander decks and {_seats(other)} not: a "
                           "Commander game needs a Commander deck in every seat [903.3]")
    return []


def _seats(listed: str) -> str:
    return f"seats {listed} have" if "," in listed else f"seat {listed} has"


def deck_for(choice: P.DeckChoice, seat: int, *, table: bool = False) -> GameDeck:
    """A seat's deck, checked like every deck (construction, and no unsupported card);
    ``table``: for a game of three or more, where a Commander deck plays Commander."""
    try:
        if choice.text is not None:
            return load_game_deck(parse_decklist(choice.text, source=f"seat {seat}'s deck"),
                                  table=table)
        if choice.name is not None:
            return load_game_deck(choice.name, table=table)
    except DeckError as exc:
        # Named as the client named it: a server's file paths are none of its business.
        exc.source = choice.name if choice.text is None and choice.name else f"seat {seat}'s deck"
        raise RequestError(str(exc)) from None
    raise RequestError(f"seats[{seat}].deck: give an embedded deck's name or a decklist's text")
