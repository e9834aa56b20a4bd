"""104.3a: a player can concede at any time; a concession is part of the replay."""

import aetherworks.cards  # noqa: F401
from aetherworks.carddb.decklist import load_deck
from aetherworks.engine import Game, GameOver, Replay

DECK = load_deck("temur-energy").main_names()


def test_concede_ends_the_game_and_the_other_player_wins() -> None:
    """104.3a: a player who concedes leaves the game and loses it."""
    g = Game.new(DECK, DECK, seed=3)
    g.concede(0)
    assert g.is_over() and g.result == (1, "conceded")
    assert g.decision is None
    assert g.log[-1].kind == "lose" and g.log[-1].cr == "104.3a"


def test_concession_is_replayed() -> None:
    """104.3a: the replay of a game that ended by concession ends the same way."""
    g = Game.new(DECK, DECK, seed=4)
    g.apply_index(0)  # play first
    g.concede(1)
    again = Replay.from_json(Replay.of(g).to_json()).play()
    assert again.to_json() == g.to_json()


def test_no_concession_after_the_end() -> None:
    """104.1: once the game is over nobody can act in it."""
    g = Game.new(DECK, DECK, seed=5)
    g.concede(0)
    try:
        g.concede(1)
    except GameOver:
        pass
    else:
        raise AssertionError("conceding an ended game must fail")
