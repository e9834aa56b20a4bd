"""The official rulings of the seed pages (/work/shared/seeds), one test per ruling.

Cards: Amped Raptor (seed 000, MH3), Aethertorch Renegade (seed 001, KLD), Wheel of Potential
(seed 002, MH3), Phyrexian Ironworks (seed 003, MH3), Saheeli, Radiant Creator (seed 004,
DRC), plus Proliferate [701.34].  Every test plays through ``Game.apply`` in strict mode
(every priority and every single-option decision is asked), so it reads as the choices the
players make.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import aetherworks.cards  # noqa: F401  (registers the card definitions)
from aetherworks.engine import cardpool, defcheck
from aetherworks.engine.defs import DONE, NO, PASS, YES, Choice, player_ref
from aetherworks.engine.game import Game
from aetherworks.engine.priority import priority_options

ALICE, BOB = 0, 1


# --- helpers ------------------------------------------------------------------------------


def strict(step: str = "main1", turn: int = 3, active: int = ALICE, library: int = 5) -> Game:
    """An empty game where every decision is asked; ``library`` Forests / Islands each."""
    g = Game.empty(step=step, turn=turn, active=active, auto_pass=False, auto_single=False)
    for _ in range(library):
        g.put(ALICE, "library", "Forest")
        g.put(BOB, "library", "Island")
    return g


def opts(g: Game, kind: str | None = None) -> list[Choice]:
    assert g.decision is not None
    return [o for o in g.decision.options if kind is None or o.kind == kind]


def pick(g: Game, kind: str, obj: int | None = None, arg: int | None = None) -> None:
    for o in opts(g):
        if o.kind == kind and (obj is None or o.obj == obj) and (arg is None or o.arg == arg):
            g.apply(o)
            return
    raise AssertionError(f"no option {kind} {obj} {arg} in {g.decision}")


def cast(g: Game, name: str, *targets: int, zone: str = "hand") -> int:
    pick(g, "cast", g.find(name, zone, g.decision.player))
    spell = g.stack[-1]
    for t in targets:
        pick(g, "target", t)
    return spell


def pass_(g: Game, times: int = 1) -> None:
    for _ in range(times):
        assert g.decision is not None and g.decision.kind == "priority", g.decision
        g.apply(PASS)


def resolve(g: Game) -> None:
    """Both players pass: the top of the stack resolves (up to its first question)."""
    assert g.stack, "nothing to resolve"
    top = g.stack[-1]
    pass_(g, 2)
    assert g.decision is not None
    assert top not in g.stack or g.decision.kind != "priority", "it didn't resolve"


def energy(g: Game, p: int = ALICE) -> int:
    return g.players[p].counters.get("energy", 0)


def log_since(g: Game, start: int) -> list[str]:
    return g.log_text(start)


def to_combat(g: Game) -> None:
    """Pass priority with an empty stack in main 1: the game moves to beginning of combat."""
    assert not g.stack and g.step == "main1"
    pass_(g, 2)


def saheeli_game(energy_n: int = 3) -> Game:
    g = strict()
    g.put(ALICE, "battlefield", "Saheeli, Radiant Creator")
    g.players[ALICE].counters["energy"] = energy_n
    return g


def saheeli_copy(g: Game, target: int, *, respond: Any = None) -> int:
    """Go to combat, pay {E}{E}{E}, target ``target`` and resolve the reflexive trigger;
    returns the token's id."""
    to_combat(g)
    assert g.step == "begin_combat" and len(g.stack) == 1  # Saheeli's trigger
    resolve(g)
    assert g.decision.kind == "yes_no"
    g.apply(YES)
    pick(g, "target", target)
    if respond is not None:
        respond(g)
    before = set(g.battlefield)
    resolve(g)
    new = [o for o in g.battlefield if o not in before]
    return new[0] if new else 0


# --- energy in general [107.14, 122] -----------------------------------------------------


def test_energy_symbol_is_one_energy_counter():
    """2024-06-07 / 2025-02-07: "{E} is the energy symbol. It represents one energy counter."
    [107.14]: Aethertorch Renegade's "you get {E}{E}{E}{E}" gives four energy counters."""
    g = strict()
    g.put(ALICE, "hand", "Aethertorch Renegade")
    for _ in range(3):
        g.put(ALICE, "battlefield", "Mountain")
    g.begin()
    cast(g, "Aethertorch Renegade")
    resolve(g)  # the creature spell
    resolve(g)  # its enters trigger
    assert energy(g) == 4


