"""Aether Revolt energy cards: each card's gain, payment and payoff, and its card-specific
rulings.  Every test plays through ``Game.apply`` in strict mode."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "rules"))

from helpers import (
    ALICE,
    BOB,
    activate,
    attack,
    block,
    cast,
    choose,
    find_option,
    options,
    pass_priority,
    pass_until,
    player,
    resolve,
    setup,
    to_attackers,
)

from aetherworks.carddb import get_db
from aetherworks.engine.defs import DONE, NO, PASS, YES
from aetherworks.engine.game import Game

BASIC = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def lands_for(g: Game, p: int, name: str) -> None:
    """Untapped basic lands enough to cast ``name``."""
    face = get_db().card(name).faces[0]
    cost = face.mana_cost or ""
    colors = [c for c in cost.replace("{", " ").replace("}", " ").split() if c in BASIC]
    generic = sum(int(c) for c in cost.replace("{", " ").replace("}", " ").split()
                  if c.isdigit())
    for c in colors:
        g.put(p, "battlefield", BASIC[c])
    for _ in range(generic):
        g.put(p, "battlefield", BASIC[colors[0]] if colors else "Mountain")


def energy(g: Game, p: int = ALICE) -> int:
    return g.players[p].energy


def cast_creature(g: Game, name: str) -> int:
    """Cast ``name`` from Alice's hand and resolve it; returns the permanent (its enters
    trigger, if any, is now on the stack)."""
    cast(g, name)
    resolve(g)
    return g.find(name)


def enter(name: str, start_energy: int = 0, **kw) -> tuple[Game, int]:
    """Alice casts ``name`` and its enters trigger resolves."""
    g = setup(**kw)
    lands_for(g, ALICE, name)
    g.put(ALICE, "hand", name)
    g.players[ALICE].counters["energy"] = start_energy
    g.begin()
    oid = cast_creature(g, name)
    if g.stack:
        resolve(g)
    return g, oid


def attack_with(g: Game, *attackers: int) -> None:
    to_attackers(g)
    attack(g, *attackers)


# --- the Servo artificers ------------------------------------------------------------------

SERVO_CYCLE = ("Aether Chaser", "Aether Herder", "Aether Inspector", "Aether Poisoner",
               "Aether Swooper")


def servos(g: Game) -> int:
    return len([o for o in g.permanents(ALICE) if o.name == "Servo"])


def test_servo_artificers_gain_pay_and_payoff():
    for name in SERVO_CYCLE:
        g, _ = enter(name)
        assert energy(g) == 2, name
        # Next turn: attack, pay {E}{E}, get a Servo.
        g2 = setup(turn=5)
        c = g2.put(ALICE, "battlefield", name)
        g2.players[ALICE].counters["energy"] = 2
        g2.begin()
        attack_with(g2, c)
        pass_priority(g2, 2)  # trigger resolves
        assert g2.decision.kind == "yes_no"
        g2.apply(YES)
        assert energy(g2) == 0 and servos(g2) == 1, name
        servo = next(o for o in g2.permanents(ALICE) if o.name == "Servo")
        c_ = g2.chars(servo.id)
        assert (c_.power, c_.toughness) == (1, 1) and "Artifact" in c_.types


def test_servo_artificer_declined_or_too_little_energy():
    g = setup()
    c = g.put(ALICE, "battlefield", "Aether Chaser")
    g.players[ALICE].counters["energy"] = 2
    g.begin()
    attack_with(g, c)
    pass_priority(g, 2)
    g.apply(NO)
    assert energy(g) == 2 and servos(g) == 0
    g = setup()
    c = g.put(ALICE, "battlefield", "Aether Swooper")
    g.players[ALICE].counters["energy"] = 1
    g.begin()
    attack_with(g, c)
    pass_priority(g, 2)
    # One {E}: no choice is offered, the ability does nothing [107.14].
    assert g.decision.kind != "yes_no"
    assert energy(g) == 1 and servos(g) == 0


def test_may_pay_only_once_ruling():
    """2017-02-09: "may pay" can't be paid multiple times to multiply the effect."""
    g = setup()
    c = g.put(ALICE, "battlefield", "Aether Herder")
    g.players[ALICE].counters["energy"] = 6
    g.begin()
    attack_with(g, c)
    pass_priority(g, 2)
    g.apply(YES)
    assert energy(g) == 4 and servos(g) == 1
    assert g.decision.kind == "priority"


