"""The scenario file format as pydantic models (every model forbids unknown fields).

The models check the *shape* of a file; what needs the card database or the list of players
(card names, player names in actions and expectations) is checked afterwards by
:mod:`aetherworks.scenarios.loader`, which knows the file's line numbers.

Two shorthands keep files short and are normalised here, before validation:

* an action is a one-key mapping ``{player: what}`` where ``what`` is either a sentence
  (``cast Lightning Bolt targeting Grizzly Bears``) or a mapping (``{cast: ..., targets:
  [...]}``); the sentence is parsed into the mapping form;
* inside ``expect``, any key that is not a field is a player name (``alice: {life: 17}``).
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    PrivateAttr,
    Tag,
    field_validator,
    model_validator,
)

from aetherworks.engine.decision import KINDS
from aetherworks.engine.turn import STEPS
from aetherworks.scenarios.yamlload import FloatText

StepName = Literal[
    "untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers",
    "declare_blockers", "first_strike_damage", "combat_damage", "end_combat", "main2",
    "end", "cleanup",
]
assert set(StepName.__args__) == set(STEPS)  # type: ignore[attr-defined]

# Internal names that do not appear in files: pydantic puts them in error locations, and
# :func:`aetherworks.scenarios.yamlload.locate` leaves them out of the field it shows.
INTERNAL_TAGS = frozenset({"player-step", "expect-step", "until-step", "refused-step",
                           "function-before", "function-after"})
INTERNAL_FIELDS = frozenset({"act", "until", "players"})

_RULE = re.compile(r"^\d{3}(\.\d+[a-z]*)?$")


def _text(v: Any) -> Any:
    """A YAML number written where text is meant (``608.2``) back to the text as written."""
    if isinstance(v, FloatText):
        return v.text
    if isinstance(v, bool):
        return v
    if isinstance(v, int | float):
        return str(v)
    return v


def _one_or_many(v: Any) -> Any:
    return [v] if isinstance(v, str) else v


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


# ----------------------------------------------------------------------------- setup


class PermanentSetup(_Model):
    """A permanent already on the battlefield; ``sick`` False means it can attack / tap.

    ``card`` names a card; ``token`` a token instead (a predefined one such as ``Treasure``
    [111.10], or one a card definition creates such as ``Thopter``).
    """

    card: str = ""
    token: str | None = None
    tapped: bool = False
    sick: bool = False
    counters: dict[str, Annotated[int, Field(ge=0)]] = {}
    damage: int = Field(0, ge=0)
    owner: str | None = None  # when another player owns it (default: the controller)
    attached_to: str | None = None  # an Aura or Equipment attached to this permanent [303.4]
    copy_of: str | None = None  # a copy of this card [707.2]; alone: a token copy [707.2]
    transformed: bool = False  # a transforming double-faced card, back face up [712.8e]

    @model_validator(mode="after")
    def _card_or_token(self) -> PermanentSetup:
        named = bool(self.card) + (self.token is not None)
        if named > 1 or (named == 0 and self.copy_of is None):
            raise ValueError("a battlefield entry names a `card` or a `token` (exactly one), "
                             "or only `copy_of` for a token that is a copy")
        if self.token is not None and self.copy_of is not None:
            raise ValueError("a token that is a copy is written `{copy_of: CARD}` alone")
        return self


# Player designations [724.1, 725.1, 702.131c]; the monarch and the initiative go to one
# player at most [724.3, 725.3].
Designation = Literal["monarch", "initiative", "city's blessing"]


class PlayerSetup(_Model):
    """One player's starting state.  ``library`` lists the top cards, first = top."""

    life: int = 20
    energy: int | None = Field(None, ge=0)
    counters: dict[str, Annotated[int, Field(ge=0)]] = {}
    hand: list[str] = []
    battlefield: list[PermanentSetup] = []
    graveyard: list[str] = []
    exile: list[str] = []
    library: list[str] = []
    library_filler: int = Field(20, ge=0)
    lands_played: int = Field(0, ge=0)
    designations: list[Designation] = []
    # Commander [903]: this player's commander cards (a Commander game: every player with
    # one), cards in their command zone, casts from it so far (the tax) and combat damage
    # dealt to this player by each commander, by the commander's name.
    commanders: list[str] = []
    command: list[str] = []
    commander_casts: dict[str, Annotated[int, Field(ge=0)]] = {}
    commander_damage: dict[str, Annotated[int, Field(ge=0)]] = {}

    @field_validator("battlefield", mode="before")
    @classmethod
    def _names(cls, v: Any) -> Any:
        if isinstance(v, list):
            return [{"card": x} if isinstance(x, str) else x for x in v]
        return v

    @field_validator("designations", mode="before")
    @classmethod
    def _designations(cls, v: Any) -> Any:
        return _one_or_many(v)


