"""Issue 9: every engine defect that fuzzing and review found, as a test that failed before
the fix (defects 6, 7 and 11 are in tests/test_bad_inputs.py and tests/test_save_files.py).

Each test names the defect and the rule it checks.
"""

from __future__ import annotations

import dataclasses
import json

import pytest
from helpers import (
    ALICE,
    BOB,
    attack,
    choose,
    find_option,
    miner_loop,
    miner_round,
    option,
    options,
    setup,
    to_attackers,
)

from aetherworks.agents import HeuristicAgent, RandomAgent
from aetherworks.engine import DONE, PASS, Choice, Game
from aetherworks.engine.priority import priority_options
from aetherworks.engine.view import make_view

# --- 1. activations that undo themselves -------------------------------------------------


def helios_game(energy: int, *bob_permanents: str) -> tuple[Game, int]:
    g = setup(auto_single=True)
    helios = g.put(ALICE, "battlefield", "HELIOS One")
    for _ in range(3):
        g.put(ALICE, "battlefield", "Plains")
    for name in bob_permanents:
        g.put(BOB, "battlefield", name)
    g.players[ALICE].counters["energy"] = energy
    g.begin()
    return g, helios


def test_x_ability_without_a_target_for_any_payable_x_is_not_offered():
    """Defect 1 [601.2b-c, 602.2b]: HELIOS One's "Pay X {E}: destroy target nonland
    permanent with mana value X" is offered only if some X it can pay has a target: with
    1 {E} and only a mana value 3 permanent, no X works."""
    g, helios = helios_game(1, "Hill Giant")
    sacrifice = [o for o in options(g, "activate") if o.obj == helios and o.arg == 2]
    assert sacrifice == []


def test_x_is_announced_only_among_values_with_a_target():
    """Defect 1 [601.2b]: the X decision offers the X values that have a target and can be
    paid (2 {E}: Llanowar Elves has mana value 1, Grizzly Bears 2; nothing has 0)."""
    g, helios = helios_game(2, "Llanowar Elves", "Grizzly Bears", "Hill Giant")
    choose(g, "activate", helios, 2)
    assert g.decision is not None and g.decision.kind == "number"
    assert tuple(g.decision.numbers) == (1, 2)


def test_heuristic_agent_with_helios_one_finishes_its_turn():
    """Defect 1: the repeated undo made a heuristic game with HELIOS One hang."""
    g, _ = helios_game(1, "Hill Giant")
    agents = [HeuristicAgent(1), HeuristicAgent(2)]
    for _ in range(200):
        if g.turn > 3 or g.is_over():
            break
        d = g.decision
        g.apply(agents[d.player].choose(g.view(d.player), d))
    assert g.turn > 3


# --- 2. payments that run dry ------------------------------------------------------------


def test_manual_payment_activates_the_mana_ability_chosen():
    """Defect 2 [605.3a, 601.2g]: paying {1}{G} with Aether Hub and a Forest, both Hub
    abilities are offered; choosing "{T}, Pay {E}: Add one mana of any color" pays {E} (the
    engine used to tap the Hub's {C} ability whichever was named)."""
    g = setup(auto_pay=False, auto_single=True)
    hub = g.put(ALICE, "battlefield", "Aether Hub")
    g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "hand", "Grizzly Bears")
    g.players[ALICE].counters["energy"] = 1
    g.begin()
    choose(g, "cast", g.find("Grizzly Bears", "hand"))
    assert find_option(g, "mana", hub, 1) is not None  # {C} would pay the {1}
    g.apply(option(g, "mana", hub, 2))
    assert g.players[ALICE].energy == 0
    assert g.players[ALICE].pool in ({"G": 1}, {"W": 1}, {"U": 1}, {"B": 1}, {"R": 1})


def test_x_paid_in_energy_leaves_the_energy_a_mana_source_needs():
    """Defect 2 [601.2b, 601.2g-h]: Sphinx of the Revelation's "Pay X {E}" can't take the
    {E} that Aether Hub needs to make its {W}: with 3 {E}, X is at most 2."""
    g = setup(auto_single=True)
    sphinx = g.put(ALICE, "battlefield", "Sphinx of the Revelation")
    g.put(ALICE, "battlefield", "Aether Hub")
    g.put(ALICE, "battlefield", "Island")
    g.put(ALICE, "battlefield", "Island")
    g.players[ALICE].counters["energy"] = 3
    g.begin()
    choose(g, "activate", sphinx, 1)
    assert g.decision is not None and g.decision.hi == 2
    g.apply(2)
    assert g.players[ALICE].energy == 0  # 2 for X, 1 for the Hub's {W}
    assert g.objects[g.stack[-1]].x == 2


