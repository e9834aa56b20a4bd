"""The wire protocol: typed, versioned messages between the page (or any client) and the server.

The protocol *is* the engine's one door: the server sends each seat what that seat may see
(its :class:`~aetherworks.engine.View`) and, when it is that seat's turn to decide, the
pending decision; the client answers with the index of one option (or a number for a
number decision).  Every message is JSON with a ``type`` and the protocol version ``v``.
A message this version can't read is answered with an :class:`ErrorMsg`, never a traceback,
and changes nothing.  ``aetherworks serve --schema`` prints the JSON Schema of them all.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

PROTOCOL_VERSION = 1


class _Msg(BaseModel):
    # Strict: "0" is not the index 0, and a field this version doesn't know is an error.
    model_config = ConfigDict(extra="forbid", strict=True)
    v: Literal[1] = 1  # PROTOCOL_VERSION


# ====================================================================== client → server


class Join(_Msg):
    """The first message on a game's socket: a seat's secret token, or none to spectate."""

    type: Literal["join"] = "join"
    token: str | None = Field(default=None, max_length=200)
    lang: str = Field(default="en", max_length=8)


class Choose(_Msg):
    """Answer the seat's pending decision.  ``seq`` is the decision's number (the count of
    choices made before it), so an answer sent twice, or to a decision already gone, is
    refused instead of answering the next one."""

    type: Literal["choose"] = "choose"
    seq: int = Field(ge=0)
    index: int | None = Field(default=None, description="the option's index")
    number: int | None = Field(default=None, description="for a number decision")


class Concede(_Msg):
    type: Literal["concede"] = "concede"


class SetStops(_Msg):
    """Which steps stop for this seat: in the others it passes priority automatically while
    the stack is empty (its own decisions of other kinds always stop)."""

    type: Literal["stops"] = "stops"
    own: list[str] = Field(max_length=20)
    opponent: list[str] = Field(max_length=20)


class SetLang(_Msg):
    """Render card names and engine text in another language from now on."""

    type: Literal["lang"] = "lang"
    lang: str = Field(max_length=8)


ClientMessage = Annotated[Join | Choose | Concede | SetStops | SetLang,
                          Field(discriminator="type")]
CLIENT_MESSAGE: TypeAdapter[Any] = TypeAdapter(ClientMessage)


# ====================================================================== server → client


class SeatInfo(BaseModel):
    seat: int
    name: str
    player: str = Field(description='"human" or the AI agent\'s name')
    deck: str


class Stops(BaseModel):
    own: list[str]
    opponent: list[str]


class Welcome(_Msg):
    """The answer to :class:`Join`: who you are in this game."""

    type: Literal["welcome"] = "welcome"
    game: str
    seat: int | None = Field(description="your seat; null for a spectator")
    seats: list[SeatInfo]
    stops: Stops | None
    lang: str
    steps: list[str] = Field(description="the turn's steps, in order [500.1]")


class Card(BaseModel):
    """An object as the viewer sees it (a card, token, spell or ability on the stack)."""

    id: int
    name: str = Field(description="English Oracle name: the key for /api/cards/{name}")
    display: str = Field(description="the name in the connection's language")
    owner: int
    controller: int
    zone: str
    types: list[str]
    subtypes: list[str]
    supertypes: list[str]
    colors: list[str]
    mana_value: int
    mana_cost: str
    power: int | None
    toughness: int | None
    keywords: list[str]
    tapped: bool
    sick: bool
    damage: int
    counters: dict[str, int]
    attacking: int = Field(description="the player ref or planeswalker it attacks; 0: none")
    blocking: list[int] = Field(description="the attackers it blocks (one, or more for a "
                                "creature that can block more than one) [509.1g]; empty: none")
    token: bool
    targets: list[int] = Field(description="on the stack: its targets (player refs < 0)")
    exerted: bool
    attached_to: int
    abilities: list[str]
    resolving: str | None = Field(description="on the stack: the ability that will resolve")


class CommanderDamage(BaseModel):
    """Combat damage one commander has dealt a player: 21 loses the game [903.10a]."""

    owner: int = Field(description="the seat whose commander it is")
    name: str = Field(description="the commander's English Oracle name")
    display: str = Field(description="its name in the connection's language")
    amount: int


class Player(BaseModel):
    index: int
    ref: int = Field(description="how options and targets name this player (-1 - index)")
    name: str
    life: int
    left: bool = Field(default=False, description="lost or conceded a game of three or "
                       "more and left it [800.4a]")
    counters: dict[str, int] = Field(description="energy, poison... [122]")
    hand_size: int
    library_size: int
    hand: list[Card] | None = Field(description="null: hidden from this viewer")
    graveyard: list[Card]
    mana_pool: dict[str, int]
    lands_played: int
    designations: list[str]
    commanders: list[str] = Field(default_factory=list, description="a Commander game: "
                                  "their commanders' English names [903.3]")
    commander_damage: list[CommanderDamage] = Field(default_factory=list)
    commander_casts: dict[str, int] = Field(
        default_factory=dict, description="times each commander was cast from the command "
        "zone: the next cast costs {2} more per time [903.8]")


class ViewOut(BaseModel):
    """``game.view(seat)``: everything the seat may see, nothing else."""

    turn: int
    active: int
    step: str
    priority: int
    players: list[Player]
    battlefield: list[Card]
    stack: list[Card]
    exile: list[Card]
    command: list[Card]
    offered: list[Card] = Field(description="cards the seat's decision shows it (a search)")


class Option(BaseModel):
    index: int
    kind: str = Field(description="pass, cast, land, activate, target, attack, block, ...")
    label: str
    card: int | None = Field(description="the object the option is about (click it)")
    player: int | None = Field(description="the player the option is about (click them)")
    arg: int


class NumberRange(BaseModel):
    lo: int
    hi: int
    allowed: list[int] | None = Field(description="when only some numbers in lo..hi may be "
                                                   "chosen (an X with a target [601.2b])")


class DecisionOut(BaseModel):
    """The seat's own pending decision (only ever sent to that seat)."""

    seq: int
    kind: str
    prompt: str
    cr: str
    options: list[Option]
    number: NumberRange | None


