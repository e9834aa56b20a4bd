"""Fallout (PIP) energy cards: each card's gain, payment and payoff, played through
``Game.apply`` in strict mode (every decision is asked)."""

from __future__ import annotations

from typing import Any

import aetherworks.cards  # noqa: F401  (registers the card definitions)
from aetherworks.engine.defs import DONE, NO, PASS, YES, Choice, player_ref
from aetherworks.engine.game import Game

ALICE, BOB = 0, 1
BOB_REF = player_ref(BOB)
ALICE_REF = player_ref(ALICE)


# --- helpers (shared by test_m3c.py and test_drc.py) -------------------------------------


def strict(step: str = "main1", turn: int = 3, active: int = ALICE, library: int = 5,
           energy: int = 0) -> Game:
    g = Game.empty(step=step, turn=turn, active=active, auto_pass=False, auto_single=False)
    for _ in range(library):
        g.put(ALICE, "library", "Forest")
        g.put(BOB, "library", "Island")
    if energy:
        g.players[ALICE].counters["energy"] = energy
    return g


def energy(g: Game, p: int = ALICE) -> int:
    return g.players[p].counters.get("energy", 0)


def opt(g: Game, kind: str, obj: int | None = None, arg: int | None = None) -> Choice:
    assert g.decision is not None, "no decision"
    for o in g.decision.options:
        if o.kind == kind and (obj is None or o.obj == obj) and (arg is None or o.arg == arg):
            return o
    raise AssertionError(f"no option {kind} {obj} {arg} in {g.decision}")


def has_opt(g: Game, kind: str, obj: int | None = None, arg: int | None = None) -> bool:
    try:
        opt(g, kind, obj, arg)
        return True
    except AssertionError:
        return False


def do(g: Game, kind: str, obj: int | None = None, arg: int | None = None) -> None:
    g.apply(opt(g, kind, obj, arg))


def answer(g: Game, value: Any) -> None:
    g.apply(value)


def passes(g: Game, n: int = 1) -> None:
    for _ in range(n):
        assert g.decision is not None and g.decision.kind == "priority", g.decision
        g.apply(PASS)


def resolve_top(g: Game) -> None:
    top = g.stack[-1]
    while top in g.stack:
        passes(g)


def to_attackers(g: Game) -> None:
    """From a main phase 1 with an empty stack: pass into the declare attackers decision."""
    while g.decision is not None and g.decision.kind == "priority":
        g.apply(PASS)
    assert g.decision is not None and g.decision.kind == "attackers", g.decision


def attack(g: Game, *attackers: int, defender: int = BOB_REF) -> None:
    to_attackers(g)
    for a in attackers:
        do(g, "attack", a, defender)
    if g.decision is not None and g.decision.kind == "attackers":
        g.apply(DONE)


def activate(g: Game, source: int, *targets: int, index: int | None = None) -> int:
    do(g, "activate", source, index)
    ab = g.stack[-1]
    for t in targets:
        do(g, "target", t)
    return ab


def ab_index(g: Game, oid: int, text_start: str) -> int:
    for i, ab in enumerate(g.chars(oid).abilities):
        if ab.text.startswith(text_start):
            return i
    raise AssertionError(f"no ability starting {text_start!r}")


def kinds(g: Game, start: int = 0) -> list[str]:
    return [e.kind for e in g.log[start:]]


# --- Assaultron Dominator --------------------------------------------------------------


def test_assaultron_dominator_enters_gets_two_energy_and_pays_for_a_first_strike_counter():
    g = strict()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Assaultron Dominator")
    g.begin()
    do(g, "cast", g.find("Assaultron Dominator", "hand"))
    resolve_top(g)  # the creature spell
    resolve_top(g)  # its enters trigger
    assert energy(g) == 2
    dom = g.find("Assaultron Dominator")
    g.objects[dom].sick = False
    attack(g, dom)
    # "Whenever an artifact creature you control attacks": it is one itself.
    resolve_top_until_decision(g)
    answer(g, YES)
    assert g.decision.kind == "choose"
    answer(g, Choice("mode", 1))  # first strike
    assert energy(g) == 1
    assert g.objects[dom].count("first strike") == 1
    assert g.has(dom, "First strike")


def resolve_top_until_decision(g: Game) -> None:
    """Pass priority until a non-priority decision is asked."""
    while g.decision is not None and g.decision.kind == "priority":
        g.apply(PASS)


