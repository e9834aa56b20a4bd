"""Small helpers for XMage-style rules tests: build a situation, then play it out.

Every helper answers the pending decision through ``Game.apply`` (the one door), so a test
reads as the sequence of choices players make.
"""

from __future__ import annotations

import sys
from typing import Any

import pytest

import aetherworks.compiler  # noqa: F401  (registers card definitions)
from aetherworks.engine import DONE, PASS, Choice, Game
from aetherworks.engine.defs import player_ref

ALICE, BOB = 0, 1


def setup(*, step: str = "main1", turn: int = 3, active: int = ALICE, library: int = 10,
          **settings: Any) -> Game:
    """An empty game in ``step`` with ``library`` cards in each library; strict by default
    (every priority decision is asked)."""
    settings.setdefault("auto_pass", False)
    settings.setdefault("auto_single", False)
    g = Game.empty(step=step, turn=turn, active=active, **settings)
    for _ in range(library):
        g.put(ALICE, "library", "Forest")
        g.put(BOB, "library", "Island")
    return g


def player(p: int) -> int:
    """The target reference of a player."""
    return player_ref(p)


def options(g: Game, kind: str | None = None) -> list[Choice]:
    assert g.decision is not None, "no decision pending"
    return [o for o in g.decision.options if kind is None or o.kind == kind]


def find_option(g: Game, kind: str, obj: int | None = None, arg: int | None = None
                ) -> Choice | None:
    assert g.decision is not None, "no decision pending"
    for o in g.decision.options:
        if o.kind == kind and (obj is None or o.obj == obj) and (arg is None or o.arg == arg):
            return o
    return None


def option(g: Game, kind: str, obj: int | None = None, arg: int | None = None) -> Choice:
    o = find_option(g, kind, obj, arg)
    assert o is not None, f"no {kind} {obj} {arg} option in: {g.decision}"
    return o


def choose(g: Game, kind: str, obj: int | None = None, arg: int | None = None) -> None:
    g.apply(option(g, kind, obj, arg))


def cast(g: Game, card: int | str, *targets: int, face: int | None = None) -> int:
    """Cast a card from the deciding player's hand, choosing ``targets`` in order; returns
    the id of the spell on the stack."""
    assert g.decision is not None and g.decision.kind == "priority", g.decision
    if isinstance(card, str):
        card = g.find(card, "hand", g.decision.player)
    choose(g, "cast", card, face)
    spell = g.stack[-1]
    for t in targets:
        choose(g, "target", t)
    return spell


def activate(g: Game, source: int, index: int | None = None, *targets: int) -> int:
    choose(g, "activate", source, index)
    ability = g.stack[-1]
    for t in targets:
        choose(g, "target", t)
    return ability


def pass_priority(g: Game, times: int = 1) -> None:
    for _ in range(times):
        assert g.decision is not None and g.decision.kind == "priority", g.decision
        g.apply(PASS)


def resolve(g: Game) -> None:
    """Both players pass until the top object of the stack has left it."""
    top = g.stack[-1]
    while top in g.stack:
        pass_priority(g)


def resolve_all(g: Game) -> None:
    while g.stack:
        pass_priority(g)


def pass_until(g: Game, step: str, turn: int | None = None, *, limit: int = 200) -> None:
    """Pass priority (and declare no attackers / blockers) until ``step`` of ``turn`` has
    begun and a player has priority in it."""
    for _ in range(limit):
        d = g.decision
        if d is None:
            raise AssertionError(f"game ended before {step}: {g.result}")
        if g.step == step and (turn is None or g.turn == turn) and d.kind == "priority":
            return
        if d.kind in ("priority", "attackers", "blockers"):
            g.apply(PASS if d.kind == "priority" else DONE)
        else:
            raise AssertionError(f"unexpected decision while passing to {step}: {d}")
    raise AssertionError(f"never reached {step}")


def kinds(g: Game, start: int = 0) -> list[str]:
    return [e.kind for e in g.log[start:]]


def events(g: Game, kind: str, start: int = 0) -> list[Any]:
    return [e for e in g.log[start:] if e.kind == kind]


def to_attackers(g: Game) -> None:
    """From a main phase: pass to the declare attackers decision."""
    pass_until(g, "begin_combat")
    while g.decision.kind == "priority":
        g.apply(PASS)
    assert g.decision.kind == "attackers", g.decision


def attack(g: Game, *attackers: int, at: int | None = None) -> None:
    """Declare these attackers (at the defending player unless ``at``), one pick each."""
    d = g.decision
    assert d is not None and d.kind == "attackers", d
    for a in attackers:
        choose(g, "attack", a, player_ref(1 - g.active) if at is None else at)
    if g.decision is not None and g.decision.kind == "attackers":
        choose(g, "done")


def block(g: Game, *pairs: tuple[int, int]) -> None:
    """Declare blocks as (blocker, attacker) pairs, one pick each, then done."""
    while g.decision.kind == "priority":
        g.apply(PASS)
    assert g.decision.kind == "blockers", g.decision
    for b, a in pairs:
        choose(g, "block", b, a)
    if g.decision is not None and g.decision.kind == "blockers":
        choose(g, "done")


def clone_rewinds(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """From now on, one entry per ``Game.clone``: whether it was the rewind point that
    card code takes to ask about a commander first [903.9b] (``run_card_code``)."""
    original = Game.clone
    rewinds: list[bool] = []

    def spy(self: Game) -> Game:
        rewinds.append(sys._getframe(1).f_code.co_name == "run_card_code")
        return original(self)

    monkeypatch.setattr(Game, "clone", spy)
    return rewinds


def miner_loop(names: tuple[str, ...] = ("Alice", "Bob")) -> Game:
    """Aethergeode Miner flickering itself for {E}{E} while Guide of Souls and Decoction
    Module pay it back: Alice's loop of optional actions that gains 1 life a time [731.1b]."""
    g = Game.empty(turn=3, names=names)
    for name in ("Aethergeode Miner", "Guide of Souls", "Decoction Module", "Mountain"):
        g.put(ALICE, "battlefield", name)
    g.players[ALICE].counters["energy"] = 2
    for p in range(len(names)):
        for _ in range(10):
            g.put(p, "library", "Forest" if p == ALICE else "Island")
    g.begin()
    return g


def miner_round(g: Game) -> None:
    """One round of the loop: activate the Miner, then answer and pass until Alice has
    priority again with an empty stack."""
    choose(g, "activate", g.find("Aethergeode Miner"))
    while not (g.decision.kind == "priority" and not g.stack and g.decision.player == ALICE):
        g.apply(g.decision.options[0] if g.decision.kind != "priority" else PASS)
