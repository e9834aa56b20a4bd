"""Rules the Modern energy decks' cards bring: opening-hand actions [103.6], choices made as
a permanent enters [614.12], alternative costs announced as a spell is cast [601.2b, 118.9]."""

from helpers import ALICE, pass_priority, setup

from aetherworks.engine import Choice, Game
from aetherworks.engine.defs import DONE, NO, YES

LEYLINE_DECK = ["Leyline of the Void"] * 40
PLAIN_DECK = ["Plains"] * 40


def test_opening_hand_leyline_begins_on_the_battlefield_starting_player_first():
    """103.6, 103.6a: after mulligans the starting player, then the other, may put cards
    that allow it from their opening hand onto the battlefield, one at a time."""
    g = Game.new(LEYLINE_DECK, LEYLINE_DECK, seed=1)
    g.apply(Choice("play"))
    first = g.active
    g.apply(Choice("keep"))
    g.apply(Choice("keep"))
    d = g.decision
    assert d.kind == "choose" and d.player == first and d.cr == "103.6a"
    g.apply(d.options[0])
    g.apply(DONE)
    d = g.decision
    assert d.player == 1 - first
    g.apply(DONE)
    assert [g.objects[o].name for o in g.battlefield] == ["Leyline of the Void"]
    assert g.objects[g.battlefield[0]].controller == first
    assert len(g.players[first].hand) == 6 and g.turn >= 1


def test_no_opening_hand_question_without_such_a_card():
    """103.6: with no card that allows an action, the first turn simply begins."""
    g = Game.new(PLAIN_DECK, PLAIN_DECK, seed=1)
    g.apply(Choice("play"))
    g.apply(Choice("keep"))
    g.apply(Choice("keep"))
    assert g.turn >= 1 and not g.battlefield


def test_shock_land_put_onto_battlefield_tapped_stays_tapped_even_if_life_is_paid():
    """614.12 and the shock lands' ruling (2018-10-05): "If an effect puts this land onto
    the battlefield tapped, you may pay 2 life, but it still enters tapped."""
    g = setup()
    card = g.put(ALICE, "hand", "Sacred Foundry")
    g.begin()
    # As an effect would as it resolves: the zone change, then the rules continue.
    g.decision = None
    new = g.move(card, "battlefield", tapped=True)
    g._run()
    assert g.decision.kind == "yes_no" and g.decision.player == ALICE
    g.apply(YES)
    assert g.players[ALICE].life == 18 and g.objects[new].tapped


def test_as_enters_choice_is_made_before_anyone_gets_priority():
    """614.12: the choice is part of the permanent entering; no player receives priority
    with the shock land on the battlefield before it is made."""
    g = setup()
    card = g.put(ALICE, "hand", "Steam Vents")
    g.begin()
    g.apply(Choice("land", card))
    assert g.decision.kind == "yes_no"
    g.apply(NO)
    (vents,) = [o for o in g.battlefield if g.objects[o].name == "Steam Vents"]
    assert g.objects[vents].tapped and g.decision.kind == "priority"
    assert g.players[ALICE].life == 20


def test_cost_choice_offered_only_for_costs_that_can_be_paid():
    """601.2b, 118.9: the player announces which cost they pay; only payable ones are
    offered, the mana cost first, and a single possible one is taken without asking."""
    g = setup()
    ragavan = g.put(ALICE, "hand", "Ragavan, Nimble Pilferer")
    g.put(ALICE, "battlefield", "Mountain")
    g.put(ALICE, "battlefield", "Mountain")
    g.begin()
    g.apply(Choice("cast", ragavan, -1))
    d = g.decision
    labels = [g.text(label) for label in d.labels]
    assert d.kind == "choose" and labels[0].startswith("Mana cost")
    assert "Dash" in labels[1]
    g.apply(d.options[1])
    spell = g.stack[-1]
    assert g.objects[spell].paid == ("dash",)
    pass_priority(g, 2)
    ragavan = next(o for o in g.battlefield if g.objects[o].name.startswith("Ragavan"))
    assert g.has(ragavan, "Haste")

