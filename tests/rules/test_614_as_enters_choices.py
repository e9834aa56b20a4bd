"""Choices made as a permanent enters [614.12a]: the snarls' "you may reveal ... If you don't,
this land enters tapped"."""

from helpers import ALICE, choose, setup

from aetherworks.engine import Choice


def test_an_effect_that_puts_a_snarl_onto_the_battlefield_tapped_wins():
    """Snarl ruling: "If an effect instructs you to put one of these lands onto the battlefield
    tapped, it will still enter the battlefield tapped even if you reveal a land card from your
    hand" — no question is asked."""
    g = setup()
    snarl = g.put(ALICE, "library", "Frostboil Snarl")
    g.put(ALICE, "hand", "Mountain")
    g.begin()
    new = g.move(snarl, "battlefield", controller=ALICE, tapped=True)
    g._run()
    assert g.objects[new].tapped
    assert g.decision is not None and g.decision.kind == "priority"


def test_the_reveal_is_asked_at_once_and_it_enters_untapped():
    """614.12a: the choice is made as it enters, before any player gets priority."""
    g = setup()
    snarl = g.put(ALICE, "hand", "Frostboil Snarl")
    mountain = g.put(ALICE, "hand", "Mountain")
    g.begin()
    choose(g, "land", snarl)
    assert g.decision is not None and g.decision.kind == "choose"
    assert g.decision.prompt.id == "prompt.reveal_or_tapped"
    assert not g.stack and not g.pending_triggers
    g.apply(Choice("pick", mountain))
    new = g.find("Frostboil Snarl")
    assert not g.objects[new].tapped
    assert any(e.kind == "reveal" for e in g.log)
