"""The std17-misc templates of issue 12 (compiler/build_misc.py): each named card compiles to
the parts a hand-writer would use, with the rule each part implements."""

from __future__ import annotations

from typing import Any

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.compiler import compile_text
from aetherworks.engine.defs import StaticAbility
from aetherworks.engine.hooks import Rule
from aetherworks.vocab.exchange import SelfRule


def _compiled(name: str) -> Any:
    d, why = compile_text(get_db().card(name))
    assert d is not None, why
    return d


def test_cant_attack_or_block_alone() -> None:
    """"This creature can't attack alone" / "can't attack or block alone" [508.1c, 509.1b]."""
    (companion,) = _compiled("Trusty Companion").abilities
    assert companion == StaticAbility(effect=SelfRule(Rule.CANT_ATTACK_ALONE),
                                      text="This creature can't attack alone.")
    horn = _compiled("Bonded Horncrest").abilities
    assert [a.effect for a in horn] == [SelfRule(Rule.CANT_ATTACK_ALONE),
                                        SelfRule(Rule.CANT_BLOCK_ALONE)]


def test_a_creature_type_chosen_as_it_enters() -> None:
    """"As this artifact enters, choose a creature type" [614.12] and what reads the choice:
    "of the chosen type" in a description, a cast trigger, a type-changing static [613.1d]."""
    from aetherworks.engine.defs import EntersWith
    from aetherworks.vocab.chosen_type import ChooseCreatureType, IsChosenType
    from aetherworks.vocab.triggers import YouCast

    choose, anthem, draw = _compiled("Vanquisher's Banner").abilities
    assert choose == EntersWith(as_enters=(ChooseCreatureType(),),
                                text="As this artifact enters, choose a creature type.")
    assert anthem.effect.filter.chosen_type and anthem.effect.yours
    assert draw.trigger == YouCast(types=("Creature",), chosen_type=True)
    automaton = _compiled("Adaptive Automaton").abilities
    assert automaton[1] == StaticAbility(
        effect=IsChosenType(),
        text="This creature is the chosen type in addition to its other types.")
    assert automaton[2].effect.others and automaton[2].effect.filter.chosen_type


def test_becomes_untapped() -> None:
    """"Whenever this artifact becomes untapped, you may pay {2}. If you do, draw a card."
    [701.26b, 603.2e]"""
    from aetherworks.vocab.tap_triggers import BecomesUntapped

    key = _compiled("Key to the City").abilities
    assert key[-1].trigger == BecomesUntapped()
    assert key[-1].text.startswith("Whenever this artifact becomes untapped")
