"""Disturb [702.146]: cast transformed from the graveyard; the back face's "exile it
instead" applies from the stack too (the disturb rulings)."""

from helpers import ALICE, BOB, cast, options, pass_priority, resolve_all, setup

from aetherworks.engine import cardpool

ANGLER = "Baithook Angler // Hook-Haunt Drifter"


def _cast_disturbed(g):
    card = g.find("Baithook Angler", "graveyard", ALICE)
    (way,) = [o for o in options(g, "cast") if o.obj == card]
    g.apply(way)
    while g.decision.kind != "priority":  # the cost choice, then paying: automatic
        g.apply(g.decision.options[0])
    return g.stack[-1]


def test_a_disturbed_spell_has_its_back_face_and_the_front_face_mana_value():
    """712.8c: cast transformed, the spell has only its back face's characteristics; its
    mana value is the front face's mana cost's; 702.146b: it enters back face up."""
    g = setup()
    g.put(ALICE, "graveyard", ANGLER)
    for _ in range(2):
        g.put(ALICE, "battlefield", "Island")
    g.begin()
    spell = _cast_disturbed(g)
    c = g.chars(spell)
    assert c.name == "Hook-Haunt Drifter" and c.mana_value == 2 and "Flying" in c.keywords
    assert all(g.objects[i].tapped for i in g.battlefield
               if g.chars(i).name == "Island")  # {1}{U}, the disturb cost
    pass_priority(g, 2)
    (drifter,) = [i for i in g.battlefield if g.chars(i).name == "Hook-Haunt Drifter"]
    assert g.objects[drifter].face == 1 and (g.power(drifter), g.toughness(drifter)) == (1, 2)


def test_a_countered_disturbed_spell_is_exiled():
    """Ruling (2021-09-24): the back face's replacement "includes going to the graveyard
    from the stack, so if the spell is countered after you cast it using the disturb
    ability, it will be put into exile." [614.1a]"""
    g = setup()
    g.put(ALICE, "graveyard", ANGLER)
    g.put(BOB, "hand", "Cancel")
    for _ in range(2):
        g.put(ALICE, "battlefield", "Island")
    for _ in range(3):
        g.put(BOB, "battlefield", "Island")
    g.begin()
    spell = _cast_disturbed(g)
    pass_priority(g)  # alice passes; bob counters it
    cast(g, "Cancel", spell)
    while g.decision.kind != "priority":
        g.apply(g.decision.options[0])
    resolve_all(g)
    assert [g.chars(i).name for i in g.exile] == ["Baithook Angler"]
    assert not g.players[ALICE].graveyard
    assert cardpool.support(ANGLER).status == "compiled"