def test_energy_is_a_player_counter_not_on_a_permanent():
    """2024-06-07: "Energy counters are a kind of counter that a player may have. They're not
    associated with any specific permanents." [122.1]: the energy stays when the creature that
    gave it leaves, and the creature has no counters."""
    g = strict()
    g.put(ALICE, "hand", "Aethertorch Renegade")
    g.put(BOB, "hand", "Lightning Bolt")
    for _ in range(3):
        g.put(ALICE, "battlefield", "Mountain")
    g.put(BOB, "battlefield", "Mountain")
    g.begin()
    cast(g, "Aethertorch Renegade")
    resolve(g)
    resolve(g)
    renegade = g.find("Aethertorch Renegade")
    assert g.objects[renegade].counters is None and energy(g) == 4
    pass_(g)  # Alice passes with an empty stack; Bob bolts the Renegade
    cast(g, "Lightning Bolt", renegade)
    resolve(g)
    assert g.objects[renegade].zone == "" and energy(g) == 4


def test_energy_counts_are_public():
    """2024-06-07: "Keep track of how many energy counters each player has." [122.1, 400.2]:
    each player's view shows both players' energy."""
    g = strict()
    g.players[ALICE].counters["energy"] = 5
    g.begin()
    assert g.view(BOB).opponent.energy == 5 and g.view(ALICE).me.energy == 5


def test_pay_energy_removes_counters():
    """2024-06-07: "If an effect says you get one or more {E}, you get that many energy
    counters. To pay one or more {E}, you lose that many energy counters." [107.14]"""
    g = strict()
    renegade = g.put(ALICE, "battlefield", "Aethertorch Renegade")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.players[ALICE].counters["energy"] = 3
    g.begin()
    pick(g, "activate", renegade, 1)
    pick(g, "target", bears)
    assert energy(g) == 1  # paid as the ability was activated [602.2b]
    resolve(g)
    assert g.objects[bears].damage == 1


def test_cannot_pay_more_energy_than_you_have():
    """2024-06-07: "You can't pay more energy counters than you have." [107.14, 118.3]: with
    {E} only, neither of Aethertorch Renegade's abilities may be activated."""
    g = strict()
    renegade = g.put(ALICE, "battlefield", "Aethertorch Renegade")
    g.put(BOB, "battlefield", "Grizzly Bears")
    g.players[ALICE].counters["energy"] = 1
    g.begin()
    assert not [o for o in opts(g, "activate") if o.obj == renegade]
    assert g.pay_player_counters(ALICE, "energy", 2) is False and energy(g) == 1


def test_counter_effects_interact_with_energy_proliferate():
    """2024-06-07: "Any effects that interact with counters a player gets, has, or loses can
    interact with energy counters." [122.1, 701.34a]: proliferate gives a chosen player one
    more energy counter, and only the players and permanents chosen get counters."""
    g = strict()
    for _ in range(3):
        g.put(ALICE, "battlefield", "Island")
    g.put(ALICE, "hand", "Steady Progress")
    cub = g.put(ALICE, "battlefield", "Longtusk Cub", counters={"+1/+1": 2})
    bob_cub = g.put(BOB, "battlefield", "Longtusk Cub", counters={"+1/+1": 1})
    g.players[ALICE].counters["energy"] = 2
    g.players[BOB].counters["energy"] = 4
    g.begin()
    cast(g, "Steady Progress")
    resolve(g)
    assert g.decision.kind == "choose"
    choosable = {o.obj for o in opts(g, "pick")}
    assert choosable == {player_ref(ALICE), player_ref(BOB), cub, bob_cub}
    pick(g, "pick", player_ref(ALICE))
    pick(g, "pick", cub)
    g.apply(DONE)
    assert energy(g, ALICE) == 3 and energy(g, BOB) == 4
    assert g.objects[cub].count("+1/+1") == 3 and g.objects[bob_cub].count("+1/+1") == 1


