"""Side by side with phase.rs: random agents on the same decks in both engines, one run.

``aetherworks bench --vs-phase`` plays uniform-random games in `phase.rs
<https://github.com/phase-rs/phase>`_ through its Python bindings (``pip install
'aetherworks[phase]'``, import name ``phase``) and in this engine, on the same deck mirror,
and prints the ratio of games/s.  phase.rs is a peer engine, never a dependency: when it is
missing, or cannot play the decks, :class:`PhaseUnavailable` says exactly why and nothing is
measured.

phase.rs's card database (its ``card-data.json``) is generated from *our* Oracle data with
its own ``build_oracle_face``, so both engines read the same Oracle text.  It is cached
outside the repository (``$AETHERWORKS_CACHE/phase`` or ``~/.cache/aetherworks/phase``).

>>> face = mtgjson_face("Shock")
>>> face["manaCost"], face["types"], face["colors"]
('{R}', ['Instant'], ['R'])
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import time
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

MAX_TURNS = 60  # as our engine's default: a game past turn 60 is a draw
DECK_SAMPLES = ("temur-energy", "gruul-sample")


class PhaseUnavailable(RuntimeError):
    """phase.rs cannot be measured here; the message says why (for people)."""


# ---------------------------------------------------------------------------- the peer


def load_phase() -> Any:
    """The ``phase`` module, or :class:`PhaseUnavailable` with the reason."""
    try:
        import phase
    except ImportError as exc:
        raise PhaseUnavailable(
            f"phase.rs's Python bindings are not importable ({exc}); install them with "
            "pip install 'aetherworks[phase]' (or pip install 'phase-python>=0.100')"
        ) from None
    for attr in ("Engine", "build_oracle_face", "build_oracle_face_multi"):
        if not hasattr(phase, attr):
            raise PhaseUnavailable(f"the installed phase-python has no phase.{attr}; "
                                   "this comparison was written against phase-python 0.103")
    return phase


def phase_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("phase-python")
    except PackageNotFoundError:
        return "unknown"


def cache_dir() -> Path:
    """Where the generated ``card-data.json`` files live (never in the repository)."""
    root = os.environ.get("AETHERWORKS_CACHE")
    if root:
        return Path(root) / "phase"
    xdg = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(xdg) / "aetherworks" / "phase"


# ---------------------------------------------------------------------------- card data


def mtgjson_face(name: str, index: int = 0) -> dict[str, Any]:
    """Face ``index`` of our Oracle card ``name`` in MTGJSON's ``AtomicCard`` shape, the
    input of phase.rs's ``build_oracle_face``."""
    from aetherworks.carddb import get_db

    card = get_db().card(name)
    f = card.faces[index]
    d: dict[str, Any] = {
        "name": card.name, "manaValue": f.mana_value, "type": f.type_line,
        "types": list(f.types), "subtypes": list(f.subtypes), "supertypes": list(f.supertypes),
        "text": f.text, "colors": list(f.colors), "colorIdentity": list(card.color_identity),
        "keywords": list(f.keywords), "layout": card.layout, "identifiers": {},
    }
    if f.mana_cost:
        d["manaCost"] = f.mana_cost
    for key, value in (("power", f.power), ("toughness", f.toughness), ("loyalty", f.loyalty)):
        if value is not None:
            d[key] = value
    if len(card.faces) > 1:
        d["faceName"] = f.name
        d["side"] = "abcdefgh"[index]
    return d


def build_card_data(names: Iterable[str]) -> dict[str, Any]:
    """phase.rs's ``card-data.json`` (lower-case face name -> face) for these cards, built
    as its ``phase-gen`` does, from our Oracle data."""
    from aetherworks.carddb import get_db

    phase = load_phase()
    db = get_db()
    out: dict[str, Any] = {}
    for name in sorted(set(names)):
        card = db.card(name)
        try:
            if len(card.faces) == 1:
                face = phase.build_oracle_face(mtgjson_face(name), None)
                out[face["name"].lower()] = face
                continue
            for i in range(len(card.faces)):
                face = dict(phase.build_oracle_face_multi(mtgjson_face(name, i), None),
                            layout=card.layout, face_index=i)
                out.setdefault(face["name"].lower(), face)
        except Exception as exc:  # the bindings raise ValueError or their own types
            raise PhaseUnavailable(f"phase.rs's build_oracle_face rejects {name!r}: {exc}"
                                   ) from None
    return out


