"""Deck construction [100.2a, 100.4a, 903.3-903.5, 702.124] and formats by printings, with
every exception; the game commands refuse what breaks them, naming file and line."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from aetherworks.carddb import CardDatabase, MemorySource
from aetherworks.carddb.construction import FORMATS, check_deck, copy_limit, natural_format
from aetherworks.carddb.decklist import MAX_CARDS, DeckError, load_deck, parse_decklist
from aetherworks.cli.main import app


def _check(text: str, fmt: str | None = None) -> list[tuple[int | None, str]]:
    return list(check_deck(parse_decklist(text, source="d.txt"), fmt).problems)


# ---------------------------------------------------------------------------- constructed


def test_sixty_cards_minimum() -> None:
    """100.2a: a constructed deck has at least 60 cards."""
    assert _check("4 Lightning Bolt\n56 Mountain\n") == []
    (problem,) = _check("4 Lightning Bolt\n55 Mountain\n")
    assert problem == (None, "59 cards in the main deck: a constructed deck has at least 60 "
                             "[100.2a]")
    assert _check("1 Lightning Bolt\n")[0][1].startswith("1 cards in the main deck")


def test_four_copies_and_basic_lands() -> None:
    """100.2a: at most four of a card other than basic lands (snow basics and Wastes are
    basic lands too)."""
    assert _check("200 Mountain\n") == []
    assert _check("20 Snow-Covered Forest\n20 Wastes\n20 Forest\n") == []
    assert _check("5 Lightning Bolt\n55 Mountain\n") == [
        (1, "5 copies of Lightning Bolt: at most 4 [100.2a]")]
    assert _check("200 Grizzly Bears\n")[0] == (1, "200 copies of Grizzly Bears: at most 4 "
                                                   "[100.2a]")


def test_four_copies_count_the_sideboard_too() -> None:
    """100.4a: the four-card limit applies to the deck and sideboard combined."""
    problems = _check("3 Negate\n57 Island\nSideboard\n2 Negate\n")
    assert problems == [(1, "5 copies of Negate (lines 1, 4): at most 4 [100.2a]")]


def test_sideboard_at_most_fifteen() -> None:
    """100.4a."""
    assert _check("60 Island\nSideboard\n15 Plains\n") == []
    assert _check("60 Island\nSideboard\n16 Plains\n") == [
        (3, "16 cards in the sideboard: at most 15 [100.4a]")]


def test_cards_that_say_a_deck_can_have_any_number_or_up_to_n() -> None:
    """Relentless Rats: "A deck can have any number of cards named Relentless Rats."; Seven
    Dwarves: "up to seven"."""
    assert _check("30 Relentless Rats\n30 Swamp\n") == []
    assert _check("7 Seven Dwarves\n53 Mountain\n") == []
    assert _check("8 Seven Dwarves\n52 Mountain\n") == [
        (1, "8 copies of Seven Dwarves: at most 7 [100.2a]")]
    from aetherworks.carddb import get_db

    assert copy_limit(get_db().card("Relentless Rats"), 1) is None
    assert copy_limit(get_db().card("Lightning Bolt"), 1) == 1


def test_absurd_counts_are_refused_while_parsing() -> None:
    """A count of 10**9 would exhaust memory when the library is built: refused at its line."""
    with pytest.raises(DeckError) as info:
        parse_decklist("4 Lightning Bolt\n1000000000 Mountain\n", source="big.txt")
    assert f"big.txt:2: more than {MAX_CARDS} cards in all" in str(info.value)


# ---------------------------------------------------------------------------- Commander

SATYA = "Commander\n1 Satya, Aetherflux Genius\nDeck\n"


def test_the_commander_precons_are_legal_commander_decks() -> None:
    """903.5a-c: 100 cards with the commander, singleton but for basics, colour identity."""
    for name in ("drc-living-energy", "m3c-creative-energy"):
        deck = load_deck(name)
        assert natural_format(deck) == "commander"
        assert len(deck.commander) == 1 and len(deck.commander_names() + deck.main_names()) \
            == 100
        check = check_deck(deck)
        assert check.ok, check.problems


def test_commander_size_singleton_and_identity() -> None:
    """903.5a exactly 100; 903.5b singleton except basic lands; 903.5c colour identity."""
    good = SATYA + "1 Lightning Bolt\n98 Island\n"
    assert _check(good) == []
    problems = dict(_check(SATYA + "2 Lightning Bolt\n1 Llanowar Elves\n98 Island\n"))
    assert problems[None] == "102 cards with the commander: a Commander deck has exactly 100 " \
                             "[903.5a]"
    assert problems[4] == "2 copies of Lightning Bolt: at most 1 [903.5b]"
    assert problems[5] == ("Llanowar Elves has colour identity G, outside the commander's "
                           "(WUR) [903.5c]")
    assert _check(SATYA + "1 Relentless Rats\n98 Island\n")[0][1].startswith(
        "Relentless Rats has colour identity B")  # any number, but still its colour


def test_commander_must_be_a_legendary_creature_and_partners_must_match() -> None:
    """903.3: a legendary creature (or a card that says so); 702.124: two commanders need
    matching partner abilities."""
    assert _check("Commander\n1 Grizzly Bears\nDeck\n99 Forest\n") == [
        (2, "Grizzly Bears cannot be a commander: it is not a legendary creature or Vehicle "
            "[903.3]")]
    partners = "Commander\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\nDeck\n98 Island\n"
    assert _check(partners) == []
    no_partner = "Commander\n1 Thrasios, Triton Hero\n1 Satya, Aetherflux Genius\nDeck\n" \
                 "98 Island\n"
    assert (3, "Thrasios, Triton Hero and Satya, Aetherflux Genius cannot be commanders "
               "together: they have no matching partner ability [702.124]") in _check(no_partner)
    assert _check("60 Island\n", "commander")[0] == (
        None, "no Commander section: a Commander deck names its commander [903.3]")


def test_commander_has_no_sideboard() -> None:
    """903.5e."""
    assert _check(SATYA + "99 Island\nSideboard\n1 Negate\n") == [
        (6, "Commander games use no sideboard [903.5e]")]


def test_basic_land_types_must_fit_the_identity() -> None:
    """903.5d: a card with a basic land type only if the commander's identity has its mana
    (a made-up land whose data gives it no colour identity, so 903.5c alone would pass it)."""
    face = {"name": "Test Grove", "type_line": "Land — Forest", "types": ["Land"],
            "subtypes": ["Forest"], "text": ""}
    lord = {"name": "Test Lord", "type_line": "Legendary Creature — Human",
            "supertypes": ["Legendary"], "types": ["Creature"], "mana_cost": "{W}",
            "colors": ["W"], "power": "1", "toughness": "1", "text": ""}
    wastes = {"name": "Wastes", "type_line": "Basic Land", "supertypes": ["Basic"],
              "types": ["Land"], "text": "{T}: Add {C}."}
    db = CardDatabase(MemorySource([
        {"name": "Test Grove", "faces": [face], "color_identity": []},
        {"name": "Test Lord", "faces": [lord], "color_identity": ["W"]},
        {"name": "Wastes", "faces": [wastes], "color_identity": []},
    ], data_date="test"))
    deck = parse_decklist("Commander\n1 Test Lord\nDeck\n1 Test Grove\n98 Wastes\n", db=db)
    assert check_deck(deck, db=db).problems == (
        (4, "Test Grove has a basic land type whose mana (G) is outside the commander's "
            "colour identity (W) [903.5d]"),)


# ---------------------------------------------------------------------------- formats


def test_closed_formats_refuse_cards_printed_elsewhere() -> None:
    """standard2017 = Kaladesh block through Ixalan: the data's printings settle it."""
    problems = _check("4 Lightning Bolt\n56 Mountain\n", "standard2017")
    assert problems[0][0] == 1 and problems[0][1].startswith(
        "Lightning Bolt was not printed in a set of standard2017")
    assert _check("4 Longtusk Cub\n56 Forest\n", "standard2017") == []


