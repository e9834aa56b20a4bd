"""Counters that modify power and toughness [122.1a, 613.4c]: every +X/+Y and -X/-Y counter,
not only +1/+1 and -1/-1 (Lightning Serpent's +1/+0 counters, Kjeldoran Home Guard's -0/-1)."""

from helpers import ALICE, setup


def test_plus_x_plus_y_counters_of_any_size_modify_power_and_toughness():
    """122.1a: "A +X/+Y counter on a creature ... adds X to that object's power and Y to that
    object's toughness. Similarly, -X/-Y counters subtract"; applied in layer 7c [613.4c]."""
    g = setup()
    bears = g.put(ALICE, "battlefield", "Grizzly Bears",
                  counters={"+1/+0": 2, "-0/-1": 1, "+1/+1": 1})
    g.begin()
    assert (g.power(bears), g.toughness(bears)) == (2 + 2 + 1, 2 - 1 + 1)
    g.add_counters(bears, "-0/-1", 2)
    assert (g.power(bears), g.toughness(bears)) == (5, 0)


def test_no_counters_are_removed_from_a_permanent_that_has_left_the_battlefield():
    """400.7: a permanent that leaves the battlefield becomes a new object; "remove a counter
    from it" afterwards finds none (the card in the graveyard has none [122.2]), and the
    old object, what is last known of it, keeps its counters."""
    g = setup()
    bears = g.put(ALICE, "battlefield", "Grizzly Bears", counters={"+1/+1": 2})
    g.begin()
    card = g.move(bears, "graveyard")
    assert g.remove_counters(bears, "+1/+1", 1) == 0
    assert g.objects[bears].count("+1/+1") == 2
    assert g.objects[card].count("+1/+1") == 0


def test_removing_a_counter_from_a_card_in_exile_leaves_the_games_clones_alone():
    """A time counter removed from a suspended card in exile [702.62a]: the card is shared
    between a game and its clones until one changes it [isolation], so the clone that
    removes it has a card of its own and the original keeps its three counters."""
    g = setup()
    card = g.put(ALICE, "exile", "Grizzly Bears")
    g.objects[card].counters = {"time": 3}  # as suspend exiles it (no clone exists yet)
    g.begin()
    clone = g.clone()
    assert clone.remove_counters(card, "time", 1) == 1
    assert clone.objects[card].count("time") == 2
    assert g.objects[card].count("time") == 3
