"""Keyword abilities that are ways of casting a spell: alternative costs, optional costs and
casting from other zones [702.35 madness, 702.62 suspend, 702.117 surge, 702.143 foretell,
...]; each test names the rule it checks."""

from __future__ import annotations

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

from aetherworks.engine.castability import cast_ways
from aetherworks.engine.defs import PASS, AltCost
from aetherworks.engine.game import Game


def _alt_index(g: Game, oid: int, label: str) -> int:
    return next(i for i, ab in enumerate(g.objects[oid].proto.chars.abilities)
                if isinstance(ab, AltCost) and ab.label == label)


def _ways(g: Game, oid: int) -> list[int]:
    return cast_ways(g, ALICE, g.objects[oid], True, g.mana_sources(ALICE))


# --- surge [702.117] ------------------------------------------------------------------------


def test_surge_only_after_another_spell_this_turn_and_its_rider():
    """702.117a: the surge cost may be paid only if you cast another spell this turn; "if
    its surge cost was paid" then holds for the permanent the spell became [118.9]."""
    g = setup()
    for _ in range(3):
        g.put(ALICE, "battlefield", "Mountain")
    bear = g.put(ALICE, "battlefield", "Grizzly Bears")
    bush = g.put(ALICE, "hand", "Reckless Bushwhacker")
    g.put(ALICE, "hand", "Shock")
    g.begin()
    surge = _alt_index(g, bush, "surge")
    assert _ways(g, bush) == [-1]  # its mana cost only: no other spell cast yet
    cast(g, "Shock", player(BOB))
    resolve(g)
    assert _ways(g, bush) == [surge]  # two lands left: {1}{R}, not {2}{R}
    choose(g, "cast", bush)
    resolve_all(g)  # the creature, then its enters trigger
    assert g.power(bear) == 3 and "Haste" in g.chars(bear).keywords


# --- madness [702.35] -----------------------------------------------------------------------


def _discard_temper(g: Game) -> tuple[int, int]:
    """Alice discards Fiery Temper to Tormenting Voice's additional cost; returns (Grizzly
    Bears of Bob's, the id of Fiery Temper in exile)."""
    for _ in range(3):
        g.put(ALICE, "battlefield", "Mountain")
    bear = g.put(BOB, "battlefield", "Grizzly Bears")
    temper = g.put(ALICE, "hand", "Fiery Temper")
    voice = g.put(ALICE, "hand", "Tormenting Voice")
    g.begin()
    choose(g, "cast", voice)
    choose(g, "pick", temper)  # the discard [601.2h]
    exiled = g.find("Fiery Temper", "exile")
    assert not g.players[ALICE].graveyard  # discarded into exile [702.35a]
    assert [g.objects[o].name for o in g.stack] == ["Tormenting Voice", "Fiery Temper"]
    return bear, exiled


def test_madness_discards_into_exile_and_casts_for_its_madness_cost():
    """702.35a-b: the discarded card is exiled instead; its trigger lets its owner cast it
    for the madness cost as it resolves, at instant speed, above the spell whose cost
    discarded it."""
    g = setup()
    bear, exiled = _discard_temper(g)
    assert not _ways(g, exiled)  # not castable for madness outside the trigger
    pass_priority(g, 2)  # the madness trigger resolves: its owner is asked
    choose(g, "cast", exiled)
    choose(g, "target", bear)
    assert [g.objects[o].name for o in g.stack] == ["Tormenting Voice", "Fiery Temper"]
    lands = [o for o in g.battlefield if g.objects[o].name == "Mountain"]
    assert all(g.objects[o].tapped for o in lands)  # {1}{R} then {R}, not {2}{R}
    resolve(g)
    assert bear not in g.battlefield
    assert g.find("Fiery Temper", "graveyard", ALICE)


def test_madness_declined_puts_the_card_into_the_graveyard():
    """702.35a: "If that player doesn't, they put this card into their graveyard."""
    g = setup()
    _, exiled = _discard_temper(g)
    pass_priority(g, 2)
    choose(g, "no")
    assert g.find("Fiery Temper", "graveyard", ALICE) and exiled not in g.exile