def test_energy_is_not_mana_and_persists_across_steps_and_turns():
    """2024-06-07: "Energy counters aren't mana. They don't go away as steps, phases, and
    turns end, and effects that add mana "of any type" can't give you energy counters."
    [106.4, 500.4]: mana empties between steps, energy stays through two turns; Servant of
    the Conduit's "one mana of any color" never adds energy."""
    g = strict()
    servant = g.put(ALICE, "battlefield", "Servant of the Conduit")
    g.players[ALICE].counters["energy"] = 3
    g.begin()
    from aetherworks.engine.payment import _activate_mana

    src = next(s for s in g.mana_sources(ALICE) if s.obj == servant and s.energy)
    _activate_mana(g, ALICE, src, "R")
    assert g.players[ALICE].pool == {"R": 1} and energy(g) == 2
    turn = g.turn
    while g.turn < turn + 2:
        pass_(g)
    assert g.players[ALICE].pool == {} and energy(g) == 2


def test_may_pay_is_chosen_once_never_multiplied():
    """2024-06-07 / 2025-02-07: "You can't pay that amount multiple times to multiply the
    effect. You simply choose whether or not to pay" [603.12, 118.3]: with nine {E}, Saheeli
    asks one yes/no, takes {E}{E}{E} and makes one token."""
    g = saheeli_game(9)
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    to_combat(g)
    resolve(g)
    assert g.decision.kind == "yes_no" and set(g.decision.options) == {YES, NO}
    g.apply(YES)
    assert energy(g) == 6
    pick(g, "target", bears)
    resolve(g)
    tokens = [o for o in g.battlefield if g.objects[o].kind == "token"]
    assert len(tokens) == 1 and energy(g) == 6


def test_if_you_do_happens_at_once_without_priority():
    """2024-06-07: "If you do." In that case, no player may take actions to try to stop the
    ability's effect after you make your choice [608.2c, 117.1]: Confiscation Coup gains
    control in the same resolution, with no priority in between."""
    g = strict()
    for _ in range(5):
        g.put(ALICE, "battlefield", "Island")
    g.put(ALICE, "hand", "Confiscation Coup")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    cast(g, "Confiscation Coup", bears)
    resolve(g)
    assert g.decision.kind == "yes_no"
    g.apply(YES)
    assert g.objects[bears].controller == ALICE and energy(g) == 2
    assert g.decision.kind == "priority" and not g.stack


def test_when_you_do_reflexive_trigger_uses_the_stack_and_can_be_answered():
    """2024-06-07 / 2025-02-07: "When you do" — a reflexive trigger is put on the stack, you
    choose targets for it then, and players may respond [603.12]: Bob bolts the target in
    response, so Saheeli's token is never made (the energy stays paid)."""
    g = saheeli_game(3)
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "hand", "Lightning Bolt")
    g.begin()

    def bolt(game: Game) -> None:
        assert len(game.stack) == 1 and game.objects[game.stack[0]].kind == "ability"
        pass_(game)  # Alice holds priority first, then passes
        cast(game, "Lightning Bolt", bears)
        resolve(game)

    token = saheeli_copy(g, bears, respond=bolt)
    assert token == 0 and energy(g) == 0
    assert any("603.3d" in t or "608.2b" in t for t in g.log_text())


def test_all_targets_illegal_no_payment_offered():
    """2024-06-07: "If a spell or ability with one or more targets states that you "may pay"
    some amount of {E}, and each permanent that it targets has become an illegal target, the
    spell or ability won't resolve. You can't pay any {E} even if you want to." [608.2b]"""
    g = strict()
    for _ in range(5):
        g.put(ALICE, "battlefield", "Island")
    g.put(ALICE, "hand", "Confiscation Coup")
    g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "hand", "Lightning Bolt")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.players[ALICE].counters["energy"] = 5
    g.begin()
    cast(g, "Confiscation Coup", bears)
    pass_(g)
    cast(g, "Lightning Bolt", bears)
    resolve(g)  # the Bolt
    resolve(g)  # Coup: its only target is gone
    assert g.decision.kind == "priority" and energy(g) == 5  # no {E} got, none paid


def test_all_targets_illegal_no_energy_gained():
    """2024-06-07: "Some spells and abilities that give you {E} may require targets. If each
    target chosen is an illegal target as that spell or ability tries to resolve, it won't
    resolve. You won't get any {E}." [608.2b]: Harnessed Lightning whose creature died."""
    g = strict()
    for _ in range(2):
        g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Harnessed Lightning")
    g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "hand", "Lightning Bolt")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    cast(g, "Harnessed Lightning", bears)
    pass_(g)
    cast(g, "Lightning Bolt", bears)
    resolve(g)
    resolve(g)
    assert energy(g) == 0 and g.decision.kind == "priority"


