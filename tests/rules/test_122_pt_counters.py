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