def test_open_formats_say_what_the_data_cannot_settle() -> None:
    """Modern gains sets after the data's 2022 printings: an old card without a Modern
    printing may have been reprinted since (not checked, said); an energy card's printings
    are current (checked); a card without printings is said too; ban lists never."""
    text = "4 Orim's Chant\n4 Aurora Shifter\n4 Phlage, Titan of Fire's Fury\n48 Plains\n"
    check = check_deck(parse_decklist(text, source="m.txt"), "modern")
    assert check.problems == ((2, "Aurora Shifter was not printed in a set of modern "
                                  "(printings in the card data: M3C)"),)
    notes = " | ".join(check.unchecked)
    assert "ban and restricted lists" in notes
    assert "a reprint since cannot be checked: Orim's Chant" in notes
    assert "without printings in the card data (printed after April 2022?): Phlage" in notes
    assert FORMATS["freeform"].kind == "freeform" and _check("1 Island\n", "freeform") == []


@pytest.mark.parametrize("name", [
    "temur-energy", "std2017-temur-energy", "std2017-sultai-energy", "std2017-4c-saheeli",
    "std2017-temur-marvel", "std2017-mardu-vehicles", "modern-boros-energy",
    "modern-jeskai-energy", "modern-mardu-energy", "drc-living-energy", "m3c-creative-energy",
    "cmdr-temur-energy-built", "cmdr-boros-energy-built", "gruul-sample", "red-energy"])