def test_declining_to_pay_keeps_energy():
    """603.12: declining Saheeli's "may pay" keeps the {E} and nothing triggers."""
    g = saheeli_game(4)
    g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    to_combat(g)
    resolve(g)
    g.apply(NO)
    assert energy(g) == 4 and not g.stack and not g.pending_triggers


def test_unable_to_pay_is_no_choice():
    """107.14, 118.3: with {E}{E} only, Saheeli's "you may pay {E}{E}{E}" offers nothing."""
    g = saheeli_game(2)
    g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    to_combat(g)
    resolve(g)
    assert g.decision.kind == "priority" and not g.stack and energy(g) == 2


# --- Amped Raptor (seed 000) ----------------------------------------------------------------


def raptor_game(library_top: tuple[str, ...], energy_n: int = 0, hand: tuple[str, ...] = ()
                ) -> Game:
    """Alice has two Mountains and Amped Raptor in hand; ``library_top`` is on top of her
    library, first name on top."""
    g = strict()
    for name in reversed(library_top):
        g.put(ALICE, "library", name)
    for _ in range(2):
        g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Amped Raptor")
    for name in hand:
        g.put(ALICE, "hand", name)
    g.players[ALICE].counters["energy"] = energy_n
    g.begin()
    cast(g, "Amped Raptor")
    resolve(g)  # the Raptor enters
    resolve(g)  # its trigger: energy, exile, then the offer
    return g


def test_raptor_lands_and_uncast_card_stay_in_exile():
    """2024-06-07: "Any land cards exiled with Amped Raptor's triggered ability will remain in
    exile. If you choose not to cast the exiled nonland card ..., that card will remain in
    exile as well." [406.3]"""
    g = raptor_game(("Mountain", "Forest", "Divination"), energy_n=1)
    assert energy(g) == 3 and g.decision.kind == "choose"
    g.apply(NO)
    assert sorted(g.objects[o].name for o in g.exile) == ["Divination", "Forest", "Mountain"]
    assert g.decision.kind == "priority" and energy(g) == 3
    assert not opts(g, "cast")  # it can't be cast later either


def test_raptor_not_enough_energy_card_stays_in_exile():
    """2024-06-07: "... (either because you don't have enough {E} ...)": Serra Angel costs
    five {E}; with two there is no offer and it stays in exile [107.14]."""
    g = raptor_game(("Serra Angel",))
    assert g.decision.kind == "priority" and energy(g) == 2
    assert [g.objects[o].name for o in g.exile] == ["Serra Angel"]


def test_raptor_cast_during_resolution_ignoring_timing():
    """2024-06-07: "You choose whether or not to cast the exiled nonland card as Amped
    Raptor's triggered ability resolves. If you do, you do so as part of the resolution of
    that ability. You can't wait to cast it later in the turn. Timing restrictions based on
    the card's type are ignored." [608.2g, 601.2]: a sorcery is cast while the trigger
    resolves (the stack isn't empty), paying {E}{E} instead of {1}{R}."""
    g = raptor_game(("Forest", "Divination"), energy_n=1)
    assert g.decision.kind == "choose"
    start = len(g.log)
    div = next(o.obj for o in opts(g, "cast"))
    g.apply(Choice("cast", div, -1))
    assert energy(g) == 0
    spell = g.stack[-1]
    assert g.objects[spell].name == "Divination" and g.objects[spell].cast_from == "exile"
    assert all(g.objects[m].tapped for m in g.battlefield if g.objects[m].name == "Mountain")
    texts = log_since(g, start)
    cast_i = next(i for i, t in enumerate(texts) if "casts Divination" in t)
    assert cast_i >= 0
    hand = len(g.players[ALICE].hand)
    resolve(g)
    assert len(g.players[ALICE].hand) == hand + 2


def test_raptor_alternative_cost_keeps_mandatory_additional_cost():
    """2024-06-07: "If you cast a spell for another cost "rather than paying its mana cost,"
    you can't choose to cast it for any alternative costs. You can, however, pay additional
    costs ... If the spell has any mandatory additional costs, those must be paid to cast
    it." [118.9a, 601.2f]: Tormenting Voice still needs its discard."""
    g = raptor_game(("Tormenting Voice",), hand=("Grizzly Bears",))
    voice = next(o.obj for o in opts(g, "cast"))
    g.apply(Choice("cast", voice, -1))
    assert g.decision.kind == "choose"  # the discard, part of the total cost
    pick(g, "pick", g.find("Grizzly Bears", "hand"))
    assert energy(g) == 0 and g.players[ALICE].graveyard
    assert g.objects[g.stack[-1]].name == "Tormenting Voice"


