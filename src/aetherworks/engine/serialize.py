"""Exact JSON round-trips of a game — data only, never code.

A saved game names card parts by their registry keys and rebuilds anything else (costs,
continuous effects made on resolution) from its dataclass fields, so ``from_json(to_json(g))``
continues exactly as ``g`` would.  (A *replay*, :mod:`aetherworks.engine.replay`, is much
smaller: seed, decks, settings and the index of every option chosen.)

A save or replay may come from anyone, so reading one must never run anything it names.  A
dataclass in a save is named by a tag looked up in a closed registry (:func:`save_types`:
the dataclasses of the engine's modules and of the packages registered with
:func:`register_save_package`, the vocabulary and the card modules, found by walking them);
nothing is ever imported by a name taken from a file.  Anything else is a
:class:`SaveError` that says ``FILE: where: what is wrong``.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import operator
import pkgutil
from collections.abc import Callable
from typing import Any, NoReturn

from aetherworks.engine import cardpool, shortcuts
from aetherworks.engine.arguments import MAX_PLAYERS
from aetherworks.engine.decision import Decision, DecisionKind
from aetherworks.engine.defs import Choice, Event
from aetherworks.engine.mana import ManaCost
from aetherworks.engine.objects import (
    ContinuousEffect,
    ExileLink,
    GameObject,
    Player,
    PlayPermission,
    Proto,
    new_tuple,
)
from aetherworks.engine.rng import Rng
from aetherworks.engine.state import GameState
from aetherworks.engine.tasks import HANDLERS

# Format 2 names a dataclass by its class name (unique across the registry, so a class can
# move between modules without breaking saves).  Format 1 named "module:Class" and imported
# it; its logs also predate the marks that keep hidden-zone details out of a player's view,
# so it is refused with a clear error (a replay of the game still plays it back).
FORMAT = 2
REPLAY_FORMAT = 1
_EVENT, _CHOICE = len(Event._fields), len(Choice._fields)
_OBJ_FIELDS = tuple(s for s in GameObject.__slots__ if s not in ("proto", "ability",
                                                                  "view_memo"))
_obj_fields = operator.attrgetter(*_OBJ_FIELDS)
# Every key a saved game has ("command" came later: a format 1 save may lack it).
_SAVE_KEYS = ("seed", "decks", "settings", "players", "objects", "battlefield", "stack",
              "exile", "next_id", "clock", "turn", "active", "step", "priority", "passes",
              "tasks", "decision", "effects", "permissions", "exile_links", "delayed",
              "pending_triggers", "attackers", "blocks", "blocked", "rng", "result", "log",
              "choices", "first_strike_step", "repeat_cleanup", "decisions_made")
_SETTINGS = {"auto_pass": bool, "auto_pay": bool, "auto_single": bool, "max_turns": int,
             "allow_unsupported": bool}
# The packages whose dataclasses a save may contain: the engine's, and those that register
# themselves (the vocabulary and the card modules do, in their ``__init__``).  Each is walked
# once, on first use; nothing outside them is ever looked at.
_PACKAGES: list[str] = ["aetherworks.engine", "aetherworks.messages"]
_SCANNED: set[str] = set()
_TYPES: dict[str, type] = {}


class SaveError(ValueError):
    """A saved game or replay that can't be used: ``source: where: what is wrong``."""

    def __init__(self, source: str, problem: str, where: str = "") -> None:
        self.source, self.where, self.problem = source, where, problem
        super().__init__(f"{source}: {where}: {problem}" if where else f"{source}: {problem}")


class _Bad(ValueError):
    """A problem found while decoding; the caller adds the file and the place."""


def register_save_package(name: str) -> None:
    """Let a save contain the dataclasses defined in this package and its modules.

    Called by the vocabulary and the card packages about themselves, so that the engine
    needs no import of the layers above it.
    """
    if name not in _PACKAGES:
        _PACKAGES.append(name)


def _add_type(cls: type) -> None:
    other = _TYPES.setdefault(cls.__qualname__, cls)
    if other is not cls:
        raise TypeError(f"two saveable classes are called {cls.__qualname__}: "
                        f"{other.__module__} and {cls.__module__}")