def test_assaultron_dominator_ignores_nonartifact_attackers_and_may_decline():
    g = strict(energy=1)
    g.put(ALICE, "battlefield", "Assaultron Dominator")
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    attack(g, bears)
    assert not g.stack  # Grizzly Bears is not an artifact creature
    assert g.decision.kind == "priority"
    g2 = strict(energy=1)
    dom = g2.put(ALICE, "battlefield", "Assaultron Dominator")
    g2.begin()
    attack(g2, dom)
    resolve_top_until_decision(g2)
    answer(g2, NO)
    assert energy(g2) == 1 and not g2.objects[dom].counters


# --- Automated Assembly Line -------------------------------------------------------------


def test_automated_assembly_line_one_energy_per_combat_damage_step_then_a_robot():
    g = strict(energy=2)
    g.put(ALICE, "battlefield", "Automated Assembly Line")
    a = g.put(ALICE, "battlefield", "Assaultron Dominator")
    b = g.put(ALICE, "battlefield", "Assaultron Dominator")
    g.begin()
    attack(g, a, b)
    # two Assaultron triggers each (both attack): decline all payments
    while g.decision.kind != "priority" or g.stack:
        d = g.decision
        if d.kind == "trigger_order":
            g.apply(d.options[0])
        elif d.kind == "yes_no":
            g.apply(NO)
        else:
            g.apply(PASS)
    start = len(g.log)
    # on to combat damage: both deal damage to Bob, one trigger
    while g.step != "combat_damage" or not g.stack:
        d = g.decision
        g.apply(PASS if d.kind == "priority" else DONE)
    assert g.players[BOB].life == 16
    triggers = [e for e in g.log[start:] if e.kind == "trigger"]
    assert len(triggers) == 1
    resolve_top(g)
    assert energy(g) == 3
    line = g.find("Automated Assembly Line")
    activate(g, line)
    assert energy(g) == 0
    resolve_top(g)
    robot = g.find("Robot")
    assert g.objects[robot].tapped and g.power(robot) == 3 and g.is_type(robot, "Artifact")


# --- Behemoth of Vault 0 ------------------------------------------------------------------


def _behemoth_dies(energy_: int) -> tuple[Game, int]:
    g = strict(energy=energy_)
    g.put(ALICE, "battlefield", "Behemoth of Vault 0")
    target = g.put(BOB, "battlefield", "Serra Angel")  # mana value 5
    for _ in range(3):
        g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "hand", "Unsummon")
    g.begin()
    passes(g)  # Alice passes; Bob gets priority
    return g, target


def test_behemoth_of_vault_0_enters_with_four_energy():
    g = strict()
    for _ in range(6):
        g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Behemoth of Vault 0")
    g.begin()
    do(g, "cast", g.find("Behemoth of Vault 0", "hand"))
    resolve_top(g)
    resolve_top(g)
    assert energy(g) == 4
    assert g.has(g.find("Behemoth of Vault 0"), "Trample")


def test_behemoth_of_vault_0_dies_pays_mana_value_and_destroys_when_you_do():
    g = strict(energy=5)
    beh = g.put(ALICE, "battlefield", "Behemoth of Vault 0")
    angel = g.put(BOB, "battlefield", "Serra Angel")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Lightning Bolt")
    g.objects[beh].damage = 4  # Bolt finishes it
    g.begin()
    do(g, "cast", g.find("Lightning Bolt", "hand"))
    do(g, "target", beh)
    resolve_top(g)
    assert g.objects[beh].zone == ""
    # the dies trigger: choose its target
    assert g.decision.kind == "target"
    do(g, "target", angel)
    resolve_top_until_decision(g)
    answer(g, YES)  # pay five
    assert energy(g) == 0
    # the reflexive trigger "when you do" goes on the stack; players may respond
    assert g.stack and g.objects[g.stack[-1]].kind == "ability"
    resolve_top(g)
    assert g.objects[angel].zone == ""
    assert g.find("Serra Angel", "graveyard", BOB)


def test_behemoth_of_vault_0_cannot_pay_without_enough_energy():
    g = strict(energy=4)
    beh = g.put(ALICE, "battlefield", "Behemoth of Vault 0")
    angel = g.put(BOB, "battlefield", "Serra Angel")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Lightning Bolt")
    g.objects[beh].damage = 4
    g.begin()
    do(g, "cast", g.find("Lightning Bolt", "hand"))
    do(g, "target", beh)
    resolve_top(g)
    do(g, "target", angel)
    resolve_top(g)
    assert energy(g) == 4
    assert g.objects[angel].zone == "battlefield"


