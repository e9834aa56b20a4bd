"""The std17-more templates of issue 12 (compiler/build_std17more.py): each named card compiles
to the parts a hand-writer would use, with the rule each part implements."""

from __future__ import annotations

from typing import Any

import pytest

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.compiler import compile_text
from aetherworks.engine.defs import ActivatedAbility
from aetherworks.engine.hooks import Rule
from aetherworks.vocab import effects, refs
from aetherworks.vocab.targets import Filter


def _compiled(name: str) -> Any:
    d, why = compile_text(get_db().card(name))
    assert d is not None, why
    return d


def test_portions_of_a_players_own_total() -> None:
    """"Each player loses a third of their life, rounded up", "target player mills half their
    library, rounded up" [107.1a, 119.3, 701.17a]."""
    from aetherworks.vocab.portions import LosePortionOfLife, MillPortion

    (ravager,) = _compiled("Dire Fleet Ravager").abilities
    assert ravager.effects == (LosePortionOfLife(den=3, up=True, who=refs.EachPlayer()),)
    (swallower,) = _compiled("Fleet Swallower").abilities
    assert swallower.effects == (MillPortion(den=2, up=True, who=refs.Target(0)),)


def test_unless_you_return_or_sacrifice() -> None:
    """"Then discard a card unless you return a land you control to its owner's hand",
    "tap this creature unless you sacrifice another creature" [118.12a]."""
    from aetherworks.vocab.unless_return import UnlessReturn, UnlessSacrifice

    (lesson,) = _compiled("Tragic Lesson").abilities
    assert lesson.effects[1] == UnlessReturn(
        Filter(types=("Land",), controller="you"),
        otherwise=(effects.DiscardChosen(1, who=refs.You()),),
        prompt="prompt.return_chosen_or_else")
    demon = _compiled("Apocalypse Demon").abilities[-1]
    assert demon.effects == (UnlessSacrifice(
        Filter(types=("Creature",), controller="you", other=True),
        otherwise=(effects.TapIt(refs.This()),)),)


def test_the_punisher_choice() -> None:
    """"... loses 3 life unless that player sacrifices a nonland permanent of their choice or
    discards a card" / "... unless they sacrifice ... or discard a card" [118.12a]."""
    from aetherworks.vocab.punisher import LoseLifeUnlessSacrificeOrDiscard

    scarabs = _compiled("Torment of Scarabs").abilities[-1]
    (effect,) = scarabs.effects
    assert isinstance(effect, LoseLifeUnlessSacrificeOrDiscard)
    assert effect.n == 3 and effect.filter == Filter(not_types=("Land",))
    bolas = _compiled("Nicol Bolas, the Deceiver").abilities[0]
    assert bolas.effects[0].who == refs.EachOpponent()


def test_life_total_becomes() -> None:
    """"Target player's life total becomes 1." [119.5]"""
    from aetherworks.vocab.life_total import LifeTotalBecomes

    vraska = _compiled("Vraska, Relic Seeker").abilities[2]
    assert vraska.effects == (LifeTotalBecomes(1, refs.Target(0)),)
    assert vraska.loyalty == -10


def test_must_be_blocked_this_turn_if_able() -> None:
    """"Target creature gets +5/+5 until end of turn and must be blocked this turn if able."
    [509.1c]"""
    from aetherworks.vocab.restrictions import RuleEffect

    (growth,) = _compiled("Emergent Growth").abilities
    assert growth.effects[1] == effects.ApplyContinuous(RuleEffect(Rule.MUST_BE_BLOCKED),
                                                        on=refs.Target(0))


def test_graveyard_triggers_and_abilities() -> None:
    """A triggered ability that returns its card from the graveyard functions only there
    [113.6m]; a sorcery's "{3}{R}{R}: Return this card from your graveyard" is activated from
    its graveyard [113.6b]."""
    from aetherworks.vocab.from_graveyard import FromGraveyard
    from aetherworks.vocab.zone_triggers import PermanentEnters

    (daredevil,) = _compiled("Ovalchase Daredevil").abilities
    assert daredevil.trigger == FromGraveyard(PermanentEnters(types=("Artifact",)))
    assert daredevil.trigger.in_graveyard
    assert daredevil.trigger.events == PermanentEnters.events
    tactics = _compiled("Unconventional Tactics").abilities[-1]
    assert isinstance(tactics.trigger, FromGraveyard)
    barrage = _compiled("Repeating Barrage").abilities[-1]
    assert isinstance(barrage, ActivatedAbility) and barrage.zone == "graveyard"
    assert str(barrage.mana) == "{3}{R}{R}"