def save_types() -> dict[str, type]:
    """Tag -> class of every dataclass a save may contain: the closed registry."""
    for pkg_name in _PACKAGES:
        if pkg_name in _SCANNED:
            continue
        _SCANNED.add(pkg_name)
        pkg = importlib.import_module(pkg_name)
        names = [pkg_name] + [m.name for m in pkgutil.walk_packages(pkg.__path__,
                                                                    pkg_name + ".")]
        for mod_name in names:
            mod = importlib.import_module(mod_name)
            for v in list(vars(mod).values()):
                if isinstance(v, type) and dataclasses.is_dataclass(v) and \
                        v.__module__ == mod_name:
                    _add_type(v)
    return _TYPES


def encode(v: Any) -> Any:
    """Encode engine values as JSON-friendly data, tagging the non-JSON types.

    Dispatch is on the value's exact type, each type's encoder found once by
    :func:`_encoder_for` (saving a game is on the bench, and the fuzz saves thousands)."""
    t = type(v)
    if t in _PLAIN:
        return v
    enc = _ENCODERS.get(t)
    if enc is None:
        enc = _ENCODERS[t] = _encoder_for(t)
    return enc(v)


def _enc_event(v: Event) -> Any:
    # Its message arguments may be typed values (a card's text, a mana symbol); none are
    # an empty list, as the JSON has it (so that a saved game's data equals a loaded one's).
    return {"E": [*v[:-1], encode(v.args) if v.args else []]}


def _enc_mapping(v: dict[Any, Any]) -> Any:
    return {"D": [[encode(k), encode(x)] for k, x in v.items()]}


def _enc_other(v: Any) -> Any:
    """A card part (by its registry key), a registered dataclass (by its fields), or an
    error: the encoder of every type not listed in :func:`_encoder_for`."""
    key = cardpool.PART_KEYS.get(id(v))
    if key is not None:
        return {"P": key}
    cls = type(v)
    names = _FIELDS.get(cls)
    if names is None:
        if not dataclasses.is_dataclass(cls) or (
                _TYPES.get(cls.__qualname__) is not cls and
                save_types().get(cls.__qualname__) is not cls):
            raise TypeError(f"cannot save a {cls.__module__}.{cls.__qualname__}: it is not "
                            "a registered save type (see register_save_package)"
                            if dataclasses.is_dataclass(cls) else
                            f"cannot save a {cls.__name__} in a game: {v!r}")
        # Fields not given to the constructor are derived from the others as it runs
        # (Filter's cached "has more" flag): saving them would make the load fail.
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls) if f.init)
    return {"DC": cls.__qualname__, "f": {n: encode(getattr(v, n)) for n in names}}


def _encoder_for(t: type) -> Callable[[Any], Any]:
    """How to encode a value of type ``t``; subclasses (an enum of ints, a named tuple)
    take the first base type's way, in this order."""
    if issubclass(t, (bool, int, float, str)):
        return lambda v: v
    if issubclass(t, Choice):
        return lambda v: {"C": list(v)}
    if issubclass(t, Event):
        return _enc_event
    if issubclass(t, tuple):
        return lambda v: {"T": [encode(x) for x in v]}
    if issubclass(t, list):
        return lambda v: [encode(x) for x in v]
    if issubclass(t, dict):
        return _enc_mapping
    if issubclass(t, (set, frozenset)):
        return lambda v: {"S": sorted(encode(x) for x in v)}
    if issubclass(t, range):
        return lambda v: {"R": [v.start, v.stop]}
    if issubclass(t, ManaCost):
        return lambda v: {"M": [v.generic, v.colored, list(v.hybrid), v.phyrexian, v.x]}
    if issubclass(t, Proto):
        return lambda v: {"PR": v.key}
    return _enc_other


_PLAIN = frozenset((type(None), bool, int, float, str))
_ENCODERS: dict[type, Callable[[Any], Any]] = {}
_FIELDS: dict[type, tuple[str, ...]] = {}


def _bad(msg: str) -> NoReturn:
    raise _Bad(msg)


def _list(val: Any, what: str) -> list[Any]:
    return val if isinstance(val, list) else _bad(f"{what}: expected a list, got {val!r:.60}")


def _dec_choice(v: dict[str, Any], val: Any) -> Any:
    if not isinstance(val, list) or not 1 <= len(val) <= _CHOICE or not isinstance(val[0], str):
        _bad(f"a choice is [{', '.join(Choice._fields)}], not {val!r:.60}")
    return Choice(*val)


def _dec_event(v: dict[str, Any], val: Any) -> Any:
    if not isinstance(val, list) or not 2 <= len(val) <= _EVENT:
        _bad(f"an event is [{', '.join(Event._fields)}], not {val!r:.60}")
    return _event(val)


