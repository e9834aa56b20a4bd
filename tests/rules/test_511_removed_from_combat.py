"""Attacking is state a static ability reads [506.4, 611.3a], and it ends with combat: as
the end of combat step ends, all creatures are removed from combat [511.3]."""

from helpers import ALICE, attack, pass_until, setup, to_attackers


def test_as_long_as_attacking_applies_from_the_declaration_to_the_end_of_combat():
    """Adanto Vanguard (compiled): "As long as this creature is attacking, it gets +2/+0"
    applies once it is declared as an attacker [508.1] and stops as it is removed from
    combat at the end of the end of combat step [511.3]."""
    g = setup()
    vanguard = g.put(ALICE, "battlefield", "Adanto Vanguard")
    g.begin()
    assert g.power(vanguard) == 1
    to_attackers(g)
    attack(g, vanguard)
    assert g.power(vanguard) == 3
    pass_until(g, "end_combat")
    assert vanguard in g.attackers and g.power(vanguard) == 3  # still in combat [511.1]
    pass_until(g, "main2")
    assert not g.attackers and not g.blocks
    assert g.power(vanguard) == 1