# --- simple enters / activated -------------------------------------------------------------


def test_reservoir_walker():
    g, _ = enter("Reservoir Walker")
    assert energy(g) == 3 and g.players[ALICE].life == 23


def test_highspire_infusion():
    g = setup()
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    lands_for(g, ALICE, "Highspire Infusion")
    g.put(ALICE, "hand", "Highspire Infusion")
    g.begin()
    cast(g, "Highspire Infusion", bears)
    resolve(g)
    assert energy(g) == 2 and g.power(bears) == 5 and g.toughness(bears) == 5


def test_highspire_infusion_illegal_target_ruling():
    """2017-02-09: if the target becomes illegal, the spell doesn't resolve: no {E}{E}."""
    g = setup()
    bears = g.put(ALICE, "battlefield", "Grizzly Bears")
    lands_for(g, ALICE, "Highspire Infusion")
    g.put(ALICE, "hand", "Highspire Infusion")
    g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "hand", "Lightning Bolt")
    g.begin()
    cast(g, "Highspire Infusion", bears)
    pass_priority(g)  # Bob responds
    cast(g, "Lightning Bolt", bears)
    resolve(g)  # Bolt
    assert g.objects[bears].zone != "battlefield"
    resolve(g)  # Infusion fizzles
    assert energy(g) == 0


def test_shipwreck_moray():
    g, moray = enter("Shipwreck Moray")
    assert energy(g) == 4
    activate(g, moray)
    resolve(g)
    assert (g.power(moray), g.toughness(moray)) == (2, 3) and energy(g) == 3
    activate(g, moray)
    resolve(g)
    activate(g, moray)
    resolve(g)
    # 6/-1: it dies [704.5f].
    assert g.objects[moray].zone != "battlefield" and energy(g) == 1


def test_aethertide_whale():
    g, whale = enter("Aethertide Whale")
    assert energy(g) == 6
    activate(g, whale)
    resolve(g)
    assert energy(g) == 2
    assert g.find("Aethertide Whale", "hand", ALICE)
    # Two left: not enough for another activation.
    assert not find_option(g, "activate")


def test_bristling_hydra():
    g, hydra = enter("Bristling Hydra")
    assert energy(g) == 3
    activate(g, hydra)
    resolve(g)
    assert energy(g) == 0 and g.power(hydra) == 5 and g.has(hydra, "Hexproof")


def test_rogue_refiner():
    g, _ = enter("Rogue Refiner")
    assert energy(g) == 2 and len(g.players[ALICE].hand) == 1


def test_scrapper_champion():
    g, champ = enter("Scrapper Champion")
    assert energy(g) == 2
    g = setup()
    champ = g.put(ALICE, "battlefield", "Scrapper Champion")
    g.players[ALICE].counters["energy"] = 2
    g.begin()
    attack_with(g, champ)
    pass_priority(g, 2)
    g.apply(YES)
    assert g.objects[champ].count("+1/+1") == 1 and energy(g) == 0
    pass_until(g, "end_combat")
    assert g.players[BOB].life == 20 - 6  # 3 power, double strike


def test_aetherstream_leopard():
    g, _ = enter("Aetherstream Leopard")
    assert energy(g) == 1
    g = setup()
    cat = g.put(ALICE, "battlefield", "Aetherstream Leopard")
    g.players[ALICE].counters["energy"] = 1
    g.begin()
    attack_with(g, cat)
    pass_priority(g, 2)
    g.apply(YES)
    assert g.power(cat) == 4 and energy(g) == 0


