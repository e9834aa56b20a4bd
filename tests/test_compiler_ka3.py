"""Kaladesh-block templates of the ka3 session: counters put on permanents as a trigger and
as this turn's history [122.6], and another counter of a chosen kind [122.1] — compiling a
named card gives the parts a hand writer would use."""

from __future__ import annotations

from typing import Any

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.compiler import compile_text


def _compiled(name: str) -> Any:
    d, why = compile_text(get_db().card(name))
    assert d is not None, why
    return d


def test_counters_put_on_a_permanent_you_control() -> None:
    """122.6: "whenever one or more +1/+1 counters are put on a permanent you control";
    122.1: "give that permanent or player another counter of that kind"."""
    from aetherworks.vocab.choices import MayPayMana
    from aetherworks.vocab.counter_history import CountersPutOn, GiveAnotherCounter
    from aetherworks.vocab.refs import Target
    from aetherworks.vocab.targets import AnyTarget, Filter

    trigger, give = _compiled("Animation Module").abilities
    assert trigger.trigger == CountersPutOn("+1/+1", Filter(controller="you"))
    assert isinstance(trigger.effects[0], MayPayMana) and trigger.effects[0].cost == "{1}"
    assert give.effects == (GiveAnotherCounter(Target(0)),)
    assert give.targets == (AnyTarget(players=True, filter=Filter()),)


def test_counter_put_this_turn_is_an_intervening_if() -> None:
    """603.4: "at the beginning of each end step, if a +1/+1 counter was put on a permanent
    under your control this turn, ..." [122.6]."""
    from aetherworks.vocab.counter_history import CounterPutThisTurn

    (ab,) = _compiled("Fairgrounds Trumpeter").abilities
    assert ab.condition == CounterPutThisTurn("+1/+1")
    assert ab.trigger.step == "end" and not ab.trigger.yours


def test_choose_new_targets_and_copy_target_spell() -> None:
    """115.7d: "You may choose new targets for target spell" (Redirect); 707.10, 707.10c:
    "Copy target instant or sorcery spell. You may choose new targets for the copy."
    (Twincast); both as modes of Insidious Will [700.2]."""
    from aetherworks.vocab.effects import CounterIt
    from aetherworks.vocab.new_targets import ChooseNewTargets, CopyTargetSpell
    from aetherworks.vocab.refs import Target
    from aetherworks.vocab.targets import TargetSpell

    (redirect,) = _compiled("Redirect").abilities
    assert redirect.effects == (ChooseNewTargets(Target(0)),)
    assert redirect.targets == (TargetSpell(),)
    (twincast,) = _compiled("Twincast").abilities
    assert twincast.effects == (CopyTargetSpell(Target(0)),)
    assert twincast.targets == (TargetSpell(types=("Instant", "Sorcery")),)
    (will,) = _compiled("Insidious Will").abilities
    assert [m.effects for m in will.modes] == [(CounterIt(Target(0)),), redirect.effects,
                                               twincast.effects]


def test_additional_land_plays_and_that_players_upkeep() -> None:
    """305.2: "each player may play an additional land on each of their turns" (Ghirapur
    Orrery), "you may play an additional land" (Exploration), "two additional lands"
    (Azusa); 503.1a, 603.4: "at the beginning of each player's upkeep, if that player has no
    cards in hand, that player draws three cards"."""
    from aetherworks.vocab.conditions import HandSizeAtMost
    from aetherworks.vocab.effects import Draw
    from aetherworks.vocab.land_plays import ExtraLandPlays
    from aetherworks.vocab.refs import EventPlayer

    lands, upkeep = _compiled("Ghirapur Orrery").abilities
    assert lands.effect == ExtraLandPlays(each=True)
    assert upkeep.condition == HandSizeAtMost(0, active=True)
    assert upkeep.effects == (Draw(3, who=EventPlayer()),)
    assert _compiled("Exploration").abilities[0].effect == ExtraLandPlays()
    azusa = _compiled("Azusa, Lost but Seeking").abilities[0]
    assert azusa.effect == ExtraLandPlays(2)



def test_until_your_next_turn_pump_and_an_emblem_with_a_static_ability() -> None:
    """611.2a, 602.5: "until your next turn, up to one target creature gets -3/-0 and its
    activated abilities can't be activated"; 114.4, 502.3: an emblem's static ability
    ("your opponents can't untap more than two permanents during their untap steps"),
    named after the card [114.2]."""
    from aetherworks.vocab.effects import ApplyContinuous, Pump
    from aetherworks.vocab.emblems import GetEmblem
    from aetherworks.vocab.refs import Target
    from aetherworks.vocab.restrictions import CantActivate
    from aetherworks.vocab.untap_limits import UntapAtMost

    plus, _minus, ultimate = _compiled("Dovin Baan").abilities
    assert plus.effects == (Pump(-3, 0, on=Target(0), until="your_next_turn"),
                            ApplyContinuous(CantActivate(), on=Target(0),
                                            until="your_next_turn"))
    assert plus.targets[0].min_count == 0 and plus.loyalty == 1
    (get,) = ultimate.effects
    assert isinstance(get, GetEmblem) and get.token.name == "Dovin Baan emblem"
    assert get.token.abilities[0].effect == UntapAtMost(2, "opponents")
