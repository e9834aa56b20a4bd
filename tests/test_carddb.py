"""Tests of the embedded card database, the rules text and the ``cards`` CLI."""

from __future__ import annotations

import json
import re

import pytest
from typer.testing import CliRunner

from aetherworks.carddb import (
    CardDatabase,
    UnknownCardError,
    get_db,
    load_db,
    set_default_db,
)
from aetherworks.carddb.rules import rule_text


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return get_db()


def test_every_embedded_card_loads(db: CardDatabase) -> None:
    cards = list(db.all_cards())
    assert len(cards) == len(db.names()) > 34_000
    for card in cards:
        assert card.faces and card.front.name
        assert all(c in "WUBRG" for face in card.faces for c in face.colors)
        assert all(isinstance(face.mana_value, float) for face in card.faces)


def test_energy_cards(db: CardDatabase) -> None:
    energy = db.energy_cards()
    assert len(energy) == 146
    assert all(c.is_energy for c in energy)
    assert not db.card("Lightning Bolt").is_energy
    assert set(db.generic_energy_rulings) == {"2017-02-09", "2024-06-07", "2025-02-07"}


@pytest.mark.parametrize("name", ["Amped Raptor", "amped  raptor", "Raptor surexcité",
                                  "raptor surexcite", "色めき立つ猛竜"])
def test_amped_raptor_in_any_language(db: CardDatabase, name: str) -> None:
    card = db.card(name)
    assert card.name == "Amped Raptor"
    assert card.front.mana_cost == "{1}{R}" and card.front.power == "2"
    assert card.front.colors == ("R",)
    assert card.foreign["fr"].name == "Raptor surexcité"


def test_japanese_seed_card(db: CardDatabase) -> None:
    card = db.card("改革派の霊気砲手")
    assert card.name == "Aethertorch Renegade"
    assert card.foreign["ja"].type_line == "クリーチャー — 人間・ならず者"


@pytest.mark.parametrize("name", ["Commit // Memory", "Commit/Memory", "commit / memory",
                                  "Commit", "Memory"])
def test_split_card_names(db: CardDatabase, name: str) -> None:
    card = db.card(name)
    assert card.name == "Commit // Memory" and card.layout == "aftermath"
    assert [f.name for f in card.faces] == ["Commit", "Memory"]
    assert [f.mana_value for f in card.faces] == [4.0, 6.0]


def test_double_faced_cards(db: CardDatabase) -> None:
    delver = db.card("Insectile Aberration")
    assert delver.name == "Delver of Secrets // Insectile Aberration"
    assert delver.faces[1].power == "3" and delver.faces[1].colors == ("U",)
    mdfc = db.card("Crackling Falls")
    assert mdfc.layout == "modal_dfc" and mdfc.faces[1].types == ("Land",)


def test_unknown_card_suggestions(db: CardDatabase) -> None:
    with pytest.raises(UnknownCardError) as info:
        db.card("Ampd Raptor")
    assert info.value.name == "Ampd Raptor"
    assert info.value.suggestions[0] == "Amped Raptor"
    assert "did you mean: Amped Raptor" in str(info.value)
    assert db.find("Ampd Raptor") is None and "Ampd Raptor" not in db
    assert "Amped Raptor" in db


def test_rulings_with_dates(db: CardDatabase) -> None:
    raptor = db.card("Amped Raptor")
    assert len(raptor.rulings) == 12
    assert all(re.fullmatch(r"\d{4}-\d{2}-\d{2}", r.date) for r in raptor.rulings)
    assert {r.date for r in raptor.rulings} == {"2024-06-07"}
    assert raptor.printings == ("MH3",)
    assert db.card("Commit").rulings[0].date == "2017-04-18"


def test_data_gaps_and_missing_translations(db: CardDatabase) -> None:
    card = db.card("Suppression Ray")
    assert card.is_energy and card.data_gaps and not card.foreign


def test_search(db: CardDatabase) -> None:
    found = db.search(text="{E}", type_="creature", color="R", mana_value=2, energy_only=True)
    assert "Amped Raptor" in [c.name for c in found]
    assert [c.name for c in db.search(name="surexcité")] == ["Amped Raptor"]
    assert len(db.search(text="{E}", limit=3)) == 3


def test_rule_text() -> None:
    energy = rule_text("107.14")
    assert energy is not None and "energy" in energy
    casting = rule_text("601.2")
    assert casting is not None and "601.2a" in casting
    assert rule_text("704.5a", ).startswith("704.5a")  # type: ignore[union-attr]
    assert rule_text("999.99") is None


def test_load_db_bring_your_own(tmp_path) -> None:  # type: ignore[no-untyped-def]
    atomic = {"meta": {"date": "2030-01-01"}, "data": {"Test Bolt": [{
        "name": "Test Bolt", "layout": "normal", "manaCost": "{R}", "type": "Instant",
        "types": ["Instant"], "text": "Test Bolt deals 3 damage. You get {E}.",
        "colors": ["R"], "colorIdentity": ["R"], "printings": ["TST"],
        "rulings": [{"date": "2030-01-02", "text": "A ruling."}],
        "foreignData": [{"language": "French", "name": "Éclair d'essai", "type": "Éphémère",
                         "text": "…"}],
    }]}}
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(atomic), encoding="utf-8")
    mine = load_db(path)
    card = mine.card("eclair d'essai")
    assert card.name == "Test Bolt" and card.is_energy and card.printings == ("TST",)
    assert mine.data_date == "2030-01-01" and card.rulings[0].date == "2030-01-02"
    set_default_db(mine)
    try:
        assert get_db() is mine
    finally:
        set_default_db(None)
    assert get_db() is not mine


def _cli():  # type: ignore[no-untyped-def]
    from aetherworks.cli.main import app

    return app


def test_cli_show() -> None:
    result = CliRunner().invoke(_cli(), ["cards", "show", "Raptor surexcité", "--lang", "fr"])
    assert result.exit_code == 0, result.output
    assert "Amped Raptor" in result.output and "Initiative" in result.output
    assert "2024-06-07" in result.output
    # Amped Raptor has a definition and scenarios, so the engine reports it as supported.
    assert "Engine support: supported" in result.output


def test_cli_show_missing_translation_and_unknown() -> None:
    runner = CliRunner()
    result = runner.invoke(_cli(), ["cards", "show", "Suppression Ray", "--lang", "ja"])
    assert result.exit_code == 0 and "No Japanese text" in result.output
    bad = runner.invoke(_cli(), ["cards", "show", "Ampd Raptor"])
    assert bad.exit_code == 1 and "Amped Raptor" in bad.output
    assert "Traceback" not in bad.output


def test_cli_search_energy_text() -> None:
    result = CliRunner().invoke(_cli(), ["cards", "search", "--text", "{E}", "--energy",
                                         "--limit", "200"])
    assert result.exit_code == 0, result.output
    assert "Amped Raptor" in result.output and "146 card(s)" in result.output
