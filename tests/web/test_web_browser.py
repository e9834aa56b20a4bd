"""The page in a real browser: Debian's Chromium driven by Playwright (never a downloaded
browser).  A whole game against the AI through the page, targets chosen by clicking
cards, the rules text of a log citation, the page in Japanese, a screenshot, the replay."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

CHROMIUM = "/usr/bin/chromium"
# What works in this sandbox: no GPU, no sandboxing as root, no network of its own.
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    assert Path(CHROMIUM).exists(), "Debian's chromium package is needed (apt-get install " \
                                    "chromium; .ci/run installs it)"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield b
        b.close()


def play_one(page: Page, rng: random.Random) -> None:
    """Answer the shown decision as a keen beginner: lands, spells and attacks first,
    targets by clicking the card or player, numbers with the number control."""
    seq = page.evaluate("document.body.dataset.seq")
    kind = page.evaluate("document.body.dataset.decision")
    if kind == "number" or page.locator("#number-ok").count():
        box = page.locator("#number")
        hi = int(box.get_attribute("max") or 0)
        box.fill(str(hi))
        page.click("#number-ok")
    else:
        clickable = page.locator(".card.choosable, .player.choosable")
        buttons = page.locator("#decision button.option")
        keen = [b for b in buttons.all() if b.get_attribute("data-kind") in
                ("land", "cast", "attack", "target", "keep", "play", "block")]
        if kind == "target" and clickable.count():
            clickable.nth(rng.randrange(clickable.count())).click()
            if page.locator("#pick-dialog[open]").count():
                page.locator("#pick-options button").first.click()
        elif keen and rng.random() < 0.85:
            rng.choice(keen).click()
        else:
            buttons.nth(rng.randrange(buttons.count())).click()
    page.wait_for_function(
        f"document.body.dataset.seq !== '{seq}' || document.body.dataset.over === 'yes'",
        timeout=30_000)


def open_lobby(browser: Browser, port: int) -> tuple[Page, list[str]]:
    """A new page on the server's lobby, its decks loaded; the page's script errors."""
    page = browser.new_page(viewport={"width": 1400, "height": 950})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"http://127.0.0.1:{port}/")
    page.wait_for_selector("#my-deck option[value=temur-energy]", state="attached")
    return page, errors


def start_game(page: Page, seed: int, max_turns: int) -> None:
    """Set the lobby's seed and turn limit, press Play, and wait for the table."""
    page.click("#lobby details summary")
    page.fill("#seed", str(seed))
    page.fill("#max-turns", str(max_turns))
    page.click("#play")
    page.wait_for_function("document.body.dataset.decision || document.body.dataset.over")


def play_to_the_end(page: Page, rng: random.Random, most: int) -> int:
    """Answer each decision the page shows until the game is over (at most ``most``);
    how many were answered."""
    decisions = 0
    while page.evaluate("document.body.dataset.over") != "yes":
        if page.evaluate("document.body.dataset.decision"):
            play_one(page, rng)
            decisions += 1
        else:
            page.wait_for_function("document.body.dataset.decision || document.body.dataset.over",
                                   timeout=30_000)
        assert decisions < most
    return decisions


def test_a_whole_game_against_the_ai_in_the_browser(browser: Browser, server_factory: Any,
                                                     tmp_path: Path) -> None:
    server = server_factory()
    page, errors = open_lobby(browser, server.port)
    page.select_option("#my-deck", "temur-energy")
    page.select_option("#opponent", "heuristic")
    start_game(page, 12, 40)
    decisions = play_to_the_end(page, random.Random(3), 1500)
    assert decisions > 10
    result = page.locator("#decision .result").inner_text()
    assert "wins" in result or "Draw" in result
    # Both players' life and energy, the log with its rule citations.
    assert page.locator(".player .life").count() == 2
    assert page.locator(".player .energy").count() == 2
    assert page.locator("#log li").count() > 20
    page.locator("#log a.cite").first.click()
    page.wait_for_selector("#rule-dialog[open]")
    assert page.locator("#rule-text").inner_text().strip()[:1].isdigit()
    page.click("#rule-dialog button")
    # The card panel shows the card pointed at, as printed (a land: every game has some).
    page.locator(".seat .cards.lands .card").first.hover()
    page.wait_for_function("document.querySelector('#card-detail h3')?.innerText")
    page.mouse.move(5, 5)  # off the card: the panel keeps it
    # The page in Japanese: its words and the card names.
    page.select_option("#lang", "ja")
    page.wait_for_function("document.documentElement.lang === 'ja'")
    # The server sends the whole frame again in Japanese: card names from the card data.
    page.wait_for_function("app.state.view.battlefield.some(c => /[\\u3040-\\u30ff\\u4e00-\\u9fff]/"
                           ".test(c.display))", timeout=30_000)
    assert page.locator("#decision .result").inner_text().endswith("の勝利") or \
        "引き分け" in page.locator("#decision .result").inner_text()
    assert page.locator("[data-i18n='log.title']").inner_text() == "ログ"
    # ... and the card panel follows the language (the land's Japanese name).
    page.wait_for_function("/[\\u3040-\\u30ff\\u4e00-\\u9fff]/"
                           ".test(document.querySelector('#card-detail h3').innerText)")
    names = page.locator(".seat .card .name").all_inner_texts()
    assert any(any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in n)
               for n in names), names
    # AETHERWORKS_SCREENSHOTS=DIR keeps the screenshot (for a person to look at).
    shot = Path(os.environ.get("AETHERWORKS_SCREENSHOTS", tmp_path)) / "game-ja.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20_000
    # The finished game's replay: downloadable, and viewable step by step.
    assert page.locator("#download").is_visible()
    page.click("#watch")
    page.wait_for_selector("#replay-controls:not([hidden])")
    last = page.locator("#rp-step").inner_text()
    page.click("#rp-prev")
    page.wait_for_function(f"document.querySelector('#rp-step').innerText !== {last!r}")
    page.click("#rp-first")
    page.wait_for_function("document.body.dataset.seq === '0'")
    assert not errors, errors


