"""Engine rules the 2017 Standard cards needed: how permanents enter [614.1c-d, 614.12],
counters put on permanents [122.6, 614.1a], emblems' statics [114.4], X targets [601.2c],
converge [601.2h], spending mana as though [609.4b] and restricted mana [106.6], a printed
loyalty of X [107.3m], sacrifice events [701.21a], tokens of the same name [111.4]."""

from __future__ import annotations

from helpers import (
    ALICE,
    BOB,
    activate,
    cast,
    choose,
    events,
    options,
    resolve,
    resolve_all,
    setup,
)

from aetherworks.engine import cardpool
from aetherworks.engine.defs import TokenDef
from aetherworks.engine.mana import ManaCost


def lands(g, player, name, n, **kw):
    return [g.put(player, "battlefield", name, **kw) for _ in range(n)]


def test_as_enters_choice_is_made_before_the_permanent_is_seen_to_enter():
    """614.12a: the choice comes first; only then the "enter" event (and enters triggers of
    what it copies) [707.5]."""
    g = setup()
    lands(g, ALICE, "Island", 4)
    g.put(ALICE, "hand", "Vizier of Many Faces")
    inspector = g.put(BOB, "battlefield", "Thraben Inspector")
    g.begin()
    cast(g, "Vizier of Many Faces")
    mark = len(g.log)
    resolve(g)
    assert g.decision.kind == "choose" and g.decision.player == ALICE
    assert not events(g, "enter", mark)
    choose(g, "pick", inspector)
    assert [e.kind for e in events(g, "enter", mark)] == ["enter"]
    assert g.pending_triggers or any(g.objects[s].kind == "ability" for s in g.stack)


def test_a_permanent_entering_cant_be_chosen_by_its_own_copy_choice():
    """Vizier of Many Faces may copy only creatures already on the battlefield, not itself
    [ruling 2017-04-18]."""
    g = setup()
    lands(g, ALICE, "Island", 4)
    g.put(ALICE, "hand", "Vizier of Many Faces")
    g.begin()
    cast(g, "Vizier of Many Faces")
    resolve(g)
    # No other creature: no choice at all, it enters as a 0/0 and dies.
    assert g.decision.kind == "priority"
    assert g.find("Vizier of Many Faces", "graveyard", ALICE)


def test_opponents_permanents_enter_tapped_from_another_permanent():
    """614.1d: Thalia, Heretic Cathar: an opponent's creature and nonbasic land enter
    tapped; a basic land and its controller's own creature don't."""
    g = setup(active=BOB)
    g.put(ALICE, "battlefield", "Thalia, Heretic Cathar")
    lands(g, BOB, "Forest", 2)
    g.put(BOB, "hand", "Grizzly Bears")
    g.put(BOB, "hand", "Botanical Sanctum")
    g.begin()
    cast(g, "Grizzly Bears")
    resolve(g)
    assert g.objects[g.find("Grizzly Bears", player=BOB)].tapped
    choose(g, "land", g.find("Botanical Sanctum", "hand", BOB))
    assert g.objects[g.find("Botanical Sanctum", player=BOB)].tapped


def test_counters_put_on_your_artifacts_and_creatures_get_one_more():
    """614.1a, 122.6: Winding Constrictor adds one to counters put on a permanent and to
    the counters a permanent enters with, only for its controller's artifacts and
    creatures; two add two [616.1]."""
    g = setup()
    g.put(ALICE, "battlefield", "Winding Constrictor")
    mine = g.put(ALICE, "battlefield", "Grizzly Bears")
    theirs = g.put(BOB, "battlefield", "Grizzly Bears")
    g.add_counters(mine, "+1/+1", 1)
    g.add_counters(theirs, "+1/+1", 1)
    assert g.objects[mine].count("+1/+1") == 2
    assert g.objects[theirs].count("+1/+1") == 1
    g.put(ALICE, "battlefield", "Winding Constrictor")
    g.add_counters(mine, "+1/+1", 1)
    assert g.objects[mine].count("+1/+1") == 5
    g.add_player_counters(ALICE, "energy", 1)
    assert g.players[ALICE].energy == 3


def test_an_emblems_static_ability_works_from_the_command_zone_on_later_creatures():
    """114.4, 613.1d: "Creatures you control get +1/+1" from an emblem applies to what is a
    creature after layer 4 — a crewed Vehicle too."""
    from aetherworks.cards.bfz_std2017 import GIDEON_EMBLEM

    g = setup()
    heart = g.put(ALICE, "battlefield", "Heart of Kiran")
    giant = g.put(ALICE, "battlefield", "Hill Giant")
    g.create_emblem(GIDEON_EMBLEM, ALICE)
    assert g.power(giant) == 4 and g.chars(heart).power == 4  # not a creature: no bonus
    g.begin()
    activate(g, heart, 0)
    if g.decision.kind == "choose":
        choose(g, "pick", giant)
        if g.decision.kind == "choose":
            choose(g, "done")
    resolve(g)
    assert g.power(heart) == 5 and g.toughness(heart) == 5


def test_x_target_count_is_exactly_x_and_limits_x():
    """601.2c: "Destroy X target artifacts": X targets exactly; X can't exceed the artifacts
    that could be targeted [ruling on Release the Gremlins 2017-02-09]."""
    g = setup()
    lands(g, ALICE, "Mountain", 7)
    b1 = g.put(BOB, "battlefield", "Heart of Kiran")
    b2 = g.put(BOB, "battlefield", "Lifecrafter's Bestiary")
    card = g.put(ALICE, "hand", "Release the Gremlins")
    g.begin()
    choose(g, "cast", card)
    assert g.decision.kind == "number" and max(g.decision.options) == 2
    g.apply(2)
    assert {o.obj for o in options(g, "target")} == {b1, b2}
    assert not options(g, "done")
    choose(g, "target", b1)
    assert not options(g, "done")  # exactly X targets
    choose(g, "target", b2)
    resolve_all(g)
    assert len([o for o in g.battlefield if g.objects[o].name == "Gremlin"]) == 2