# --- Brotherhood Scribe ------------------------------------------------------------------


def test_brotherhood_scribe_metalcraft_energy_pumps_creatures_on_your_turn():
    g = strict()
    scribe = g.put(ALICE, "battlefield", "Brotherhood Scribe")
    g.put(ALICE, "battlefield", "Automated Assembly Line")
    g.put(ALICE, "battlefield", "Automated Assembly Line")
    g.begin()
    assert not has_opt(g, "activate", scribe)  # only two artifacts: no metalcraft
    g2 = strict()
    scribe = g2.put(ALICE, "battlefield", "Brotherhood Scribe")
    bears = g2.put(ALICE, "battlefield", "Grizzly Bears")
    for _ in range(3):
        g2.put(ALICE, "battlefield", "Automated Assembly Line")
    g2.begin()
    activate(g2, scribe)
    assert g2.objects[scribe].tapped
    resolve_top(g2)
    assert energy(g2) == 1
    # "whenever you get one or more {E} during your turn"
    assert g2.stack
    resolve_top(g2)
    assert g2.power(bears) == 3 and g2.toughness(scribe) == 4


def test_brotherhood_scribe_no_pump_on_opponents_turn():
    g = strict(active=BOB)
    scribe = g.put(ALICE, "battlefield", "Brotherhood Scribe")
    for _ in range(3):
        g.put(ALICE, "battlefield", "Automated Assembly Line")
    g.begin()
    passes(g)  # Bob passes to Alice
    activate(g, scribe)
    resolve_top(g)
    assert energy(g) == 1
    assert not g.stack and g.power(scribe) == 1


# --- Dr. Madison Li ------------------------------------------------------------------------


def test_dr_madison_li_artifact_spells_give_energy_and_abilities_spend_it():
    g = strict(energy=8)
    li = g.put(ALICE, "battlefield", "Dr. Madison Li")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Assaultron Dominator")
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    do(g, "cast", g.find("Assaultron Dominator", "hand"))
    resolve_top(g)  # the cast trigger
    assert energy(g) == 9
    resolve_top(g)  # the spell
    resolve_top(g)  # its enters trigger (+2)
    assert energy(g) == 11
    activate(g, li, bears, index=ab_index(g, li, "{T}, Pay {E}:"))
    resolve_top(g)
    assert energy(g) == 10
    assert g.power(bears) == 3 and g.has(bears, "Trample") and g.has(bears, "Haste")


def test_dr_madison_li_draws_and_returns_an_artifact_tapped():
    g = strict(energy=8)
    li = g.put(ALICE, "battlefield", "Dr. Madison Li")
    dead = g.put(ALICE, "graveyard", "Assaultron Dominator")
    g.begin()
    hand = len(g.players[ALICE].hand)
    activate(g, li, index=ab_index(g, li, "{T}, Pay {E}{E}{E}:"))
    resolve_top(g)
    assert len(g.players[ALICE].hand) == hand + 1 and energy(g) == 5
    g = strict(energy=5)
    li = g.put(ALICE, "battlefield", "Dr. Madison Li")
    dead = g.put(ALICE, "graveyard", "Assaultron Dominator")
    g.begin()
    activate(g, li, dead, index=ab_index(g, li, "{T}, Pay {E}{E}{E}{E}{E}:"))
    assert energy(g) == 0
    resolve_top(g)
    dom = g.find("Assaultron Dominator")
    assert g.objects[dom].tapped and g.objects[dom].controller == ALICE
    resolve_top(g)  # its enters trigger
    assert energy(g) == 2


# --- HELIOS One -------------------------------------------------------------------------------


def test_helios_one_makes_energy_then_destroys_a_permanent_with_mana_value_x():
    g = strict(energy=4)
    helios = g.put(ALICE, "battlefield", "HELIOS One")
    for _ in range(4):
        g.put(ALICE, "battlefield", "Mountain")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")  # mana value 2
    angel = g.put(BOB, "battlefield", "Serra Angel")  # mana value 5
    g.begin()
    activate(g, helios, index=ab_index(g, helios, "{1}, {T}"))
    resolve_top(g)
    assert energy(g) == 5 and g.objects[helios].tapped
    g = strict(energy=5)
    helios = g.put(ALICE, "battlefield", "HELIOS One")
    for _ in range(3):
        g.put(ALICE, "battlefield", "Mountain")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")  # mana value 2
    angel = g.put(BOB, "battlefield", "Serra Angel")  # mana value 5
    g.begin()
    do(g, "activate", helios, ab_index(g, helios, "{3}, {T}"))
    assert g.decision.kind == "number" and max(g.decision.options) == 5
    answer(g, 2)
    assert not has_opt(g, "target", angel)  # mana value 5 is not X
    do(g, "target", bears)
    assert energy(g) == 3 and g.objects[helios].zone == ""
    resolve_top(g)
    assert g.objects[bears].zone == "" and g.objects[angel].zone == "battlefield"