def test_consulate_turret():
    g = setup()
    turret = g.put(ALICE, "battlefield", "Consulate Turret")
    other = g.put(ALICE, "battlefield", "Consulate Turret")
    g.players[ALICE].counters["energy"] = 2
    g.begin()
    # Not enough {E} for the damage ability yet.
    assert {o.arg for o in options(g, "activate")} == {0}
    activate(g, turret, 0)
    resolve(g)
    assert energy(g) == 3 and g.objects[turret].tapped
    assert not find_option(g, "activate", turret)
    activate(g, other, 1, player(BOB))
    resolve(g)
    assert energy(g) == 0 and g.players[BOB].life == 18


def test_shielded_aether_thief_blocks_and_draws():
    g = setup(active=BOB)
    thief = g.put(ALICE, "battlefield", "Shielded Aether Thief")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.players[ALICE].counters["energy"] = 2
    g.begin()
    attack_with(g, bears)
    block(g, (thief, bears))
    while g.stack or g.decision.kind != "priority":
        g.apply(PASS if g.decision.kind == "priority" else DONE)
    # Exactly one {E} for the block [ruling 2017-02-09: once however many it blocks].
    assert energy(g) == 3
    pass_priority(g)  # Bob passes in declare blockers; Alice gets priority
    while g.decision.player != ALICE:
        pass_priority(g)
    hand = len(g.players[ALICE].hand)
    activate(g, thief, None)
    resolve(g)
    assert energy(g) == 0 and len(g.players[ALICE].hand) == hand + 1


def test_glint_sleeve_siphoner_enters_attacks_and_upkeep():
    g, sip = enter("Glint-Sleeve Siphoner")
    assert energy(g) == 1
    g = setup(turn=5)
    sip = g.put(ALICE, "battlefield", "Glint-Sleeve Siphoner")
    g.begin()
    attack_with(g, sip)
    pass_priority(g, 2)
    assert energy(g) == 1  # attacking triggers it too [ruling: not only one of the two]
    g.players[ALICE].counters["energy"] = 2
    pass_until(g, "upkeep", 7)
    # The upkeep trigger: pay {E}{E} to draw and lose 1 life.
    assert g.stack
    pass_priority(g, 2)
    g.apply(YES)
    assert energy(g) == 0 and g.players[ALICE].life == 19


def test_aetherwind_basker_counts_creatures():
    g = setup()
    for _ in range(2):
        g.put(ALICE, "battlefield", "Grizzly Bears")
    lands_for(g, ALICE, "Aetherwind Basker")
    g.put(ALICE, "hand", "Aetherwind Basker")
    g.begin()
    basker = cast_creature(g, "Aetherwind Basker")
    resolve(g)
    assert energy(g) == 3
    activate(g, basker)
    resolve(g)
    assert g.power(basker) == 8 and g.toughness(basker) == 8 and energy(g) == 2


def test_aetherwind_basker_one_event_ruling():
    """2017-02-09: a "whenever you get one or more {E}" ability triggers only once as the
    Basker's ability resolves; and it triggers both on entering and on attacking."""
    from aetherworks.vocab.triggers import GetsCounters

    g = setup(turn=5)
    basker = g.put(ALICE, "battlefield", "Aetherwind Basker")
    g.put(ALICE, "battlefield", "Grizzly Bears")
    g.begin()
    attack_with(g, basker)
    start = len(g.log)
    pass_priority(g, 2)
    gains = [e for e in g.log[start:] if e.kind == "counters_player"]
    assert energy(g) == 2 and len(gains) == 1
    assert GetsCounters().matches(g, g.objects[basker], gains[0])