def _event(val: list[Any]) -> Event:
    # A whole event is built without the named tuple's argument parsing (logs are long).
    ev = new_tuple(Event, val) if len(val) == _EVENT else Event(*val)
    # Message arguments with typed values are encoded; empty ones are a plain list.
    return ev._replace(args=decode(ev.args)) if isinstance(ev.args, dict) else ev


def _dec_dict(v: dict[str, Any], val: Any) -> Any:
    out = {}
    for pair in _list(val, "a mapping"):
        if not isinstance(pair, list) or len(pair) != 2:
            _bad(f"a mapping entry is [key, value], not {pair!r:.60}")
        out[decode(pair[0])] = decode(pair[1])
    return out


def _dec_range(v: dict[str, Any], val: Any) -> Any:
    if not (isinstance(val, list) and len(val) == 2 and all(type(x) is int for x in val)):
        _bad(f"a range is [start, stop], not {val!r:.60}")
    return range(*val)


def _dec_mana(v: dict[str, Any], val: Any) -> Any:
    if not isinstance(val, list) or len(val) != 5:
        _bad(f"a mana cost is [generic, colored, hybrid, phyrexian, x], not {val!r:.60}")
    return ManaCost(val[0], val[1], tuple(_list(val[2], "hybrid mana")), val[3], val[4])


def _dec_proto(v: dict[str, Any], val: Any) -> Any:
    if not isinstance(val, str):
        _bad(f"a card is named by a string, not {val!r:.60}")
    return cardpool.lookup_proto(val)


def _unloaded() -> str:
    """A hint for a program that loads a save before the card definitions."""
    return "" if "aetherworks.cards" in _PACKAGES else (
        "; the card definitions are not loaded: import aetherworks.cards first")


def _dec_part(v: dict[str, Any], val: Any) -> Any:
    part = cardpool.PARTS.get(val) if isinstance(val, str) else None
    if part is None:
        _bad(f"unknown card part {val!r:.80} (a part of a card definition this version "
             f"does not have){_unloaded()}")
    return part


def _dec_dataclass(v: dict[str, Any], val: Any) -> Any:
    if not isinstance(val, str):
        _bad(f"a type is named by a string, not {val!r:.60}")
    cls = _TYPES.get(val) or save_types().get(val)
    if cls is None:
        _bad(f"unknown type {val!r:.80}: a save may hold only the engine's and the card "
             f"vocabulary's own types{_unloaded()}")
    fields = v.get("f")
    if not isinstance(fields, dict) or len(v) != 2:
        _bad(f"a {val} needs its fields under 'f' and nothing else")
    try:
        return cls(**{k: decode(x) for k, x in fields.items()})
    except TypeError as exc:
        raise _Bad(f"{val}: {exc}") from None


_DECODERS = {
    "C": _dec_choice, "E": _dec_event,
    "T": lambda v, val: tuple(decode(x) for x in _list(val, "a tuple")),
    "D": _dec_dict,
    "S": lambda v, val: {decode(x) for x in _list(val, "a set")},
    "R": _dec_range, "M": _dec_mana, "PR": _dec_proto, "P": _dec_part, "DC": _dec_dataclass,
}


def decode(v: Any) -> Any:
    """The inverse of :func:`encode`; raises ``_Bad`` (a ``ValueError``) for anything else."""
    if isinstance(v, list):
        return [decode(x) for x in v]
    if not isinstance(v, dict):
        return v
    if len(v) == 1:
        # The common, well-formed cases first and inline: loading is on the bench.
        ((tag, val),) = v.items()
        if type(val) is list:
            if tag == "E" and 2 <= len(val) <= _EVENT:
                return _event(val)
            if tag == "T":
                return tuple([decode(x) for x in val])
            if tag == "C" and 1 <= len(val) <= _CHOICE:
                return Choice(*val)
    for tag, val in v.items():
        dec = _DECODERS.get(tag)
        if dec is None or (len(v) != 1 and tag != "DC"):
            _bad(f"unknown type tag {tag!r:.40}" if dec is None else
                 f"a tagged value has one key, not {len(v)}")
        return dec(v, val)
    _bad("an empty mapping where a value was expected")


