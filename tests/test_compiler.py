"""The Oracle-text compiler: differential check against every hand-written definition,
honesty (a card compiles only if all of its text does), and the definitions it writes."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

import aetherworks.cards  # noqa: F401  (hand-written definitions, the compiler as provider)
from aetherworks.carddb import get_db
from aetherworks.carddb.model import card_from_record
from aetherworks.compiler import compile_text
from aetherworks.engine import cardpool, defcheck
from aetherworks.engine.cardpool import REGISTRY
from aetherworks.vocab.source import source


def _compiled(name: str) -> Any:
    d, why = compile_text(get_db().card(name))
    assert d is not None, why
    return d


def _card(name: str, text: str, type_line: str = "Creature — Test", **face: Any) -> Any:
    types = [t for t in ("Creature", "Instant", "Sorcery", "Artifact", "Enchantment", "Land")
             if t in type_line.split(" — ")[0]]
    rec = {"name": name, "faces": [dict({
        "name": name, "mana_cost": "{1}", "mana_value": 1, "type_line": type_line,
        "types": types, "subtypes": [], "supertypes": [], "text": text, "power": "1",
        "toughness": "1", "colors": [], "keywords": []}, **face)]}
    return card_from_record(rec)


# --- the differential check --------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(REGISTRY))
def test_compiler_declines_or_agrees_with_every_hand_written_definition(name: str) -> None:
    """Issue 12: for every hand-written definition, the compiler either declines or produces
    an equal definition (parts are frozen values, so equality is exact)."""
    got, _why = compile_text(get_db().card(name))
    if got is not None:
        assert got == REGISTRY[name], f"\ncompiled:\n{source(got)}\nhand:\n{source(REGISTRY[name])}"


def test_the_differential_check_is_not_vacuous() -> None:
    """Enough hand-written definitions compile for the check above to mean something."""
    agreeing = [n for n in REGISTRY if compile_text(get_db().card(n))[0] is not None]
    assert len(agreeing) >= 60


# --- honesty -------------------------------------------------------------------------------


def test_a_card_with_one_unreadable_paragraph_is_refused_with_that_paragraph() -> None:
    """Nothing is dropped: the first paragraph that doesn't compile is the reason."""
    card = _card("Test Card", "When this creature enters, you gain 2 life.\n"
                              "Whenever this creature attacks, it frobnicates.")
    d, why = compile_text(card)
    assert d is None
    assert "it frobnicates" in why and "frobnicates" in why.split(":")[-1]


def test_every_paragraph_is_claimed_by_an_ability() -> None:
    """A compiled definition passes the same check as a hand-written one [check_definition]."""
    for name in ("Angel of Mercy", "Tormenting Voice", "Abrade", "Aether Hub"):
        assert defcheck.check_definition(_compiled(name)) == []


def test_a_map_maker_is_refused_since_a_map_would_be_blank() -> None:
    """111.10s: a Map's explore ability isn't in the vocabulary yet, so a card that makes
    one is refused rather than making a token without its ability."""
    d, why = compile_text(_card("Test Card", "When this creature enters, create a Map token."))
    assert d is None and "Map" in why


def test_two_tokens_with_one_name_keep_their_own_characteristics() -> None:
    """111.4: a token is what its creating effect says; a second, different "Soldier" gets
    its own prototype, and a saved game finds each by its key."""
    from aetherworks.engine.defs import TokenDef

    plain = TokenDef("Soldier", 1, 1, ("Creature",), ("Soldier",), colors=("W",))
    lifelink = TokenDef("Soldier", 1, 1, ("Creature",), ("Soldier",), colors=("W",),
                        keywords=("Lifelink",))
    a, b = cardpool.token_proto(plain), cardpool.token_proto(lifelink)
    assert a.key != b.key and "Lifelink" in b.chars.keywords
    assert "Lifelink" not in cardpool.token_proto(plain).chars.keywords
    assert cardpool.lookup_proto(b.key) is b


def test_the_support_status_names_the_compiler() -> None:
    sup = cardpool.support("Angel of Mercy")
    assert sup.status == "compiled" and sup.supported
    assert cardpool.support("Lightning Bolt").status == "hand_written"


def test_importing_the_cards_does_not_load_the_parser() -> None:
    """The grammar is built on the first compile only: a game of hand-written cards (the
    bench) never pays for it."""
    code = "import sys, aetherworks.cards; assert 'lark' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


# --- what the grammar builds ----------------------------------------------------------------


def test_templates_build_the_parts_a_hand_writer_would_use() -> None:
    from aetherworks.vocab import (
        AnyTarget,
        Damage,
        Enters,
        GainLife,
        Pump,
        SpellAbility,
        TargetPermanent,
        TriggeredAbility,
    )
    from aetherworks.vocab.targets import Filter

    assert _compiled("Angel of Mercy").abilities == (TriggeredAbility(
        trigger=Enters(), effects=(GainLife(3),),
        text="When this creature enters, you gain 3 life."),)
    blessing = _compiled("Angelic Blessing").abilities[0]
    assert blessing.effects == (Pump(3, 3, keywords=("Flying",)),)
    assert blessing.targets == (TargetPermanent(Filter(types=("Creature",))),)
    assert _compiled("Shock").abilities == (SpellAbility(
        effects=(Damage(2),), targets=(AnyTarget(),),
        text="Shock deals 2 damage to any target."),)


def test_targets_of_several_paragraphs_stay_apart() -> None:
    """Seeds of Strength: three paragraphs, three targets, one spell ability [608.2c]."""
    spell = _compiled("Seeds of Strength").abilities[0]
    assert len(spell.targets) == 3
    assert [e.on.index for e in spell.effects] == [0, 1, 2]


def test_a_printed_definition_evaluates_back_to_itself() -> None:
    """`cards show` prints the vocabulary's source; eval of it is the same definition."""
    import aetherworks.engine.defs as defs_mod
    import aetherworks.vocab as vocab_pkg
    from aetherworks.engine.mana import ManaCost

    names: dict[str, Any] = {"ManaCost": ManaCost}
    import importlib
    import pkgutil
    for mod in pkgutil.iter_modules(vocab_pkg.__path__):
        m = importlib.import_module(f"aetherworks.vocab.{mod.name}")
        names.update({k: v for k, v in vars(m).items() if isinstance(v, type)})
    names.update({k: v for k, v in vars(defs_mod).items() if isinstance(v, type)})
    for name in ("Angel of Mercy", "Abrade", "Aether Hub", "Rootbound Crag", "Soul Warden",
                 "Tormenting Voice", "Riparian Tiger"):
        d = _compiled(name)
        assert eval(source(d), names) == d