def test_an_upkeep_trigger_from_the_graveyard() -> None:
    """"At the beginning of your upkeep, you may return this card from your graveyard to your
    hand." (Squee, Goblin Nabob) functions only from the graveyard [113.6m]."""
    from aetherworks.vocab.from_graveyard import FromGraveyard
    from aetherworks.vocab.triggers import BeginningOfStep

    (squee,) = _compiled("Squee, Goblin Nabob").abilities
    assert squee.trigger == FromGraveyard(BeginningOfStep("upkeep", yours=True))


def test_what_a_target_was() -> None:
    """"If that permanent was a Liliana planeswalker, her controller loses 3 life", "If its
    mana value was 2 or less, scry 2" [608.2h]."""
    from aetherworks.vocab.target_was import TargetWas

    (defeat,) = _compiled("Liliana's Defeat").abilities
    assert defeat.targets[0].filter == Filter(types=("Creature", "Planeswalker"), colors=("B",))
    assert defeat.effects[1] == effects.If(
        TargetWas(("Planeswalker",), "Liliana"),
        then=(effects.LoseLife(3, refs.ControllerOfTarget(0)),))
    (voyage,) = _compiled("Perilous Voyage").abilities
    assert voyage.effects[1].condition == TargetWas(max_mv=2)
    (jace,) = _compiled("Jace's Defeat").abilities
    assert jace.effects[1].condition == TargetWas(("Planeswalker",), "Jace")


def test_two_types_with_different_adjectives_are_refused() -> None:
    """"target Forest, green enchantment, or green planeswalker" is no single filter."""
    d, why = compile_text(get_db().card("Nissa's Defeat"))
    assert d is None and why


def test_reveal_the_top_card_and_lose_life_equal_to_its_mana_value() -> None:
    """Dark Confidant [701.20a, 202.3]: the revealed card's mana value."""
    from aetherworks.vocab.library import RevealTopToHand

    for name in ("Dark Confidant", "Ruin Raider"):
        (ab,) = [a for a in _compiled(name).abilities if hasattr(a, "trigger")]
        assert ab.effects == (RevealTopToHand(), effects.LoseLife(
            refs.ManaValueOf(refs.Remembered("revealed")), refs.You()))
    from aetherworks.vocab.library import RevealTop

    (wurm,) = _compiled("Sifter Wurm").abilities  # the card stays on top [701.20a]
    assert wurm.effects[1:] == (RevealTop(), effects.GainLife(
        refs.ManaValueOf(refs.Remembered("revealed")), refs.You()))


def test_if_condition_you_may_pay() -> None:
    """"Whenever this creature attacks, if you control another nontoken Pirate, you may pay
    {2}. If you do, create ..." — an intervening if [603.4] and a cost paid on resolution
    [118.12]."""
    from aetherworks.vocab.choices import MayPayMana

    captain = _compiled("Fathom Fleet Captain").abilities[-1]
    assert captain.condition is not None
    (pay,) = captain.effects
    assert isinstance(pay, MayPayMana) and pay.cost == "{2}" and len(pay.then) == 1


@pytest.mark.parametrize("name", ["Torment of Venom", "Nissa's Defeat"])
def test_still_refused(name: str) -> None:
    """Near templates that the parts can't say honestly stay unsupported ("another nonland
    permanent" other than the target; two differently coloured types)."""
    d, _ = compile_text(get_db().card(name))
    assert d is None


def test_players_cant_gain_life() -> None:
    """"Players can't gain life." and "Your opponents can't gain life this turn." [119.7]"""
    from aetherworks.vocab.damage_replacement import StartEffect
    from aetherworks.vocab.life_gain import CantGainLife

    static = _compiled("Rampaging Ferocidon").abilities[0]
    assert static.effect == CantGainLife()
    (crack,) = _compiled("Skullcrack").abilities
    assert crack.effects[0] == StartEffect(CantGainLife())
    command = _compiled("Atarka's Command").abilities[0]
    assert command.modes[0].effects == (StartEffect(CantGainLife(opponents_only=True)),)


def test_two_target_players_exchange_life_totals() -> None:
    """"You may have two target players exchange life totals." [701.12c, 115.3]"""
    from aetherworks.vocab.exchange import ExchangeLifeTotals, TargetPlayers

    (axis,) = _compiled("Axis of Mortality").abilities
    assert axis.targets == (TargetPlayers(),)
    assert axis.effects[0].then == (ExchangeLifeTotals(refs.Target(0)),)


def test_remove_a_counter_from_a_creature_you_control_as_a_cost() -> None:
    """"{2}{U}, Remove a +1/+1 counter from a creature you control: Draw a card." [118.3,
    122.8]"""
    from aetherworks.vocab.costs import RemoveCounterFrom

    draw = _compiled("Shapers of Nature").abilities[1]
    assert draw.costs == (RemoveCounterFrom("+1/+1", 1, Filter(types=("Creature",),
                                                                controller="you")),)
