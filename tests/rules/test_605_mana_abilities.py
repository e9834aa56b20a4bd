"""Mana abilities beyond "{T}: Add one mana" [605, 106.1]: fixed multicolour output, a mana
cost of their own (filter lands), sacrifice costs (Treasure), damage to you (pain lands)."""

from helpers import ALICE, BOB, cast, setup

from aetherworks.engine.mana import ManaCost, ManaSource, find_payment


def made(payment) -> list[tuple[int, str]]:
    return sorted((s.obj, c) for s, c in payment.sources)


def test_fixed_output_pays_one_of_each_colour():
    """106.1: "Add {U}{R}" is one blue and one red, never two of one."""
    boilerworks = ManaSource(1, 0, "UR", 2, fixed=True)
    assert find_payment(ManaCost.parse("{U}{R}"), {}, [boilerworks]) is not None
    assert find_payment(ManaCost.parse("{U}{U}"), {}, [boilerworks]) is None
    p = find_payment(ManaCost.parse("{1}{R}"), {}, [boilerworks])
    assert p is not None and made(p) == [(1, "RU")]


def test_filter_land_input_paid_by_another_source_not_by_itself():
    """605.3a: a mana ability with a mana cost needs other mana first; its own output can't
    pay its input."""
    gate = ManaSource(1, 1, "WU", 2, combination=True, input=ManaCost.parse("{W/U}"))
    plains, mountain = ManaSource(2, 0, "W"), ManaSource(3, 0, "R")
    cost = ManaCost.parse("{U}{U}")
    p = find_payment(cost, {}, [gate, plains])
    assert p is not None
    assert [s.obj for s, _ in p.sources] == [2, 1]  # the Plains first, then the Gate
    assert find_payment(cost, {}, [gate, mountain]) is None  # red can't pay {W/U}
    assert find_payment(cost, {}, [gate]) is None
    # mana already floating may pay the input
    assert find_payment(cost, {"W": 1}, [gate]) is not None


def test_sacrificed_sources_are_used_last_and_the_bigger_first():
    """111.10a: the payer taps lands before it sacrifices a Treasure; of a Treasure's two mana
    abilities (Goldspan Dragon), the two-mana one is preferred."""
    land = ManaSource(1, 0, "G")
    treasure1 = ManaSource(2, 0, "WUBRG", sacrifice=True)
    treasure2 = ManaSource(2, 1, "WUBRG", 2, sacrifice=True)
    p = find_payment(ManaCost.parse("{G}"), {}, [treasure1, land])
    assert p is not None and made(p) == [(1, "G")]
    p = find_payment(ManaCost.parse("{2}{G}"), {}, [treasure1, treasure2, land])
    assert p is not None and [s.ability for s, _ in p.sources if s.obj == 2] == [1]


def test_pain_land_damage_is_damage_from_the_land():
    """605.3b, 120.3: "This land deals 1 damage to you" is part of the mana ability."""
    g = setup()
    g.put(ALICE, "battlefield", "Shivan Reef")
    g.put(ALICE, "hand", "Shock")
    g.begin()
    cast(g, "Shock", -1 - BOB)
    assert g.players[ALICE].life == 19
    assert any(e.kind == "damage" and g.name_of(e.obj) == "Shivan Reef" for e in g.log)
    assert g.stack  # Shock is on the stack: the damage didn't wait for it