class Setup(_Model):
    """Where the game starts: turn, active player, step, and both players' zones."""

    players: dict[str, PlayerSetup]
    turn: int = Field(1, ge=1)
    active: str | None = None
    step: StepName = "main1"
    seed: int = Field(0, ge=0, le=2**64 - 1)
    # False: every mana payment is a pay_mana decision, answered with `mana: [...]` [601.2g]
    auto_pay: bool = True
    # Cards the engine cannot play that this scenario sets up anyway, as blanks (printed
    # characteristics only), because it needs no more than their printed facts (Emrakul's
    # mana value of 15).  Any other unsupported card is refused when the file loads.
    allow_unsupported: list[str] = []

    @field_validator("allow_unsupported", mode="before")
    @classmethod
    def _allowed(cls, v: Any) -> Any:
        return _one_or_many(v)


# ----------------------------------------------------------------------------- actions


_VERBS = ("cast", "activate", "play", "pass_", "done", "pay", "choose", "target", "attack",
          "block", "mana", "order", "concede")
_SENTENCE = re.compile(
    r"^(?P<verb>cast|activate|play)\s+(?P<name>.+?)"
    r"(?:\s+for\s+(?:its\s+)?(?P<cost>normal|alternative)\s+cost)?"
    r"(?:\s+ability\s+(?P<ability>\d+))?"
    r"(?:\s+(?:with\s+)?x\s*=\s*(?P<x>\d+))?"
    r"(?:\s+(?:choosing\s+)?mode\s+(?P<mode>\d+))?"
    r"(?:\s+targeting\s+(?P<targets>.+))?$",
    re.IGNORECASE,
)
# "Aether Hub (any color)": a mana source, and a piece of the text of the mana ability meant.
_SOURCE = re.compile(r"^(?P<name>.+?)\s*\((?P<ability>[^()]*)\)$")


def split_source(text: str) -> tuple[str, str]:
    """A ``mana`` entry as (reference, piece of the mana ability's text or "")."""
    m = _SOURCE.match(text.strip())
    return (m["name"].strip(), m["ability"].strip()) if m else (text.strip(), "")


def split_refs(text: str) -> list[str]:
    """"Grizzly Bears and bob" / "A, B" -> refs.  Separators inside a card name are kept:
    the longest run of pieces that names a card wins ("Jace, Vryn's Prodigy")."""
    from aetherworks.scenarios.names import is_known_name

    pieces = re.split(r"(\s*,\s*|\s+and\s+)", text.strip())
    out: list[str] = []
    i = 0
    while i < len(pieces):
        last = i
        for j in range(len(pieces) - 1, i, -2):
            if is_known_name("".join(pieces[i:j + 1])):
                last = j
                break
        out.append("".join(pieces[i:last + 1]).strip())
        i = last + 2
    return [r for r in out if r]


def _split_sources(text: str) -> list[str]:
    """"Aether Hub (any color) and Mountain" -> entries; a parenthesis stays with its name."""
    return [x for x in re.split(r"\s*,\s*|\s+and\s+(?![^()]*\))", text.strip()) if x]


