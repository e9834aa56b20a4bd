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


def test_that_spells_mana_value() -> None:
    """"where X is that spell's mana value": the spell a cast trigger names, or the spell
    targeted before; never "this creature" [202.3e, 608.2h]."""
    from aetherworks.vocab.counts import SpellManaValue
    from aetherworks.vocab.reanimate import ReturnAllFromGraveyard
    from aetherworks.vocab.refs import EventObject

    token, exile = _compiled("Metallurgic Summonings").abilities
    (create,) = token.effects
    assert create.power == create.toughness == SpellManaValue(EventObject())
    assert exile.effects == (ReturnAllFromGraveyard(types=("Instant", "Sorcery")),)
    (swindle,) = _compiled("Spell Swindle").abilities
    assert swindle.effects[1].n == SpellManaValue(Target(0))
    (cyclops,) = _compiled("Erratic Cyclops").abilities
    assert cyclops.effects[0].power == SpellManaValue(EventObject())
    # Draining Whelk's "that spell" comes after "this creature": no template guesses.
    d, why = compile_text(get_db().card("Draining Whelk"))
    assert d is None and "that spell" in why


def test_costs_x_less_total_mana_value() -> None:
    """"This spell costs {X} less to cast, where X is the total mana value of noncreature
    artifacts you control" [601.2f, 202.3]; its graveyard ability works there [113.6b]."""
    from aetherworks.engine.defs import StaticAbility
    from aetherworks.vocab.characteristic_amounts import TotalManaValueOf
    from aetherworks.vocab.cost_reduction import CostsLessFor
    from aetherworks.vocab.targets import Filter

    cost, back = _compiled("Metalwork Colossus").abilities
    assert cost == StaticAbility(
        effect=CostsLessFor(TotalManaValueOf(Filter(types=("Artifact",),
                                                    not_types=("Creature",),
                                                    controller="you")), 1),
        text=cost.text)
    assert back.zone == "graveyard"


def test_hour_counters_and_hand_size() -> None:
    """Midnight Oil: "enters with seven hour counters" [122.1], "draw an additional card"
    (one card, as the trigger resolves) [504.1], "Your maximum hand size is equal to the
    number of hour counters on this enchantment" [402.2]."""
    from aetherworks.engine.defs import EntersWith
    from aetherworks.vocab.counter_actions import RemoveCounters
    from aetherworks.vocab.counts import CountersOn
    from aetherworks.vocab.effects import Draw
    from aetherworks.vocab.hand_size import MaximumHandSizeIs
    from aetherworks.vocab.refs import This

    enters, draw, size, _discard = _compiled("Midnight Oil").abilities
    assert isinstance(enters, EntersWith) and enters.counters == (("hour", 7),)
    assert draw.effects == (Draw(1), RemoveCounters("hour", 2, on=This()))
    assert size.effect == MaximumHandSizeIs(CountersOn("hour"))


def test_controls_the_greatest() -> None:
    """"if you control the artifact with the greatest mana value or tied for the greatest
    mana value": an intervening if on Padeem [603.4]; a resolution check ("draw a card if
    you control the creature with the greatest power ...") on Triumph of Ferocity."""
    from aetherworks.vocab.effects import Draw, If
    from aetherworks.vocab.greatest_among import ControlsGreatest

    _hexproof, upkeep = _compiled("Padeem, Consul of Innovation").abilities
    assert upkeep.condition == ControlsGreatest("Artifact", "mana_value")
    assert upkeep.effects == (Draw(1),)
    (triumph,) = _compiled("Triumph of Ferocity").abilities
    assert triumph.condition is None
    assert triumph.effects == (If(ControlsGreatest("Creature", "power"), (Draw(1),)),)


def test_any_number_of_targets_returned_this_way() -> None:
    """"Return any number of target nonland, nontoken permanents you control to their owners'
    hands. Draw a card for each card returned to your hand this way." [601.2c, 608.2c]"""
    from aetherworks.vocab.effects import Draw, ReturnToHand
    from aetherworks.vocab.targets import Filter, TargetPermanent
    from aetherworks.vocab.this_way import ReturnedToYourHand

    (outcome,) = _compiled("Paradoxical Outcome").abilities
    assert outcome.targets == (TargetPermanent(Filter(not_types=("Land",), controller="you",
                                                      token=False), count=999, min_count=0),)
    assert outcome.effects == (ReturnToHand(Target(0)), Draw(ReturnedToYourHand()))


def test_put_a_card_from_your_graveyard_on_top() -> None:
    """"Then you may put an artifact card from your graveyard on top of your library": not
    targeted [401.2, 608.2c; ruling on Sequestered Stash]."""
    from aetherworks.vocab.energy_payments import MayOrElse
    from aetherworks.vocab.graveyard_to_library import PutFromGraveyardOnTop

    _mana, stash = _compiled("Sequestered Stash").abilities
    assert stash.targets == ()
    (put,) = [e for e in stash.effects if isinstance(e, MayOrElse)]
    assert put.then == (PutFromGraveyardOnTop(("Artifact",)),)
