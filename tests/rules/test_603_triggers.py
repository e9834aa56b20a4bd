"""Triggered abilities [603]: ETB, APNAP order, ordering one's own, reflexive triggers."""

from helpers import (
    ALICE,
    BOB,
    attack,
    cast,
    choose,
    options,
    pass_priority,
    pass_until,
    resolve,
    resolve_all,
    setup,
    to_attackers,
)

from aetherworks.engine import NO, YES


def lands(g, player, *names):
    for n in names:
        g.put(player, "battlefield", n)


def test_enters_trigger_goes_on_the_stack_and_resolves():
    """603.2, 603.3, 603.6a: Rogue Refiner's ETB triggers as it enters; it uses the stack
    (the opponent may respond) and then draws a card and gives {E}{E}."""
    g = setup()
    lands(g, ALICE, "Forest", "Island", "Forest")
    g.put(ALICE, "hand", "Rogue Refiner")
    g.begin()
    cast(g, "Rogue Refiner")
    resolve(g)
    refiner = g.find("Rogue Refiner")
    assert len(g.stack) == 1
    trig = g.objects[g.stack[0]]
    assert trig.kind == "ability" and trig.source == refiner
    assert g.decision.kind == "priority" and g.decision.player == ALICE
    pass_priority(g)
    assert g.decision.player == BOB and g.stack  # the opponent can respond
    pass_priority(g)
    assert g.stack == []
    assert len(g.players[ALICE].hand) == 1 and g.players[ALICE].energy == 2


def test_apnap_order_active_players_trigger_goes_on_the_stack_first():
    """603.3b, 101.4: both players' abilities trigger on the same event: the active
    player's go on the stack first, so the non-active player's resolve first."""
    g = setup()
    lands(g, ALICE, "Forest", "Forest")
    g.put(ALICE, "battlefield", "Soul Warden")
    g.put(BOB, "battlefield", "Soul Warden")
    g.put(ALICE, "hand", "Grizzly Bears")
    g.begin()
    cast(g, "Grizzly Bears")
    resolve(g)
    assert [g.objects[o].controller for o in g.stack] == [ALICE, BOB]
    start = len(g.log)
    resolve_all(g)
    gains = [e.player for e in g.log[start:] if e.kind == "life"]
    assert gains == [BOB, ALICE]
    assert g.players[ALICE].life == 21 and g.players[BOB].life == 21


def test_player_orders_their_own_different_triggers():
    """603.3b: a player with several triggered abilities puts them on the stack in the
    order they choose; the last put there resolves first."""
    g = setup()
    lands(g, ALICE, "Forest", "Island", "Forest")
    warden = g.put(ALICE, "battlefield", "Soul Warden")
    g.put(ALICE, "hand", "Rogue Refiner")
    g.begin()
    cast(g, "Rogue Refiner")
    resolve(g)
    assert g.decision.kind == "trigger_order" and g.decision.player == ALICE
    sources = {g.pending_triggers[o.obj][1] for o in options(g, "trigger")}
    assert warden in sources and len(sources) == 2
    warden_opt = next(o for o in options(g, "trigger")
                      if g.pending_triggers[o.obj][1] == warden)
    g.apply(warden_opt)  # Soul Warden's trigger first: it resolves last
    assert [g.objects[g.objects[o].source].name for o in g.stack] == [
        "Soul Warden", "Rogue Refiner"]
    start = len(g.log)
    resolve_all(g)
    order = [e.kind for e in g.log[start:] if e.kind in ("draw", "life")]
    assert order == ["draw", "life"]


def test_opposite_trigger_order():
    """603.3b: choosing the other order reverses resolution."""
    g = setup()
    lands(g, ALICE, "Forest", "Island", "Forest")
    warden = g.put(ALICE, "battlefield", "Soul Warden")
    g.put(ALICE, "hand", "Rogue Refiner")
    g.begin()
    cast(g, "Rogue Refiner")
    resolve(g)
    refiner_opt = next(o for o in options(g, "trigger")
                       if g.pending_triggers[o.obj][1] != warden)
    g.apply(refiner_opt)
    start = len(g.log)
    resolve_all(g)
    order = [e.kind for e in g.log[start:] if e.kind in ("draw", "life")]
    assert order == ["life", "draw"]


def glorybringer_attack():
    g = setup()
    glory = g.put(ALICE, "battlefield", "Glorybringer")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.put(BOB, "battlefield", "Forest")
    g.put(BOB, "hand", "Giant Growth")
    g.begin()
    to_attackers(g)
    attack(g, glory)
    return g, glory, bears


def test_exert_reflexive_trigger_can_be_responded_to():
    """603.12, 701.43a: "When you do" triggers when Glorybringer is exerted; it goes on the
    stack with its target, and the opponent may respond (Giant Growth saves the bears)."""
    g, glory, bears = glorybringer_attack()
    assert g.decision.kind == "yes_no"
    g.apply(YES)
    assert g.objects[glory].exerted
    assert g.decision.kind == "target"
    choose(g, "target", bears)
    assert len(g.stack) == 1 and g.objects[g.stack[0]].kind == "ability"
    pass_priority(g)
    assert g.decision.player == BOB
    cast(g, "Giant Growth", bears)
    resolve_all(g)
    assert g.objects[bears].zone == "battlefield" and g.objects[bears].damage == 4


def test_exert_reflexive_trigger_deals_four_damage():
    """603.12: the reflexive ability resolves: 4 damage to the non-Dragon creature."""
    g, _glory, bears = glorybringer_attack()
    g.apply(YES)
    choose(g, "target", bears)
    resolve_all(g)
    assert g.objects[bears].zone == ""


def test_not_exerting_triggers_nothing():
    """603.12: no exert, no "when you do"."""
    g, glory, _bears = glorybringer_attack()
    g.apply(NO)
    assert not g.objects[glory].exerted
    assert g.stack == [] and g.decision.kind == "priority"


def test_exerted_creature_does_not_untap_next_untap_step():
    """701.43b: an exerted creature won't untap during its controller's next untap step."""
    g, glory, bears = glorybringer_attack()
    g.apply(YES)
    choose(g, "target", bears)
    resolve_all(g)
    pass_until(g, "upkeep", 5)
    assert g.active == ALICE and g.objects[glory].tapped
    pass_until(g, "upkeep", 7)
    assert not g.objects[glory].tapped


def test_trigger_without_a_legal_target_is_removed():
    """603.3d: a triggered ability with no legal target is removed from the stack."""
    g = setup()
    glory = g.put(ALICE, "battlefield", "Glorybringer")
    g.put(BOB, "battlefield", "Glorybringer")  # a Dragon: not a legal target
    g.begin()
    to_attackers(g)
    attack(g, glory)
    g.apply(YES)
    assert g.stack == [] and g.decision.kind == "priority"
    assert [e.cr for e in g.log if e.kind == "fizzle"] == ["603.3d"]