def parse_sentence(text: str) -> dict[str, Any]:
    """The sentence form of an action, as its mapping form."""
    s = text.strip()
    low = s.lower()
    if low in ("pass", "done", "concede"):
        return {low: True}
    if low in ("yes", "no"):
        return {"pay": low == "yes"}
    if low.startswith("choose "):
        arg = s[7:].strip()
        return {"choose": int(arg) if arg.isdigit() else arg}
    if low.startswith("target "):
        return {"target": split_refs(s[7:])}
    if low.startswith("attack with "):
        return {"attack": split_refs(s[12:])}
    if low == "pay automatically":
        return {"mana": ["auto"]}
    if low.startswith("pay with "):
        return {"mana": _split_sources(s[9:])}
    if low.startswith("order "):
        return {"order": split_refs(s[6:])}
    m = _SENTENCE.match(s)
    if not m:
        raise ValueError(
            f"can't read the action {text!r}; write one of: pass, done, yes, no, choose N, "
            "cast CARD [for its alternative cost] [targeting A and B], activate CARD "
            "[ability N] [targeting ...], play LAND, target A, attack with A and B, pay with "
            "SOURCE [(ability text)], pay automatically, order A, B (or use the mapping form)")
    out: dict[str, Any] = {m["verb"].lower(): m["name"].strip()}
    if m["cost"]:
        out["cost"] = m["cost"].lower()
    if m["ability"]:
        out["ability"] = int(m["ability"])
    if m["x"]:
        out["x"] = int(m["x"])
    if m["mode"]:
        out["mode"] = int(m["mode"])
    if m["targets"]:
        out["targets"] = split_refs(m["targets"])
    return out


class PlayerAct(_Model):
    """What one player does: exactly one verb, with the details that verb takes.

    ``cast`` / ``activate`` run the whole casting sequence (modes, X, targets one at a time,
    "done" when fewer targets are allowed, cost choices from ``choices``) [601.2, 602.2].
    ``mode`` and ``ability`` count from 1 in the order printed on the card (``ability``
    counts activated abilities only) or give a piece of the mode's / ability's text;
    ``modes`` lists several modes for a spell that chooses more than one ("done" follows
    when fewer than the most are listed).
    """

    cast: str | None = None
    activate: str | None = None
    play: str | None = None
    pass_: bool | None = Field(None, alias="pass")
    done: bool | None = None
    pay: bool | None = None
    choose: int | str | None = None
    target: list[str] | None = None
    attack: list[tuple[str, str | None]] | None = None
    # blocker: attacker, or blocker: [attackers] for one that blocks several [509.1a]
    block: dict[str, str | list[str]] | None = None
    targets: list[str] | None = None
    x: int | None = Field(None, ge=0)
    mode: int | str | None = None
    modes: list[int | str] = []  # several modes ("choose two"), in the order picked
    ability: int | str | None = None
    cost: Literal["normal", "alternative"] | None = None
    mana: list[str] | None = None
    order: list[str] | None = None
    exert: list[str] = []
    choices: list[int | str] = []
    concede: bool | None = None  # the player concedes, at any time [104.3a]

    @model_validator(mode="before")
    @classmethod
    def _sentence(cls, v: Any) -> Any:
        if isinstance(v, str):
            return parse_sentence(v)
        return v

    @field_validator("target", "targets", "exert", "mana", "order", mode="before")
    @classmethod
    def _listify(cls, v: Any) -> Any:
        return _one_or_many(v)

    @field_validator("attack", mode="before")
    @classmethod
    def _attack(cls, v: Any) -> Any:
        v = _one_or_many(v)
        if isinstance(v, dict):
            return [(k, d) for k, d in v.items()]
        if isinstance(v, list):
            return [(x, None) if isinstance(x, str) else x for x in v]
        return v

    def block_pairs(self) -> list[tuple[str, str]]:
        """Each block pick (blocker, attacker) in order; a blocker given a list of attackers
        is picked once for each [509.1a]."""
        return [(b, a) for b, xs in (self.block or {}).items()
                for a in ([xs] if isinstance(xs, str) else xs)]

    @model_validator(mode="after")
    def _one_verb(self) -> PlayerAct:
        verbs = [v for v in _VERBS if getattr(self, v) is not None]
        if len(verbs) > 1 and "mana" in verbs and verbs[0] in ("cast", "activate"):
            verbs.remove("mana")  # `mana` with cast / activate: how its cost is paid
        if len(verbs) != 1:
            names = ", ".join(v.rstrip("_") for v in _VERBS)
            raise ValueError(f"an action needs exactly one of {names} (got "
                             f"{', '.join(v.rstrip('_') for v in verbs) or 'none'})")
        verb = verbs[0]
        if verb not in ("cast", "activate"):
            for extra in ("targets", "x", "mode", "ability"):
                if getattr(self, extra) is not None:
                    raise ValueError(f"{extra!r} goes with cast or activate, not {verb}")
            if self.choices:
                raise ValueError(f"'choices' goes with cast or activate, not {verb}")
        if verb == "cast" and self.ability is not None:
            raise ValueError("'ability' goes with activate, not cast")
        if self.cost is not None and verb != "cast":
            raise ValueError("'cost' (normal or alternative) goes with cast")
        if self.exert and verb != "attack":
            raise ValueError("'exert' goes with attack")
        return self

    @property
    def verb(self) -> str:
        return next(v for v in _VERBS if getattr(self, v) is not None).rstrip("_")

    @property
    def sources(self) -> list[tuple[str, str]]:
        """The ``mana`` entries as (reference or "auto", piece of the ability's text)."""
        return [split_source(x) for x in self.mana or []]


