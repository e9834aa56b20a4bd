"""More rules: countering [701.5], aftermath [702.127], "enters tapped" replacements
[614.1c], cleanup simultaneity [514.2], responses that save a creature [608, 704]."""

from helpers import (
    ALICE,
    BOB,
    cast,
    choose,
    find_option,
    pass_priority,
    pass_until,
    player,
    resolve,
    resolve_all,
    setup,
)


def test_counterspell_counters_a_spell():
    """701.5a: a countered spell is removed from the stack to its owner's graveyard and
    doesn't resolve."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Lightning Bolt")
    g.put(BOB, "battlefield", "Island")
    g.put(BOB, "battlefield", "Island")
    g.put(BOB, "hand", "Counterspell")
    g.begin()
    bolt = cast(g, "Lightning Bolt", player(BOB))
    pass_priority(g)
    cast(g, "Counterspell", bolt)
    resolve_all(g)
    assert g.players[BOB].life == 20
    assert [g.objects[o].name for o in g.players[ALICE].graveyard] == ["Lightning Bolt"]
    assert [g.objects[o].name for o in g.players[BOB].graveyard] == ["Counterspell"]
    assert any(e.kind == "counter_spell" and e.obj == bolt for e in g.log)


def test_essence_scatter_targets_only_creature_spells():
    """115.1, 701.5a: "counter target creature spell" can't target an instant."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "hand", "Lightning Bolt")
    g.put(ALICE, "hand", "Grizzly Bears")
    g.put(BOB, "battlefield", "Island")
    g.put(BOB, "battlefield", "Island")
    scatter = g.put(BOB, "hand", "Essence Scatter")
    g.begin()
    cast(g, "Lightning Bolt", player(BOB))
    pass_priority(g)
    assert find_option(g, "cast", scatter) is None
    pass_priority(g)
    bears = cast(g, "Grizzly Bears")
    pass_priority(g)
    cast(g, "Essence Scatter", bears)
    resolve_all(g)
    assert g.permanents(ALICE, "Creature") == []


def test_aftermath_half_only_from_the_graveyard_then_exiled():
    """702.127a: the aftermath half (Memory) may be cast only from the graveyard, the first
    half (Commit) not from there; cast that way the card is exiled after resolving."""
    g = setup()
    for _ in range(6):
        g.put(ALICE, "battlefield", "Island")
    card = g.put(ALICE, "graveyard", "Commit // Memory")
    g.put(ALICE, "hand", "Grizzly Bears")
    g.put(BOB, "hand", "Hill Giant")
    g.begin()
    casts = [o for o in g.decision.options if o.kind == "cast" and o.obj == card]
    assert [o.arg for o in casts] == [1]  # Memory only
    choose(g, "cast", card, 1)
    resolve(g)
    assert [g.objects[o].name for o in g.exile] == ["Commit // Memory"]
    assert len(g.players[ALICE].hand) == 7 and len(g.players[BOB].hand) == 7
    assert g.players[ALICE].graveyard == []


def test_aftermath_first_half_from_hand():
    """702.127a, 709.3: from the hand only the first half (Commit) can be cast; it puts the
    target second from the top of its owner's library."""
    g = setup()
    for _ in range(4):
        g.put(ALICE, "battlefield", "Island")
    card = g.put(ALICE, "hand", "Commit // Memory")
    giant = g.put(BOB, "battlefield", "Hill Giant")
    g.begin()
    casts = [o for o in g.decision.options if o.kind == "cast" and o.obj == card]
    assert [o.arg for o in casts] == [0]
    choose(g, "cast", card, 0)
    choose(g, "target", giant)
    resolve(g)
    lib = g.players[BOB].library
    assert g.objects[lib[-2]].name == "Hill Giant"
    assert [g.objects[o].name for o in g.players[ALICE].graveyard] == ["Commit // Memory"]


def test_enters_tapped_unless_you_control_a_forest():
    """614.1c, 614.12: Rootbound Crag enters tapped unless you control a Mountain or a
    Forest."""
    g = setup()
    crag = g.put(ALICE, "hand", "Rootbound Crag")
    g.begin()
    choose(g, "land", crag)
    assert g.objects[g.find("Rootbound Crag")].tapped
    g2 = setup()
    g2.put(ALICE, "battlefield", "Forest")
    crag2 = g2.put(ALICE, "hand", "Rootbound Crag")
    g2.begin()
    choose(g2, "land", crag2)
    assert not g2.objects[g2.find("Rootbound Crag")].tapped


def test_fast_land_enters_tapped_with_three_other_lands():
    """614.1c: Botanical Sanctum enters tapped unless you control two or fewer other lands."""
    for others, tapped in ((2, False), (3, True)):
        g = setup()
        for _ in range(others):
            g.put(ALICE, "battlefield", "Forest")
        sanctum = g.put(ALICE, "hand", "Botanical Sanctum")
        g.begin()
        choose(g, "land", sanctum)
        assert g.objects[g.find("Botanical Sanctum")].tapped is tapped


def test_aether_hub_enters_and_gives_energy():
    """603.6a, 122.1: a land's ETB trigger gives {E}."""
    g = setup()
    hub = g.put(ALICE, "hand", "Aether Hub")
    g.begin()
    choose(g, "land", hub)
    assert len(g.stack) == 1
    resolve(g)
    assert g.players[ALICE].energy == 1


def test_damage_removal_and_pump_ending_are_simultaneous():
    """514.2: damage wears off at the same time as "until end of turn" effects end, so a
    pumped creature with damage beyond its printed toughness survives cleanup."""
    g = setup()
    g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "hand", "Giant Growth")
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "hand", "Lightning Bolt")
    g.begin()
    cast(g, "Giant Growth", bears)
    resolve(g)
    pass_priority(g)
    cast(g, "Lightning Bolt", bears)
    resolve(g)
    assert g.objects[bears].damage == 3 and g.objects[bears].zone == "battlefield"
    pass_until(g, "upkeep", 4)
    assert g.objects[bears].zone == "battlefield" and g.objects[bears].damage == 0


def test_pump_in_response_saves_the_creature():
    """608.2, 704.5g: Giant Growth resolving first makes the Bolt non-lethal."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Lightning Bolt")
    g.put(BOB, "battlefield", "Forest")
    g.put(BOB, "hand", "Giant Growth")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    cast(g, "Lightning Bolt", bears)
    pass_priority(g)
    cast(g, "Giant Growth", bears)
    resolve_all(g)
    assert g.objects[bears].zone == "battlefield" and g.objects[bears].damage == 3


def test_harnessed_lightning_pay_any_amount_of_energy():
    """107.14, 107.3: "pay any amount of {E}" is a number from 0 to what you have."""
    g = setup()
    for _ in range(2):
        g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Harnessed Lightning")
    g.players[ALICE].counters["energy"] = 1
    giant = g.put(BOB, "battlefield", "Hill Giant")
    g.begin()
    cast(g, "Harnessed Lightning", giant)
    pass_priority(g, 2)
    assert g.decision.kind == "number" and (g.decision.lo, g.decision.hi) == (0, 4)
    g.apply(3)
    assert g.objects[giant].zone == "" and g.players[ALICE].energy == 1