def game_to_dict(g: Any) -> dict[str, Any]:
    """The data a save of ``g`` is made of (JSON-ready, sharing nothing with the game)."""
    objects = []
    plain = _PLAIN
    for obj in g.objects.values():
        # Most of an object's fields are plain values: encoded inline, read in one call.
        d = {name: v if type(v) in plain else encode(v)
             for name, v in zip(_OBJ_FIELDS, _obj_fields(obj), strict=True)}
        d["proto"] = obj.proto.key
        d["ability"] = encode(obj.ability)
        objects.append(d)
    return {
        "format": FORMAT,
        "seed": g.seed,
        "decks": [list(d) for d in g.decks],
        "settings": {"auto_pass": g.auto_pass, "auto_pay": g.auto_pay,
                     "auto_single": g.auto_single, "max_turns": g.max_turns,
                     "allow_unsupported": g.allow_unsupported},
        "players": [encode(dataclasses.asdict(p)) for p in g.players],
        "objects": objects,
        # Copies: the data is a snapshot, which the game's later moves must not change.
        "battlefield": list(g.battlefield), "stack": list(g.stack), "exile": list(g.exile),
        "command": list(g.command),  # emblems [114.1]
        "next_id": g.next_id, "clock": g.clock, "turn_clock": g.turn_clock,
        "turn": g.turn, "active": g.active,
        "step": g.step, "priority": g.priority, "passes": g.passes,
        "tasks": [encode(t) for t in g.tasks],
        "decision": None if g.decision is None else {
            **{f.name: encode(getattr(g.decision, f.name))
               for f in dataclasses.fields(Decision)},
            "cont": encode(g.continuation)},
        "effects": [encode(e) for e in g.effects],
        **dict(zip(("segment", "segments", "marks"), map(encode, shortcuts.saved(g)),
                   strict=True)),
        "shortcut": encode(g.shortcut),
        "permissions": [encode(p) for p in g.permissions],
        "exile_links": [encode(x) for x in g.exile_links],
        "delayed": [encode(d) for d in g.delayed],
        "pending_triggers": [encode(t) for t in g.pending_triggers],
        "attackers": encode(g.attackers), "blocks": encode(g.blocks),
        "blocked": encode(g.blocked),
        "rng": g.rng.state,
        "result": encode(g.result),
        "log": [encode(e) for e in g.log],
        "choices": list(g.choices),
        "first_strike_step": g.first_strike_step,
        "day_night": g.day_night,
        "repeat_cleanup": g.repeat_cleanup,
        "decisions_made": g.decisions_made,
    }


def game_to_json(g: Any) -> str:
    return dict_to_json(game_to_dict(g))


def dict_to_json(data: dict[str, Any]) -> str:
    """The text of a save from :func:`game_to_dict`'s data."""
    # Not circular by construction (``encode`` builds a tree): the check is skipped.
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False, check_circular=False)


def _parse(text: str | bytes, source: str, what: str, err: type[SaveError] = SaveError
           ) -> dict[str, Any]:
    """The JSON object of a save or replay, or a :class:`SaveError` saying why not."""
    if not isinstance(text, str | bytes | bytearray):
        raise TypeError(f"expected the text of a{what} (str or bytes), not a "
                        f"{type(text).__name__}")
    try:
        d = json.loads(text)
    except json.JSONDecodeError as exc:
        raise err(source, f"not a{what}: the JSON is malformed or cut short "
                        f"({exc.msg} at line {exc.lineno}, column {exc.colno})") from None
    except UnicodeDecodeError as exc:
        raise err(source, f"not a{what}: byte {exc.start} is not UTF-8 text") from None
    except (ValueError, RecursionError) as exc:  # a 5,000-digit number; absurd nesting
        raise err(source, f"not a{what}: {exc}") from None
    if not isinstance(d, dict):
        raise err(source, f"not a{what}: the JSON is a {type(d).__name__}, not an "
                        "object")
    return d


def _check_format(d: dict[str, Any], source: str, what: str, known: tuple[int, ...],
                  err: type[SaveError] = SaveError) -> None:
    if "format" not in d:
        raise err(source, f"not a{what}: it has no 'format' key")
    fmt = d["format"]
    if type(fmt) is not int or fmt not in known:
        older = " (written by an older version; replay the game instead: Replay.of/load)" \
            if type(fmt) is int and 0 < fmt < max(known) else ""
        raise err(source, f"unsupported{what} format {fmt!r:.40}{older}; this version "
                  f"reads format {' and '.join(map(str, known))}", "format")