def _single_key(v: Any, what: str) -> tuple[Any, Any]:
    if not isinstance(v, dict) or len(v) != 1:
        raise ValueError(f"each action is a one-key mapping such as `alice: pass`, "
                         f"`expect: {{...}}` or `pass until: {{step: end}}`; got {what}")
    ((k, val),) = v.items()
    return k, val


class PlayerStep(_Model):
    """``alice: <action>``."""

    player: str
    act: PlayerAct
    _line: int = PrivateAttr(0)

    @model_validator(mode="before")
    @classmethod
    def _unwrap(cls, v: Any) -> Any:
        if isinstance(v, dict) and set(v) == {"player", "act"}:
            return v
        k, val = _single_key(v, repr(v))
        if val is None:
            raise ValueError(f"the action for {k!r} is empty")
        return {"player": str(k), "act": val}


class RefusedStep(_Model):
    """``refused: {alice: <action>}``: the engine must not allow the action now [the one
    door: an illegal answer changes nothing].  Tried on a copy of the game."""

    refused: PlayerStep
    _line: int = PrivateAttr(0)


class UntilSpec(_Model):
    """Where ``pass until`` stops: a step (of this turn, unless ``turn`` says otherwise)."""

    step: StepName | None = None
    turn: int | None = Field(None, ge=1)

    @model_validator(mode="before")
    @classmethod
    def _step_only(cls, v: Any) -> Any:
        return {"step": v} if isinstance(v, str) else v

    @model_validator(mode="after")
    def _something(self) -> UntilSpec:
        if self.step is None and self.turn is None:
            raise ValueError("pass until needs a step and/or a turn")
        if self.step in ("untap", "cleanup"):
            raise ValueError(f"no player receives priority in the {self.step} step "
                             "[502.4, 514.3], so passing can't stop there")
        return self


class PassUntilStep(_Model):
    """``pass until: {step: end, turn: 3}``: both players pass until that step begins."""

    until: UntilSpec
    _line: int = PrivateAttr(0)

    @model_validator(mode="before")
    @classmethod
    def _unwrap(cls, v: Any) -> Any:
        _, val = _single_key(v, repr(v))
        return {"until": val}


# ----------------------------------------------------------------------------- expectations


class ZoneMatch(_Model):
    """A list is the exact contents (any order); or ``includes`` / ``excludes``."""

    exactly: list[str] | None = None
    includes: list[str] = []
    excludes: list[str] = []

    @model_validator(mode="before")
    @classmethod
    def _list(cls, v: Any) -> Any:
        return {"exactly": v} if isinstance(v, list) else v


