"""Auras that enchant a player (compiler/build_auras.py): "Enchant player" / "Enchant
opponent" and "enchanted player" [303.4, 303.4m, 702.5d]."""

from __future__ import annotations

import dataclasses
from typing import Any

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.compiler import compile_text
from aetherworks.compiler.assemble import compile_card
from aetherworks.engine.defs import SpellAbility, StaticAbility, TriggeredAbility
from aetherworks.vocab import refs
from aetherworks.vocab.auras import EnchantedPlayer, EnchantedPlayersStep, TargetEnchantPlayer
from aetherworks.vocab.chosen_permanents import SacrificeOrLoseLife
from aetherworks.vocab.effects import GainLife, LoseLife
from aetherworks.vocab.library import Mill
from aetherworks.vocab.targets import Filter
from aetherworks.vocab.zone_triggers import PermanentEnters


def _compiled(name: str, text: str | None = None) -> Any:
    card = get_db().card(name)
    if text is not None:
        # The same card with another text (an unprinted variant: the check against the
        # printed Oracle text doesn't apply).
        card = dataclasses.replace(card, faces=(dataclasses.replace(card.faces[0],
                                                                    text=text),))
        return compile_card(card)
    d, why = compile_text(card)
    assert d is not None, why
    return d


def test_enchant_player_targets_a_player() -> None:
    """702.5d: "Enchant player" is the spell's player target; "Enchant opponent" an
    opponent."""
    spell = _compiled("Curse of the Bloody Tome").abilities[0]
    assert isinstance(spell, SpellAbility)
    assert spell.targets == (TargetEnchantPlayer(),)
    text = get_db().card("Curse of the Bloody Tome").faces[0].text
    other = _compiled("Curse of the Bloody Tome",
                      text.replace("Enchant player", "Enchant opponent"))
    assert other.abilities[0].targets == (TargetEnchantPlayer(opponent=True),)


def test_enchanted_players_upkeep_and_that_player() -> None:
    """503.1a, 303.4m: the enchanted player's upkeep; "that player" is whose upkeep it is."""
    ab = _compiled("Curse of the Bloody Tome").abilities[1]
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger == EnchantedPlayersStep("upkeep")
    assert ab.effects == (Mill(2, who=refs.EventPlayer()),)


def test_a_creature_enchanted_player_controls_enters() -> None:
    """603.6a, 303.4m: the filter reads "enchanted player controls"; "that player" is the
    enchanted player."""
    ab = _compiled("Trespasser's Curse").abilities[1]
    assert isinstance(ab, TriggeredAbility)
    assert ab.trigger == PermanentEnters(filter=Filter(types=("Creature",),
                                                       controller="enchanted"))
    assert ab.effects == (LoseLife(1, who=EnchantedPlayer()), GainLife(1))


def test_creatures_enchanted_player_controls_get() -> None:
    """613.4c, 303.4m: an anthem over the enchanted player's creatures."""
    ab = _compiled("Curse of Death's Hold").abilities[1]
    assert isinstance(ab, StaticAbility)
    assert ab.effect.power == -1 and ab.effect.filter.controller == "enchanted"
    assert not ab.effect.yours


def test_sacrifice_or_lose_life() -> None:
    """701.21a, 119.3: "that player sacrifices a creature or planeswalker of their choice.
    If the player can't, they lose 5 life" is one part."""
    ab = _compiled("Cruel Reality").abilities[1]
    assert ab.trigger == EnchantedPlayersStep("upkeep")
    assert ab.effects == (SacrificeOrLoseLife(Filter(types=("Creature", "Planeswalker")),
                                              refs.EventPlayer(), life=5),)