def test_raptor_no_offer_when_mandatory_additional_cost_cant_be_paid():
    """2024-06-07 (same ruling): with no card to discard, Tormenting Voice can't be cast."""
    g = raptor_game(("Tormenting Voice",))
    assert g.decision.kind == "priority"
    assert [g.objects[o].name for o in g.exile] == ["Tormenting Voice"]


def test_raptor_no_offer_without_legal_targets():
    """601.2c: a spell with no legal target can't be cast, so it isn't offered."""
    g = raptor_game(("Giant Growth",))
    assert g.decision.kind == "choose"  # the Raptor itself is a legal target
    g2 = strict()
    for name in ("Essence Scatter",):
        g2.put(ALICE, "library", name)
    for _ in range(2):
        g2.put(ALICE, "battlefield", "Mountain")
    g2.put(ALICE, "hand", "Amped Raptor")
    g2.begin()
    cast(g2, "Amped Raptor")
    resolve(g2)
    resolve(g2)
    assert g2.decision.kind == "priority"  # no creature spell to target: no offer


def test_raptor_not_cast_from_hand_only_energy():
    """Oracle: "Then if you cast it from your hand ..." [601.2a]: a Raptor put onto the
    battlefield another way gives {E}{E} and exiles nothing."""
    g = strict()
    g.put(ALICE, "library", "Divination")
    g.players[ALICE].counters["energy"] = 0
    g.begin()
    raptor = g.put(ALICE, "battlefield", "Amped Raptor")
    g.emit("enter", "603.6a", ALICE, raptor)
    pass_(g)  # the trigger goes on the stack as Alice would receive priority
    while g.stack:
        resolve(g)
    assert energy(g) == 2 and not g.exile


# --- Wheel of Potential (seed 002) -------------------------------------------------------------


def wheel_game(energy_n: int, alice_hand: tuple[str, ...] = ("Lightning Bolt", "Forest"),
               bob_hand: tuple[str, ...] = ("Shock",), mountains: int = 3) -> Game:
    g = strict(library=10)
    for _ in range(mountains):
        g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Wheel of Potential")
    for n in alice_hand:
        g.put(ALICE, "hand", n)
    for n in bob_hand:
        g.put(BOB, "hand", n)
    g.players[ALICE].counters["energy"] = energy_n
    g.begin()
    cast(g, "Wheel of Potential")
    resolve(g)
    return g


def test_wheel_announce_in_turn_order_then_exile_and_draw():
    """2024-06-07: "Players decide and announce in turn order, starting with the active
    player, whether or not they want to exile their hand. Then, all players who chose to do
    so exile their hands and draw X cards. Players later in the turn order will know if
    players before them are exiling their hands, but they don't get to see what those players
    will exile" [101.4]."""
    g = wheel_game(0)
    assert energy(g) == 3 and g.decision.kind == "number"
    g.apply(2)
    assert energy(g) == 1
    assert g.decision.player == ALICE and g.decision.kind == "yes_no"
    g.apply(YES)
    # Bob decides knowing Alice's announcement, before anything is exiled.
    assert g.decision.player == BOB
    assert any("Alice announces they will exile their hand" in t for t in g.log_view(BOB))
    assert not g.exile and len(g.players[ALICE].hand) == 2
    g.apply(NO)
    assert sorted(g.objects[o].name for o in g.exile) == ["Forest", "Lightning Bolt"]
    assert len(g.players[ALICE].hand) == 2 and len(g.players[BOB].hand) == 1


def test_wheel_zero_paid_draws_nothing_and_no_permission():
    """Oracle: "draw a number of cards equal to the amount of {E} paid this way" [107.1b]:
    paying 0, Alice's exiled hand is replaced by nothing and can't be played."""
    g = wheel_game(0)
    g.apply(0)
    g.apply(YES)
    g.apply(YES)
    assert not g.players[ALICE].hand and not g.players[BOB].hand
    assert g.decision.kind == "priority" and not opts(g, "cast") and not opts(g, "land")


