"""Starting the game [103] and ending it [104, 704.5a-c]."""

from helpers import ALICE, BOB, cast, choose, pass_until, player, setup

from aetherworks.engine import Choice, Game

DECK = ["Forest"] * 12 + ["Grizzly Bears"] * 8 + ["Lightning Bolt"] * 5 + ["Mountain"] * 5


def names(g: Game, ids: list[int]) -> list[str]:
    return [g.objects[i].name for i in ids]


def test_seeded_shuffle_is_reproducible():
    """103.3: libraries are shuffled; the same seed gives the same order, another seed not."""
    a = Game.new(DECK, DECK, seed=11)
    b = Game.new(DECK, DECK, seed=11)
    c = Game.new(DECK, DECK, seed=12)
    for p in (ALICE, BOB):
        assert names(a, a.players[p].library) == names(b, b.players[p].library)
        assert names(a, a.players[p].hand) == names(b, b.players[p].hand)
    assert a.to_json() == b.to_json()
    assert [names(a, a.players[p].library) for p in (0, 1)] != \
        [names(c, c.players[p].library) for p in (0, 1)]


def test_starting_player_chooses_play_or_draw():
    """103.1: the player chosen to start decides; "draw" makes the other player start."""
    g = Game.new(DECK, DECK, seed=3)
    assert g.decision.kind == "play_first"
    chooser = g.decision.player
    g.apply(Choice("draw"))
    assert g.active == 1 - chooser
    assert all(len(p.hand) == 7 for p in g.players)
    assert g.decision.kind == "mulligan" and g.decision.player == g.active


def test_london_mulligan_draws_seven_then_bottoms_one_per_mulligan():
    """103.5: a mulligan shuffles the hand away, draws seven, then puts N cards on the
    bottom of the library (N = mulligans taken)."""
    g = Game.new(DECK, DECK, seed=5)
    g.apply(Choice("play"))
    me = g.decision.player
    p = g.players[me]
    g.apply(Choice("mulligan"))
    g.apply(Choice("keep"))  # the other player keeps
    assert g.decision.player == me
    assert len(p.hand) == 7 and len(p.library) == len(DECK) - 7 and p.mulligans == 1
    g.apply(Choice("mulligan"))
    assert g.decision.player == me
    assert len(p.hand) == 7 and p.mulligans == 2
    g.apply(Choice("keep"))
    assert g.decision.kind == "bottom" and g.decision.player == me
    first = g.decision.options[0].obj
    first_name = g.objects[first].name
    g.apply(Choice("pick", first))
    assert g.objects[p.library[0]].name == first_name  # the bottom of the library
    second = g.decision.options[-1].obj
    g.apply(Choice("pick", second))
    assert len(p.hand) == 5
    assert len(p.library) == len(DECK) - 5
    assert sorted(names(g, p.hand + p.library)) == sorted(DECK)
    assert g.turn == 1 and len(g.players[1 - me].hand) == 7


def test_mulligan_declarations_in_turn_order_then_mulligans_together():
    """103.5: the starting player declares, then the other player; only then do those who
    declared a mulligan take it, and the process repeats for them."""
    g = Game.new(DECK, DECK, seed=5)
    g.apply(Choice("play"))
    first, second = g.active, 1 - g.active
    hand = list(g.players[first].hand)
    assert g.decision.kind == "mulligan" and g.decision.player == first
    g.apply(Choice("mulligan"))
    # The other player declares before the starting player's mulligan is taken.
    assert g.decision.kind == "mulligan" and g.decision.player == second
    assert g.players[first].hand == hand and g.players[first].mulligans == 0
    g.apply(Choice("mulligan"))
    # Both took their mulligan at the same time; the starting player declares again.
    assert g.players[first].mulligans == 1 and g.players[second].mulligans == 1
    assert all(len(p.hand) == 7 for p in g.players)
    assert g.decision.kind == "mulligan" and g.decision.player == first
    g.apply(Choice("keep"))
    assert g.decision.kind == "bottom" and g.decision.player == first
    g.apply(g.decision.options[0])
    assert g.decision.kind == "mulligan" and g.decision.player == second
    g.apply(Choice("keep"))
    g.apply(g.decision.options[0])
    assert [len(p.hand) for p in g.players] == [6, 6]
    assert g.turn == 1 and g.decision.player == first