# --- Liberty Prime, Recharged ------------------------------------------------------------------


def test_liberty_prime_attacks_and_pays_or_is_sacrificed():
    g = strict(energy=2)
    prime = g.put(ALICE, "battlefield", "Liberty Prime, Recharged")
    g.begin()
    attack(g, prime)
    assert not g.objects[prime].tapped  # vigilance
    resolve_top_until_decision(g)
    answer(g, YES)
    assert energy(g) == 0 and g.objects[prime].zone == "battlefield"
    g2 = strict(energy=1)
    prime2 = g2.put(ALICE, "battlefield", "Liberty Prime, Recharged")
    g2.begin()
    attack(g2, prime2)
    resolve_top(g2)  # can't pay: no question, it is sacrificed
    assert g2.objects[prime2].zone == "" and energy(g2) == 1


def test_liberty_prime_blocks_then_sacrifices_an_artifact_for_energy_and_a_card():
    g = strict(active=BOB, energy=0)
    prime = g.put(ALICE, "battlefield", "Liberty Prime, Recharged")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    attack(g, bears, defender=ALICE_REF)
    while g.decision.kind == "priority":
        g.apply(PASS)
    assert g.decision.kind == "blockers"
    do(g, "block", prime, bears)
    if g.decision.kind == "blockers":
        g.apply(DONE)
    resolve_top(g)  # block trigger: no energy, sacrificed
    assert g.objects[prime].zone == ""
    g2 = strict()
    prime = g2.put(ALICE, "battlefield", "Liberty Prime, Recharged")
    line = g2.put(ALICE, "battlefield", "Automated Assembly Line")
    g2.put(ALICE, "battlefield", "Mountain")
    g2.put(ALICE, "battlefield", "Mountain")
    g2.begin()
    do(g2, "activate", prime)
    do(g2, "pick", line)
    resolve_top(g2)
    assert energy(g2) == 2 and len(g2.players[ALICE].hand) == 1
    assert g2.objects[line].zone == ""


# --- Synth Eradicator -------------------------------------------------------------------------


def test_synth_eradicator_gets_energy_or_may_play_the_exiled_card():
    g = strict()
    synth = g.put(ALICE, "battlefield", "Synth Eradicator")
    g.put(ALICE, "library", "Lightning Bolt")  # the top card
    g.put(ALICE, "battlefield", "Mountain")
    g.begin()
    attack(g, synth)
    resolve_top_until_decision(g)
    bolt = g.find("Lightning Bolt", "exile")
    answer(g, NO)  # don't take the energy: may play it this turn
    assert energy(g) == 0
    passes(g)  # Alice passes in declare attackers... Bob too
    while g.decision.kind != "priority" or g.decision.player != ALICE:
        g.apply(PASS if g.decision.kind == "priority" else DONE)
    assert has_opt(g, "cast", bolt)
    do(g, "cast", bolt)
    do(g, "target", BOB_REF)
    resolve_top(g)
    assert g.players[BOB].life == 17


def test_synth_eradicator_energy_then_shoots():
    g = strict()
    synth = g.put(ALICE, "battlefield", "Synth Eradicator")
    g.put(ALICE, "library", "Lightning Bolt")
    g.begin()
    attack(g, synth)
    resolve_top_until_decision(g)
    answer(g, YES)
    assert energy(g) == 2
    bolt = g.find("Lightning Bolt", "exile")
    assert all(g.play_permission(bolt, p) is None for p in (0, 1))
    g3 = strict(energy=3)
    synth = g3.put(ALICE, "battlefield", "Synth Eradicator")
    bears = g3.put(BOB, "battlefield", "Grizzly Bears")
    g3.begin()
    activate(g3, synth, bears)
    resolve_top(g3)
    assert g3.objects[bears].zone == "" and energy(g3) == 0
