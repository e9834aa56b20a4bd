"""State-based actions [704]."""

from helpers import (
    ALICE,
    BOB,
    attack,
    block,
    cast,
    choose,
    options,
    pass_until,
    resolve,
    setup,
    to_attackers,
)

from aetherworks.engine.defs import TokenDef


def test_zero_toughness_goes_to_the_graveyard():
    """704.5f: a creature with toughness 0 or less is put into its owner's graveyard."""
    g = setup()
    bears = g.put(BOB, "battlefield", "Grizzly Bears", counters={"-1/-1": 2})
    g.begin()
    assert g.objects[bears].zone == ""
    assert [g.objects[o].name for o in g.players[BOB].graveyard] == ["Grizzly Bears"]
    assert any(e.kind == "sba" and e.cr == "704.5f" for e in g.log)


def test_zero_toughness_ignores_indestructible():
    """704.5f, 702.12b: indestructible doesn't save a 0-toughness creature."""
    g = setup()
    myr = g.put(BOB, "battlefield", "Darksteel Myr", counters={"-1/-1": 1})
    g.begin()
    assert g.objects[myr].zone == ""


def test_lethal_damage_destroys():
    """704.5g: damage marked equal to toughness destroys the creature."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Lightning Bolt")
    giant = g.put(BOB, "battlefield", "Hill Giant")
    g.begin()
    cast(g, "Lightning Bolt", giant)
    resolve(g)
    assert g.objects[giant].zone == ""
    assert any(e.kind == "sba" and e.cr == "704.5g" for e in g.log)
    assert any(e.kind == "dies" and e.obj == giant for e in g.log)


def test_less_than_lethal_damage_does_not_destroy():
    """704.5g: damage less than toughness leaves the creature alive."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Shock")
    giant = g.put(BOB, "battlefield", "Hill Giant")
    g.begin()
    cast(g, "Shock", giant)
    resolve(g)
    assert g.objects[giant].zone == "battlefield" and g.objects[giant].damage == 2


def test_indestructible_survives_lethal_damage():
    """704.5g, 702.12b: lethal damage doesn't destroy an indestructible creature."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Lightning Bolt")
    myr = g.put(BOB, "battlefield", "Darksteel Myr")
    g.begin()
    cast(g, "Lightning Bolt", myr)
    resolve(g)
    assert g.objects[myr].zone == "battlefield" and g.objects[myr].damage == 3


def test_deathtouch_damage_destroys():
    """704.5h, 702.2b: any damage from a deathtouch source destroys the creature."""
    g = setup(step="main1")
    rats = g.put(ALICE, "battlefield", "Typhoid Rats")
    wurm = g.put(BOB, "battlefield", "Craw Wurm")
    g.begin()
    to_attackers(g)
    attack(g, rats)
    block(g, (wurm, rats))
    pass_until(g, "end_combat")
    assert g.objects[wurm].zone == "" and g.objects[rats].zone == ""
    assert any(e.kind == "sba" and e.cr == "704.5h" for e in g.log)


def test_legend_rule_controller_keeps_one():
    """704.5j: with two legendary permanents of the same name, the controller chooses one;
    the rest go to the graveyard."""
    g = setup()
    first = g.put(ALICE, "battlefield", "Isamaru, Hound of Konda")
    g.put(ALICE, "battlefield", "Plains")
    g.put(ALICE, "hand", "Isamaru, Hound of Konda")
    g.begin()
    cast(g, "Isamaru, Hound of Konda")
    resolve(g)
    second = g.find("Isamaru, Hound of Konda", player=ALICE)
    ids = [o.id for o in g.permanents(ALICE, "Creature")]
    assert len(ids) == 2 and first in ids
    assert g.decision.kind == "choose" and g.decision.player == ALICE
    assert {o.obj for o in options(g, "pick")} == set(ids)
    new = next(i for i in ids if i != first)
    choose(g, "pick", new)
    assert g.objects[first].zone == "" and g.objects[new].zone == "battlefield"
    assert [g.objects[o].name for o in g.players[ALICE].graveyard] == [
        "Isamaru, Hound of Konda"]
    assert second


def test_legend_rule_does_not_apply_across_controllers():
    """704.5j: the legend rule looks at one player's permanents."""
    g = setup()
    a = g.put(ALICE, "battlefield", "Isamaru, Hound of Konda")
    b = g.put(BOB, "battlefield", "Isamaru, Hound of Konda")
    g.begin()
    assert g.objects[a].zone == g.objects[b].zone == "battlefield"
    assert g.decision.kind == "priority"


def test_plus_and_minus_counters_annihilate():
    """704.5q: N +1/+1 and N -1/-1 counters are removed, N the smaller number."""
    g = setup()
    bears = g.put(ALICE, "battlefield", "Grizzly Bears", counters={"+1/+1": 3, "-1/-1": 1})
    g.begin()
    assert g.objects[bears].counters == {"+1/+1": 2}
    assert (g.power(bears), g.toughness(bears)) == (4, 4)


def test_counters_annihilate_to_nothing():
    """704.5q: equal numbers leave no counters of either kind."""
    g = setup()
    bears = g.put(ALICE, "battlefield", "Grizzly Bears", counters={"+1/+1": 2, "-1/-1": 2})
    g.begin()
    assert not g.objects[bears].counters
    assert (g.power(bears), g.toughness(bears)) == (2, 2)


def test_token_leaving_the_battlefield_ceases_to_exist():
    """111.7, 704.5d: a token that dies goes to the graveyard only long enough to trigger,
    then ceases to exist: no graveyard object remains."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Lightning Bolt")
    (thopter,) = g.create_token(TokenDef("Thopter", 1, 1, ("Artifact", "Creature"),
                                         ("Thopter",), keywords=("Flying",)), BOB)
    g.begin()
    cast(g, "Lightning Bolt", thopter)
    resolve(g)
    assert g.objects[thopter].zone == ""
    assert g.players[BOB].graveyard == []
    assert thopter not in g.battlefield
    assert any(e.kind == "dies" and e.obj == thopter for e in g.log)


def test_bounced_token_ceases_to_exist():
    """111.7: a token returned to hand ceases to exist."""
    g = setup()
    g.put(ALICE, "battlefield", "Island")
    g.put(ALICE, "hand", "Unsummon")
    (servo,) = g.create_token(TokenDef("Servo", 1, 1, ("Artifact", "Creature"),
                                       ("Servo",)), BOB)
    g.begin()
    cast(g, "Unsummon", servo)
    resolve(g)
    assert g.players[BOB].hand == [] and servo not in g.battlefield


def test_sbas_are_checked_before_priority_each_time():
    """704.3: whenever a player would receive priority, SBAs are performed first."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Shock")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    cast(g, "Shock", bears)
    resolve(g)
    assert g.decision.kind == "priority" and g.objects[bears].zone == ""