# --- 3. tokens with abilities ------------------------------------------------------------


def test_heuristic_agent_reads_a_tokens_abilities_from_its_view():
    """Defect 3: a token is no card in the database; the agent reads the abilities its view
    shows (a Nalaar Aetherjet with crew 2) and doesn't crash [111.4]."""
    g = setup()
    jet = g.put(ALICE, "battlefield", "token:Nalaar Aetherjet")
    g.put(ALICE, "battlefield", "Grizzly Bears")
    g.put(ALICE, "battlefield", "Hill Giant")
    g.begin()
    view = g.view(ALICE)
    assert view.card(jet) is not None and view.card(jet).abilities
    choice = HeuristicAgent(0).choose(view, g.decision)
    assert choice in g.decision.options


# --- 4. clones that change their original ------------------------------------------------


def test_answering_a_play_permission_in_a_clone_leaves_the_original_alone():
    """Defect 4 [isolation]: Synth Eradicator's "you may play that card this turn" given in
    a clone doesn't make the card playable in the original."""
    g = setup(auto_single=True)
    eradicator = g.put(ALICE, "battlefield", "Synth Eradicator")
    g.put(ALICE, "library", "Lightning Bolt")
    g.put(ALICE, "battlefield", "Mountain")
    g.begin()
    to_attackers(g)
    attack(g, eradicator)
    while g.decision is not None and g.decision.kind != "yes_no":
        g.apply(PASS if PASS in g.decision.options else g.decision.options[0])
    before = g.to_json()
    clone = g.clone()
    clone.apply(Choice("no"))  # don't take {E}{E}: may play the exiled card this turn
    bolt = clone.find("Lightning Bolt", "exile")
    assert clone.play_permission(bolt, ALICE) is not None
    assert g.to_json() == before
    assert g.play_permission(bolt, ALICE) is None


# --- 5. loops that never end -------------------------------------------------------------


def test_a_loop_of_optional_actions_is_offered_as_a_shortcut():
    """Defect 5 [731.1b, 731.2a]: after the loop went round twice, its player may repeat it
    a chosen (bounded) number of times; the game takes those choices itself [731.2c]."""
    g = miner_loop()
    for _ in range(2):
        assert not options(g, "shortcut")
        miner_round(g)
    life = g.players[ALICE].life
    shortcut = option(g, "shortcut")
    assert g.text(g.decision.labels[shortcut.obj]).startswith("Activate Aethergeode Miner")
    g.apply(shortcut)
    assert g.decision.kind == "number" and g.decision.hi == 100
    g.apply(30)
    assert g.players[ALICE].life == life + 30
    assert g.players[ALICE].energy == 2
    assert any(e.kind == "shortcut" and e.cr == "731.2c" and e.amount == 30 for e in g.log)
    assert g.decision.kind == "priority" and g.decision.player == ALICE


def test_an_opponent_who_can_act_may_shorten_a_shortcut():
    """Defect 5 [731.2b]: a player with something to do instead of passing may accept fewer
    repetitions; the shortcut stops there."""
    g = miner_loop()
    g.put(BOB, "hand", "Lightning Bolt")
    g.put(BOB, "battlefield", "Mountain")
    for _ in range(2):
        miner_round(g)
    life = g.players[ALICE].life
    choose(g, "shortcut")
    g.apply(50)
    assert g.decision.player == BOB and g.decision.cr == "731.2b" and g.decision.hi == 50
    g.apply(3)
    assert g.players[ALICE].life == life + 3


def test_heuristic_agents_end_a_turn_with_a_loop():
    """Defect 5: the heuristic agent repeated an energy loop for thousands of decisions; it
    now takes the shortcut when the loop gains something and never restarts it by hand."""
    g = miner_loop()
    agents = [HeuristicAgent(1), HeuristicAgent(2)]
    n = 0
    while g.turn < 6 and not g.is_over():
        d = g.decision
        g.apply(agents[d.player].choose(g.view(d.player), d))
        n += 1
        assert n < 1000
    assert any(e.kind == "shortcut" for e in g.log)