class LogLine(BaseModel):
    text: str
    cr: str = Field(description="the Comprehensive Rules section it cites (/api/rules/{cr})")


class Result(BaseModel):
    winner: int | None
    reason: str


class State(_Msg):
    """What the seat sees now.  Sent after every change of the game."""

    type: Literal["state"] = "state"
    game: str
    seq: int = Field(description="choices made so far")
    view: ViewOut
    log: list[LogLine] = Field(description="new log lines (all of them when log_reset)")
    log_reset: bool
    decision: DecisionOut | None
    waiting_for: int | None = Field(description="the seat that decides now (nothing more "
                                                "about its decision is ever sent to others)")
    result: Result | None


class ErrorMsg(_Msg):
    """A refused message: nothing changed.  ``code`` is stable, ``message`` is for people."""

    type: Literal["error"] = "error"
    code: Literal["bad_message", "bad_token", "not_your_decision", "stale", "illegal",
                  "game_over", "no_such_game", "engine_error", "bad_setting"]
    message: str


ServerMessage = Annotated[Welcome | State | ErrorMsg, Field(discriminator="type")]
SERVER_MESSAGE: TypeAdapter[Any] = TypeAdapter(ServerMessage)


# ====================================================================== HTTP bodies


class DeckChoice(BaseModel):
    """A deck: an embedded deck's name, or a decklist's text (checked like every deck)."""

    model_config = ConfigDict(extra="forbid")
    name: str | None = Field(default=None, max_length=200)
    text: str | None = Field(default=None, max_length=200_000)


class SeatRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=40)
    player: str = Field(default="human", description='"human", "random", "heuristic", "mcts"')
    deck: DeckChoice


MAX_SEATS = 4


class NewGame(BaseModel):
    """POST /api/games: two to four seats, in turn order (who plays first is the engine's
    toss [103.1]).  At three or four seats every deck may be a Commander deck: a Commander
    game [903]; otherwise a free-for-all [800.4]."""

    model_config = ConfigDict(extra="forbid")
    seats: list[SeatRequest] = Field(min_length=2, max_length=MAX_SEATS)
    seed: int | None = Field(default=None, ge=0, lt=2**63)
    max_turns: int = Field(default=60, ge=1, le=500)


class NewGameOut(BaseModel):
    game: str
    tokens: dict[int, str] = Field(description="seat → secret token, for human seats only")


def schema() -> dict[str, Any]:
    """The JSON Schema of every message, both ways (for docs/web.md and other clients)."""
    return {
        "protocol": PROTOCOL_VERSION,
        "client_messages": CLIENT_MESSAGE.json_schema(),
        "server_messages": SERVER_MESSAGE.json_schema(),
        "new_game": NewGame.model_json_schema(),
    }
