"""The ka4 templates of issue 12 (compiler/build_ka4.py): each named card compiles to the
parts a hand-writer would use, with the rule each part implements."""

from __future__ import annotations

from typing import Any

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.compiler import compile_text
from aetherworks.vocab.graveyard_exile import ChooseNameExile
from aetherworks.vocab.refs import Target
from aetherworks.vocab.targets import TargetPlayer


def _compiled(name: str) -> Any:
    d, why = compile_text(get_db().card(name))
    assert d is not None, why
    return d


def test_choose_a_card_name_search_and_exile() -> None:
    """"Choose a [nonartifact, nonland] card name. Search target player's graveyard, hand, and
    library for any number of cards with that name and exile them." [201.4a, 701.23b]."""
    (legacy,) = _compiled("Lost Legacy").abilities
    assert legacy.effects == (ChooseNameExile(who=Target(0), not_types=("Artifact", "Land"),
                                              draw_for_hand=True),)
    assert legacy.targets == (TargetPlayer(),)
    (memoricide,) = _compiled("Memoricide").abilities
    assert memoricide.effects == (ChooseNameExile(who=Target(0), not_types=("Land",)),)
    (vendetta,) = _compiled("Ancient Vendetta").abilities
    assert vendetta.effects == (ChooseNameExile(who=Target(0), limit=4),)
    assert vendetta.targets == (TargetPlayer(opponent_only=True),)
    (obliteration,) = _compiled("Infinite Obliteration").abilities
    assert obliteration.effects == (ChooseNameExile(who=Target(0), types=("Creature",)),)


def test_all_cards_with_that_name_stays_unsupported() -> None:
    """Cranial Extraction's "all cards with that name" is not "any number" [701.23b]: no
    template reads it as such."""
    d, why = compile_text(get_db().card("Cranial Extraction"))
    assert d is None and "all" in why