def test_heuristic_agents_end_a_loop_without_a_priority_with_an_empty_stack():
    """Defect 5, found again by `aetherworks fuzz` (seed 62, game 585) [731.1b]: two
    Sharuum the Hegemon return each other through the legend rule [704.5j], each time by a
    "may" of a trigger, so no player receives priority with an empty stack and the engine
    can't offer its shortcut; the heuristic agent said yes for ever.  It now answers the
    same optional question "yes" as many times in a turn as it would repeat a shortcut,
    then "no"."""
    from aetherworks.agents.heuristic import LOOP_REPEATS

    g = setup(auto_single=True, auto_pass=True)
    g.put(ALICE, "battlefield", "Sharuum the Hegemon")
    g.put(ALICE, "hand", "Sharuum the Hegemon")
    for land in ("Plains", "Island", "Swamp", "Plains", "Island", "Swamp"):
        g.put(ALICE, "battlefield", land)
    g.begin()
    agents = [HeuristicAgent(1), HeuristicAgent(2)]
    n = 0
    while g.turn == 3:
        d = g.decision
        g.apply(agents[d.player].choose(g.view(d.player), d))
        n += 1
        assert n < 1000
    returned = [e for e in g.log if e.kind == "enter" and
                g.name_of(e.obj) == "Sharuum the Hegemon"]
    assert len(returned) == 1 + LOOP_REPEATS  # cast once, then returned 20 times


def test_a_shortcut_stops_when_the_loop_runs_out():
    """Defect 5 [731.2a, 731.2c]: without Decoction Module the Miner loop costs {E}; a
    shortcut of 100 repetitions ends, at a point where its player has priority, as soon as
    the loop's choices no longer repeat as proposed (here: once too little {E} is left for
    the player to be asked with the ability on the stack)."""
    g = miner_loop()
    g.players[ALICE].counters["energy"] = 12
    module = g.find("Decoction Module")
    g.battlefield.remove(module)
    g.objects[module].zone = ""
    g.dirty()
    for _ in range(2):
        miner_round(g)
    choose(g, "shortcut")
    g.apply(100)
    assert g.players[ALICE].energy <= 2  # 12, less 1 a round
    assert g.players[ALICE].stats["energy_paid"] >= 18
    assert g.shortcut is None
    assert g.decision.kind == "priority" and g.decision.player == ALICE and not g.stack


# --- 8. hidden information in views ------------------------------------------------------


def test_a_view_never_names_a_card_drawn_by_the_opponent():
    """Defect 8 [400.2, 400.7]: the library object a card was drawn from keeps its id; the
    opponent's view must not name it (nor the card in hand)."""
    g = setup(step="upkeep", active=BOB, auto_pass=True, auto_single=True)
    secret = g.put(BOB, "library", "Torrential Gearhulk")
    g.begin()
    while g.step != "main1":
        g.apply(PASS)
    assert g.objects[secret].zone == ""  # drawn: a new object in Bob's hand
    view = g.view(ALICE)
    assert view.card(secret) is None
    assert all(view.card(o) is None for o in g.players[BOB].hand)
    assert "Torrential Gearhulk" not in json.dumps(view.to_dict())


def test_a_view_is_a_snapshot():
    """Defect 8: a view taken now says the same later (an immutable value)."""
    g = setup(auto_pass=True, auto_single=True)
    g.begin()
    view = g.view(ALICE)
    turn, text = view.turn, json.dumps(view.to_dict())
    for _ in range(6):
        g.apply(PASS)
    assert g.turn > turn
    assert view.turn == turn and json.dumps(view.to_dict()) == text


def test_a_view_reused_after_a_pass_is_the_view_taken_anew():
    """Defect 8: a view reused when only priority passes came between (``cached_view``) has
    every field a fresh snapshot has, with who has priority and the decision of now."""
    g = setup(auto_pass=False, auto_single=True)
    g.day_night = "day"  # a field with a default, carried over like the others
    g.begin()
    before = g.view(ALICE)
    g.apply(PASS)
    reused = g.view(ALICE)
    assert reused.priority == BOB and reused.decision is None
    assert reused.players is before.players  # reused, not taken anew
    assert reused == make_view(g, ALICE)
    assert reused == dataclasses.replace(before, priority=BOB, decision=None)


