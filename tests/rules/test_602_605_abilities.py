"""Activated abilities [602], mana abilities [605] and summoning sickness [302.6]."""

from helpers import (
    ALICE,
    BOB,
    activate,
    cast,
    choose,
    find_option,
    pass_priority,
    player,
    resolve,
    resolve_all,
    setup,
)

RENEGADE_PING = 1  # index of "{T}, Pay {E}{E}: ... 1 damage to target creature"


def renegade(energy: int = 4, sick: bool = False):
    g = setup()
    torch = g.put(ALICE, "battlefield", "Aethertorch Renegade", sick=sick)
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.players[ALICE].counters["energy"] = energy
    return g, torch, bears


def test_tap_and_energy_cost_ability_uses_the_stack():
    """602.2, 107.14: Aethertorch Renegade: {T}, pay {E}{E}; the ability goes on the stack
    and resolves when both players pass."""
    g, torch, bears = renegade()
    g.begin()
    ab = activate(g, torch, RENEGADE_PING, bears)
    assert g.stack == [ab] and g.objects[ab].kind == "ability"
    assert g.objects[torch].tapped and g.players[ALICE].energy == 2
    assert g.decision.player == ALICE  # 117.3c
    resolve(g)
    assert g.objects[bears].damage == 1


def test_cannot_activate_without_enough_energy():
    """118.3, 107.14: a cost can't be paid with energy you don't have."""
    g, torch, _ = renegade(energy=1)
    g.begin()
    assert find_option(g, "activate", torch) is None


def test_tap_ability_of_a_summoning_sick_creature_cannot_be_activated():
    """302.6: a creature's {T} ability needs it under your control since the turn began."""
    g, torch, _ = renegade(sick=True)
    g.begin()
    assert find_option(g, "activate", torch) is None


def test_energy_only_ability_ignores_summoning_sickness():
    """302.6: only {T}/{Q} abilities care about summoning sickness (Longtusk Cub)."""
    g = setup()
    cub = g.put(ALICE, "battlefield", "Longtusk Cub", sick=True)
    g.players[ALICE].counters["energy"] = 2
    g.begin()
    activate(g, cub)
    resolve(g)
    assert g.objects[cub].count("+1/+1") == 1 and (g.power(cub), g.toughness(cub)) == (3, 3)
    assert g.players[ALICE].energy == 0


def test_ability_resolves_even_if_its_source_left():
    """113.7a: an ability on the stack exists independently of its source."""
    g, torch, bears = renegade()
    g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "hand", "Lightning Bolt")
    g.begin()
    activate(g, torch, RENEGADE_PING, bears)
    pass_priority(g)
    cast(g, "Lightning Bolt", torch)
    resolve_all(g)
    assert g.objects[torch].zone == ""
    assert g.objects[bears].damage == 1


def test_opponent_may_respond_to_an_activated_ability():
    """602.2, 117.3c: after activation the opponent gets priority before it resolves."""
    g, torch, bears = renegade()
    g.begin()
    activate(g, torch, RENEGADE_PING, bears)
    pass_priority(g)
    assert g.decision.player == BOB and len(g.stack) == 1


def test_summoning_sick_mana_creature_cannot_tap_for_mana():
    """302.6, 605: Llanowar Elves that just arrived can't pay for a spell."""
    g = setup()
    g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "battlefield", "Llanowar Elves", sick=True)
    bears = g.put(ALICE, "hand", "Grizzly Bears")
    g.begin()
    assert find_option(g, "cast", bears) is None


def test_mana_ability_does_not_use_the_stack():
    """605.3b: mana abilities resolve immediately; only the spell is on the stack."""
    g = setup()
    g.put(ALICE, "battlefield", "Forest")
    elves = g.put(ALICE, "battlefield", "Llanowar Elves")
    g.put(ALICE, "hand", "Grizzly Bears")
    g.begin()
    spell = cast(g, "Grizzly Bears")
    assert g.stack == [spell] and g.objects[elves].tapped
    assert any(e.kind == "mana" and e.obj == elves for e in g.log)


def test_mana_creature_untaps_and_loses_sickness_next_turn():
    """302.6, 502.3: at its controller's next turn the creature can tap for mana."""
    g = setup(step="end", turn=2, active=BOB)
    g.put(ALICE, "battlefield", "Forest")
    elves = g.put(ALICE, "battlefield", "Llanowar Elves", sick=True, tapped=True)
    bears = g.put(ALICE, "hand", "Grizzly Bears")
    g.begin()
    from helpers import pass_until

    pass_until(g, "main1", 3)
    assert not g.objects[elves].tapped and not g.objects[elves].sick
    assert find_option(g, "cast", bears) is not None


def test_aether_hub_pays_colored_mana_with_energy():
    """605, 107.14: Aether Hub makes coloured mana by paying {E}."""
    g = setup()
    hub = g.put(ALICE, "battlefield", "Aether Hub")
    g.put(ALICE, "hand", "Lightning Bolt")
    g.begin()
    assert find_option(g, "cast") is None
    g2 = setup()
    hub = g2.put(ALICE, "battlefield", "Aether Hub")
    g2.put(ALICE, "hand", "Lightning Bolt")
    g2.players[ALICE].counters["energy"] = 1
    g2.begin()
    cast(g2, "Lightning Bolt", player(BOB))
    assert g2.objects[hub].tapped and g2.players[ALICE].energy == 0
    resolve(g2)
    assert g2.players[BOB].life == 17


def test_player_counter_payment_is_logged():
    """107.14: paying energy removes counters from the player."""
    g, torch, bears = renegade(energy=3)
    g.begin()
    choose(g, "activate", torch, RENEGADE_PING)
    choose(g, "target", bears)
    assert g.players[ALICE].energy == 1
    assert [e.amount for e in g.log if e.kind == "pay_counters"] == [2]