class PlayerExpect(_Model):
    life: int | None = None
    energy: int | None = None
    counters: dict[str, int] | None = None
    hand: ZoneMatch | None = None
    battlefield: ZoneMatch | None = None
    graveyard: ZoneMatch | None = None
    exile: ZoneMatch | None = None
    library_top: list[str] | None = None
    hand_size: int | None = None
    library_size: int | None = None
    command: ZoneMatch | None = None  # the command zone: cards this player owns there [903.6]
    commander_damage: dict[str, int] | None = None  # by the commander's name [903.10a]
    left_game: bool | None = None  # lost or conceded a multiplayer game and left it [800.4a]


_COLOURS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def colour_letter(text: str) -> str:
    """"red" or "R" -> "R" [105.1]; anything else is an error."""
    t = text.strip()
    if t.upper() in _COLOURS.values():
        return t.upper()
    if t.casefold() in _COLOURS:
        return _COLOURS[t.casefold()]
    raise ValueError(f"{text!r} is not a colour: white, blue, black, red, green (or W U B R "
                     "G); colorless is an empty list")


Colour = Annotated[str, AfterValidator(colour_letter)]


class PermanentExpect(_Model):
    """Checks on one permanent; ``present: false`` says no such permanent exists."""

    present: bool = True
    power: int | None = None
    toughness: int | None = None
    tapped: bool | None = None
    sick: bool | None = None
    attacking: bool | None = None
    # the attackers it blocks, any order ([] for none) [509.1g]
    blocking: list[str] | None = None
    exerted: bool | None = None
    damage: int | None = None
    counters: dict[str, int] | None = None
    types: list[str] | None = None
    subtypes: list[str] | None = None
    supertypes: list[str] | None = None
    colors: list[Colour] | None = None
    keywords: list[str] | None = None
    name: str | None = None
    abilities: ZoneMatch | None = None
    controller: str | None = None
    owner: str | None = None
    attached_to: str | None = None


class SpellExpect(_Model):
    """Checks on one spell or ability on the stack [112, 113]."""

    present: bool = True
    name: str | None = None
    colors: list[Colour] | None = None
    types: list[str] | None = None
    subtypes: list[str] | None = None
    supertypes: list[str] | None = None
    mana_value: int | None = None
    controller: str | None = None
    targets: list[str] | None = None
    x: int | None = None
    copy_: bool | None = Field(None, alias="copy")


class EventMatch(_Model):
    """An event of the game's log; every field given must match [the log cites the CR].

    ``player`` / ``obj`` / ``other`` are names (a player or a card); ``text`` is a piece of
    the log sentence ("deals 3 damage to Grizzly Bears").
    """

    kind: str | None = None
    cr: str | None = None
    player: str | None = None
    obj: str | None = None
    other: str | None = None
    amount: int | None = None
    info: str | None = None
    text: str | None = None
    count: int | None = Field(None, ge=0)  # it happened exactly this many times

    @field_validator("cr", mode="before")
    @classmethod
    def _cr_text(cls, v: Any) -> Any:
        return _text(v)


class DecisionExpect(_Model):
    """The pending decision: whose, which kind, a piece of its prompt."""

    player: str | None = None
    kind: str | None = None
    prompt: str | None = None
    options: ZoneMatch | None = None  # the options (label, card/player, or label piece)
    lo: int | None = None  # a number decision's range [107.1c]
    hi: int | None = None

    @field_validator("kind")
    @classmethod
    def _kind(cls, v: str | None) -> str | None:
        if v is not None and v not in KINDS:
            raise ValueError(f"unknown decision kind {v!r}; kinds are {', '.join(KINDS)}")
        return v


class Result(_Model):
    """``none`` (still going), ``draw``, or ``{winner: alice}``."""

    winner: str | None = None
    draw: bool = False
    none: bool = False

    @model_validator(mode="before")
    @classmethod
    def _word(cls, v: Any) -> Any:
        if v is None or v == "none":
            return {"none": True}
        if v == "draw":
            return {"draw": True}
        if isinstance(v, str):
            raise ValueError(f"result is none, draw or {{winner: NAME}}, not {v!r}")
        return v


