"""The replacement and prevention templates compile named cards to the parts a hand-writer
would use (compiler/build_replacement.py; docs/vocabulary.md section 7)."""

from __future__ import annotations

from typing import Any

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.compiler import compile_text
from aetherworks.engine.defs import SpellAbility, StaticAbility, TriggeredAbility
from aetherworks.vocab import effects
from aetherworks.vocab.counter_actions import RemoveCounters, YouPutCounters
from aetherworks.vocab.damage_replacement import (
    DamageCantBePrevented,
    DamageEvent,
    DoubleDamage,
    PreventSome,
    StartEffect,
)
from aetherworks.vocab.quantity_replacement import CountersInstead, TokensTimes
from aetherworks.vocab.refs import EventAmount
from aetherworks.vocab.targets import Filter
from aetherworks.vocab.turn_history import YouAttackedThisTurn

YOUR_CREATURE = Filter(types=("Creature",), controller="you")


def _compiled(name: str) -> Any:
    d, why = compile_text(get_db().card(name))
    assert d is not None, f"{name}: {why}"
    return d


def _statics(name: str) -> list[Any]:
    return [a.effect for a in _compiled(name).abilities if isinstance(a, StaticAbility)]


def test_prevent_n_of_that_damage_615_1() -> None:
    assert _statics("Protection of the Hekma") == [
        PreventSome(DamageEvent(source="opponent", to=("you",)), 1)]
    assert _statics("Djeru, With Eyes Open") == [PreventSome(DamageEvent(
        to=(Filter(types=("Planeswalker",), controller="you"),)), 1)]
    assert _statics("Urza's Armor") == [PreventSome(DamageEvent(to=("you",)), 1)]
    assert _statics("Shield of the Realm") == [PreventSome(DamageEvent(to=("attached",)), 2)]


def test_double_damage_static_and_this_turn_614_1a() -> None:
    assert _statics("Angrath's Marauders") == [
        DoubleDamage(DamageEvent(source="you", to=("player", Filter())))]
    assert _statics("Fiendish Duo")[-1] == DoubleDamage(DamageEvent(to=("opponent",)))
    insult = _compiled("Insult // Injury").faces[0].abilities[0]
    assert isinstance(insult, SpellAbility)
    assert insult.effects == (StartEffect(DamageCantBePrevented()),
                              StartEffect(DoubleDamage(DamageEvent(source="you"))))


def test_prevent_all_damage_to_creatures_this_turn_615_1() -> None:
    fog = _compiled("Blinding Fog").abilities[0]
    assert fog.effects[0] == StartEffect(PreventSome(
        DamageEvent(to=(Filter(types=("Creature",)),)), 0))


def test_counters_and_tokens_how_many_614_1a() -> None:
    assert _statics("Vizier of Remedies") == [CountersInstead("-1/-1", YOUR_CREATURE, "minus")]
    assert _statics("Hardened Scales") == [CountersInstead("+1/+1", YOUR_CREATURE, "plus")]
    assert _statics("Corpsejack Menace") == [CountersInstead("+1/+1", YOUR_CREATURE, "twice")]
    assert _statics("Anointed Procession") == [TokensTimes(yours=True)]
    assert _statics("Primal Vigor")[0] == TokensTimes(yours=False)


def test_whenever_you_put_counters_122_6() -> None:
    (nest,) = [a for a in _compiled("Nest of Scarabs").abilities
               if isinstance(a, TriggeredAbility)]
    assert nest.trigger == YouPutCounters("-1/-1", Filter(types=("Creature",)))
    assert isinstance(nest.effects[0], effects.CreateTokens)
    assert nest.effects[0].n == EventAmount()
    maw = [a for a in _compiled("Defiant Greatmaw").abilities
           if isinstance(a, TriggeredAbility)][-1]
    assert maw.trigger == YouPutCounters("-1/-1", "self")
    assert isinstance(maw.effects[0], RemoveCounters)


def test_instead_if_paragraph_changes_the_one_before_608_2c() -> None:
    (spell,) = _compiled("Firecannon Blast").abilities
    (eff,) = spell.effects
    assert isinstance(eff, effects.If) and eff.condition == YouAttackedThisTurn()
    assert eff.then[0].n == 6 and eff.otherwise[0].n == 3
    assert eff.then[0].to == eff.otherwise[0].to
