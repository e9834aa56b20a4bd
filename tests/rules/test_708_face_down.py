"""Face-down permanents [708, 701.40]: their characteristics, and what each player may know."""

from helpers import ALICE, BOB, setup

from aetherworks.engine.layers import FACE_DOWN


def test_a_manifested_card_is_a_nameless_2_2_and_hidden_from_the_opponent():
    """708.2a: a 2/2 creature with no text, name, subtypes or mana cost; 708.5: its name is
    not shown in the log or the opponent's view."""
    g = setup()
    card = g.put(BOB, "library", "Serra Angel")
    g.begin()
    new = g.move(card, "battlefield", controller=BOB, face_down=True)
    c = g.chars(new)
    assert (c.name, c.power, c.toughness, set(c.types), c.abilities) == ("", 2, 2,
                                                                          {"Creature"}, ())
    assert c == FACE_DOWN
    assert not any("Serra Angel" in line for line in g.log_view(ALICE))
    assert all(cv.name != "Serra Angel" for cv in g.view(ALICE).battlefield)


def test_it_is_revealed_when_it_leaves():
    """708.9: a face-down permanent that leaves the battlefield is revealed."""
    g = setup()
    card = g.put(BOB, "library", "Serra Angel")
    g.begin()
    new = g.move(card, "battlefield", controller=BOB, face_down=True)
    g.move(new, "graveyard")
    assert any("Serra Angel" in line for line in g.log_view(ALICE))
    assert any(e.kind == "dies" and e.obj == new for e in g.log)  # it died as a creature