class Expect(_Model):
    """A checkpoint: fields below, plus one key per player name."""

    players: dict[str, PlayerExpect] = {}
    permanents: dict[str, PermanentExpect] = {}
    spells: dict[str, SpellExpect] = {}
    stack: list[str] | None = None
    events: list[EventMatch] = []
    not_events: list[EventMatch] = []
    result: Result | None = None
    turn: int | None = None
    step: StepName | None = None
    decision: DecisionExpect | None = None
    offered: list[PlayerAct] = []
    not_offered: list[PlayerAct] = []

    @model_validator(mode="before")
    @classmethod
    def _player_keys(cls, v: Any) -> Any:
        if not isinstance(v, dict):
            return v
        fields = set(cls.model_fields) - {"players"}
        out: dict[str, Any] = {k: val for k, val in v.items() if k in fields}
        players = {str(k): val for k, val in v.items() if k not in fields}
        if players:
            out["players"] = players
        return out

    @field_validator("offered", "not_offered", mode="before")
    @classmethod
    def _listify(cls, v: Any) -> Any:
        return _one_or_many(v)


class ExpectStep(_Model):
    """``expect: {...}`` between actions."""

    expect: Expect
    _line: int = PrivateAttr(0)


def _step_tag(v: Any) -> str:
    if isinstance(v, dict) and len(v) == 1:
        key = next(iter(v))
        if key == "expect":
            return "expect-step"
        if key in ("pass until", "pass_until"):
            return "until-step"
        if key == "refused":
            return "refused-step"
    if isinstance(v, ExpectStep):
        return "expect-step"
    if isinstance(v, PassUntilStep):
        return "until-step"
    if isinstance(v, RefusedStep):
        return "refused-step"
    return "player-step"


Step = Annotated[
    Annotated[PlayerStep, Tag("player-step")]
    | Annotated[ExpectStep, Tag("expect-step")]
    | Annotated[PassUntilStep, Tag("until-step")]
    | Annotated[RefusedStep, Tag("refused-step")],
    Discriminator(_step_tag),
]


# ----------------------------------------------------------------------------- the scenario


class Scenario(_Model):
    """One scenario file.  ``rules`` and/or ``ruling`` say what it checks."""

    name: str
    description: str | None = None
    rules: list[str] = []
    ruling: str | None = None
    cards: list[str] = []
    setup: Setup
    actions: list[Step] = []
    expect: Expect | None = None
    _path: str | None = PrivateAttr(None)
    _expect_line: int = PrivateAttr(0)
    # (line, field) of a path into the file, for problems found when the game is built.
    _where: Any = PrivateAttr(None)
    # Oracle names of the set-up cards that play as blanks (allowed, see Setup).
    _blanks: tuple[str, ...] = PrivateAttr(())

    @field_validator("rules", mode="before")
    @classmethod
    def _rule_texts(cls, v: Any) -> Any:
        v = _one_or_many(_text(v))
        return [_text(x) for x in v] if isinstance(v, list) else v

    @field_validator("rules")
    @classmethod
    def _rule_shape(cls, v: list[str]) -> list[str]:
        for r in v:
            if not _RULE.match(r):
                raise ValueError(f"{r!r} is not a Comprehensive Rules section such as 608.2b")
        return v

    @model_validator(mode="after")
    def _cites(self) -> Scenario:
        if not self.rules and not self.ruling:
            raise ValueError("a scenario says what it checks: give `rules` (CR sections) "
                             "and/or `ruling` (the ruling's text)")
        return self

    @property
    def path(self) -> str | None:
        """The file it was loaded from (None when built in code)."""
        return self._path

    @property
    def blanks(self) -> tuple[str, ...]:
        """The set-up cards that will play as blanks (unsupported, and allowed)."""
        return self._blanks
