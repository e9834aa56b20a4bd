"""The Amonkhet-block templates compile named cards to the parts a hand-writer would use
(compiler/build_amonkhet.py; docs/vocabulary.md section 7)."""

from __future__ import annotations

from typing import Any

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.compiler import compile_text
from aetherworks.engine.defs import ActivatedAbility, ExertAbility, StaticAbility, TriggeredAbility
from aetherworks.vocab.conditions import HandSizeAtMost, Not, YouControl
from aetherworks.vocab.cost_reduction import SpellsCost
from aetherworks.vocab.costs import DiscardCards
from aetherworks.vocab.cycling import CycleThis, DiscardSelf
from aetherworks.vocab.exert import ExertSelf, YouExert
from aetherworks.vocab.player_triggers import YouDiscard
from aetherworks.vocab.state_conditions import CardInGraveyard, CountersAtLeast, EitherCondition
from aetherworks.vocab.targets import Filter
from aetherworks.vocab.turn_history import CreatureDiedThisTurn


def _compiled(name: str) -> Any:
    d, why = compile_text(get_db().card(name))
    assert d is not None, f"{name}: {why}"
    return d


def _of(d: Any, kind: type) -> list[Any]:
    return [a for a in d.abilities if isinstance(a, kind)]


def test_cycling_triggers_702_29c() -> None:
    """"When you cycle this card" is a triggered ability of the card itself, also on an
    instant; cycling's cost is marked as cycling [702.29c]."""
    d = _compiled("Renewed Faith")
    (trig,) = _of(d, TriggeredAbility)
    assert trig.trigger == CycleThis()
    (cyc,) = _of(d, ActivatedAbility)
    assert cyc.costs == (DiscardSelf(cycling=True),) and cyc.zone == "hand"
    assert _of(_compiled("Archfiend of Ifnir"), TriggeredAbility)[0].trigger == YouDiscard(
        others=True)



def test_exert_templates_701_43a() -> None:
    d = _compiled("Trueheart Twins")
    assert _of(d, ExertAbility) and _of(d, TriggeredAbility)[0].trigger == YouExert()
    (paincaster,) = [a for a in _compiled("Fervent Paincaster").abilities
                     if isinstance(a, ActivatedAbility) and ExertSelf() in a.costs]
    assert paincaster.targets


def test_gods_cant_attack_or_block_unless_508_1c() -> None:
    d = _compiled("Hazoret the Fervent")
    conds = {a.condition for a in _of(d, StaticAbility)}
    assert conds == {Not(HandSizeAtMost(1))}
    conds = {a.condition for a in _of(_compiled("Bontu the Glorified"), StaticAbility)}
    assert conds == {Not(CreatureDiedThisTurn(yours=True))}


def test_desert_condition() -> None:
    (st,) = _of(_compiled("Solitary Camel"), StaticAbility)
    desert = Filter(subtype="Desert")
    assert st.condition == EitherCondition((YouControl(desert), CardInGraveyard(desert)))


def test_monuments_601_2f() -> None:
    (st,) = [a for a in _of(_compiled("Bontu's Monument"), StaticAbility)
             if isinstance(a.effect, SpellsCost)]
    assert st.effect == SpellsCost(-1, ("Creature",), colors=("B",))


def test_brick_counters_122_1() -> None:
    d = _compiled("Luxa River Shrine")
    limits = [c for a in _of(d, ActivatedAbility) for c in a.costs
              if getattr(c, "condition", None) == CountersAtLeast("brick", 3)]
    assert len(limits) == 1


def test_eternalize_with_a_discard_702_129a() -> None:
    d = _compiled("Sunscourge Champion")
    (et,) = [a for a in _of(d, ActivatedAbility) if a.zone == "graveyard"]
    assert DiscardCards(1) in et.costs and et.sorcery


def test_graveyard_targets_mana_value_and_several_115_1() -> None:
    from aetherworks.vocab.targets import TargetCardInGraveyard

    (ab,) = [a for a in _compiled("Wander in Death").abilities if a.targets]
    assert ab.targets == (TargetCardInGraveyard(("Creature",), count=2, min_count=0),)
    exert = _of(_compiled("Devoted Crop-Mate"), ExertAbility)[0]
    assert exert.reflexive.targets == (TargetCardInGraveyard(("Creature",), max_mv=2),)


def test_that_card_is_the_new_object_400_7() -> None:
    """"Exile another target creature. Return that card ... at the beginning of the next
    end step": the exile remembers the new object, the delayed ability returns it."""
    from aetherworks.vocab.effects import Exile
    from aetherworks.vocab.energy import AtNextStep

    (ab,) = [a for a in _of(_compiled("Angel of Condemnation"), ActivatedAbility)
             if not any(isinstance(c, ExertSelf) for c in a.costs)]
    exile, delayed = ab.effects
    assert exile == Exile(remember="exiled")
    assert isinstance(delayed, AtNextStep) and delayed.key == "exiled"


def test_those_creatures_name_the_set_before() -> None:
    from aetherworks.vocab.effects import Pump
    from aetherworks.vocab.zone_triggers import EachPermanent

    d = _compiled("Gideon, Martial Paragon")
    plus = next(a for a in d.abilities if getattr(a, "loyalty", None) == 2)
    (pump,) = [e for e in plus.effects if isinstance(e, Pump)]
    assert pump.on == EachPermanent(Filter(("Creature",), controller="you"))


def test_impulse_and_spells_rules() -> None:
    from aetherworks.engine.hooks import Rule
    from aetherworks.vocab.energy_payments import MayPlayThisTurn
    from aetherworks.vocab.restrictions import SpellsRule
    from aetherworks.vocab.saga import ExileTop

    (st,) = [a for a in _of(_compiled("Prowling Serpopard"), StaticAbility)
             if isinstance(a.effect, SpellsRule)]
    assert st.effect == SpellsRule(Rule.CANT_BE_COUNTERED,
                                   filter=Filter(("Creature",), controller="you"))
    d, _ = compile_text(get_db().card("Oracle's Vault"))
    assert d is None  # its second ability plays the card free: not expressible yet
    first = compile_text(get_db().card("Professional Face-Breaker"))[0]
    if first is not None:
        assert (ExileTop(1), MayPlayThisTurn("exiled")) in [a.effects for a in first.abilities]


def test_named_card_search_701_23() -> None:
    from aetherworks.vocab.named_search import SearchNamed

    (trig,) = _of(_compiled("Gideon's Resolve"), TriggeredAbility)
    assert trig.effects == (SearchNamed("Gideon, Martial Paragon", "may", optional=True),)


def test_hollow_one_and_countervailing_winds() -> None:
    from aetherworks.vocab.cost_reduction import CostsLessFor
    from aetherworks.vocab.counts import CardsInGraveyard
    from aetherworks.vocab.effects import CounterUnlessPays
    from aetherworks.vocab.turn_history import CardsDiscardedThisTurn

    (st,) = _of(_compiled("Hollow One"), StaticAbility)
    assert st.effect == CostsLessFor(CardsDiscardedThisTurn(), 2)
    (spell,) = [a for a in _compiled("Countervailing Winds").abilities if a.targets]
    assert spell.effects == (CounterUnlessPays(CardsInGraveyard()),)


def test_named_card_from_graveyard_hand_or_library_onto_the_battlefield_701_23() -> None:
    from aetherworks.vocab.named_search import SearchNamed

    (ab,) = _of(_compiled("Gate to the Afterlife"), ActivatedAbility)
    assert ab.effects == (SearchNamed("God-Pharaoh's Gift", "may", hand=True, to="battlefield"),)