def _get(d: dict[str, Any], key: str, kind: type | tuple[type, ...] = object) -> Any:
    """``d[key]``, which must be a ``kind`` (the caller's place names the key)."""
    if key not in d:
        _bad(f"missing key {key!r}")
    v = d[key]
    if not isinstance(v, kind) or (kind is int and isinstance(v, bool)):
        names = " or ".join(k.__name__ for k in (kind if isinstance(kind, tuple) else (kind,)))
        _bad(f"expected {names}, got {v!r:.60}")
    return v


def game_from_json(text: str | bytes, g: GameState, source: str = "<saved game>") -> None:
    """Rebuild a game from :func:`game_to_json`'s text into ``g``, a new empty game;
    raises :class:`SaveError`."""
    d = _parse(text, source, " saved game")
    if "objects" not in d and "players" not in d and "choices" in d and "format" in d:
        raise SaveError(source, "this is a replay, not a saved game (use Replay.load)")
    _check_format(d, source, " saved game", (FORMAT,))
    missing = [k for k in _SAVE_KEYS if k not in d]
    if missing:
        raise SaveError(source, f"missing key{'s' if len(missing) > 1 else ''} "
                        f"{', '.join(map(repr, missing))}")
    try:
        _rebuild(d, g)
    except _Section as exc:
        err = exc.err
        problem = f"missing key {err.args[0]!r}" if type(err) is KeyError else (
            str(err) if isinstance(err, (_Bad, LookupError)) else
            f"{type(err).__name__}: {err}")
        raise SaveError(source, problem, exc.where) from None
    if not g.allow_unsupported:  # a save never lets in a blank its game did not allow
        cardpool.refuse_unsupported((o.proto.key, source) for o in g.objects.values()
                                    if cardpool.is_blank(o.proto))


class _Section(Exception):
    """Carries the place (``objects[3].proto``) of an error out of :func:`_rebuild`."""

    def __init__(self, where: str, err: Exception) -> None:
        self.where, self.err = where, err


# What can go wrong while rebuilding a game from untrusted data (never a bare traceback).
_ERRORS = (_Bad, KeyError, TypeError, ValueError, IndexError, LookupError, AttributeError,
           RecursionError)


