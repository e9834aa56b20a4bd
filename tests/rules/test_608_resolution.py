"""Resolving spells and abilities: target legality on resolution [608.2b]."""

from helpers import ALICE, BOB, cast, pass_priority, resolve, resolve_all, setup


def bolt_and_unsummon():
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Lightning Bolt")
    g.put(BOB, "battlefield", "Island")
    g.put(BOB, "hand", "Unsummon")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    return g, bears


def test_spell_whose_only_target_left_does_nothing():
    """608.2b: if all its targets are illegal the spell doesn't resolve; it is removed from
    the stack and put into its owner's graveyard (Bolt on a creature bounced in response)."""
    g, bears = bolt_and_unsummon()
    bolt = cast(g, "Lightning Bolt", bears)
    pass_priority(g)
    cast(g, "Unsummon", bears)
    resolve_all(g)
    assert g.objects[g.players[BOB].hand[0]].name == "Grizzly Bears"
    fizzled = [e.obj for e in g.log if e.kind == "fizzle"]
    assert fizzled == [bolt]
    assert not [e for e in g.log if e.kind == "resolve" and e.obj == bolt]
    assert [g.objects[o].name for o in g.players[ALICE].graveyard] == ["Lightning Bolt"]
    assert not [e for e in g.log if e.kind == "damage"]


def test_target_that_died_in_response_makes_the_spell_do_nothing():
    """608.2b, 400.7: a creature that died and is in the graveyard is a new object: not the
    target any more."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Harnessed Lightning")
    g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "hand", "Shock")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    hl = cast(g, "Harnessed Lightning", bears)
    pass_priority(g)
    cast(g, "Shock", bears)
    resolve(g)  # Shock kills the bears
    assert g.objects[bears].zone == ""
    resolve(g)
    # The whole spell does nothing: no energy either.
    assert g.players[ALICE].energy == 0
    assert [e.obj for e in g.log if e.kind == "fizzle"] == [hl]


def test_some_targets_illegal_the_rest_are_still_affected():
    """608.2b: the spell resolves; illegal targets are unaffected, legal ones are."""
    g = setup()
    g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "battlefield", "Plains")
    g.put(ALICE, "hand", "Seeds of Strength")
    a = g.put(ALICE, "battlefield", "Grizzly Bears")
    b = g.put(ALICE, "battlefield", "Hill Giant")
    g.put(BOB, "battlefield", "Island")
    g.put(BOB, "hand", "Unsummon")
    g.begin()
    cast(g, "Seeds of Strength", a, b, b)
    pass_priority(g)
    cast(g, "Unsummon", a)
    resolve_all(g)
    assert g.objects[a].zone == ""
    assert (g.power(b), g.toughness(b)) == (5, 5)
    assert not [e for e in g.log if e.kind == "fizzle"]


def test_same_object_chosen_for_several_targets_is_affected_by_each():
    """115.3, 601.2c: the same creature may be the target of each "target creature"."""
    g = setup()
    g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "battlefield", "Plains")
    g.put(ALICE, "hand", "Seeds of Strength")
    a = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    cast(g, "Seeds of Strength", a, a, a)
    resolve(g)
    assert (g.power(a), g.toughness(a)) == (5, 5)


def test_hexproof_gained_in_response_makes_target_illegal():
    """608.2b, 702.11b: a target that gained hexproof is illegal for an opponent's spell."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Lightning Bolt")
    hydra = g.put(BOB, "battlefield", "Bristling Hydra")
    g.players[BOB].counters["energy"] = 3
    g.begin()
    bolt = cast(g, "Lightning Bolt", hydra)
    pass_priority(g)
    assert g.decision.player == BOB
    from helpers import choose

    choose(g, "activate", hydra)
    resolve_all(g)
    assert g.objects[hydra].zone == "battlefield"
    assert g.objects[hydra].damage == 0 and g.objects[hydra].count("+1/+1") == 1
    assert [e.obj for e in g.log if e.kind == "fizzle"] == [bolt]
