"""The embedded decks play completely: the reference Temur Energy deck, main deck and
sideboard (Jensen, Worlds 2017), and the red energy sample deck."""

from __future__ import annotations

import random

import pytest

import aetherworks.cards  # noqa: F401  (registers the definitions)
from aetherworks.agents import HeuristicAgent, RandomAgent
from aetherworks.carddb.decklist import load_deck
from aetherworks.engine import Game
from aetherworks.engine.cardpool import is_supported, prototype
from aetherworks.engine.defs import player_ref

REFERENCE = load_deck("temur-energy")
RED = load_deck("red-energy")
MAX_TURNS = 40


def with_sideboard(seed: int) -> list[str]:
    """The main deck with all 15 sideboard cards swapped in for 15 nonland main-deck cards."""
    rng = random.Random(seed)
    deck = REFERENCE.main_names()
    side = REFERENCE.sideboard_names()
    spells = [i for i, n in enumerate(deck) if "Land" not in prototype(n).chars.types]
    for i, name in zip(rng.sample(spells, len(side)), side, strict=True):
        deck[i] = name
    return deck


def play(deck_a: list[str], deck_b: list[str], seed: int, kinds: tuple[str, str]) -> Game:
    g = Game.new(deck_a, deck_b, seed=seed, max_turns=MAX_TURNS)
    agents = [HeuristicAgent(seed * 2 + i) if k == "heuristic" else RandomAgent(seed * 2 + i)
              for i, k in enumerate(kinds)]
    while not g.is_over():
        d = g.decision
        assert d is not None
        g.apply(agents[d.player].choose(g.view(d.player), d))
    return g


def test_every_card_of_the_reference_75_is_defined() -> None:
    """Engine contract: all 75 cards of the reference list have a definition."""
    names = set(REFERENCE.main_names()) | set(REFERENCE.sideboard_names())
    assert len(REFERENCE.main_names()) == 60 and len(REFERENCE.sideboard_names()) == 15
    assert sorted(n for n in names if not is_supported(n)) == []


def test_the_sideboard_swap_keeps_sixty_cards_and_every_sideboard_card() -> None:
    """Engine contract: the test decks really contain the whole sideboard."""
    deck = with_sideboard(0)
    assert len(deck) == 60
    for name in set(REFERENCE.sideboard_names()):
        assert deck.count(name) >= REFERENCE.sideboard_names().count(name)


@pytest.mark.parametrize("kinds", [("random", "random"), ("heuristic", "heuristic"),
                                   ("heuristic", "random")])
def test_games_with_the_sideboard_swapped_in_run_without_error(kinds: tuple[str, str]) -> None:
    """Engine contract: seeded games with all 75 cards in play end without an exception
    (a result or the turn limit [104.4])."""
    for seed in range(7):
        g = play(with_sideboard(seed), with_sideboard(seed + 100), seed, kinds)
        assert g.result is not None


def test_an_emblem_survives_clone_and_json_and_still_triggers() -> None:
    """114.4, 113.6p, engine contract: an emblem's abilities function in the command zone,
    in clones and in saved games."""
    from aetherworks.cards.temur_sideboard import CHANDRA_EMBLEM

    g = Game.empty(turn=3, auto_pass=False)
    g.put(0, "hand", "Shock")
    g.put(0, "battlefield", "Mountain")
    g.create_emblem(CHANDRA_EMBLEM, 0)
    g.begin()
    for game in (g.clone(), Game.from_json(g.to_json())):
        assert [game.objects[o].kind for o in game.command] == ["emblem"]
        shock = game.find("Shock", "hand")
        game.apply(next(c for c in game.legal_choices() if c.kind == "cast" and c.obj == shock))
        game.apply(next(c for c in game.legal_choices() if c.obj == player_ref(1)))  # Shock
        while game.decision is not None and game.decision.kind != "target":
            game.apply(game.legal_choices()[0])
        assert game.decision is not None
        game.apply(next(c for c in game.legal_choices() if c.obj == player_ref(1)))  # emblem
        while not game.is_over() and game.stack:
            game.apply(next(c for c in game.legal_choices() if c.kind == "pass"))
        hits = [e for e in game.log if e.kind == "damage" and e.obj == game.command[0]]
        assert [(e.other, e.amount) for e in hits] == [(player_ref(1), 5)]
    assert g.players[1].life == 20 and not g.stack  # the original is untouched


def test_red_energy_sample_deck_loads_by_short_name() -> None:
    """Engine contract: the sample deck is embedded, 60 supported cards."""
    assert RED.source.endswith("red-energy-sample.txt")
    main = RED.main_names()
    assert len(main) == 60
    assert {"Amped Raptor", "Aethertorch Renegade", "Wheel of Potential"} <= set(main)
    assert sorted(n for n in set(main) if not is_supported(n)) == []


@pytest.mark.parametrize("opponent", ["red-energy", "temur-energy"])
def test_red_energy_heuristic_games_run_without_error(opponent: str) -> None:
    """Engine contract: heuristic-vs-heuristic games with the red sample deck end without
    an exception."""
    other = load_deck(opponent).main_names()
    for seed in range(4):
        g = play(RED.main_names(), other, seed, ("heuristic", "heuristic"))
        assert g.result is not None
