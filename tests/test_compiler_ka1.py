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
