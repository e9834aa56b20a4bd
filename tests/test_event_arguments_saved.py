"""Events whose message arguments are typed values (a mode's text, a mana symbol) survive a
saved game: a game with them loads into the same game."""

import aetherworks.cards  # noqa: F401
from aetherworks.engine import Game
from aetherworks.messages import Mana, Text


def test_event_arguments_round_trip():
    g = Game.empty()
    g.put(0, "battlefield", "Mountain")
    g.begin()
    g.emit("choose_mode", "608.2d", 0, args=(("text", Text("tap it")),))
    g.emit("add_mana", "106.1a", 0, amount=1, args=(("mana", Mana("{R}")),))
    saved = g.to_json()
    loaded = Game.from_json(saved)
    assert loaded.to_json() == saved
    assert loaded.log[-1].args == (("mana", Mana("{R}")),)
    assert loaded.event_text(loaded.log[-2]).startswith("Alice chooses: tap it")
