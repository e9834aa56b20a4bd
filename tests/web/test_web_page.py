"""The page's words in every language, the store's promises, and the serve command."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

from typer.testing import CliRunner

from aetherworks.cli.main import app
from aetherworks.web.present import LANGS, catalogue
from aetherworks.web.store import GameRecord, SeatRecord, Store

STATIC = Path(__file__).parents[2] / "src" / "aetherworks" / "web" / "static"


def used_keys() -> set[str]:
    html = (STATIC / "index.html").read_text("utf-8")
    js = (STATIC / "app.js").read_text("utf-8")
    keys = set(re.findall(r'data-i18n(?:-placeholder)?="([^"]+)"', html))
    keys |= set(re.findall(r'\bt\("([^"]+)"', js))
    # Keys built from a value: every step, decision kind and option kind the engine has.
    from aetherworks.engine.decision import KINDS
    from aetherworks.engine.turn import STEPS

    keys |= {f"step.{s}" for s in (*STEPS, "pregame")}
    keys |= {f"decision.{k}" for k in KINDS}
    keys |= {f"player.{p}" for p in ("human", "random", "heuristic", "mcts")}
    keys |= {f"format.{f}" for f in ("constructed", "commander", "limited")}
    return keys


def test_every_word_of_the_page_is_in_every_language() -> None:
    cat = catalogue()
    assert set(cat) == set(LANGS)
    missing = used_keys() - set(cat["en"])
    assert not missing, f"page strings without a catalogue entry: {sorted(missing)}"
    for lang in ("fr", "ja"):
        assert set(cat[lang]) == set(cat["en"]), lang
        assert all(v.strip() for v in cat[lang].values())
        # Translated, not copied: the few words that read the same are names and symbols.
        page = {k for k in cat["en"] if not k.startswith(("step.", "counter.", "designation."))}
        same = {k for k in page if cat[lang][k] == cat["en"][k]}
        assert same <= {"title", "format.commander"}, same  # names
        for k, v in cat[lang].items():  # the same placeholders as English
            assert set(re.findall(r"{\w+}", v)) == set(re.findall(r"{\w+}", cat["en"][k])), k
    japanese = "".join(cat["ja"].values())
    assert re.search(r"[\u3040-\u30ff]", japanese)


def test_store_is_wal_and_keeps_token_digests_only(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    store = Store(db)
    rec = GameRecord("g1", 0.0, 5, [["Mountain"] * 60] * 2, ["a", "b"], {}, "playing", None)
    rec.seats = [SeatRecord(0, "Ann", "human", "ab" * 32, {"own": [], "opponent": []}),
                 SeatRecord(1, "Bot", "random", None, {"own": [], "opponent": []})]
    store.create_game(rec)
    store.append_choices("g1", 0, [(1, 0), (0, 1)], None)
    store.append_choices("g1", 2, [(-1, 0)], (1, "conceded"))
    store.close()
    with sqlite3.connect(db) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    again = Store(db).load("g1")
    assert again is not None and again.choices == [1, 0, -1] and again.status == "over"
    assert again.seats[0].token_sha256 == "ab" * 32 and again.result == [1, "conceded"]
    (tmp_path / "junk.sqlite3").write_bytes(b"not a database" * 100)
    try:
        Store(tmp_path / "junk.sqlite3")
    except RuntimeError as exc:
        assert "junk.sqlite3" in str(exc) and "not a usable game database" in str(exc)
    else:
        raise AssertionError("a file that is not SQLite was opened")


def test_serve_command_checks_its_options_and_prints_the_schema() -> None:
    runner = CliRunner()
    out = runner.invoke(app, ["serve", "--schema"])
    assert out.exit_code == 0
    schema = json.loads(out.output)
    assert schema["protocol"] == 1 and "client_messages" in schema
    bad = runner.invoke(app, ["serve", "--port", "70000"])
    assert bad.exit_code == 1 and "--port must be at most 65,535" in bad.output


def test_a_spell_on_the_stack_reads_as_printed_in_the_viewers_language() -> None:
    """An instant on the stack shows what it will do [608.2] as the card is printed in the
    viewer's language (the card data's French printing); in English, its Oracle text."""
    from aetherworks.engine.defs import SpellAbility
    from aetherworks.engine.view import CardView
    from aetherworks.web.present import Presenter, card_text

    oracle = "Lightning Bolt deals 3 damage to any target."
    bolt = CardView(id=7, name="Lightning Bolt", owner=0, controller=0, zone="stack",
                    types=("Instant",), subtypes=(), mana_value=1, mana_cost="{R}",
                    power=None, toughness=None, keywords=(),
                    resolving=SpellAbility(text=oracle))
    pr = Presenter()
    assert pr.card(bolt, "en").resolving == oracle
    french = card_text("Lightning Bolt", "fr")
    assert french is not None and french["translated"]
    fr = pr.card(bolt, "fr")
    assert fr.resolving == french["text"] != oracle and "blessures" in fr.resolving
    assert fr.display == french["name"] == "Foudre"
