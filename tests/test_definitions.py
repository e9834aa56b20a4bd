"""Every card definition agrees with the card database (name, Oracle paragraphs)."""

import pytest

import aetherworks.cards  # noqa: F401
from aetherworks.engine import cardpool
from aetherworks.engine.defs import CardDef, SpellAbility
from aetherworks.vocab import Damage, TargetCreature


def test_every_registered_definition_passes_its_check() -> None:
    assert cardpool.check_all() == {}


def test_a_definition_whose_text_is_not_oracle_fails_when_loaded() -> None:
    """A definition claiming text the card doesn't have is refused as the card loads."""
    saved = cardpool.REGISTRY.get("Shock")
    try:
        cardpool.register("test", CardDef("Shock", (SpellAbility(
            effects=(Damage(3),), targets=(TargetCreature(),),
            text="Shock deals 3 damage to target creature."),)))
        with pytest.raises(cardpool.DefinitionError, match="not in Oracle text"):
            cardpool.prototype("Shock")
    finally:
        assert saved is not None
        cardpool.register("core", saved)
        cardpool.SETS["test"].remove("Shock")


def test_an_unknown_card_name_is_reported() -> None:
    problems = cardpool.check_definition(CardDef("Lightning Bolte"))
    assert problems and "no such card" in problems[0]