def unsupported_parts(card_data: dict[str, Any]) -> list[str]:
    """Faces whose Oracle text phase.rs's parser left (partly) unimplemented."""
    bad = []
    for key, face in sorted(card_data.items()):
        text = json.dumps(face)
        if '"Unimplemented' in text or '"Unknown"' in text or '"Unsupported' in text:
            bad.append(key)
    return bad


def card_data_path(names: Iterable[str], directory: Path | None = None) -> Path:
    """The cached ``card-data.json`` for these cards (generated on first use)."""
    from aetherworks.carddb import get_db

    names = sorted(set(names))
    key = json.dumps([names, phase_version(), str(get_db().data_date)])
    digest = hashlib.sha1(key.encode()).hexdigest()[:12]
    path = (directory or cache_dir()) / f"card-data-{digest}.json"
    if not path.exists():
        data = build_card_data(names)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, sort_keys=True, separators=(",", ":")), "utf-8")
        tmp.replace(path)
    return path


def deck_names(spec: str) -> list[str]:
    from aetherworks.carddb.decklist import load_deck

    return load_deck(spec).main_names()


def reference_names(decks: Sequence[Sequence[str]] = ()) -> list[str]:
    """The cards of the reference decks (``temur-energy``, ``gruul-sample``) and these."""
    names = {n for spec in DECK_SAMPLES for n in deck_names(spec)}
    return sorted(names.union(*decks))


def load_engine(decks: Sequence[Sequence[str]], directory: Path | None = None) -> Any:
    """A phase.rs ``Engine`` whose card data covers the reference decks and these, checked by
    dealing a game of each deck (phase.rs silently drops names it cannot resolve)."""
    phase = load_phase()
    path = card_data_path(reference_names(decks), directory)
    try:
        engine = phase.Engine.from_path(str(path))
    except Exception as exc:
        raise PhaseUnavailable(f"phase.rs cannot load {path}: {exc}") from None
    for deck in decks:
        check_deck(engine, deck)
    return engine


def check_deck(engine: Any, deck: Sequence[str]) -> None:
    """:class:`PhaseUnavailable` unless phase.rs deals every card of ``deck``."""
    try:
        game = engine.new_game(list(deck), list(deck), seed=1)
    except Exception as exc:
        raise PhaseUnavailable(f"phase.rs cannot start a game with this deck: {exc}") from None
    p = game.player(0)
    dealt = len(p["library"]) + len(p["hand"])
    if dealt != len(deck):
        raise PhaseUnavailable(
            f"phase.rs dealt {dealt} of the deck's {len(deck)} cards: it cannot resolve "
            f"some of {sorted(set(deck))}")


# ---------------------------------------------------------------------------- random games


def _actor(game: Any, waiting: dict[str, Any]) -> int:
    data = waiting.get("data")
    if isinstance(data, dict):
        if isinstance(data.get("player"), int):
            return int(data["player"])
        pending = data.get("pending")
        if pending and isinstance(pending[0], dict) and "player" in pending[0]:
            return int(pending[0]["player"])
    return int(game.priority_player())


def play_phase_game(engine: Any, deck_a: Sequence[str], deck_b: Sequence[str], seed: int, *,
                    fast_forward: bool = False,
                    max_turns: int = MAX_TURNS) -> tuple[int, int, int | None, int]:
    """One uniform-random game in phase.rs: (decisions, turns, winner or None, passes
    phase.rs applied by itself with ``fast_forward``)."""
    rng = random.Random(seed)
    game = engine.new_game(list(deck_a), list(deck_b), seed=seed)
    decisions = forwarded = 0
    while True:
        waiting = game.waiting_for()
        if waiting.get("type") == "GameOver":
            winner = (waiting.get("data") or {}).get("winner")
            return decisions, int(game.turn), winner, forwarded
        if game.turn > max_turns:
            return decisions, int(game.turn), None, forwarded
        actions = game.actions()
        if not actions:
            raise PhaseUnavailable(f"phase.rs offered no legal action at {waiting!r}")
        result = game.apply(_actor(game, waiting), actions[rng.randrange(len(actions))],
                            fast_forward=fast_forward)
        decisions += 1
        forwarded += result.fast_forwarded


@dataclass
class PhaseBench:
    """Random games in phase.rs for about ``seconds``."""

    fast_forward: bool
    games: int
    seconds: float
    decisions: int
    turns: int
    draws: int
    forwarded: int

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self.seconds

    def row(self) -> dict[str, Any]:
        d = asdict(self)
        d.update(seconds=round(self.seconds, 2), games_per_s=round(self.games_per_s, 3),
                 decisions_per_s=round(self.decisions_per_s, 1),
                 decisions_per_game=round(self.decisions / max(1, self.games), 1),
                 turns_per_game=round(self.turns / max(1, self.games), 1))
        return d


