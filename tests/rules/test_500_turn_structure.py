"""Turn structure [500-514] and mana emptying between steps [106.4]."""

from helpers import (
    ALICE,
    BOB,
    attack,
    cast,
    find_option,
    pass_priority,
    pass_until,
    player,
    resolve,
    setup,
    to_attackers,
)

from aetherworks.engine import DONE, PASS


def steps_seen(g, start):
    """Steps begun since log position ``start`` (turn numbers mark new turns)."""
    return [(e.amount if e.kind == "turn" else e.info.removesuffix(" step").replace(" ", "_"))
            for e in g.log[start:] if e.kind in ("step", "turn")]


def test_steps_without_attackers_in_order():
    """500.1, 508.8: every step in order; with no attackers combat goes straight from
    declare attackers to end of combat."""
    g = setup(step="main1", turn=3)
    g.begin()
    start = len(g.log)
    pass_until(g, "main1", 4)
    assert steps_seen(g, start) == [
        "begin_combat", "declare_attackers", "end_combat", "main2", "end", "cleanup",
        4, "untap", "upkeep", "draw", "main1",
    ]


def test_every_combat_step_is_visited_with_attackers():
    """506.1, 510.4: with a first striker attacking, combat has declare blockers, a first-
    strike damage step and a regular damage step, then end of combat."""
    g = setup(step="main1", turn=3)
    knight = g.put(ALICE, "battlefield", "Youthful Knight")
    g.begin()
    start = len(g.log)
    to_attackers(g)
    attack(g, knight)
    pass_until(g, "end")
    assert steps_seen(g, start) == [
        "begin_combat", "declare_attackers", "declare_blockers", "first_strike_damage",
        "combat_damage", "end_combat", "main2", "end",
    ]


def test_untap_step_untaps_the_active_players_permanents_only():
    """502.3: the active player untaps their permanents; the other player's stay tapped."""
    g = setup(step="end", turn=3, active=BOB)
    mine = g.put(ALICE, "battlefield", "Forest", tapped=True)
    theirs = g.put(BOB, "battlefield", "Island", tapped=True)
    g.begin()
    pass_until(g, "upkeep", 4)
    assert g.active == ALICE
    assert not g.objects[mine].tapped and g.objects[theirs].tapped


def test_draw_step_draws_a_card():
    """504.1: the active player draws a card as the draw step begins."""
    g = setup(step="upkeep", turn=3)
    g.begin()
    pass_until(g, "draw")
    assert len(g.players[ALICE].hand) == 1 and len(g.players[ALICE].library) == 9


def test_cleanup_discards_down_to_seven():
    """514.1: in cleanup the active player discards down to the maximum hand size."""
    g = setup(step="end", turn=3)
    for _ in range(9):
        g.put(ALICE, "hand", "Grizzly Bears")
    g.begin()
    pass_priority(g, 2)
    assert g.decision.kind == "discard" and g.decision.player == ALICE
    g.apply(g.decision.options[0])
    assert g.decision.kind == "discard"
    g.apply(g.decision.options[0])
    assert len(g.players[ALICE].hand) == 7
    assert len(g.players[ALICE].graveyard) == 2
    assert g.turn == 4 or g.step in ("untap", "upkeep", "draw", "main1")


def test_opponent_does_not_discard_in_cleanup():
    """514.1: only the active player discards to hand size."""
    g = setup(step="end", turn=3)
    for _ in range(9):
        g.put(BOB, "hand", "Grizzly Bears")
    g.begin()
    pass_until(g, "upkeep", 4)
    assert len(g.players[BOB].hand) == 9


def test_damage_wears_off_in_cleanup():
    """514.2: damage marked on permanents is removed in the cleanup step."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Shock")
    giant = g.put(BOB, "battlefield", "Hill Giant")
    g.begin()
    cast(g, "Shock", giant)
    resolve(g)
    assert g.objects[giant].damage == 2 and g.objects[giant].zone == "battlefield"
    pass_until(g, "upkeep", 4)
    assert g.objects[giant].damage == 0


def test_until_end_of_turn_effects_end_in_cleanup():
    """514.2: "until end of turn" effects end in the cleanup step."""
    g = setup()
    g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "hand", "Giant Growth")
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    cast(g, "Giant Growth", bears)
    resolve(g)
    assert (g.power(bears), g.toughness(bears)) == (5, 5)
    pass_until(g, "end")
    assert (g.power(bears), g.toughness(bears)) == (5, 5)
    pass_until(g, "upkeep", 4)
    assert (g.power(bears), g.toughness(bears)) == (2, 2)
    assert g.effects == []


def test_mana_pool_empties_between_steps():
    """106.4, 500.4: unspent mana empties at the end of each step and phase."""
    g = setup()
    g.begin()
    g.players[ALICE].pool["R"] = 1
    g.players[BOB].pool["U"] = 2
    pass_priority(g, 2)
    assert g.step == "begin_combat"
    assert g.players[ALICE].pool == {} and g.players[BOB].pool == {}


def test_floating_mana_pays_for_a_spell_within_the_step():
    """106.4: mana in the pool can pay costs while the step lasts."""
    g = setup()
    g.put(ALICE, "hand", "Lightning Bolt")
    g.put(ALICE, "hand", "Shock")
    g.players[ALICE].pool["R"] = 1
    g.begin()
    cast(g, "Lightning Bolt", player(BOB))
    assert g.players[ALICE].pool == {}
    resolve(g)
    assert g.players[BOB].life == 17
    # Nothing is left to pay for the Shock.
    assert find_option(g, "cast") is None


def test_mana_left_in_the_pool_is_lost_when_the_step_ends():
    """106.4: a spell that could be paid from the pool in main 1 can't be after it ends."""
    g = setup()
    g.put(ALICE, "hand", "Lightning Bolt")
    g.players[ALICE].pool["R"] = 1
    g.begin()
    assert find_option(g, "cast") is not None
    pass_priority(g, 2)
    assert g.step == "begin_combat" and g.players[ALICE].pool == {}
    assert find_option(g, "cast") is None


def test_no_priority_in_untap_step():
    """502.4, 514.3: no player receives priority in the untap step, nor normally in
    cleanup."""
    g = setup(step="end", turn=3)
    g.begin()
    seen = []
    for _ in range(20):
        if g.turn == 4 and g.step == "main1":
            break
        seen.append(g.step)
        g.apply(PASS if g.decision.kind == "priority" else DONE)
    assert "untap" not in seen and "cleanup" not in seen and "upkeep" in seen