def test_the_log_hides_a_choice_made_in_a_hidden_hand():
    """Defect 8 [400.2]: "chooses X in their hand" is read only by its chooser."""
    g = setup()
    card = g.put(BOB, "hand", "Torrential Gearhulk")
    g.begin()
    g.emit("choice", "608.2d", BOB, card, info="chooses Torrential Gearhulk in their hand")
    assert any("Torrential Gearhulk" in line for line in g.log_view(BOB))
    assert not any("Torrential Gearhulk" in line for line in g.log_view(ALICE))


# --- 9. mana the player's way ------------------------------------------------------------


def test_automatic_payment_keeps_a_source_with_its_own_tap_ability():
    """Defect 9 [601.2g-h]: paying HELIOS One's {1} with another HELIOS One and Plains out
    taps a Plains, not the other HELIOS One, which can then still use its own {T} ability."""
    g = setup(auto_single=True)
    first = g.put(ALICE, "battlefield", "HELIOS One")
    second = g.put(ALICE, "battlefield", "HELIOS One")
    g.put(ALICE, "battlefield", "Plains")
    g.put(ALICE, "battlefield", "Plains")
    g.begin()
    choose(g, "activate", first, 1)
    assert not g.objects[second].tapped
    assert any(o.obj == second and o.arg == 1 for o in priority_options(g, ALICE)
               if o.kind == "activate")


def test_mana_abilities_can_be_activated_with_priority():
    """Defect 9 [605.3a, 106.4]: a player with priority may add mana, a source at a time; it
    stays in the pool (shown in the view) until the step ends, then empties [500.4]."""
    g = setup(auto_single=True)
    g.put(ALICE, "battlefield", "Aether Hub")
    forest = g.put(ALICE, "battlefield", "Forest")
    g.begin()
    choose(g, "mana")
    choose(g, "mana", forest)
    choose(g, "done")
    assert dict(g.view(ALICE).me.mana_pool) == {"G": 1}
    assert g.decision.kind == "priority" and g.decision.player == ALICE
    assert any("adds {G} with Forest" in line for line in g.log_text())
    g.apply(PASS)
    g.apply(PASS)
    assert g.players[ALICE].pool == {}
    assert any(e.kind == "pool_empties" and e.cr == "500.4" for e in g.log)


def test_random_games_with_manual_payment_never_run_dry():
    """Defect 2 [601.2g-h]: with manual payment every offered source keeps a full payment
    possible: seeded random games finish without "no payment" errors."""
    from aetherworks.carddb.decklist import load_deck

    deck = load_deck("temur-energy").main_names()
    for seed in range(4):
        g = Game.new(deck, deck, seed=seed, auto_pay=False, max_turns=12)
        agents = [RandomAgent(seed), RandomAgent(seed + 7)]
        while not g.is_over():
            d = g.decision
            g.apply(agents[d.player].choose(g.view(d.player), d))
        assert g.is_over()


def test_done_is_offered_while_adding_mana():
    """[605.3a] adding mana is a compound choice: one source at a time, then done."""
    g = setup(auto_single=True)
    g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "battlefield", "Forest")
    g.begin()
    choose(g, "mana")
    assert DONE in g.decision.options and len(options(g, "mana")) == 2


# --- a loop inside the engine: reported, never hung ----------------------------------------


def test_engine_steps_without_a_decision_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """A defect that makes the engine loop without asking anything (the four-player run's
    left player's trigger [800.4d] did) raises EngineStall naming the task, instead of
    hanging the program: no decision may take longer than a second (issue 9)."""
    import aetherworks.engine.game as game_module
    from aetherworks.engine import EngineStall
    from aetherworks.engine.tasks import HANDLERS

    g = setup()
    g.begin()
    monkeypatch.setattr(game_module, "MAX_STEPS", 500)
    monkeypatch.setitem(HANDLERS, "test_self_loop", lambda g: g.tasks.append(("test_self_loop",)))
    g.decision = None
    g.tasks.append(("test_self_loop",))
    try:
        g._run()
    except EngineStall as exc:
        assert "test_self_loop" in str(exc)
    else:
        raise AssertionError("the engine looped without end and was not stopped")
