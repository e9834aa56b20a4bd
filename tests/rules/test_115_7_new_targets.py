"""Choosing new targets for a spell [115.7d]: only the final set of targets is judged
[115.7e] (a swap is legal), the same object can't be chosen twice for one "target" word
[115.3] (such a set is refused and the choice starts over)."""

from __future__ import annotations

from helpers import ALICE, cast, choose, options, pass_priority, setup

from aetherworks.engine import Game


def _redirecting(g: Game) -> tuple[int, int, int]:
    """Alice casts Travel Preparations on two creatures, then Insidious Will's second mode
    on it; both pass: Insidious Will resolves and asks for new targets."""
    a = g.put(ALICE, "battlefield", "Grizzly Bears")
    b = g.put(ALICE, "battlefield", "Hill Giant")
    c = g.put(ALICE, "battlefield", "Runeclaw Bear")
    for _ in range(6):
        g.put(ALICE, "battlefield", "Island")
        g.put(ALICE, "battlefield", "Forest")
    g.put(ALICE, "hand", "Travel Preparations")
    g.put(ALICE, "hand", "Insidious Will")
    g.begin()
    spell = cast(g, "Travel Preparations", a, b)
    choose(g, "cast", g.find("Insidious Will", "hand", ALICE))
    choose(g, "mode", 1)
    choose(g, "target", spell)
    pass_priority(g, 2)
    return a, b, c


def test_targets_can_be_swapped_only_the_final_set_counts() -> None:
    """115.7e: "only the final set of targets is evaluated" (the Arc Trail example)."""
    g = setup()
    a, b, c = _redirecting(g)
    assert g.decision.kind == "target"
    assert {o.obj for o in options(g, "target")} == {a, b, c}
    choose(g, "target", b)
    choose(g, "target", a)
    spell = g.stack[-1]
    assert g.objects[spell].targets == ((b, a),)


def test_the_same_object_twice_for_one_target_word_starts_the_choice_over() -> None:
    """115.3, 115.7d: new targets must be legal; a set naming one creature twice for "up to
    two target creatures" is not, and the player chooses again; keeping both is legal."""
    g = setup()
    a, b, c = _redirecting(g)
    choose(g, "target", b)
    choose(g, "target", b)  # b twice: refused, asked again from the first target
    assert g.decision.kind == "target"
    choose(g, "target", c)
    choose(g, "target", b)
    assert g.objects[g.stack[-1]].targets == ((c, b),)
    pass_priority(g, 2)
    assert g.objects[c].count("+1/+1") == 1 and g.objects[b].count("+1/+1") == 1
    assert g.objects[a].count("+1/+1") == 0