def test_converge_counts_the_colours_of_mana_spent_not_colorless():
    """601.2h, 105.1: the colours spent to cast the spell are remembered on it."""
    g = setup()
    for name in ("Wastes", "Swamp", "Island"):
        g.put(ALICE, "battlefield", name)
    g.put(ALICE, "hand", "Painful Truths")
    g.begin()
    spell = cast(g, "Painful Truths")
    assert sorted(g.objects[spell].recall("colors_spent")) == ["B", "U"]
    resolve(g)
    assert g.players[ALICE].life == 18


def test_spending_mana_as_though_any_colour_or_type():
    """609.4b: only how the cost is paid changes."""
    cost = ManaCost.parse("{2}{W}{W}")
    assert cost.payable_as("type") == ManaCost(4)
    anycolor = cost.payable_as("color")
    assert anycolor.generic == 2 and anycolor.hybrid == ("WUBRG", "WUBRG")
    assert anycolor.mana_value == cost.mana_value
    assert ManaCost.parse("{C}{U}").payable_as("color").colored == "C"


def test_restricted_mana_pays_only_for_the_spells_it_may():
    """106.6: the Shrine's {C}{C} is offered for a colorless spell only, and once made it
    can't pay for anything else."""
    g = setup()
    shrine = g.put(ALICE, "battlefield", "Shrine of the Forsaken Gods")
    lands(g, ALICE, "Forest", 6, tapped=True)
    bestiary = g.put(ALICE, "hand", "Lifecrafter's Bestiary")
    bears = g.put(ALICE, "hand", "Grizzly Bears")
    assert len(g.mana_sources(ALICE)) == 1
    assert len(g.mana_sources(ALICE, g.chars(bestiary))) == 2
    assert len(g.mana_sources(ALICE, g.chars(bears))) == 1
    assert g.pay_mana(ALICE, ManaCost(1), spell=bestiary)
    assert g.objects[shrine].tapped
    assert g.players[ALICE].pool == {"C:colorless spells": 1}  # the other {C} floats
    assert not g.pay_mana(ALICE, ManaCost(1), spell=bears)
    assert g.pay_mana(ALICE, ManaCost(1), spell=bestiary)
    assert g.players[ALICE].pool == {}


def test_a_printed_loyalty_of_x_is_the_spells_x():
    """107.3m, 306.5b: Nissa, Steward of Elements enters with X loyalty counters."""
    g = setup()
    lands(g, ALICE, "Forest", 3)
    lands(g, ALICE, "Island", 2)
    g.put(ALICE, "hand", "Nissa, Steward of Elements")
    g.begin()
    choose(g, "cast", g.find("Nissa, Steward of Elements", "hand", ALICE))
    g.apply(3)
    resolve(g)
    assert g.objects[g.find("Nissa, Steward of Elements")].count("loyalty") == 3


def test_sacrifice_is_an_event_seen_while_the_permanent_is_still_there():
    """701.21a: "whenever you sacrifice a Clue" sees the Clue as it was."""
    g = setup()
    tracker = g.put(ALICE, "battlefield", "Tireless Tracker")
    clue = g.put(ALICE, "battlefield", "token:Clue")
    mark = len(g.log)
    g.sacrifice(clue)
    ev = events(g, "sacrifice", mark)
    assert len(ev) == 1 and ev[0].obj == clue and ev[0].cr == "701.21a"
    assert g.pending_triggers and g.pending_triggers[0][1] == tracker


def test_permanents_put_onto_the_battlefield_together_see_each_other_enter():
    """603.6a: enter events wait until the whole batch is on the battlefield."""
    g = setup()
    heart = g.put(ALICE, "library", "Gonti's Aether Heart")
    other = g.put(ALICE, "library", "Heart of Kiran")
    with g.simultaneously():
        g.move(heart, "battlefield")
        g.move(other, "battlefield")
        assert not g.pending_triggers
    assert len(g.pending_triggers) == 2  # Gonti's Aether Heart: itself and the other


def test_two_token_definitions_of_one_name_keep_distinct_keys():
    """111.4: a token's characteristics are what the creating effect says; two cards'
    different "Gremlin" tokens must not be confused in games or saves."""
    first = TokenDef("Test Twin", 1, 1)
    second = TokenDef("Test Twin", 2, 2, colors=("R",))
    k1, k2 = cardpool.token_key(first), cardpool.token_key(second)
    assert k1 == "Test Twin" and k2 != k1
    assert cardpool.token_proto(second).chars.power == 2
    assert cardpool.lookup_proto("token:" + k2).chars.power == 2
    assert cardpool.token_proto(first).chars.power == 1


def test_heart_of_kiran_crew_alternative_is_a_cost_choice():
    """118.9, 601.2b: with both ways payable, the choice is offered with readable labels."""
    g = setup()
    heart = g.put(ALICE, "battlefield", "Heart of Kiran")
    g.put(ALICE, "battlefield", "Hill Giant")
    g.put(ALICE, "battlefield", "Saheeli Rai", counters={"loyalty": 3})
    g.begin()
    choose(g, "activate", heart)
    assert g.decision.kind == "choose"
    assert any("loyalty" in g.text(lab) for lab in g.decision.labels)
    choose(g, "mode", 1)
    if g.decision.kind == "choose":
        g.apply(g.decision.options[0])
    assert g.objects[g.find("Saheeli Rai")].count("loyalty") == 2