def test_every_embedded_deck_is_legal_in_its_format(name: str) -> None:
    deck = load_deck(name)
    assert deck.meta["format"] in FORMATS and deck.meta["deck"]
    check = check_deck(deck, deck.meta["format"])
    assert check.ok, check.problems
    if name not in ("gruul-sample", "red-energy"):
        assert deck.meta["source"]


# ---------------------------------------------------------------------------- commands

runner = CliRunner()


def _cli(*args: str) -> tuple[int, str]:
    r = runner.invoke(app, list(args))
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    assert "Traceback" not in r.output
    return r.exit_code, r.output


def test_game_commands_refuse_decks_that_break_the_rules(tmp_path: Path) -> None:
    """The bad inputs of issue 9: decks of 1 or 10 cards and 200 copies, refused by every
    command that plays, with the file and line."""
    cases = {"one.txt": "1 Grizzly Bears\n", "ten.txt": "10 Mountain\n",
             "copies.txt": "200 Grizzly Bears\n"}
    for file, text in cases.items():
        path = tmp_path / file
        path.write_text(text, encoding="utf-8")
        for args in (["sim", str(path), "gruul-sample", "-n", "1", "--db",
                      str(tmp_path / "h.sqlite")], ["goldfish", str(path), "-n", "1"],
                     ["play", "--watch", "--deck", str(path)],
                     ["bench", "--deck", str(path), "--seconds", "0.1", "--workers", ""]):
            code, out = _cli(*args)
            assert code == 1, (args, out)
            assert str(path) in out.replace("\n", "") or file in out
            assert "[100.2a]" in out
        code, out = _cli("cards", "deck", str(path))
        assert code == 1 and "✗" in out
    # freeform plays a deck without construction rules
    code, out = _cli("goldfish", str(tmp_path / "ten.txt"), "-n", "1", "-q", "--format",
                     "freeform", "--agent", "random")
    assert code == 0, out


def test_commander_decks_are_refused_for_two_player_games(tmp_path: Path) -> None:
    code, out = _cli("goldfish", "m3c-creative-energy", "-n", "1", "-q")
    assert code == 1 and "a Commander deck" in out and "--format constructed" in out


def test_cards_deck_checks_a_format() -> None:
    code, out = _cli("cards", "deck", "temur-energy", "--format", "standard2017")
    assert code == 0 and "28 of 28 distinct cards supported, 0 unsupported" in out
    assert "✓ follows the construction rules" in out
    code, out = _cli("cards", "deck", "temur-energy", "--format", "standard2017-spring")
    assert code == 1 and "Rootbound Crag was not printed in a set of" in out
    code, out = _cli("cards", "deck", "temur-energy", "--format", "vintage")
    assert code == 1 and "unknown format 'vintage'" in out


def test_the_commander_section_is_kept_apart_in_every_text_format() -> None:
    """903.3: the commander is part of the deck's 100 cards but named apart."""
    arena = parse_decklist("Commander\n1 Satya, Aetherflux Genius\n\nDeck\n99 Island\n")
    forge = parse_decklist("[metadata]\nName=x\n[Commander]\n1 Satya, Aetherflux Genius|M3C"
                           "\n[Main]\n99 Island\n")
    for deck in (arena, forge):
        assert deck.commander_names() == ["Satya, Aetherflux Genius"]
        assert deck.main_names() == ["Island"] * 99 and not deck.sideboard
        assert natural_format(deck) == "commander"
