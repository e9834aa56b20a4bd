"""Cards exiled face down with a permanent [406.3, 607.2a] (Bomat Courier): nobody may look at
them, they stay linked to the object that exiled them, and "discard your hand" is a cost
that can be paid with an empty hand [701.9a]."""

from __future__ import annotations

from helpers import ALICE, BOB, setup

from aetherworks.engine import Game
from aetherworks.vocab.face_down_exile import DiscardHand, ExileTopFaceDown
from aetherworks.vocab.linked_exile import linked_cards


def _exile_top(g: Game, src: int) -> int:
    ability = g.objects[src]
    ExileTopFaceDown().run(g, ability, None, None)
    (card,) = g.exile
    return card


def test_a_card_exiled_face_down_that_you_cant_look_at_is_hidden_from_everyone() -> None:
    """406.3: a card exiled face down can't be examined by any player unless an instruction
    allows it; Bomat Courier's reminder "(You can't look at it.)": not even its owner."""
    g = setup(library=3)
    src = g.put(ALICE, "battlefield", "Bomat Courier")
    card = _exile_top(g, src)
    assert g.objects[card].face_down
    assert g.view(ALICE).exile[0].name == "" and g.view(BOB).exile[0].name == ""
    assert linked_cards(g, src) == (card,)


def test_the_card_is_linked_only_while_the_source_is_the_same_permanent() -> None:
    """607.2a, 400.7: once the source has left, the card stays exiled, linked to nothing
    (Bomat Courier ruling 2016-09-20)."""
    g = setup(library=3)
    src = g.put(ALICE, "battlefield", "Bomat Courier")
    new = g.move(src, "graveyard")
    card = _exile_top(g, new)
    assert g.objects[card].zone == "exile" and g.objects[card].face_down
    assert linked_cards(g, new) == ()


def test_discard_your_hand_can_be_paid_with_an_empty_hand() -> None:
    """701.9a; Bomat Courier ruling 2016-09-20: "You can pay the cost of 'discard your hand'
    even if your hand contains zero cards."; with cards, all of them are discarded."""
    g = setup(library=3)
    src = g.put(ALICE, "battlefield", "Bomat Courier")
    cost = DiscardHand()
    assert not g.players[ALICE].hand and cost.can_pay(g, g.objects[src])
    g.put(ALICE, "hand", "Hill Giant")
    g.put(ALICE, "hand", "Grizzly Bears")
    assert cost.pay(g, g.objects[src], None, None) is None
    assert not g.players[ALICE].hand and len(g.players[ALICE].graveyard) == 2


def test_gontis_card_is_seen_only_by_gontis_controller_also_in_the_log() -> None:
    """406.3: a card exiled face down is seen only by the player an effect lets look at it
    (Gonti's controller, ruling 2016-09-20: even if Gonti leaves or changes control); the
    log hides it from the others too."""
    from aetherworks.vocab.face_down_exile import exile_face_down

    g = setup(library=3)
    card = g.put(BOB, "library", "Grizzly Bears")
    new = exile_face_down(g, card, ALICE, "406.3")
    g.emit("may_cast_exiled", "611.2a", ALICE, new)
    assert g.view(ALICE).exile[0].name == "Grizzly Bears"
    assert g.view(BOB).exile[0].name == ""
    assert any("Grizzly Bears" in line for line in g.log_view(ALICE))
    assert not any("Grizzly Bears" in line for line in g.log_view(BOB))