def _rebuild(d: dict[str, Any], g: GameState) -> None:
    section, item = "seed", None  # where we are, for the error message
    try:
        g.seed = _get(d, "seed", int)
        section = "decks"
        decks = _get(d, "decks", list)
        if not 2 <= len(decks) <= MAX_PLAYERS:
            _bad(f"two to {MAX_PLAYERS} decks, one per player")
        g.decks = tuple(tuple(_list(deck, "deck")) for deck in decks)
        section = "settings"
        for k, v in _get(d, "settings", dict).items():
            if k not in _SETTINGS or not isinstance(v, _SETTINGS[k]):
                _bad(f"unknown setting {k!r:.40}" if k not in _SETTINGS
                     else f"{k}: expected {_SETTINGS[k].__name__}, got {v!r:.40}")
            setattr(g, k, v)
        section = "players"
        for i, p in enumerate(_get(d, "players", list)):
            section = f"players[{i}]"
            fields = decode(p)
            if not isinstance(fields, dict):
                _bad("a player is a mapping of fields")
            g.players.append(Player(**fields))
            if g.players[-1].index != i:
                _bad(f"player {i} has index {g.players[-1].index!r:.20}")
        section = "players"
        if len(g.players) != len(g.decks):
            _bad(f"a game has one player per deck ({len(g.decks)}), not {len(g.players)}")
        section = "objects"
        objects = _get(d, "objects", list)
        for item in range(len(objects)):  # ``item`` says where, should this object be bad
            od = objects[item]
            oid = od["id"]
            if type(oid) is not int:
                _bad(f"id: expected int, got {oid!r:.40}")
            obj = GameObject(oid, _dec_proto(od, od["proto"]), od["owner"], od["zone"])
            for name in _OBJ_FIELDS:
                v = od[name]
                setattr(obj, name, v if type(v) in _PLAIN else decode(v))
            obj.ability = decode(od["ability"])
            g.objects[oid] = obj
        item = None
        for zone in ("battlefield", "stack", "exile"):
            section = zone
            setattr(g, zone, _ids(g, _get(d, zone, list)))
        section = "command"
        g.command = _ids(g, d.get("command", []))  # emblems [114.1]; absent in older saves
        for p in g.players:
            for zone in ("library", "hand", "graveyard"):
                section = f"players[{p.index}].{zone}"
                _ids(g, getattr(p, zone))
        for k in ("next_id", "clock", "turn", "active", "priority", "passes",
                  "decisions_made"):
            section = k
            setattr(g, k, _get(d, k, int))
        section = "turn_clock"
        g.turn_clock = d.get("turn_clock", 0)  # absent in older saves
        for k in ("first_strike_step", "repeat_cleanup"):
            section = k
            setattr(g, k, _get(d, k, bool))
        section = "day_night"
        g.day_night = d.get("day_night", "")  # absent in older saves: neither [730.1]
        if g.day_night not in ("", "day", "night"):
            _bad("day_night is '', 'day' or 'night'")
        section = "step"
        g.step = _get(d, "step", str)
        section = "choices"
        g.choices = _get(d, "choices", list)
        if not all(type(c) is int for c in g.choices):
            _bad("choices are option indices (integers)")
        section = "tasks"
        for i, t in enumerate(_get(d, "tasks", list)):
            section = f"tasks[{i}]"
            g.tasks.append(_task(decode(t), HANDLERS))
        section = "decision"
        dd = _get(d, "decision", (dict, type(None)))
        if dd is not None:
            fields = {k: decode(v) for k, v in dd.items()}
            g.continuation = _task(fields.pop("cont", None), HANDLERS)
            if fields.get("kind") not in DecisionKind.__members__.values():
                _bad(f"no decision kind {fields.get('kind')!r}")
            fields["kind"] = DecisionKind(fields["kind"])
            g.decision = Decision(**fields)
            if g.decision.player not in range(len(g.players)):
                _bad(f"no player {g.decision.player!r}")
        section = "effects"
        for i, e in enumerate(_get(d, "effects", list)):
            section = f"effects[{i}]"
            eff = decode(e)
            if not isinstance(eff, ContinuousEffect):
                _bad(f"expected a ContinuousEffect, got {type(eff).__name__}")
            g.effects.append(eff)
        for key, record in (("permissions", PlayPermission), ("exile_links", ExileLink)):
            section = key
            items = [decode(x) for x in _get(d, key, list)]
            if not all(isinstance(x, record) for x in items):
                _bad(f"expected {record.__name__} records")
            setattr(g, key, items)
        section = "segments"
        shortcuts.restore(g, *(decode(d.get(key, empty)) for key, empty in (
            ("segment", []), ("segments", ()), ("marks", ()))))
        section = "shortcut"
        g.shortcut = decode(d.get("shortcut"))
        section = "delayed"
        g.delayed = [decode(x) for x in _get(d, "delayed", list)]
        section = "pending_triggers"
        g.pending_triggers = [decode(t) for t in _get(d, "pending_triggers", list)]
        section = "attackers"
        g.attackers = decode(_get(d, "attackers"))
        section = "blocks"
        # A game saved when a blocker blocked one attacker: blocker -> attacker [509.1g].
        blocks = decode(_get(d, "blocks"))
        if not isinstance(blocks, dict):
            _bad("expected a mapping of blockers to the attackers they block")
        g.blocks = {b: (xs,) if type(xs) is int else xs for b, xs in blocks.items()}
        section = "blocked"
        g.blocked = decode(_get(d, "blocked"))
        section = "rng"
        g.rng = Rng(_get(d, "rng", int))
        section = "result"
        g.result = decode(_get(d, "result"))
        section = "log"
        g.log = [decode(e) for e in _get(d, "log", list)]
        if not all(isinstance(e, Event) for e in g.log):
            _bad("the log holds events")
    except _ERRORS as exc:
        raise _Section(section if item is None else f"{section}[{item}]", exc) from None


def _ids(g: Any, ids: Any) -> list[int]:
    """A zone's list of object ids, each of an object the save holds."""
    for oid in _list(ids, "a zone"):
        if type(oid) is not int or oid not in g.objects:
            _bad(f"no object {oid!r:.40} in the save")
    return ids  # type: ignore[no-any-return]


def _task(t: Any, handlers: dict[str, Any]) -> tuple[Any, ...]:
    if not (isinstance(t, tuple) and t and isinstance(t[0], str) and t[0] in handlers):
        _bad(f"not an engine task: {t!r:.60}")
    return t  # type: ignore[no-any-return]
