"""Priority [117], the stack [405] and resolution order [608.1]."""

from helpers import ALICE, BOB, cast, pass_priority, player, setup

from aetherworks.agents import RandomAgent
from aetherworks.carddb.decklist import load_deck
from aetherworks.engine import PASS, Game


def bolt_vs_shock():
    g = setup()
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "hand", "Lightning Bolt")
    g.put(BOB, "battlefield", "Mountain")
    g.put(BOB, "hand", "Shock")
    g.begin()
    return g


def test_caster_keeps_priority_after_casting():
    """117.3c: a player who casts a spell receives priority afterward."""
    g = bolt_vs_shock()
    cast(g, "Lightning Bolt", player(BOB))
    assert g.decision.kind == "priority" and g.decision.player == ALICE
    assert len(g.stack) == 1


def test_spell_resolves_only_after_both_players_pass():
    """117.4, 405.5: the top object resolves only when all players pass in succession."""
    g = bolt_vs_shock()
    cast(g, "Lightning Bolt", player(BOB))
    pass_priority(g)  # Alice
    assert g.decision.player == BOB and len(g.stack) == 1 and g.players[BOB].life == 20
    pass_priority(g)  # Bob
    assert g.stack == [] and g.players[BOB].life == 17


def test_stack_resolves_last_in_first_out():
    """405.5: the last spell put on the stack resolves first."""
    g = bolt_vs_shock()
    bolt = cast(g, "Lightning Bolt", player(BOB))
    pass_priority(g)
    shock = cast(g, "Shock", player(ALICE))
    assert g.stack == [bolt, shock]
    pass_priority(g)  # Bob passes
    assert len(g.stack) == 2  # Alice hasn't passed since Shock was cast
    pass_priority(g)  # Alice
    assert g.stack == [bolt] and g.players[ALICE].life == 18 and g.players[BOB].life == 20
    resolved = [e.obj for e in g.log if e.kind == "resolve"]
    assert resolved == [shock]


def test_active_player_receives_priority_after_resolution():
    """117.3b: after a spell resolves the active player receives priority."""
    g = bolt_vs_shock()
    cast(g, "Lightning Bolt", player(BOB))
    pass_priority(g)
    cast(g, "Shock", player(ALICE))
    pass_priority(g, 2)
    assert g.decision.kind == "priority" and g.decision.player == ALICE
    assert g.stack  # the Bolt still waits for both passes


def test_step_does_not_end_while_the_stack_has_objects():
    """117.4, 500.2: all passing with a non-empty stack resolves; the step ends only when
    all pass with an empty stack."""
    g = bolt_vs_shock()
    cast(g, "Lightning Bolt", player(BOB))
    pass_priority(g, 2)
    assert g.step == "main1" and not g.stack
    pass_priority(g, 2)
    assert g.step == "begin_combat"


def test_passing_then_the_opponent_acting_requires_passing_again():
    """117.4: passes must be in succession; an action in between resets them."""
    g = bolt_vs_shock()
    pass_priority(g)  # Alice passes with an empty stack
    assert g.decision.player == BOB
    cast(g, "Shock", player(ALICE))
    pass_priority(g)  # Bob passes
    assert g.decision.player == ALICE and g.step == "main1" and len(g.stack) == 1


def test_non_active_player_cannot_cast_sorcery_speed_spells():
    """117.1a, 307.1: with priority, a non-active player may cast only instants."""
    g = setup()
    g.put(BOB, "battlefield", "Forest")
    g.put(BOB, "battlefield", "Forest")
    g.put(BOB, "hand", "Grizzly Bears")
    g.put(BOB, "hand", "Giant Growth")
    bears = g.put(BOB, "battlefield", "Grizzly Bears")
    g.begin()
    pass_priority(g)
    kinds = {(o.kind, g.name_of(o.obj)) for o in g.decision.options}
    assert ("cast", "Giant Growth") in kinds
    assert ("cast", "Grizzly Bears") not in kinds
    assert bears


# --- auto_pass gives the same game ------------------------------------------------------


def play(seed: int, auto_pass: bool) -> tuple[Game, int]:
    """A random game; returns it and how many idle priority decisions it asked: the only
    options are passing and making mana that would empty unused [500.4, 605.3a]."""
    deck = load_deck("temur-energy").main_names()
    g = Game.new(deck, deck, seed=seed, auto_pass=auto_pass, max_turns=12)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    forced = 0
    while not g.is_over():
        d = g.decision
        if d.kind == "priority" and all(o.kind in ("pass", "mana") for o in d.options):
            forced += 1
            g.apply(PASS)  # what auto-pass does: don't consult (or advance) the agent
        elif len(d.options) == 1:
            g.apply(d.options[0])  # no choice: don't consult (or advance) the agent
        else:
            g.apply(agents[d.player].choose(g.view(d.player), d))
    return g, forced


def test_auto_pass_changes_only_how_many_decisions_are_asked():
    """117.3d, 605.3a: passing when there is nothing to do but pass or make mana is the same
    game whether the engine does it or the player does (auto_pass skips only those)."""
    for seed in (1, 2):
        fast, none = play(seed, True)
        slow, forced = play(seed, False)
        assert none == 0
        assert fast.result == slow.result
        assert fast.log == slow.log
        assert [p.life for p in fast.players] == [p.life for p in slow.players]
        assert forced > 0
        assert slow.decisions_made == fast.decisions_made + forced