# --- suspend [702.62] -----------------------------------------------------------------------


def test_suspend_exiles_with_time_counters_then_casts_it_free_when_the_last_is_removed():
    """702.62a: the special action pays the suspend cost and exiles the card with N time
    counters, without the stack [116.2f]; at its owner's upkeep a counter is removed; when
    the last is, its owner may cast it without paying its mana cost."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    bolt = g.put(ALICE, "hand", "Rift Bolt")
    g.begin()
    choose(g, "activate", bolt)  # the special action [116.2f]
    exiled = g.find("Rift Bolt", "exile")
    assert g.objects[exiled].counters == {"time": 1} and not g.stack
    assert g.decision.kind == "priority" and g.decision.player == ALICE  # [116.3]
    pass_until(g, "upkeep", 4)  # Bob's upkeep: nothing happens
    assert not g.stack
    pass_until(g, "upkeep", 5)
    assert [g.objects[o].name for o in g.stack] == ["Rift Bolt"]  # remove a time counter
    pass_priority(g, 2)
    assert not g.objects[exiled].counters  # the last one: the cast trigger [702.62a]
    pass_priority(g, 2)
    choose(g, "cast", exiled)
    choose(g, "target", player(BOB))
    resolve_all(g)
    assert g.players[BOB].life == 17
    assert g.find("Rift Bolt", "graveyard", ALICE)


def test_suspend_only_when_the_card_could_be_cast():
    """702.62c: only if its owner could begin to cast it now: a sorcery not during Bob's
    turn."""
    g = setup(active=BOB)
    g.put(ALICE, "battlefield", "Mountain")
    bolt = g.put(ALICE, "hand", "Rift Bolt")
    g.begin()
    pass_priority(g)  # Bob passes: Alice has priority in Bob's main phase
    assert g.decision.player == ALICE and find_option(g, "activate", bolt) is None


def test_a_creature_cast_with_suspend_has_haste():
    """702.62a: "If you cast a creature spell this way, it gains haste"."""
    g = setup()
    suspended = g.put(ALICE, "exile", "Durkwood Baloth")
    g.objects[suspended].counters = {"time": 1}  # suspended, its last time counter left
    g.begin()
    pass_until(g, "upkeep", 5)
    pass_priority(g, 2)
    pass_priority(g, 2)
    choose(g, "cast")
    resolve_all(g)
    baloth = g.find("Durkwood Baloth")
    assert "Haste" in g.chars(baloth).keywords and g.power(baloth) == 5


# --- plot [702.170] -------------------------------------------------------------------------


def test_plot_exiles_as_a_sorcery_and_casts_free_on_a_later_turn_as_a_sorcery():
    """702.170a: plotting is a special action in your main phase with an empty stack
    [116.2k]; 702.170d: the plotted card may be cast free as a sorcery on a later turn."""
    g = setup()
    for _ in range(4):
        g.put(ALICE, "battlefield", "Island")
    djinn = g.put(ALICE, "hand", "Djinn of Fool's Fall")
    g.begin()
    choose(g, "activate", djinn)
    plotted = g.find("Djinn of Fool's Fall", "exile")
    assert all(g.objects[o].tapped for o in g.battlefield)  # {3}{U}
    assert find_option(g, "cast", plotted) is None  # not the turn it became plotted
    pass_until(g, "main1", 4)  # Bob's turn: not Alice's main phase
    assert g.decision.player == BOB
    pass_priority(g)
    assert find_option(g, "cast", plotted) is None
    pass_until(g, "main1", 5)
    for o in g.battlefield:
        g.objects[o].tapped = True  # no mana: the cast is free
    choose(g, "cast", plotted)
    resolve(g)
    assert g.power(g.find("Djinn of Fool's Fall")) == 4


# --- foretell [702.143] ---------------------------------------------------------------------


def test_foretell_exiles_face_down_then_casts_for_its_foretell_cost_after_this_turn():
    """702.143a: during your turn, pay {2} and exile it face down (only its owner sees it
    [406.3]); after this turn, cast it for its foretell cost at its normal timing (an
    instant: during the opponent's turn)."""
    g = setup()
    for _ in range(3):
        g.put(ALICE, "battlefield", "Mountain")
    bolt = g.put(ALICE, "hand", "Demon Bolt")
    bear = g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    choose(g, "activate", bolt)
    foretold = g.find("Demon Bolt", "exile")
    assert g.view(BOB).exile[0].name == "" and g.view(ALICE).exile[0].name == "Demon Bolt"
    assert find_option(g, "cast", foretold) is None  # not this turn
    pass_until(g, "main1", 4)
    pass_priority(g)  # Bob passes: Alice may cast the instant for {R}
    assert g.decision.player == ALICE
    assert sum(not g.objects[o].tapped for o in g.battlefield if o != bear) == 1  # {R} only
    choose(g, "cast", foretold)
    choose(g, "target", bear)
    resolve(g)
    assert bear not in g.battlefield


# --- "You may choose the same mode more than once" [700.2d] -------------------------------


def test_the_same_mode_chosen_three_times_happens_three_times():
    """700.2d: a mode chosen several times is performed that many times in sequence."""
    from aetherworks.vocab.effects import Damage

    g = setup()
    for _ in range(4):
        g.put(ALICE, "battlefield", "Mountain")
    card = g.put(ALICE, "hand", "Fiery Confluence")
    g.begin()
    modes = g.objects[card].proto.card.spell().modes
    thrice = next(i for i, m in enumerate(modes)
                  if all(isinstance(e, Damage) and e.n == 2 for e in m.effects))
    choose(g, "cast", card)
    choose(g, "mode", thrice)
    resolve(g)
    assert g.players[BOB].life == 14


def test_a_mode_chosen_twice_has_its_own_targets():
    """700.2d: "If that mode requires a target, the same player or object may be chosen as
    the target for each of those modes, or different targets may be chosen."""
    g = setup()
    for _ in range(4):
        g.put(ALICE, "battlefield", "Mountain")
    card = g.put(ALICE, "hand", "Fiery Confluence")
    first = g.put(BOB, "battlefield", "Ornithopter")
    second = g.put(BOB, "battlefield", "Ornithopter")
    g.begin()
    modes = g.objects[card].proto.card.spell().modes
    twice = next(i for i, m in enumerate(modes) if len(m.targets) == 2)
    choose(g, "cast", card)
    choose(g, "mode", twice)
    choose(g, "target", first)
    choose(g, "target", second)
    resolve(g)
    assert first not in g.battlefield and second not in g.battlefield


# --- blitz [702.152] ------------------------------------------------------------------------


def test_blitz_haste_then_sacrificed_at_the_end_step_drawing_a_card():
    """702.152a: cast for its blitz cost, it has haste; it is sacrificed at the beginning of
    the next end step, and "when this permanent is put into a graveyard from the
    battlefield, draw a card"."""
    g = setup()
    for _ in range(3):
        g.put(ALICE, "battlefield", "Mountain")
    jockey = g.put(ALICE, "hand", "Plasma Jockey")
    g.begin()
    assert _ways(g, jockey) == [_alt_index(g, jockey, "blitz")]  # {2}{R}; not {3}{R}
    choose(g, "cast", jockey)
    resolve(g)
    perm = g.find("Plasma Jockey")
    assert "Haste" in g.chars(perm).keywords
    hand = len(g.players[ALICE].hand)
    pass_until(g, "end")
    resolve_all(g)  # the sacrifice, then the draw
    assert perm not in g.battlefield and g.find("Plasma Jockey", "graveyard", ALICE)
    assert len(g.players[ALICE].hand) == hand + 1


def test_cast_for_its_mana_cost_a_blitz_creature_stays_and_draws_nothing():
    """702.152a: the riders apply only if its blitz cost was paid."""
    g = setup()
    for _ in range(4):
        g.put(ALICE, "battlefield", "Mountain")
    jockey = g.put(ALICE, "hand", "Plasma Jockey")
    g.begin()
    choose(g, "cast", jockey)
    choose(g, "cost", jockey, -1)
    resolve(g)
    perm = g.find("Plasma Jockey")
    assert "Haste" not in g.chars(perm).keywords
    pass_until(g, "end")
    assert not g.stack and perm in g.battlefield


# --- jump-start [702.133] -------------------------------------------------------------------


def test_jump_start_casts_from_the_graveyard_paying_its_mana_cost_and_a_discard():
    """702.133a: cast from the graveyard by discarding a card in addition to its other
    costs (its mana cost: not an alternative cost), then exiled."""
    g = setup()
    for _ in range(3):
        g.put(ALICE, "battlefield", "Mountain")
    current = g.put(ALICE, "graveyard", "Direct Current")
    forest = g.put(ALICE, "hand", "Forest")
    g.begin()
    assert _ways(g, current) == [_alt_index(g, current, "jump-start")]
    choose(g, "cast", current)
    choose(g, "target", player(BOB))
    choose(g, "pick", forest)  # the discard [601.2h]
    assert g.find("Forest", "graveyard", ALICE)
    assert all(g.objects[o].tapped for o in g.battlefield)  # {1}{R}{R}
    resolve(g)
    assert g.players[BOB].life == 18
    assert g.find("Direct Current", "exile")


# --- encore [702.141] -----------------------------------------------------------------------


def test_encore_token_copy_attacks_that_opponent_with_haste_then_is_sacrificed():
    """702.141a: exile it from the graveyard as a sorcery: for each opponent a token copy
    that attacks that opponent this turn if able (not a planeswalker they control [508.1d]),
    with haste, sacrificed at the beginning of the next end step."""
    from helpers import options, to_attackers

    g = setup()
    for _ in range(4):
        g.put(ALICE, "battlefield", "Mountain")
    card = g.put(ALICE, "graveyard", "Impulsive Pilferer")
    walker = g.put(BOB, "battlefield", "Chandra, Torch of Defiance")
    g.begin()
    choose(g, "activate", card)
    assert g.find("Impulsive Pilferer", "exile")  # the cost [702.141a]
    resolve_all(g)  # the encore ability, then the token's enters trigger (a Treasure)
    token = g.find("Impulsive Pilferer")
    assert g.objects[token].kind == "token" and "Haste" in g.chars(token).keywords
    to_attackers(g)
    assert {o.arg for o in options(g, "attack") if o.obj == token} == {player(BOB)}
    assert find_option(g, "done") is None  # it must attack [508.1d]
    assert walker in g.battlefield
    choose(g, "attack", token, player(BOB))
    pass_until(g, "end")
    resolve_all(g)
    assert token not in g.battlefield


# --- entwine [702.42] -----------------------------------------------------------------------


def _barbed(lands: int) -> tuple[Game, int, int]:
    g = setup()
    for _ in range(lands):
        g.put(ALICE, "battlefield", "Mountain")
    card = g.put(ALICE, "hand", "Barbed Lightning")
    bear = g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    choose(g, "cast", card)
    return g, card, bear


def test_entwine_chooses_all_modes_for_an_additional_cost():
    """702.42a: "You may choose all modes of this spell instead of just the number
    specified. If you do, you pay an additional [cost]."."""
    g, _, bear = _barbed(5)
    entwined = next(i for i, m in enumerate(g.objects[g.stack[-1]].ability.modes) if m.costs)
    choose(g, "mode", entwined)
    choose(g, "target", bear)
    choose(g, "target", player(BOB))
    assert all(g.objects[o].tapped for o in g.battlefield if o != bear)  # {2}{R} + {2}
    resolve(g)
    assert bear not in g.battlefield and g.players[BOB].life == 17


def test_entwine_is_offered_only_when_the_total_cost_can_be_paid():
    """601.2b, 702.42a: with three lands only one mode may be chosen."""
    from helpers import options

    g, _, _ = _barbed(3)
    modes = g.objects[g.stack[-1]].ability.modes
    assert {o.obj for o in options(g, "mode")} == {i for i, m in enumerate(modes) if not m.costs}


# --- ninjutsu [702.49] ----------------------------------------------------------------------


def test_ninjutsu_swaps_an_unblocked_attacker_for_the_ninja_tapped_and_attacking():
    """702.49a-c: once blockers are declared, return an unblocked attacker to its owner's
    hand: the ninja enters tapped and attacking the same player, and deals combat damage."""
    from helpers import attack, block, to_attackers

    g = setup()
    for _ in range(2):
        g.put(ALICE, "battlefield", "Island")
    bear = g.put(ALICE, "battlefield", "Grizzly Bears")
    ninja = g.put(ALICE, "hand", "Ninja of the Deep Hours")
    g.begin()
    assert find_option(g, "activate", ninja) is None  # no unblocked attacker yet
    to_attackers(g)
    attack(g, bear)
    while g.step != "declare_blockers" or g.decision.kind == "blockers":
        if g.decision.kind == "blockers":
            block(g)
        else:
            pass_priority(g)
    choose(g, "activate", ninja)
    choose(g, "pick", bear)
    assert g.find("Grizzly Bears", "hand", ALICE)
    resolve(g)
    perm = g.find("Ninja of the Deep Hours")
    assert g.objects[perm].tapped and g.attackers[perm] == player(BOB)
    while g.decision.kind == "priority":
        pass_priority(g)  # to combat damage: its "deals combat damage" trigger asks
    assert g.players[BOB].life == 18 and g.decision.kind == "yes_no"


# --- overload [702.96] ----------------------------------------------------------------------


def test_overload_replaces_target_with_each():
    """702.96a-c: paid its overload cost, the spell's text says "each" for "target": it
    has no targets and affects every such permanent."""
    g = setup()
    for _ in range(7):
        g.put(ALICE, "battlefield", "Island")
    rift = g.put(ALICE, "hand", "Cyclonic Rift")
    bear = g.put(BOB, "battlefield", "Grizzly Bears")
    thopter = g.put(BOB, "battlefield", "Ornithopter")
    mine = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    choose(g, "cast", rift)
    choose(g, "cost", rift, _alt_index(g, rift, "overload"))
    assert g.decision.kind == "priority" and not g.objects[g.stack[-1]].targets  # [702.96c]
    resolve(g)
    assert bear not in g.battlefield and thopter not in g.battlefield
    assert mine in g.battlefield and len(g.players[BOB].hand) == 2


def test_overload_not_paid_the_spell_targets():
    """702.96a: for its mana cost the spell is the printed one, with its target."""
    g = setup()
    for _ in range(7):
        g.put(ALICE, "battlefield", "Island")
    rift = g.put(ALICE, "hand", "Cyclonic Rift")
    bear = g.put(BOB, "battlefield", "Grizzly Bears")
    thopter = g.put(BOB, "battlefield", "Ornithopter")
    g.begin()
    choose(g, "cast", rift)
    choose(g, "cost", rift, -1)
    choose(g, "target", bear)
    resolve(g)
    assert bear not in g.battlefield and thopter in g.battlefield


# --- bestow [702.103] -----------------------------------------------------------------------


def _bestow_triton() -> tuple[Game, int, int]:
    g = setup()
    for _ in range(5):
        g.put(ALICE, "battlefield", "Island")
    bear = g.put(ALICE, "battlefield", "Grizzly Bears")
    triton = g.put(ALICE, "hand", "Nyxborn Triton")
    g.begin()
    choose(g, "cast", triton)
    choose(g, "cost", triton, _alt_index(g, triton, "bestow"))
    choose(g, "target", bear)
    return g, g.stack[-1], bear


def test_bestowed_it_is_an_aura_spell_then_an_aura_and_a_creature_when_unattached():
    """702.103b: cast bestowed it is an Aura enchantment spell with enchant creature, not a
    creature spell, and enters attached; 702.103f: when its creature leaves, it becomes
    unattached and stays, a creature again (an exception to 704.5m)."""
    g, spell, bear = _bestow_triton()
    c = g.chars(spell)
    assert c.types == {"Enchantment"} and c.subtypes == {"Aura"}
    resolve(g)
    aura = g.find("Nyxborn Triton")
    assert g.objects[aura].attached_to == bear and "Creature" not in g.chars(aura).types
    assert (g.power(bear), g.toughness(bear)) == (4, 5)  # Enchanted creature gets +2/+3
    g.destroy(bear)
    pass_priority(g)  # state-based actions [704.3]
    assert aura in g.battlefield and g.objects[aura].attached_to == 0
    assert "Creature" in g.chars(aura).types and g.power(aura) == 2


def test_bestowed_spell_with_an_illegal_target_resolves_as_a_creature():
    """702.103e, 608.3b: its target gone, it ceases to be bestowed and resolves as a creature
    spell rather than being countered."""
    g, _, bear = _bestow_triton()
    g.move(bear, "graveyard")
    resolve(g)
    triton = g.find("Nyxborn Triton")
    assert "Creature" in g.chars(triton).types and g.objects[triton].attached_to == 0


# --- morph [702.37] -------------------------------------------------------------------------


def test_morph_casts_a_nameless_2_2_face_down_then_turns_it_up_for_its_morph_cost():
    """702.37a: cast face down for {3} as a 2/2 creature with no text, name, subtypes or
    mana cost, hidden from the opponent [708.4, 708.5]; 702.37e: turned face up any time
    its controller has priority by paying its morph cost (a special action)."""

    g = setup()
    for _ in range(8):
        g.put(ALICE, "battlefield", "Mountain")
    tracker = g.put(ALICE, "hand", "Ainok Tracker")  # {5}{R} 3/3 first strike; Morph {4}{R}
    g.begin()
    choose(g, "cast", tracker)
    choose(g, "cost", tracker, _alt_index(g, tracker, "morph"))
    spell = g.stack[-1]
    assert g.chars(spell).name == "" and g.chars(spell).types == {"Creature"}
    assert g.name_of(spell) == "a face-down creature"
    assert g.view(BOB).stack[0].name == ""
    assert sum(g.objects[o].tapped for o in g.battlefield) == 3  # {3} [702.37a]
    resolve(g)
    perm = g.battlefield[-1]
    assert g.objects[perm].face_down and (g.power(perm), g.toughness(perm)) == (2, 2)
    choose(g, "turn_face_up", perm)
    assert not g.objects[perm].face_down and g.chars(perm).name == "Ainok Tracker"
    assert "First strike" in g.chars(perm).keywords and g.power(perm) == 3
    assert all(g.objects[o].tapped for o in g.battlefield if o != perm)  # {4}{R}


def test_megamorph_adds_a_counter_as_it_turns_face_up():
    """702.37b: turned face up for its megamorph cost, it gets a +1/+1 counter."""
    g = setup()
    for _ in range(4):
        g.put(ALICE, "battlefield", "Island")
    lurker = g.put(ALICE, "hand", "Gudul Lurker")  # {U} 1/1; Megamorph {U}
    g.begin()
    choose(g, "cast", lurker)
    choose(g, "cost", lurker, _alt_index(g, lurker, "morph"))
    resolve(g)
    perm = g.battlefield[-1]
    choose(g, "turn_face_up", perm)
    assert g.objects[perm].count("+1/+1") == 1 and g.power(perm) == 2


def test_turned_face_up_triggers_but_it_does_not_enter():
    """708.8: turning it face up doesn't make it enter the battlefield; "when this creature
    is turned face up" triggers [702.37e]."""
    g = setup()
    for _ in range(6):
        g.put(ALICE, "battlefield", "Mountain")
    efreet = g.put(ALICE, "hand", "Atarka Efreet")  # Megamorph {2}{R}; turned up: 1 damage
    g.begin()
    choose(g, "cast", efreet)
    choose(g, "cost", efreet, _alt_index(g, efreet, "morph"))
    resolve(g)
    perm = g.battlefield[-1]
    choose(g, "turn_face_up", perm)
    pass_priority(g, 0)
    assert g.decision.kind == "target"  # its trigger's target, put on the stack [603.3]
    choose(g, "target", player(BOB))
    resolve(g)
    assert g.players[BOB].life == 19


# --- retrace [702.81] -----------------------------------------------------------------------


def test_retrace_casts_from_the_graveyard_discarding_a_land_and_returns_there():
    """702.81a: cast from the graveyard by discarding a land card in addition to its other
    costs (its mana cost); it goes back to the graveyard (it isn't exiled)."""
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    jab = g.put(ALICE, "graveyard", "Flame Jab")  # {R}: 1 damage to any target; retrace
    g.put(ALICE, "hand", "Shock")
    g.begin()
    assert find_option(g, "cast", jab) is None  # no land card to discard

    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    jab = g.put(ALICE, "graveyard", "Flame Jab")
    g.put(ALICE, "hand", "Shock")
    land = g.put(ALICE, "hand", "Mountain")
    g.begin()
    choose(g, "cast", jab)
    choose(g, "target", player(BOB))
    from helpers import options

    assert {o.obj for o in options(g, "pick")} == {land}  # only a land card [702.81a]
    choose(g, "pick", land)
    resolve(g)
    assert g.players[BOB].life == 19
    assert g.find("Flame Jab", "graveyard", ALICE) and g.find("Mountain", "graveyard", ALICE)


# --- disguise [702.168] ---------------------------------------------------------------------


def test_disguise_is_a_face_down_2_2_with_ward_2_turned_up_for_its_disguise_cost():
    """702.168a: cast face down for {3} as a 2/2 with ward {2}, no name, no subtypes, no
    mana cost; an opponent's spell targeting it is countered unless they pay {2} [702.21a];
    702.168d: turned face up for its disguise cost."""
    from aetherworks.vocab.ward import CounterThatUnlessPays

    g = setup()
    for _ in range(4):
        g.put(ALICE, "battlefield", "Plains")
        g.put(ALICE, "battlefield", "Mountain")
    walker = g.put(ALICE, "hand", "Dog Walker")
    g.begin()
    choose(g, "cast", walker)
    choose(g, "cost", walker, _alt_index(g, walker, "morph"))
    resolve(g)
    perm = g.battlefield[-1]
    c = g.chars(perm)
    assert c.name == "" and (c.power, c.toughness) == (2, 2)
    assert any(isinstance(e, CounterThatUnlessPays) for ab in c.abilities
               for e in getattr(ab, "effects", ()))
    choose(g, "turn_face_up", perm)
    resolve_all(g)  # its "turned face up" trigger: two Dogs
    assert g.chars(perm).name == "Dog Walker"
    assert not any(isinstance(e, CounterThatUnlessPays) for ab in g.chars(perm).abilities
                   for e in getattr(ab, "effects", ()))


def test_auto_pass_offers_a_foretold_instant_in_the_opponents_turn():
    """702.143a, 117.3: with auto-pass on, a priority where the player could cast a foretold
    instant from exile for its foretell cost is asked, not skipped: auto-pass skips only a
    priority with nothing but passing and mana to choose from."""
    g = setup()
    for _ in range(3):
        g.put(ALICE, "battlefield", "Mountain")
    bolt = g.put(ALICE, "hand", "Demon Bolt")
    g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    choose(g, "activate", bolt)
    foretold = g.find("Demon Bolt", "exile")
    g.auto_pass = True
    for _ in range(40):
        d = g.decision
        if d.player == ALICE and g.turn == 4 and find_option(g, "cast", foretold) is not None:
            break
        g.apply(PASS if d.kind == "priority" else d.options[0])
    else:
        raise AssertionError("Alice was never offered her foretold Demon Bolt in turn 4")