def test_a_player_who_keeps_takes_no_further_mulligans():
    """103.5: once a player keeps, only the others go on mulliganing."""
    g = Game.new(DECK, DECK, seed=6)
    g.apply(Choice("play"))
    first, second = g.active, 1 - g.active
    g.apply(Choice("keep"))
    assert g.decision.player == second
    g.apply(Choice("mulligan"))
    assert g.decision.kind == "mulligan" and g.decision.player == second
    assert g.players[first].mulligans == 0 and len(g.players[first].hand) == 7
    g.apply(Choice("keep"))
    assert g.decision.kind == "bottom" and g.decision.player == second


def test_player_on_the_play_skips_the_first_draw():
    """103.8a: in a two-player game the starting player skips the draw of their first turn."""
    g = Game.new(DECK, DECK, seed=9, auto_pass=False)
    g.apply(Choice("play"))
    first = g.active
    g.apply(Choice("keep"))
    g.apply(Choice("keep"))
    start = len(g.log)
    pass_until(g, "main1", 1)
    assert g.turn == 1 and len(g.players[first].hand) == 7
    assert not [e for e in g.log[start:] if e.kind == "draw"]
    pass_until(g, "main1", 2)
    assert g.active == 1 - first
    assert len(g.players[1 - first].hand) == 8


def test_zero_life_loses():
    """704.5a / 104.3b: a player with 0 or less life loses the game."""
    g = setup()
    g.players[BOB].life = 3
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Lightning Bolt")
    g.begin()
    cast(g, "Lightning Bolt", player(BOB))
    pass_until_over(g)
    assert g.players[BOB].life == 0
    assert g.result is not None and g.result[0] == ALICE
    assert g.decision is None


def test_drawing_from_an_empty_library_loses():
    """704.5b: a player who attempted to draw from an empty library loses."""
    g = setup(library=0, step="upkeep", active=BOB)
    g.begin()
    pass_until_over(g)
    assert g.players[BOB].drew_from_empty
    assert g.result[0] == ALICE
    assert [e.cr for e in g.log if e.kind == "lose"] == ["704.5b"]


def test_ten_poison_counters_lose():
    """704.5c: a player with ten or more poison counters loses."""
    g = setup()
    g.players[BOB].counters["poison"] = 10
    g.begin()
    assert g.result[0] == ALICE
    assert [e.cr for e in g.log if e.kind == "lose"] == ["704.5c"]


def test_nine_poison_counters_do_not_lose():
    """704.5c: nine poison counters are not enough."""
    g = setup()
    g.players[BOB].counters["poison"] = 9
    g.begin()
    assert g.result is None and g.decision.kind == "priority"


def test_both_players_losing_at_once_is_a_draw():
    """104.4a: if all players lose simultaneously, the game is a draw."""
    g = setup()
    g.players[ALICE].life = 0
    g.players[BOB].life = 0
    g.begin()
    assert g.result is not None and g.result[0] is None
    assert any(e.kind == "draw_game" for e in g.log)


def test_apply_after_the_game_is_over_raises():
    """104.1: once the game is over nobody decides anything more."""
    import pytest

    from aetherworks.engine import GameOver

    g = setup()
    g.players[BOB].life = 0
    g.begin()
    with pytest.raises(GameOver):
        g.apply(Choice("pass"))


def pass_until_over(g: Game, limit: int = 100) -> None:
    for _ in range(limit):
        if g.result is not None:
            return
        choose(g, "pass")
    raise AssertionError("the game did not end")