def test_wheel_seven_paid_play_exiled_cards_normal_costs_and_timing():
    """2024-06-07: "You pay all costs and follow all normal timing rules for cards played this
    way. For example, if one of the exiled cards is a land card, you may play it only during
    your main phase while the stack is empty." [305.1, 305.2, 601.2]"""
    g = wheel_game(4, alice_hand=("Lightning Bolt", "Forest", "Mountain", "Tormenting Voice"),
                   mountains=4)
    g.apply(7)
    g.apply(YES)
    g.apply(NO)
    assert energy(g) == 0 and len(g.players[ALICE].hand) == 7
    forest, mountain = g.find("Forest", "exile"), g.find("Mountain", "exile")
    bolt, div = g.find("Lightning Bolt", "exile"), g.find("Tormenting Voice", "exile")
    # Main phase, empty stack: a land may be played; Bolt with its own {R}; not Tormenting
    # Voice ({1}{R}: three of the four Mountains paid for the Wheel).
    assert {Choice("land", forest), Choice("land", mountain),
            Choice("cast", bolt, -1)} <= set(opts(g))
    assert Choice("cast", div, -1) not in opts(g)
    pick(g, "land", forest)
    assert g.players[ALICE].lands_played == 1  # it was the land drop [305.2a]
    assert Choice("land", mountain) not in opts(g)  # one land per turn [305.2b]
    # Bob's turn: the instant may be cast (normal cost {R}), no land, no sorcery.
    while g.turn == 3 or g.step != "upkeep":
        g.apply(DONE if g.decision.kind in ("attackers", "blockers") else PASS)
    while g.decision.player != ALICE:
        pass_(g)
    assert g.turn == 4
    assert Choice("cast", bolt, -1) in opts(g)
    assert Choice("land", mountain) not in opts(g) and Choice("cast", div, -1) not in opts(g)
    # Alice's next turn (5), upkeep: still no land or sorcery; main phase: both.
    while g.turn == 4 or g.step != "upkeep":
        g.apply(DONE if g.decision.kind in ("attackers", "blockers") else PASS)
    assert g.decision.player == ALICE
    assert Choice("land", mountain) not in opts(g) and Choice("cast", div, -1) not in opts(g)
    while g.step != "main1":
        pass_(g)
    assert {Choice("land", mountain), Choice("cast", div, -1)} <= set(opts(g))
    pick(g, "cast", div)
    pick(g, "pick")  # its additional cost: discard a card
    assert g.objects[g.stack[-1]].name == "Tormenting Voice"
    assert sum(g.objects[o].tapped for o in g.battlefield) == 2  # its mana cost was paid


def test_wheel_permission_ends_after_your_next_turn():
    """Oracle: "until the end of your next turn" [611.2a]: turn 5 (Alice's next) still
    allows it; turn 6 doesn't."""
    g = wheel_game(4, alice_hand=("Divination",))
    g.apply(7)
    g.apply(YES)
    g.apply(NO)
    div = g.find("Divination", "exile")
    perm = g.play_permission(div, ALICE)
    assert perm is not None and perm.until_turn == 5 and perm.player == ALICE
    g.turn = 6
    assert Choice("cast", div, -1) not in priority_options(g, ALICE)


def test_wheel_below_seven_no_permission():
    """Oracle: "If seven or more {E} was paid this way": six isn't enough."""
    g = wheel_game(3)
    g.apply(6)
    g.apply(YES)
    g.apply(NO)
    assert all(g.play_permission(o, p) is None for o in g.exile for p in (ALICE, BOB))


def test_wheel_opponents_exiled_cards_not_playable():
    """Oracle: "you may play cards you own exiled this way": not Bob's cards."""
    g = wheel_game(4)
    g.apply(7)
    g.apply(NO)
    g.apply(YES)
    shock = g.find("Shock", "exile")
    assert g.play_permission(shock, ALICE) is None and g.play_permission(shock, BOB) is None


# --- Phyrexian Ironworks (seed 003) -----------------------------------------------------------


def test_ironworks_whenever_you_attack_once_per_combat():
    """Oracle "Whenever you attack, you get {E}" [508.3a]: two attackers, one {E}."""
    g = strict()
    g.put(ALICE, "battlefield", "Phyrexian Ironworks")
    a = g.put(ALICE, "battlefield", "Grizzly Bears")
    b = g.put(ALICE, "battlefield", "Hill Giant")
    g.begin()
    to_combat(g)
    pass_(g, 2)  # beginning of combat -> declare attackers
    assert g.decision.kind == "attackers"
    pick(g, "attack", a)
    pick(g, "attack", b)  # nobody else can attack: the declaration is complete [508.1]
    assert len(g.stack) == 1
    resolve(g)
    assert energy(g) == 1


