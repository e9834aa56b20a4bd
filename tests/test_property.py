"""Property tests: random games with the reference Temur Energy deck keep the engine's
invariants after every decision."""

from __future__ import annotations

from contextlib import contextmanager

from hypothesis import given, settings
from hypothesis import strategies as st

import aetherworks.cards  # noqa: F401
from aetherworks.agents import RandomAgent
from aetherworks.carddb.decklist import load_deck
from aetherworks.engine import Game
from aetherworks.engine import tasks as game_module

DECK = load_deck("temur-energy").main_names()
MAX_TURNS = 30
MAX_DECISIONS = 20_000


@contextmanager
def pools_checked_at_each_step(failures: list[str]):
    """Wrap the "begin_step" task: every step must begin with empty mana pools [106.4]."""
    original = game_module.HANDLERS["begin_step"]

    def begin_step(g: Game, *args):
        for p in g.players:
            if any(p.pool.values()):
                failures.append(f"turn {g.turn} {g.step}: {p.name} has mana {p.pool}")
        return original(g, *args)

    game_module.HANDLERS["begin_step"] = begin_step
    try:
        yield
    finally:
        game_module.HANDLERS["begin_step"] = original


class Invariants:
    """Checks after every apply; remembers every id it has seen."""

    def __init__(self, g: Game) -> None:
        self.keys: dict[int, str] = {}
        self.gone: set[int] = set()
        self.check(g)

    def check(self, g: Game) -> None:
        # 400.1, 400.7: every live object is in exactly one zone, the one it says.
        listed: dict[int, str] = {}
        zones: list[tuple[str, int | None, list[int]]] = [
            ("battlefield", None, g.battlefield), ("stack", None, g.stack),
            ("exile", None, g.exile)]
        for p in g.players:
            zones += [("library", p.index, p.library), ("hand", p.index, p.hand),
                      ("graveyard", p.index, p.graveyard)]
        for zone, owner, ids in zones:
            for oid in ids:
                assert oid not in listed, f"#{oid} in {listed[oid]} and {zone}"
                listed[oid] = zone
                obj = g.objects[oid]
                assert obj.zone == zone, f"#{oid} listed in {zone}, says {obj.zone!r}"
                if owner is not None:
                    assert obj.owner == owner, f"#{oid} in player {owner}'s {zone}"
        for oid, obj in g.objects.items():
            if obj.zone:
                assert oid in listed, f"live #{oid} ({obj.name}, {obj.zone}) is in no zone"
        # 400.7: ids are never reused, and an object that left is gone for good.
        for oid, obj in g.objects.items():
            assert 0 < oid < g.next_id
            key = f"{obj.proto.key}/{obj.owner}"
            assert self.keys.setdefault(oid, key) == key, f"id {oid} reused"
            if not obj.zone:
                self.gone.add(oid)
            assert not (oid in self.gone and obj.zone), f"#{oid} came back from the dead"
        # 119, 120.3: life changes only through logged life events.
        for p in g.players:
            delta = sum(e.amount for e in g.log if e.kind == "life" and e.player == p.index)
            assert p.life == 20 + delta, f"{p.name}: life {p.life} != 20 + {delta}"
            assert all(v >= 0 for v in p.counters.values()), p.counters
        # The one door: a game that isn't over has exactly one decision with options.
        if g.result is None:
            d = g.decision
            assert d is not None and len(d.options) > 0


def play(seed: int) -> Game:
    failures: list[str] = []
    with pools_checked_at_each_step(failures):
        g = Game.new(DECK, DECK, seed=seed, max_turns=MAX_TURNS)
        inv = Invariants(g)
        agents = [RandomAgent(seed), RandomAgent(seed ^ 0x5F5F)]
        for _ in range(MAX_DECISIONS):
            if g.is_over():
                break
            d = g.decision
            g.apply(agents[d.player].choose(g.view(d.player), d))
            inv.check(g)
            assert not failures, failures
    return g


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_games_keep_the_invariants(seed):
    """400.7, 106.4, 119, 104: zones, ids, mana pools and life stay consistent; the game
    ends with a result or at the turn limit."""
    g = play(seed)
    assert g.is_over(), "the game neither ended nor reached the turn limit"
    winner, reason = g.result
    if winner is None:
        assert "turn limit" in reason or "both" in reason or any(
            e.kind == "draw_game" for e in g.log)
        if "turn limit" in reason:
            assert g.turn == MAX_TURNS + 1
    else:
        assert winner in (0, 1) and g.players[1 - winner].lost
        assert not g.players[winner].lost
