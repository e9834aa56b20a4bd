"""The ka2 templates of issue 12 (compiler/build_ka2.py): each named card compiles to the
parts a hand-writer would use, with the rule each part implements."""

from __future__ import annotations

from typing import Any

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.compiler import compile_text
from aetherworks.engine.defs import ActivatedAbility
from aetherworks.engine.objects import WHILE_CONTROLLED
from aetherworks.vocab.effects import ApplyContinuous, Damage, Draw
from aetherworks.vocab.statics import GrantAbilities
from aetherworks.vocab.targets import Filter, TargetPermanent
from aetherworks.vocab.triggers import Enters


def _compiled(name: str) -> Any:
    d, why = compile_text(get_db().card(name))
    assert d is not None, why
    return d


def test_gains_an_ability_for_as_long_as_you_control_this() -> None:
    """"target artifact you control gains '{T}: Draw a card' for as long as you control this
    creature": a layer-6 grant that lasts while its source stays under your control [611.2b,
    613.1f]."""
    (spy,) = _compiled("Quicksmith Spy").abilities
    assert spy.trigger == Enters()
    assert spy.targets == (TargetPermanent(Filter(types=("Artifact",), controller="you")),)
    (grant,) = spy.effects
    assert isinstance(grant, ApplyContinuous) and grant.until == WHILE_CONTROLLED
    assert isinstance(grant.effect, GrantAbilities)
    (draw,) = grant.effect.abilities
    assert isinstance(draw, ActivatedAbility) and draw.effects == (Draw(1),)
    (rebel,) = _compiled("Quicksmith Rebel").abilities
    (ping,) = rebel.effects[0].effect.abilities
    assert rebel.effects[0].until == WHILE_CONTROLLED
    assert isinstance(ping.effects[0], Damage) and ping.effects[0].n == 2


def test_other_creatures_enter_with_an_additional_counter() -> None:
    """"Each other creature you control of the chosen type enters with an additional +1/+1
    counter on it": a static replacement on how others enter [614.1c, 614.12]."""
    from aetherworks.vocab.others_enter_with import OthersEnterWithCounters

    mimic = _compiled("Metallic Mimic").abilities
    effect = mimic[2].effect
    assert effect == OthersEnterWithCounters(Filter(types=("Creature",), controller="you",
                                                    other=True, chosen_type=True))
    paragon = _compiled("Bramblewood Paragon").abilities[0].effect
    assert paragon.filter.subtype == "Warrior" and paragon.filter.other
