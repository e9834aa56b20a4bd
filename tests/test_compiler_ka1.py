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