def test_ironworks_golem_sorcery_speed_and_energy():
    """Oracle "{T}, Pay {E}{E}{E}: Create a 3/3 ... Golem ... Activate only as a sorcery."
    [602.5d, 107.14]"""
    g = strict()
    iw = g.put(ALICE, "battlefield", "Phyrexian Ironworks")
    g.players[ALICE].counters["energy"] = 3
    g.begin()
    pick(g, "activate", iw)
    assert energy(g) == 0
    assert not opts(g, "activate")  # tapped, and the stack isn't empty
    resolve(g)
    golem = g.find("Phyrexian Golem")
    c = g.chars(golem)
    assert (c.power, c.toughness, c.types, c.subtypes, c.colors) == (
        3, 3, frozenset({"Artifact", "Creature"}), frozenset({"Phyrexian", "Golem"}),
        frozenset())
    g2 = strict(step="upkeep")
    g2.put(ALICE, "battlefield", "Phyrexian Ironworks")
    g2.players[ALICE].counters["energy"] = 3
    g2.begin()
    assert not opts(g2, "activate")


# --- Saheeli, Radiant Creator (seed 004) ------------------------------------------------------


def test_saheeli_cast_trigger_artifact_or_artificer():
    """Oracle "Whenever you cast an Artificer or artifact spell, you get {E}" [601.2i]."""
    g = saheeli_game(0)
    for _ in range(4):
        g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Phyrexian Ironworks")
    g.put(ALICE, "hand", "Lightning Bolt")
    g.begin()
    cast(g, "Lightning Bolt", player_ref(BOB))
    assert len(g.stack) == 1  # no trigger for a nonartifact spell
    resolve(g)
    cast(g, "Phyrexian Ironworks")
    assert len(g.stack) == 2
    resolve(g)
    assert energy(g) == 1


def test_saheeli_copy_original_characteristics_only():
    """2025-02-07: "The token you create copies the original characteristics of the permanent
    as printed on the card ... It doesn't copy whether that permanent is tapped or untapped,
    whether it has any counters on it ..., or any non-copy effects that have changed its
    power, toughness, types, color, and so on." [707.2]"""
    g = saheeli_game(3)
    cub = g.put(ALICE, "battlefield", "Longtusk Cub", tapped=True, counters={"+1/+1": 2})
    g.add_effect(__import__("aetherworks.vocab.statics", fromlist=["PTBoost"]).PTBoost(3, 3),
                 cub, ALICE, objects=(cub,), until="")
    g.begin()
    token = saheeli_copy(g, cub)
    o, c = g.objects[token], g.chars(token)
    assert c.name == "Longtusk Cub" and (c.power, c.toughness) == (5, 5)
    assert c.types == {"Artifact", "Creature"} and "Haste" in c.keywords
    assert not o.tapped and o.counters is None and o.kind == "token"
    assert g.chars(cub).power == 2 + 2 + 3  # the original is unchanged


def test_saheeli_copy_a_token_as_created():
    """2025-02-07 (same ruling): "... or, for a token, as stated by the effect that created
    that token" [707.2, 111.4]: a copy of a Phyrexian Golem token."""
    g = saheeli_game(3)
    from aetherworks.cards.mh3 import PHYREXIAN_GOLEM

    (golem,) = g.create_token(PHYREXIAN_GOLEM, ALICE)
    g.begin()
    token = saheeli_copy(g, golem)
    c = g.chars(token)
    assert c.name == "Phyrexian Golem" and c.subtypes == {"Phyrexian", "Golem"}
    assert (c.power, c.toughness) == (5, 5) and "Haste" in c.keywords


def test_saheeli_copy_x_is_zero():
    """2025-02-07: "If the copied permanent has {X} in its mana cost, X is 0." [107.3, 707.2]:
    a copy of Endless One (cast with X=3) enters with no +1/+1 counters."""
    g = saheeli_game(3)
    for _ in range(3):
        g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "hand", "Endless One")
    g.begin()
    cast(g, "Endless One")
    g.apply(3)
    resolve(g)
    one = g.find("Endless One")
    assert g.objects[one].count("+1/+1") == 3
    token = saheeli_copy(g, one)
    assert g.objects[token].count("+1/+1") == 0 and g.objects[token].x == 0
    assert str(g.chars(token).mana_cost) == str(g.chars(one).mana_cost)
    assert (g.chars(token).power, g.chars(token).toughness) == (5, 5)


