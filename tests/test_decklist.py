"""Tests of decklist parsing in every supported format, good and bad input."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from aetherworks.carddb.decklist import (
    DeckError,
    load_deck,
    parse_decklist,
    sample_decks,
)


def test_sample_deck() -> None:
    assert "temur-energy" in sample_decks()
    deck = load_deck("temur-energy")
    assert len(deck.main_names()) == 60 and sum(e.count for e in deck.sideboard) == 15
    assert "Commit // Memory" in deck.main_names()


ARENA = """Deck
4 Amped Raptor (MH3) 114
2 Lightning Bolt (M10) 146

Sideboard
2 Negate (M19) 62
"""


def test_arena_export() -> None:
    deck = parse_decklist(ARENA, source="arena.txt")
    assert [(e.count, e.name, e.line) for e in deck.main] == [
        (4, "Amped Raptor", 2), (2, "Lightning Bolt", 3)]
    assert deck.sideboard[0].name == "Negate"


def test_arena_blank_line_sideboard() -> None:
    deck = parse_decklist("4 Amped Raptor (MH3) 114\n\n2 Negate (M19) 62\n")
    assert [e.name for e in deck.sideboard] == ["Negate"]


def test_plain_with_comments_x_counts_and_sb() -> None:
    text = "# my deck\n// comment\n4x Amped Raptor\n1 Commit/Memory\n3 Commit\nSB: 2 Negate\n"
    deck = parse_decklist(text)
    assert deck.main_names().count("Commit // Memory") == 4
    assert [e.printed for e in deck.main] == ["Amped Raptor", "Commit/Memory", "Commit"]
    assert deck.sideboard[0].count == 2


def test_foreign_names() -> None:
    deck = parse_decklist("4 Raptor surexcité\n4 改革派の霊気砲手\n")
    assert [e.name for e in deck.main] == ["Amped Raptor", "Aethertorch Renegade"]


def test_errors_collect_every_problem_with_lines() -> None:
    with pytest.raises(DeckError) as info:
        parse_decklist("4 Amped Raptor\n4 Ampd Raptor\nnonsense line\n0 Negate\n",
                       source="bad.txt")
    message = str(info.value)
    assert "bad.txt:2: unknown card 'Ampd Raptor' — did you mean: Amped Raptor" in message
    assert "bad.txt:3:" in message and "bad.txt:4:" in message
    assert len(info.value.problems) == 3


def test_empty_deck() -> None:
    with pytest.raises(DeckError, match="empty deck"):
        parse_decklist("# nothing\n\n", source="empty.txt")


DEK = """<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <NetDeckID>0</NetDeckID>
  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Amped Raptor" />
  <Cards CatID="2" Quantity="2" Sideboard="true" Name="Negate" />
  <Cards CatID="3" Quantity="1" Sideboard="false" Name="Fire // Ice" />
</Deck>
"""


def test_mtgo_dek() -> None:
    deck = parse_decklist(DEK, source="deck.dek")
    assert [e.name for e in deck.main] == ["Amped Raptor", "Fire // Ice"]
    assert deck.sideboard[0].count == 2


def test_mtgo_dek_bad() -> None:
    with pytest.raises(DeckError) as info:
        parse_decklist(DEK.replace('Name="Negate"', 'Name="Negat"'), source="deck.dek")
    assert "deck.dek:5: unknown card 'Negat'" in str(info.value)
    with pytest.raises(DeckError, match=r"bad \.dek XML"):
        parse_decklist("<Deck><Cards Quantity='4'", source="broken.dek")


DCK = """[metadata]
Name=Temur Test
[Main]
4 Amped Raptor|MH3|1
2 Glorybringer|AKH
[Sideboard]
1 Commit // Memory|AKH|1
"""


def test_forge_dck() -> None:
    deck = parse_decklist(DCK, source="t.dck")
    assert deck.name == "Temur Test"
    assert [e.name for e in deck.main] == ["Amped Raptor", "Glorybringer"]
    assert deck.sideboard[0].name == "Commit // Memory"


def test_forge_dck_bad() -> None:
    with pytest.raises(DeckError) as info:
        parse_decklist(DCK.replace("Glorybringer", "Glorybringr"), source="t.dck")
    assert "t.dck:5: unknown card 'Glorybringr' — did you mean: Glorybringer" in str(info.value)


def test_load_deck_file_and_missing(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text("4 Amped Raptor\n", encoding="utf-8")
    assert load_deck(str(path)).main[0].count == 4
    with pytest.raises(DeckError, match="no such file or embedded deck"):
        load_deck(str(tmp_path / "missing.txt"))


def test_cli_deck(tmp_path: Path) -> None:
    from aetherworks.cli.main import app

    runner = CliRunner()
    ok = runner.invoke(app, ["cards", "deck", "temur-energy"])
    assert ok.exit_code == 0 and "Main deck (60)" in ok.output
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Ampd Raptor\n", encoding="utf-8")
    result = runner.invoke(app, ["cards", "deck", str(bad)])
    assert result.exit_code == 1 and ":1: unknown card 'Ampd Raptor'" in result.output
    assert "Traceback" not in result.output