def test_greenbelt_rampager_pays_or_returns():
    # With {E}{E} it must pay (ruling: even if you don't want to).
    g, ramp = enter("Greenbelt Rampager", start_energy=2)
    assert energy(g) == 0 and g.objects[ramp].zone == "battlefield"
    # With only {E} it can't pay: back to hand, and you get {E} (ruling).
    g, ramp = enter("Greenbelt Rampager", start_energy=1)
    assert energy(g) == 2 and g.find("Greenbelt Rampager", "hand", ALICE)
    g, ramp = enter("Greenbelt Rampager", start_energy=0)
    assert energy(g) == 1 and g.find("Greenbelt Rampager", "hand", ALICE)


def test_aethergeode_miner_attacks_and_blinks():
    g = setup()
    miner = g.put(ALICE, "battlefield", "Aethergeode Miner", counters={"+1/+1": 1})
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    attack_with(g, miner)
    pass_priority(g, 2)
    assert energy(g) == 2
    block(g, (bears, miner))
    while g.decision.player != ALICE:
        pass_priority(g)
    activate(g, miner)
    resolve(g)
    new = g.find("Aethergeode Miner")
    # Ruling: a new object, not in combat, counters gone [400.7].
    assert new != miner and new not in g.attackers and not g.objects[new].count("+1/+1")
    assert energy(g) == 0 and not g.objects[new].tapped
    pass_until(g, "end_combat")
    assert g.objects[new].zone == "battlefield" and g.players[BOB].life == 20


def test_gontis_machinations_first_loss_and_drain():
    g = setup(active=BOB)
    mach = g.put(ALICE, "battlefield", "Gonti's Machinations")
    g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "hand", "Lightning Bolt")
    g.put(BOB, "hand", "Shock")
    g.players[ALICE].counters["energy"] = 1
    g.begin()
    cast(g, "Lightning Bolt", player(ALICE))
    resolve(g)
    resolve(g)  # the trigger
    assert energy(g) == 2
    cast(g, "Shock", player(ALICE))
    resolve(g)
    # Ruling: at most one {E} each turn, however much life was lost.
    assert not g.stack and energy(g) == 2
    pass_priority(g)
    activate(g, mach)
    resolve(g)
    assert g.players[BOB].life == 17 and g.players[ALICE].life == 20 - 5 + 3
    assert g.objects[mach].zone == "" and energy(g) == 0


def test_peema_aether_seer():
    g = setup()
    g.put(ALICE, "battlefield", "Hill Giant")
    lands_for(g, ALICE, "Peema Aether-Seer")
    g.put(ALICE, "hand", "Peema Aether-Seer")
    g.begin()
    peema = cast_creature(g, "Peema Aether-Seer")
    resolve(g)
    assert energy(g) == 3  # Hill Giant's power
    assert peema


def test_peema_forces_a_block_ruling():
    """Rulings 2017-02-09: the target blocks if able; its controller chooses which attacker
    it blocks."""
    g = setup()
    peema = g.put(ALICE, "battlefield", "Peema Aether-Seer")
    giant = g.put(ALICE, "battlefield", "Hill Giant")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.players[ALICE].counters["energy"] = 3
    g.begin()
    activate(g, peema, None, bears)
    resolve(g)
    assert energy(g) == 0
    attack_with(g, peema, giant)
    while g.decision.kind == "priority":
        pass_priority(g)
    assert g.decision.player == BOB and g.decision.kind == "blockers"
    assert not find_option(g, "done")
    assert {(o.obj, o.arg) for o in options(g, "block")} == {(bears, peema), (bears, giant)}
    choose(g, "block", bears, giant)
    assert g.blocks == {bears: (giant,)}


def test_peema_requirement_not_met_when_tapped():
    g = setup()
    peema = g.put(ALICE, "battlefield", "Peema Aether-Seer")
    bears = g.put(BOB, "battlefield", "Grizzly Bears", tapped=True)
    g.players[ALICE].counters["energy"] = 3
    g.begin()
    activate(g, peema, None, bears)
    resolve(g)
    attack_with(g, peema)
    pass_until(g, "end_combat")
    assert g.players[BOB].life == 17


