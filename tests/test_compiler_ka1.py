"""The ka1 templates of issue 12 (compiler/build_ka1.py): each named card compiles to the parts
a hand-writer would use, with the rule each part implements."""

from __future__ import annotations

from typing import Any

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.compiler import compile_text
from aetherworks.vocab.reanimate import PERMANENT_TYPES
from aetherworks.vocab.reveal_or_bottom import RevealTopPutOrBottom
from aetherworks.vocab.revolt import Revolt
from aetherworks.vocab.targets import Filter


def _compiled(name: str) -> Any:
    d, why = compile_text(get_db().card(name))
    assert d is not None, why
    return d


def test_reveal_the_top_card_put_it_onto_the_battlefield_or_on_the_bottom() -> None:
    """"Reveal the top card of your library. If it's a [kind] card, [you may] put it onto the
    battlefield. Otherwise, you may put it on the bottom of your library." [701.20a, 401.4];
    after a revolt trigger's "if", an intervening if [603.4]."""
    (aid,) = _compiled("Aid from the Cowl").abilities
    assert aid.condition == Revolt()
    assert aid.effects == (RevealTopPutOrBottom(Filter(types=tuple(sorted(PERMANENT_TYPES))),
                                                may=True),)
    (predators,) = _compiled("Lurking Predators").abilities
    assert predators.condition is None
    assert predators.effects == (RevealTopPutOrBottom(Filter(types=("Creature",)), may=False),)


def test_whenever_a_spell_or_ability_you_control_counters_a_spell() -> None:
    """"Whenever a spell or ability you control counters a spell" [701.5a, 603.2], with Baral's
    cost reduction [601.2f] and "you may draw a card. If you do, discard a card." [603.5]."""
    from aetherworks.engine.defs import StaticAbility
    from aetherworks.vocab.counter_triggers import CountersSpell

    reduce, loot = _compiled("Baral, Chief of Compliance").abilities
    assert isinstance(reduce, StaticAbility) and reduce.effect.delta == -1
    assert reduce.effect.types == ("Instant", "Sorcery")
    assert loot.trigger == CountersSpell()
    (may,) = loot.effects
    assert [type(e).__name__ for e in may.then] == ["Draw", "DiscardChosen"]


def test_at_end_of_combat_if_this_attacked_or_blocked_this_combat() -> None:
    """"At end of combat, if this Vehicle attacked or blocked this combat, put a velocity
    counter on it. Then if it has two or more velocity counters on it, sacrifice it and draw
    two cards." [511.1, 603.4, 122.1]; Kjeldoran Home Guard's -0/-1 counter [122.1a]."""
    from aetherworks.vocab import Draw, If, PutCounters, This
    from aetherworks.vocab.combat_history import AttackedOrBlockedThisCombat
    from aetherworks.vocab.state_conditions import CountersAtLeast
    from aetherworks.vocab.triggers import BeginningOfStep

    dragster = _compiled("Daredevil Dragster").abilities[0]
    assert dragster.trigger == BeginningOfStep("end_combat", yours=False)
    assert dragster.condition == AttackedOrBlockedThisCombat()
    counter, then = dragster.effects
    assert counter == PutCounters("velocity", 1, This())
    assert isinstance(then, If) and then.condition == CountersAtLeast("velocity", 2)
    assert then.then[1] == Draw(2)
    (guard,) = _compiled("Kjeldoran Home Guard").abilities
    assert guard.condition == AttackedOrBlockedThisCombat()
    assert guard.effects[0] == PutCounters("-0/-1", 1, This())


def test_spells_you_cast_have_improvise_or_convoke() -> None:
    """"Nonartifact spells you cast have improvise." / "Artifact spells you cast have convoke."
    [702.126a, 702.51a]: a permanent's SpellHelpGrant."""
    from aetherworks.vocab.convoke import Convoke, Improvise
    from aetherworks.vocab.spells_have import SpellsHaveHelp

    (statuary,) = _compiled("Inspiring Statuary").abilities
    assert statuary.effect == SpellsHaveHelp(Improvise(), not_types=("Artifact",))
    (engineer,) = _compiled("Chief Engineer").abilities
    assert engineer.effect == SpellsHaveHelp(Convoke(), types=("Artifact",))


def test_it_has_counters_is_refused_when_it_is_not_this_object() -> None:
    """Honesty: in "Whenever a creature you control enters, if it has one or more oil counters
    on it, ..." (Ichorplate Golem) "it" is the entering creature, not the source, so the
    "it has N or more counters on it" template (the source's counters) declines it [122.1]."""
    d, why = compile_text(get_db().card("Ichorplate Golem"))
    assert d is None and "of another object" in why
