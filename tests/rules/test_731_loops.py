"""Loops and their shortcut [731.2a]: a loop is found however many moments of priority with
an empty stack one round passes through."""

from __future__ import annotations

import aetherworks.cards  # noqa: F401
from aetherworks.engine.game import Game
from aetherworks.sim.runner import drive, make_agent
from aetherworks.sim.table import load_table_decks

TABLE = ["drc-living-energy", "m3c-creative-energy", "cmdr-temur-energy-built",
         "cmdr-boros-energy-built"]


def test_a_loop_through_two_priority_moments_is_shortcut() -> None:
    """[731.2a] Crew Filigree Racer with Aethergeode Miner, then flicker the Miner
    ({E}{E}) for energy from Decoction Module: each round passes through two moments of
    priority with an empty stack.  Found by a four-player Commander game that never ended
    (seed 96); the loop is now offered as a shortcut, taken, and the game ends."""
    decks = load_table_decks(TABLE)
    index, seed = 83, 96
    seats = tuple((s - index) % 4 for s in range(4))
    game = Game.new(*(decks[k].cards for k in seats), seed=seed, max_turns=120,
                    commanders=[decks[k].commanders for k in seats])
    drive(game, [make_agent("heuristic", seed * 8 + s) for s in range(4)])
    assert game.is_over()
    assert any(e.kind == "shortcut" for e in game.log)