def test_lightning_runner_extra_combat_and_untap():
    g = setup()
    runner = g.put(ALICE, "battlefield", "Lightning Runner")
    bears = g.put(ALICE, "battlefield", "Grizzly Bears", tapped=True)
    g.players[ALICE].counters["energy"] = 6
    g.begin()
    attack_with(g, runner)
    pass_priority(g, 2)
    assert energy(g) == 8
    g.apply(YES)
    assert energy(g) == 0
    # Ruling: untap all creatures you control, including ones that aren't attacking.
    assert not g.objects[runner].tapped and not g.objects[bears].tapped
    pass_until(g, "end_combat")
    assert g.players[BOB].life == 16
    # The additional combat phase: attack again.
    pass_until(g, "begin_combat")
    assert g.turn == 3
    while g.decision.kind == "priority":
        pass_priority(g)
    attack(g, runner, bears)
    pass_priority(g, 2)
    assert energy(g) == 2 and g.decision.kind == "priority"  # too little to pay eight
    pass_until(g, "end_combat")
    assert g.players[BOB].life == 10
    pass_until(g, "main2")
    assert g.turn == 3


def test_gontis_aether_heart_energy_and_extra_turn():
    g = setup()
    lands_for(g, ALICE, "Gonti's Aether Heart")
    lands_for(g, ALICE, "Reservoir Walker")
    g.put(ALICE, "hand", "Gonti's Aether Heart")
    g.put(ALICE, "hand", "Reservoir Walker")
    g.players[ALICE].counters["energy"] = 1
    g.begin()
    heart = cast_creature(g, "Gonti's Aether Heart")
    resolve(g)
    assert energy(g) == 3
    cast_creature(g, "Reservoir Walker")
    # Another artifact enters: the Heart triggers, and the Walker's own trigger.
    while g.stack or g.decision.kind != "priority":
        g.apply(PASS if g.decision.kind == "priority" else g.decision.options[0])
    assert energy(g) == 3 + 2 + 3
    activate(g, heart)
    resolve(g)
    assert energy(g) == 0 and g.objects[heart].zone == ""
    pass_until(g, "main1", 4)
    assert g.active == ALICE
    pass_until(g, "main1", 5)
    assert g.active == BOB


def test_aethersphere_harvester_crew_and_lifelink():
    g = setup()
    lands_for(g, ALICE, "Aethersphere Harvester")
    g.put(ALICE, "hand", "Aethersphere Harvester")
    g.begin()
    harv = cast_creature(g, "Aethersphere Harvester")
    resolve(g)
    assert energy(g) == 2 and not g.is_type(harv, "Creature")
    # Crew 1 needs a creature: none yet.
    assert not find_option(g, "activate", harv, 2)
    g2 = setup(turn=5)
    harv = g2.put(ALICE, "battlefield", "Aethersphere Harvester")
    elf = g2.put(ALICE, "battlefield", "Llanowar Elves", sick=True)
    bears = g2.put(ALICE, "battlefield", "Grizzly Bears")
    g2.players[ALICE].counters["energy"] = 1
    g2.begin()
    activate(g2, harv, 2)
    # Ruling: a creature that just came under your control can crew.
    choose(g2, "pick", elf)
    # Ruling: you may tap more creatures than necessary.
    assert find_option(g2, "pick", bears) and find_option(g2, "done")
    choose(g2, "done")
    assert g2.objects[elf].tapped and not g2.objects[bears].tapped
    resolve(g2)
    c = g2.chars(harv)
    assert {"Artifact", "Creature"} <= c.types and (c.power, c.toughness) == (3, 5)
    assert "Vehicle" in c.subtypes
    activate(g2, harv, 1)
    resolve(g2)
    assert g2.has(harv, "Lifelink") and energy(g2) == 0
    attack_with(g2, harv)
    pass_until(g2, "end_combat")
    assert g2.players[BOB].life == 17 and g2.players[ALICE].life == 23
    pass_until(g2, "main1", 6)
    assert not g2.is_type(harv, "Creature")
