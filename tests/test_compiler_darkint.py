"""Dark Intimations' templates compile to the parts that play its Oracle text (issue 12):
a subject-less "then discards" after an edict [701.9, 101.4], a chosen graveyard return
[400.7, 608.2c], "a Bolas planeswalker spell" [205.3j] and a spell's extra loyalty counter
[614.1c, 122.6]."""

from __future__ import annotations

from test_compiler import _card, _compiled

from aetherworks.compiler import compile_text
from aetherworks.compiler.assemble import compile_card
from aetherworks.engine.defs import SpellAbility, TriggeredAbility
from aetherworks.vocab import effects, refs, triggers
from aetherworks.vocab.chosen_permanents import SacrificeChosen
from aetherworks.vocab.from_graveyard import FromGraveyard
from aetherworks.vocab.graveyard_to_library import ReturnFromGraveyardChosen
from aetherworks.vocab.spell_enters_with import SpellEntersWithCounters


def test_dark_intimations_compiles_every_clause() -> None:
    spell, trigger = _compiled("Dark Intimations").abilities
    assert isinstance(spell, SpellAbility)
    sac, discard, back, draw = spell.effects
    assert isinstance(sac, SacrificeChosen) and sac.who == refs.EachOpponent()
    assert set(sac.filter.types) == {"Creature", "Planeswalker"}
    # the same players discard, after the sacrifices [608.2c]
    assert discard == effects.DiscardChosen(1, refs.EachOpponent())
    assert back == ReturnFromGraveyardChosen(("Creature", "Planeswalker"))
    assert draw == effects.Draw(1, refs.You())
    assert isinstance(trigger, TriggeredAbility)
    assert trigger.trigger == FromGraveyard(triggers.YouCast(
        types=("Planeswalker",), subtypes=("Bolas",), typed_subtype=True))
    assert trigger.effects[-1] == SpellEntersWithCounters("loyalty", 1)


def test_then_discards_needs_a_player_subject_before_it() -> None:
    d, why = compile_text(_card("Test Discards", "Destroy target creature, then discards a card.",
                                type_line="Sorcery"))
    assert d is None and "discards" in why


def test_a_subtype_with_its_type_is_both_not_either() -> None:
    """"A Bolas planeswalker spell": a Bolas that is a planeswalker [205.3j]."""
    d = compile_card(_card("Test Cast", "Whenever you cast a Dragon creature spell, draw a card."))
    assert d.abilities[0].trigger == triggers.YouCast(  # type: ignore[attr-defined]
        types=("Creature",), subtypes=("Dragon",), typed_subtype=True)
