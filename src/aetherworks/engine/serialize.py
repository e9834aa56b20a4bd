"""Exact JSON round-trips of a game, and replay records.

A saved game names card parts by their registry keys and rebuilds anything else (costs,
continuous effects made on resolution) from its dataclass fields, so ``from_json(to_json(g))``
continues exactly as ``g`` would.  A *replay* is much smaller: seed, decks, settings and the
index of every option chosen; replaying it reproduces the identical game.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aetherworks.engine import cardpool
from aetherworks.engine.decision import Decision
from aetherworks.engine.defs import Choice, Event
from aetherworks.engine.mana import ManaCost
from aetherworks.engine.objects import ContinuousEffect, GameObject, Player, Proto
from aetherworks.engine.rng import Rng

FORMAT = 1
_OBJ_FIELDS = tuple(s for s in GameObject.__slots__ if s not in ("proto", "ability"))


def encode(v: Any) -> Any:
    """Encode engine values as JSON-friendly data, tagging the non-JSON types."""
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    if isinstance(v, Choice):
        return {"C": list(v)}
    if isinstance(v, Event):
        return {"E": list(v)}
    if isinstance(v, tuple):
        return {"T": [encode(x) for x in v]}
    if isinstance(v, list):
        return [encode(x) for x in v]
    if isinstance(v, dict):
        return {"D": [[encode(k), encode(x)] for k, x in v.items()]}
    if isinstance(v, (set, frozenset)):
        return {"S": sorted(encode(x) for x in v)}
    if isinstance(v, range):
        return {"R": [v.start, v.stop]}
    if isinstance(v, ManaCost):
        return {"M": [v.generic, v.colored, list(v.hybrid), v.phyrexian, v.x]}
    if isinstance(v, Proto):
        return {"PR": v.key}
    key = cardpool.PART_KEYS.get(id(v))
    if key is not None:
        return {"P": key}
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        cls = type(v)
        return {"DC": f"{cls.__module__}:{cls.__qualname__}",
                "f": {f.name: encode(getattr(v, f.name)) for f in dataclasses.fields(v)}}
    raise TypeError(f"cannot save a {type(v).__name__} in a game: {v!r}")


def decode(v: Any) -> Any:
    if isinstance(v, list):
        return [decode(x) for x in v]
    if not isinstance(v, dict):
        return v
    (tag, val), *_ = v.items()
    if tag == "C":
        return Choice(*val)
    if tag == "E":
        return Event(*val)
    if tag == "T":
        return tuple(decode(x) for x in val)
    if tag == "D":
        return {decode(k): decode(x) for k, x in val}
    if tag == "S":
        return {decode(x) for x in val}
    if tag == "R":
        return range(*val)
    if tag == "M":
        return ManaCost(val[0], val[1], tuple(val[2]), val[3], val[4])
    if tag == "PR":
        return cardpool.lookup_proto(val)
    if tag == "P":
        return cardpool.PARTS[val]
    if tag == "DC":
        mod, _, qual = val.partition(":")
        cls = getattr(importlib.import_module(mod), qual)
        return cls(**{k: decode(x) for k, x in v["f"].items()})
    raise ValueError(f"unknown tag {tag!r} in saved game")


def game_to_dict(g: Any) -> dict[str, Any]:
    objects = []
    for obj in g.objects.values():
        d = {name: encode(getattr(obj, name)) for name in _OBJ_FIELDS}
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
        "battlefield": g.battlefield, "stack": g.stack, "exile": g.exile,
        "command": g.command,  # emblems [114.1]
        "next_id": g.next_id, "clock": g.clock, "turn_clock": g.turn_clock,
        "turn": g.turn, "active": g.active,
        "step": g.step, "priority": g.priority, "passes": g.passes,
        "tasks": [encode(t) for t in g.tasks],
        "decision": None if g.decision is None else {
            f.name: encode(getattr(g.decision, f.name)) for f in dataclasses.fields(Decision)},
        "effects": [encode(e) for e in g.effects],
        "delayed": [encode(d) for d in g.delayed],
        "pending_triggers": [encode(t) for t in g.pending_triggers],
        "attackers": encode(g.attackers), "blocks": encode(g.blocks),
        "blocked": encode(g.blocked),
        "rng": g.rng.state,
        "result": encode(g.result),
        "log": [encode(e) for e in g.log],
        "choices": g.choices,
        "first_strike_step": g.first_strike_step,
        "repeat_cleanup": g.repeat_cleanup,
        "decisions_made": g.decisions_made,
    }


def game_to_json(g: Any) -> str:
    return json.dumps(game_to_dict(g), separators=(",", ":"), ensure_ascii=False)


def game_from_json(text: str) -> Any:
    from aetherworks.engine.game import Game

    d = json.loads(text)
    if d.get("format") != FORMAT:
        raise ValueError(f"unsupported saved-game format {d.get('format')!r}")
    g = Game()
    g.seed = d["seed"]
    g.decks = tuple(tuple(x) for x in d["decks"])  # type: ignore[assignment]
    for k, v in d["settings"].items():
        setattr(g, k, v)
    g.players = [Player(**decode(p)) for p in d["players"]]
    for od in d["objects"]:
        obj = GameObject(od["id"], cardpool.lookup_proto(od["proto"]), od["owner"], od["zone"])
        for name in _OBJ_FIELDS:
            setattr(obj, name, decode(od[name]))
        obj.ability = decode(od["ability"])
        g.objects[obj.id] = obj
    if not g.allow_unsupported:  # a save never lets in a blank its game did not allow
        cardpool.refuse_unsupported((o.proto.key, "the saved game") for o in g.objects.values()
                                    if cardpool.is_blank(o.proto))
    g.battlefield, g.stack, g.exile = d["battlefield"], d["stack"], d["exile"]
    g.command = d.get("command", [])  # emblems [114.1]; absent in older saves
    g.turn_clock = d.get("turn_clock", 0)
    for k in ("next_id", "clock", "turn", "active", "step", "priority", "passes",
              "first_strike_step", "repeat_cleanup", "decisions_made", "choices"):
        setattr(g, k, d[k])
    g.tasks = [decode(t) for t in d["tasks"]]
    if d["decision"] is not None:
        g.decision = Decision(**{k: decode(v) for k, v in d["decision"].items()})
    g.effects = [decode(e) for e in d["effects"]]
    assert all(isinstance(e, ContinuousEffect) for e in g.effects)
    g.delayed = [decode(x) for x in d["delayed"]]
    g.pending_triggers = [decode(t) for t in d["pending_triggers"]]
    g.attackers, g.blocks = decode(d["attackers"]), decode(d["blocks"])
    g.blocked = decode(d["blocked"])
    g.rng = Rng(d["rng"])
    g.result = decode(d["result"])
    g.log = [decode(e) for e in d["log"]]
    return g


@dataclass(frozen=True)
class Replay:
    """Seed + decks + settings + the chosen option indices: the whole game, reproducibly."""

    seed: int
    decks: tuple[tuple[str, ...], tuple[str, ...]]
    choices: tuple[int, ...]
    settings: dict[str, Any]
    names: tuple[str, str] = ("Alice", "Bob")

    @staticmethod
    def of(g: Any) -> Replay:
        return Replay(g.seed, g.decks, tuple(g.choices),
                      {"auto_pass": g.auto_pass, "auto_pay": g.auto_pay,
                       "auto_single": g.auto_single, "max_turns": g.max_turns,
                       "allow_unsupported": g.allow_unsupported},
                      tuple(p.name for p in g.players))  # type: ignore[arg-type]

    def play(self, upto: int | None = None) -> Any:
        """Rebuild the game by re-applying every recorded choice."""
        from aetherworks.engine.game import Game

        g = Game.new(self.decks[0], self.decks[1], seed=self.seed, names=self.names,
                     start=False, **{k: v for k, v in self.settings.items()
                                     if k != "auto_single"})
        g.auto_single = self.settings.get("auto_single", True)
        g.tasks.append(("start",))
        g._run()
        for i in self.choices[:upto]:
            if i < 0:
                g.concede(-1 - i)  # a concession, recorded as -1 - player [104.3a]
            else:
                g.apply_index(i)
        return g

    def to_json(self) -> str:
        return json.dumps({"format": FORMAT, "seed": self.seed, "decks": self.decks,
                           "names": self.names, "settings": self.settings,
                           "choices": list(self.choices)}, ensure_ascii=False)

    @staticmethod
    def from_json(text: str) -> Replay:
        d = json.loads(text)
        return Replay(d["seed"], (tuple(d["decks"][0]), tuple(d["decks"][1])),
                      tuple(d["choices"]), d["settings"], tuple(d.get("names", ("Alice", "Bob"))))

    def save(self, path: str | Path) -> None:
        Path(path).write_text(self.to_json(), encoding="utf-8")

    @staticmethod
    def load(path: str | Path) -> Replay:
        return Replay.from_json(Path(path).read_text(encoding="utf-8"))