def bench_phase(engine: Any, deck_a: Sequence[str], deck_b: Sequence[str], *, seconds: float,
                fast_forward: bool = False, seed: int = 0, min_games: int = 1,
                max_turns: int = MAX_TURNS) -> PhaseBench:
    """Play random games for about ``seconds`` (at least ``min_games``); a game still going
    after ``max_turns`` turns is stopped and counted as a draw."""
    start = time.perf_counter()
    games = decisions = turns = draws = forwarded = 0
    while games < min_games or time.perf_counter() - start < seconds:
        d, t, winner, f = play_phase_game(engine, deck_a, deck_b, seed + games,
                                          fast_forward=fast_forward, max_turns=max_turns)
        games += 1
        decisions += d
        turns += t
        draws += winner is None
        forwarded += f
    return PhaseBench(fast_forward, games, time.perf_counter() - start, decisions, turns,
                      draws, forwarded)


def bench_phase_snapshot(engine: Any, deck: Sequence[str], *, n: int = 5,
                         decisions: int = 150, seed: int = 0) -> dict[str, float]:
    """Mean ms of phase.rs's ``state()`` (export) + ``load_game()`` (import) on mid-game
    states, and the state's size as JSON."""
    rng = random.Random(seed)
    export = load = 0.0
    size = 0
    for k in range(n):
        game = engine.new_game(list(deck), list(deck), seed=seed + k)
        for _ in range(decisions):
            waiting = game.waiting_for()
            if waiting.get("type") == "GameOver":
                break
            actions = game.actions()
            game.apply(_actor(game, waiting), actions[rng.randrange(len(actions))])
        t0 = time.perf_counter()
        state = game.state()
        t1 = time.perf_counter()
        engine.load_game(state)
        t2 = time.perf_counter()
        export += t1 - t0
        load += t2 - t1
        size += len(json.dumps(state))
    return {"export_ms": round(export / n * 1e3, 2), "load_ms": round(load / n * 1e3, 2),
            "roundtrip_ms": round((export + load) / n * 1e3, 2), "state_bytes": size // n}


# ---------------------------------------------------------------------------- the comparison


def compare(deck: str = "temur-energy", *, seconds: float = 20.0, ours_seconds: float = 5.0,
            seed: int = 0, snapshot_states: int = 5, directory: Path | None = None,
            max_turns: int = MAX_TURNS) -> dict[str, Any]:
    """Random-vs-random mirrors of ``deck`` in phase.rs and in this engine, with phase.rs's
    pass-forwarding and our auto-pass off, then on; the ratio of games/s and decisions/s.

    Raises :class:`PhaseUnavailable` (nothing measured) when phase.rs cannot play the deck.
    """
    from aetherworks.sim.bench import bench_agents, bench_clone, bench_json, sample_states

    cards = deck_names(deck)
    engine = load_engine([cards], directory)
    path = card_data_path(reference_names([cards]), directory)
    card_data = json.loads(path.read_text("utf-8"))
    rows: list[dict[str, Any]] = []
    for auto in (False, True):
        theirs = bench_phase(engine, cards, cards, seconds=seconds, fast_forward=auto,
                             seed=seed, max_turns=max_turns)
        ours = bench_agents(cards, "random", auto_pass=auto, seconds=ours_seconds, seed=seed)
        rows.append({
            "auto_pass": auto,
            "phase": theirs.row(),
            "ours": ours.row(),
            "games_per_s_ratio": round(ours.games_per_s / max(theirs.games_per_s, 1e-9), 1),
            "decisions_per_s_ratio": round(ours.decisions_per_s
                                           / max(theirs.decisions_per_s, 1e-9), 1),
        })
    snapshot = bench_phase_snapshot(engine, cards, n=snapshot_states, seed=seed)
    states = sample_states(cards, n=snapshot_states * 2, seed=seed)
    json_ms, json_bytes = bench_json(states, repeat=2)
    return {
        "deck": deck,
        "phase_version": phase_version(),
        "card_data": str(path),
        "card_faces": len(card_data),
        "phase_unimplemented": unsupported_parts(card_data),
        "modes": rows,
        "games_per_s_ratio": rows[0]["games_per_s_ratio"],
        "snapshot": {"phase": snapshot,
                     "ours": {"clone_us": round(bench_clone(states, repeat=20), 1),
                              "json_roundtrip_ms": round(json_ms, 2),
                              "json_bytes": json_bytes}},
        "target_ratio": 30,
    }
