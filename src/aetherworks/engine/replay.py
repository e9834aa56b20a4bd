"""Replay records: seed, decks, settings and the index of every option chosen — replaying
one reproduces the identical game.  Like a save, a replay is data only, and reading one is
checked field by field (:class:`ReplayError` names the place)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aetherworks.carddb import UnknownCardError, get_db
from aetherworks.engine.arguments import MAX_PLAYERS
from aetherworks.engine.decision import IllegalChoice
from aetherworks.engine.game import Game, GameOver
from aetherworks.engine.serialize import (
    _SETTINGS,
    REPLAY_FORMAT,
    SaveError,
    _Bad,
    _bad,
    _check_format,
    _get,
    _list,
    _parse,
)


class ReplayError(SaveError):
    """A replay that can't be loaded or played back: ``source: where: what is wrong``."""


@dataclass(frozen=True)
class Replay:
    """Seed + decks + settings + the chosen option indices: the whole game, reproducibly."""

    seed: int
    decks: tuple[tuple[str, ...], ...]
    choices: tuple[int, ...]
    settings: dict[str, Any]
    names: tuple[str, ...] = ("Alice", "Bob")
    # A Commander game: each player's commanders [903.3]; empty otherwise.
    commanders: tuple[tuple[str, ...], ...] = ()
    # Where it was read from, for error messages only.
    source: str = field(default="<replay>", compare=False)

    @staticmethod
    def of(g: Game) -> Replay:
        return Replay(g.seed, g.decks, tuple(g.choices),
                      {"auto_pass": g.auto_pass, "auto_pay": g.auto_pay,
                       "auto_single": g.auto_single, "max_turns": g.max_turns,
                       "allow_unsupported": g.allow_unsupported},
                      tuple(p.name for p in g.players),
                      tuple(p.commanders for p in g.players) if any(
                          p.commanders for p in g.players) else ())

    def play(self, upto: int | None = None) -> Game:
        """Rebuild the game by re-applying every recorded choice.

        Raises :class:`ReplayError` when the decks can't be played or a recorded choice is
        not an option of the decision pending at that point (a replay from another version
        of the engine, or an edited one).
        """
        if upto is not None and (type(upto) is not int or not 0 <= upto <= len(self.choices)):
            raise ValueError(f"upto: a number of choices from 0 to {len(self.choices)}, not "
                             f"{upto!r:.40}")
        try:
            g = Game.new(*self.decks, seed=self.seed, names=self.names,
                         start=False, commanders=self.commanders or None,
                         **{k: v for k, v in self.settings.items() if k != "auto_single"})
        except (LookupError, ValueError, TypeError) as exc:
            raise ReplayError(self.source, str(exc)) from None
        g.auto_single = self.settings.get("auto_single", True)
        g.tasks.append(("start",))
        g._run()
        for n, i in enumerate(self.choices[:upto]):
            try:
                if i < 0:
                    g.concede(-1 - i)  # a concession, recorded as -1 - player [104.3a]
                else:
                    g.apply_index(i)
            except (IllegalChoice, GameOver) as exc:
                raise ReplayError(self.source, f"{i} can't be replayed ({exc}); the replay "
                                  "does not match this game", f"choices[{n}]") from None
        return g

    def to_json(self) -> str:
        d: dict[str, Any] = {"format": REPLAY_FORMAT, "seed": self.seed, "decks": self.decks,
                             "names": self.names, "settings": self.settings,
                             "choices": list(self.choices)}
        if self.commanders:
            d["commanders"] = self.commanders
        return json.dumps(d, ensure_ascii=False)

    @staticmethod
    def from_json(text: str | bytes, source: str = "<replay>") -> Replay:
        """Read a replay; raises :class:`ReplayError` naming what is wrong and where."""
        d = _parse(text, source, " replay", ReplayError)
        if "objects" in d:
            raise ReplayError(source, "this is a saved game, not a replay (use "
                              "Game.from_json)")
        _check_format(d, source, " replay", (REPLAY_FORMAT,), ReplayError)
        section = ""
        try:
            section = "seed"
            seed = _get(d, "seed", int)
            section = "decks"
            decks = _get(d, "decks", list)
            db, known = get_db(), set()
            if not 2 <= len(decks) <= MAX_PLAYERS:
                _bad(f"two to {MAX_PLAYERS} decks, one per player (got {len(decks)})")
            for i, deck in enumerate(decks):
                for j, name in enumerate(_list(deck, "a deck")):
                    section = f"decks[{i}][{j}]"
                    if not isinstance(name, str):
                        _bad(f"a card name, not {name!r:.40}")
                    if name not in known:
                        card = db.find(name)
                        if card is None:
                            _bad(str(UnknownCardError(name, db.suggest(name))))
                        known.add(name)
            section = "names"
            names = d.get("names", ["Alice", "Bob"])
            if not (isinstance(names, list) and len(names) == len(decks) and
                    all(isinstance(x, str) and x for x in names)):
                _bad(f"{len(decks)} player names, one per deck")
            section = "commanders"
            commanders = d.get("commanders", [])
            if not (isinstance(commanders, list) and len(commanders) in (0, len(decks)) and
                    all(isinstance(c, list) and all(isinstance(x, str) for x in c)
                        for c in commanders)):
                _bad("one list of commander names per player")
            section = "settings"
            settings = _get(d, "settings", dict)
            for k, v in settings.items():
                if k not in _SETTINGS or not isinstance(v, _SETTINGS[k]):
                    _bad(f"unknown setting {k!r:.40}" if k not in _SETTINGS
                         else f"{k}: expected {_SETTINGS[k].__name__}, got {v!r:.40}")
            section = "choices"
            choices = _get(d, "choices", list)
            for n, c in enumerate(choices):
                if type(c) is not int or c < -len(decks):
                    section = f"choices[{n}]"
                    refs = ", ".join(str(-1 - i) for i in range(len(decks)))
                    _bad(f"an option index (0 or more) or a concession ({refs}), not "
                         f"{c!r:.40}")
        except _Bad as exc:
            raise ReplayError(source, str(exc), section) from None
        return Replay(seed, tuple(tuple(x) for x in decks), tuple(choices), settings,
                      tuple(names), tuple(tuple(c) for c in commanders), source)

    def save(self, path: str | Path) -> None:
        Path(path).write_text(self.to_json(), encoding="utf-8")

    @staticmethod
    def load(path: str | Path) -> Replay:
        """Read a replay file; raises :class:`ReplayError` (``FILE: what is wrong``)."""
        try:
            data = Path(path).read_bytes()
        except OSError as exc:
            raise ReplayError(str(path), f"can't read: {exc.strerror or exc}") from None
        return Replay.from_json(data, str(path))