def test_saheeli_copy_of_something_that_copies():
    """2025-02-07: "If the copied permanent is copying something else, then the token enters
    the battlefield as whatever that permanent copied." [707.3, 707.9a]: Aurora Shifter has
    become a copy of Grizzly Bears (keeping its two abilities); Saheeli's token is a Grizzly
    Bears with those abilities, 5/5, artifact, haste."""
    g = saheeli_game(5)
    shifter = g.put(ALICE, "battlefield", "Aurora Shifter")
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    to_combat(g)
    assert g.decision.kind == "trigger_order"
    # Put Saheeli's first so Aurora Shifter's resolves first.
    sah_i = next(o for o in opts(g, "trigger")
                 if g.objects[o.arg].name.startswith("Saheeli"))
    g.apply(sah_i)
    resolve(g)  # Aurora Shifter's trigger
    g.apply(YES)
    pick(g, "target", bears)
    resolve(g)  # the reflexive trigger: Shifter becomes a Bears
    assert g.chars(shifter).name == "Grizzly Bears" and g.chars(shifter).power == 2
    resolve(g)  # Saheeli's trigger
    g.apply(YES)
    pick(g, "target", shifter)
    before = set(g.battlefield)
    resolve(g)
    (token,) = [o for o in g.battlefield if o not in before]
    c = g.chars(token)
    assert c.name == "Grizzly Bears" and (c.power, c.toughness) == (5, 5)
    assert c.types == {"Artifact", "Creature"} and "Haste" in c.keywords
    assert sum(1 for a in c.abilities if a.text.startswith("Whenever this creature deals")) == 1
    assert any(a.text.startswith("At the beginning of combat") for a in c.abilities)


def test_saheeli_copy_enters_triggers_and_enters_with():
    """2025-02-07: "Any abilities of the copied permanent that trigger when that permanent
    enters will trigger. Any "as [this permanent] enters" or "[this permanent] enters with"
    abilities of the chosen permanent will also work." [707.5, 614.1c]: a copy of Aethertorch
    Renegade gives {E}{E}{E}{E}; a copy of Rootbound Crag (no Mountain or Forest) enters
    tapped."""
    g = saheeli_game(3)
    renegade = g.put(ALICE, "battlefield", "Aethertorch Renegade")
    g.begin()
    saheeli_copy(g, renegade)
    assert len(g.stack) == 1  # the copy's enters trigger
    resolve(g)
    assert energy(g) == 4
    g2 = saheeli_game(3)
    crag = g2.put(ALICE, "battlefield", "Rootbound Crag")
    g2.begin()
    token = saheeli_copy(g2, crag)
    assert g2.objects[token].tapped and g2.is_type(token, "Land")


def test_saheeli_token_sacrificed_at_next_end_step():
    """Oracle "Sacrifice it at the beginning of the next end step." [603.7, 701.21]"""
    g = saheeli_game(3)
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    token = saheeli_copy(g, bears)
    while g.step != "end":
        if g.decision.kind == "attackers":
            g.apply(DONE)
        else:
            pass_(g)
    assert len(g.stack) == 1
    resolve(g)
    assert g.objects[token].zone == "" and g.objects[bears].zone == "battlefield"


def test_copy_recipe_survives_save_and_load():
    """707.9 and saved games: a token copy's Proto is rebuilt from its recipe key."""
    g = saheeli_game(3)
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    token = saheeli_copy(g, bears)
    key = g.objects[token].proto.key
    assert key.startswith(cardpool.COPY_PREFIX)
    text = g.to_json()
    cardpool._PROTOS.pop(key)  # as in a fresh process
    g2 = Game.from_json(text)
    assert g2.chars(token) == g.chars(token)
    assert json.loads(key[len(cardpool.COPY_PREFIX):])[0] == "Grizzly Bears"


@pytest.mark.parametrize("name", ["Amped Raptor", "Wheel of Potential", "Phyrexian Ironworks",
                                  "Saheeli, Radiant Creator", "Aurora Shifter",
                                  "Aethertorch Renegade", "Steady Progress"])
def test_definitions_match_oracle(name: str):
    """Each ability's text is its Oracle paragraph (cardpool.check_definition)."""
    assert defcheck.check_definition(cardpool.REGISTRY[name]) == []
