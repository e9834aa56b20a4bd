"""Day and night [730] and daybound / nightbound [702.145]."""

from helpers import ALICE, BOB, cast, pass_priority, pass_until, player, resolve_all, setup

from aetherworks.engine import Game
from aetherworks.vocab.transform import Transform

RUFFIAN = "Tavern Ruffian // Tavern Smasher"  # Daybound 2/3 // Nightbound 6/5


def _ruffian_game(**kw):
    g = setup(**kw)
    ruffian = g.put(ALICE, "battlefield", RUFFIAN)
    for _ in range(3):
        g.put(ALICE, "battlefield", "Mountain")
        g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "hand", "Shock")
    g.put(BOB, "hand", "Shock")
    g.begin()
    return g, ruffian


def test_a_daybound_permanent_makes_it_day():
    """702.145d: a player controls a permanent with daybound and it's neither day nor night:
    it becomes day (the game starts with neither [730.1])."""
    g, ruffian = _ruffian_game()
    assert g.day_night == "day"
    assert g.chars(ruffian).name == "Tavern Ruffian"
    assert any(e.kind == "becomes_day" and e.cr == "702.145d" for e in g.log)


def test_no_spells_from_the_active_player_makes_night_and_two_make_day():
    """730.2a: day becomes night in the untap step if the previous turn's active player cast
    no spells; 702.145b: the daybound permanent transforms as it becomes night; 730.2b:
    night becomes day if they cast two or more; 702.145e: the nightbound face transforms."""
    g, ruffian = _ruffian_game()
    pass_until(g, "upkeep", 4)  # alice cast nothing in turn 3
    assert g.day_night == "night"
    assert g.chars(ruffian).name == "Tavern Smasher" and g.power(ruffian) == 6
    pass_until(g, "main1", 4)
    for _ in range(2):  # bob, the active player, casts two spells
        cast(g, "Shock", player(ALICE))
        resolve_all(g)
    pass_until(g, "upkeep", 5)
    assert g.day_night == "day" and g.chars(ruffian).name == "Tavern Ruffian"


def test_one_spell_keeps_it_night():
    """730.2b needs two or more spells from the previous turn's active player."""
    g, ruffian = _ruffian_game()
    pass_until(g, "main1", 4)
    assert g.day_night == "night"
    cast(g, "Shock", player(ALICE))
    resolve_all(g)
    pass_until(g, "upkeep", 5)
    assert g.day_night == "night" and g.chars(ruffian).name == "Tavern Smasher"


def test_daybound_permanents_transform_only_by_day_and_night():
    """702.145b: "This permanent can't transform except due to its daybound ability"."""
    g, ruffian = _ruffian_game()
    assert not g.transform(ruffian)
    assert g.chars(ruffian).name == "Tavern Ruffian"
    assert Transform().text() == "transform"


def test_a_daybound_permanent_enters_transformed_at_night():
    """702.145b: "If it is night and this permanent is represented by a double-faced card,
    it enters transformed"; and the designation survives a save [730.1]."""
    g, _ = _ruffian_game()
    pass_until(g, "main1", 4)
    assert g.day_night == "night"
    card = g.put(BOB, "hand", RUFFIAN)
    second = g.move(card, "battlefield", controller=BOB, cr="test")
    assert g.chars(second).name == "Tavern Smasher"
    assert not any(e.kind == "transform" and e.obj == second for e in g.log)
    again = Game.from_json(g.to_json())
    assert again.day_night == "night"
    pass_priority(g)


def test_every_player_sees_whether_it_is_day_or_night():
    """730.1: a designation of the game itself: public information."""
    g, _ = _ruffian_game()
    assert g.view(ALICE).day_night == g.view(BOB).day_night == "day"