def test_the_lobby_checks_an_uploaded_list_in_french(browser: Browser, server_factory: Any,
                                                     tmp_path: Path) -> None:
    """A decklist file chosen in the lobby is checked on the spot: an unsupported card is
    refused by name and line (never a blank), a good list is accepted; the lobby's words,
    the name's default and the deck formats are French."""
    server = server_factory()
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"http://127.0.0.1:{server.port}/")
    page.wait_for_selector("#my-deck option[value=temur-energy]", state="attached")
    page.select_option("#lang", "fr")
    page.wait_for_function("document.documentElement.lang === 'fr'")
    assert page.locator("#my-name").get_attribute("placeholder") == "Vous"
    assert page.locator("[data-i18n='lobby.chooseFile']").inner_text() == "Choisir un fichier…"
    assert page.locator("#my-games").inner_text().startswith("Aucune")  # a new browser
    assert page.locator("#my-deck option[value=temur-energy]").inner_text() == \
        "temur-energy (construit)"
    bad = tmp_path / "orb.txt"
    bad.write_text("56 Mountain\n3 Lightning Bolt\n1 Chaos Orb\n", "utf-8")
    page.set_input_files("#deck-file", str(bad))
    page.wait_for_selector("#deck-report.bad")
    assert "orb.txt" in page.locator("#deck-file-name").inner_text()
    report = page.locator("#deck-report").inner_text()
    assert "Chaos Orb" in report and ":3:" in report
    good = tmp_path / "bolts.txt"
    good.write_text("56 Mountain\n4 Lightning Bolt\n", "utf-8")
    page.set_input_files("#deck-file", str(good))
    page.wait_for_selector("#deck-report.ok")
    assert "60 cartes" in page.locator("#deck-report").inner_text()
    assert not errors, errors


def test_a_table_of_four_and_a_commander_table_in_the_browser(
        browser: Browser, server_factory: Any) -> None:
    """The lobby seats 2 to 4: a free-for-all of four (you and three AIs) played to its end
    through the page, every player's life and energy shown; then a Commander table of three
    (Commander decks become choosable at three seats) with a friend's seat: its invitation
    link, 40 life each [903.7], the commanders in the command zone [903.6]."""
    server = server_factory()
    page, errors = open_lobby(browser, server.port)
    assert page.locator("fieldset.opponent:visible").count() == 1
    assert page.locator("#my-deck option[value=drc-living-energy]").is_disabled()
    page.select_option("#players", "4")
    assert page.locator("fieldset.opponent:visible").count() == 3
    page.select_option("#opponent-2", "random")
    page.select_option("#opp-deck-3", "temur-energy")
    start_game(page, 4, 12)
    assert page.locator(".player .life").count() == 4
    assert page.locator(".player .energy").count() == 4
    decisions = play_to_the_end(page, random.Random(5), 800)
    assert decisions >= 4
    assert page.locator("#decision .result").inner_text()
    if os.environ.get("AETHERWORKS_SCREENSHOTS"):
        page.screenshot(path=str(Path(os.environ["AETHERWORKS_SCREENSHOTS"]) /
                                 "table-of-four.png"), full_page=True)
    assert page.evaluate("app.seats.map(s => s.player)") == \
        ["human", "heuristic", "random", "heuristic"]
    # A Commander table of three, one seat a friend's.
    page.goto(f"http://127.0.0.1:{server.port}/#")
    page.wait_for_selector("#lobby:not([hidden])")
    page.select_option("#players", "3")
    assert page.locator("fieldset.opponent:visible").count() == 2
    page.select_option("#my-deck", "cmdr-temur-energy-built")
    page.select_option("#opp-deck", "cmdr-boros-energy-built")
    page.select_option("#opponent-2", "human")
    page.select_option("#opp-deck-2", "drc-living-energy")
    page.click("#play")
    page.wait_for_function("app.state && app.state.view.players.length === 3")
    assert page.locator(".player .life").all_inner_texts() == ["Life 40"] * 3
    assert page.locator("#invite input.invite").count() == 1
    assert "token=" in (page.locator("#invite input.invite").get_attribute("value") or "")
    assert page.locator(".pile summary", has_text="Command").count() >= 1
    if os.environ.get("AETHERWORKS_SCREENSHOTS"):  # for a person to look at
        page.screenshot(path=str(Path(os.environ["AETHERWORKS_SCREENSHOTS"]) /
                                 "commander-table.png"), full_page=True)
    assert not errors, errors
