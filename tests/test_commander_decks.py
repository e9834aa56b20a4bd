"""The two Commander decks built for Aetherworks from supported cards (issue 13): each loads,
is a legal Commander deck [903.3, 903.5a-c] and holds no card the engine cannot play."""

from __future__ import annotations

import pytest

from aetherworks.carddb.construction import check_deck, natural_format
from aetherworks.carddb.decklist import load_deck
from aetherworks.engine.cardpool import support
from aetherworks.sim.table import simulate_table

BUILT = {"cmdr-temur-energy-built": "Pia Nalaar, Chief Mechanic",
         "cmdr-boros-energy-built": "Ajani, Nacatl Pariah // Ajani, Nacatl Avenger"}


@pytest.mark.parametrize("name", sorted(BUILT))
def test_built_commander_deck_is_legal_and_fully_supported(name: str) -> None:
    """903.5a exactly 100 cards with the commander; 903.5b singleton but for basic lands;
    903.5c every card within the commander's colour identity; 903.3 a legendary creature
    leads it; and every card is one the engine plays (never a blank)."""
    deck = load_deck(name)
    assert natural_format(deck) == "commander" and deck.meta["format"] == "commander"
    assert [e.name for e in deck.commander] == [BUILT[name]]
    assert len(deck.commander_names() + deck.main_names()) == 100
    check = check_deck(deck, "commander")
    assert check.ok, check.problems
    unsupported = [n for n in {*deck.commander_names(), *deck.main_names()}
                   if not support(n).supported]
    assert unsupported == []
    # Honest about its origin: not a published list.
    assert "not a published list" in deck.meta["source"]


def test_built_commander_decks_play_at_a_four_player_table() -> None:
    """A short seeded four-player Commander game of the two decks, seated twice each, ends
    with no error (40 life, command zone, commander tax: 903.6-903.8)."""
    r = simulate_table(["cmdr-temur-energy-built", "cmdr-boros-energy-built"] * 2, 1,
                       agents="heuristic", max_turns=8)
    s = r.summary()
    assert s["players"] == 4 and s["games"] == 1 and s["errors"]["count"] == 0
