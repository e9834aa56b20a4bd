"""Effects that last "for as long as you control [this]" [611.2b]: they end as the source
leaves the battlefield or another player gains control of it, and stay ended when control
comes back (Quicksmith Spy's rulings, 2017-02-09)."""

from helpers import ALICE, BOB, setup

from aetherworks.engine import Game
from aetherworks.engine.objects import WHILE_CONTROLLED
from aetherworks.vocab.statics import GrantKeywords


def _granted() -> tuple[Game, int, int]:
    g = setup()
    source = g.put(ALICE, "battlefield", "Grizzly Bears")
    other = g.put(ALICE, "battlefield", "Hill Giant")
    g.add_effect(GrantKeywords(("Flying",)), source, ALICE, objects=(other,),
                 until=WHILE_CONTROLLED)
    assert "Flying" in g.chars(other).keywords
    return g, source, other


def test_ends_for_good_when_another_player_gains_control():
    """611.2b: the duration ends once you no longer control the source; regaining control
    doesn't start it again."""
    g, source, other = _granted()
    g.change_control(source, BOB)
    assert "Flying" not in g.chars(other).keywords
    g.change_control(source, ALICE)
    assert "Flying" not in g.chars(other).keywords
    assert not g.effects


def test_ends_when_the_source_leaves_the_battlefield():
    """611.2b, 400.7: a source that leaves the battlefield is no longer controlled."""
    g, source, other = _granted()
    g.move(source, "hand")
    assert "Flying" not in g.chars(other).keywords
    assert not g.effects
