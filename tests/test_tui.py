"""The terminal UI of ``aetherworks play``: driven by keyboard through Textual's test pilot.

Every game is seeded, and the AI plays its turns in a worker thread that the tests wait for,
so each run presses the same keys into the same game.
"""

from __future__ import annotations

import asyncio
import re
import types
from pathlib import Path
from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.widgets import OptionList
from typer.testing import CliRunner

from aetherworks.carddb.decklist import load_deck
from aetherworks.carddb.i18n import Translator, check_lang
from aetherworks.cli.main import app as cli
from aetherworks.cli.tui import Choices, PlayApp, pack
from aetherworks.engine import Game, Replay
from aetherworks.messages import Msg, Names, Obj, Who
from aetherworks.sim.runner import make_agent

SIZE = (80, 24)
TEMUR = load_deck("temur-energy").main_names()
GRUUL = load_deck("gruul-sample").main_names()


def new_game(seed: int = 7) -> Game:
    return Game.new(TEMUR, GRUUL, seed=seed, names=("You", "AI"))


def game_at(kind: str) -> Game:
    """A seeded game played by the heuristic for both sides up to the human's first ``kind``
    decision (a way to reach, say, a number decision without scripting a whole game).  A few
    seeds are tried so that a change to the heuristic does not break the UI's tests."""
    for seed in range(7, 27):
        g = new_game(seed)
        me, ai = make_agent("heuristic", seed), make_agent("heuristic", seed + 1)
        while g.decision is not None and not (g.decision.player == 0
                                               and g.decision.kind == kind):
            d = g.decision
            g.apply((me if d.player == 0 else ai).choose(g.view(d.player), d))
        if g.decision is not None:
            return g
    raise AssertionError(f"no {kind} decision for the human in 20 seeded games")


def text(app: PlayApp, selector: str) -> str:
    return str(app.query_one(selector).content)  # type: ignore[attr-defined]


async def settle(pilot: Any) -> None:
    """Let the key's handlers run, then the AI's worker, then its final redraw."""
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def run(app: PlayApp, script: Any) -> Any:
    async def main() -> Any:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            return await script(pilot)

    return asyncio.run(main())


def test_board_shows_life_energy_hand_and_the_decision_in_80x24() -> None:
    app = PlayApp(new_game(), make_agent("heuristic", 8))

    async def script(pilot: Any) -> None:
        board = text(app, "#board-text")
        assert "You life 20 · energy 0" in board
        assert "AI life 20 · energy 0" in board
        assert "library 53" in board and "graveyard 0" in board
        hand = [app.tr.name(c.name) for c in app.game.view(0).me.hand or ()]
        assert hand and all(name in board for name in hand)
        assert "Keep this 7-card hand" in text(app, "#prompt")
        assert "[103.5]" in text(app, "#prompt")  # the decision cites its rule
        options = app.query_one("#options")
        labels = [str(options.get_option_at_index(i).prompt)  # type: ignore[attr-defined]
                  for i in range(options.option_count)]  # type: ignore[attr-defined]
        assert labels == [" 0 Keep hand", " 1 Mulligan"]
        for sel in ("#header", "#board", "#log", "#prompt", "#options", "#details"):
            r = app.query_one(sel).region
            assert r.x >= 0 and r.y >= 0 and r.right <= 80 and r.bottom <= 24, sel
            assert r.height >= 1 and r.width >= 20, sel
        assert app.query_one("#options").region.height >= 5
        assert app.query_one("#board").region.height >= 6

    run(app, script)


def test_digits_and_arrows_play_decisions() -> None:
    game = new_game()
    app = PlayApp(game, make_agent("heuristic", 8))

    async def script(pilot: Any) -> None:
        await pilot.press("0")  # keep the hand
        await settle(pilot)
        assert game.choices[:1] == [0]
        d = game.decision
        assert d is not None and d.player == 0 and d.kind == "priority"
        labels = [game.text(lab) for lab in d.labels]
        play = next(i for i, lab in enumerate(labels) if lab.startswith("Play "))
        land = labels[play].removeprefix("Play ")
        await pilot.press(str(play))
        await settle(pilot)
        mine = [c.name for c in game.view(0).battlefield if c.controller == 0]
        assert land in mine
        assert land in text(app, "#board-text").split("You life")[1]
        # Arrow keys + Enter: the highlighted option is the one taken.
        before = game.decisions_made
        d = game.decision
        assert d is not None and d.player == 0
        await pilot.press("down", "up", "enter")  # back on 0: pass priority
        await settle(pilot)
        assert game.decisions_made > before
        assert game.choices[len(game.choices) - (game.decisions_made - before)] == 0
        assert "you decide" in text(app, "#header") or game.is_over()

    run(app, script)


class ChoicesApp(App[None]):
    """Just the numbered option list, with twelve options."""

    def __init__(self) -> None:
        super().__init__()
        self.picked: list[int] = []

    def compose(self) -> ComposeResult:
        yield Choices(*[f"option {i}" for i in range(12)])

    def on_mount(self) -> None:
        self.query_one(Choices).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.query_one(Choices).digits = ""
        self.picked.append(event.option_index)


def test_digits_past_ten_options() -> None:
    app = ChoicesApp()

    async def main() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("0")  # 0 is never the start of a longer number: taken at once
            await pilot.press("1", "1")  # 11
            await pilot.press("1", "enter")  # 1, confirmed
            await pilot.press("7")  # 70 > 11: 7 at once
            await pilot.press("1", "5")  # 15 is no option: starts again at 5, taken
            await pilot.pause()

    asyncio.run(main())
    assert app.picked == [0, 11, 1, 7, 5]


def test_number_decision_takes_typed_number() -> None:
    game = game_at("number")
    d = game.decision
    assert d is not None and d.is_number and d.hi >= 1
    made = game.decisions_made
    app = PlayApp(game, make_agent("heuristic", 8))

    async def script(pilot: Any) -> None:
        assert app.query_one("#number").display
        assert not app.query_one("#options").display
        assert f"from {d.lo} to {d.hi}" in app.query_one("#number").placeholder  # type: ignore[attr-defined]
        await pilot.press(*str(d.hi + 1), "enter")  # too big: refused, nothing changes
        await settle(pilot)
        assert game.decisions_made == made
        await pilot.press("1", "enter")
        await settle(pilot)
        assert game.decisions_made > made
        assert game.choices[made] == 1 - d.lo

    run(app, script)


def test_save_then_resume_continues_the_same_game(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    game = new_game()
    app = PlayApp(game, make_agent("heuristic", 8), save_path=path)
    shown: list[str] = []

    async def play_some(pilot: Any) -> None:
        for _ in range(3):
            await pilot.press("0")
            await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        shown.append(text(app, "#prompt"))

    run(app, play_some)
    assert path.exists()
    saved = Replay.load(path)
    assert list(saved.choices) == game.choices
    resumed = saved.play()
    assert resumed.decision == game.decision
    assert resumed.view(0).to_dict() == game.view(0).to_dict()

    app2 = PlayApp(resumed, make_agent("heuristic", 8), save_path=path)

    async def quit_(pilot: Any) -> None:
        assert text(app2, "#prompt") == shown[0]
        await pilot.press("0")
        await settle(pilot)
        await pilot.press("q")
        await pilot.pause()

    run(app2, quit_)
    assert app2.return_value == str(path)
    assert list(Replay.load(path).choices) == resumed.choices
    assert len(resumed.choices) > len(game.choices)


def test_french_card_names_and_details() -> None:
    game = new_game()
    app = PlayApp(game, make_agent("heuristic", 8), lang="fr")
    tr = Translator("fr")
    assert tr.name("Aether Hub") == "Centre d'Éther"
    assert tr.name("No Such Card Anywhere") == "No Such Card Anywhere"  # falls back

    async def script(pilot: Any) -> None:
        board = text(app, "#board-text")
        assert "vie 20" in board and "énergie 0" in board
        hand = game.view(0).me.hand or ()
        french = [tr.name(c.name) for c in hand if tr.name(c.name) != c.name]
        assert french, "the temur hand has cards with French names"
        assert all(name in board for name in french)
        await pilot.press("0")  # keep
        await settle(pilot)
        d = game.decision
        assert d is not None and d.player == 0
        await pilot.press("end")  # the last option is about a card in hand
        await settle(pilot)
        details = text(app, "#details")
        about = app._about(len(d.options) - 1)
        assert about is not None
        info = tr.card(about.name)
        assert info is not None and info.name.split(" // ")[0] in details
        if info.translated:
            assert info.text[:20] in details

    run(app, script)


def test_full_log_toggles_with_rule_citations() -> None:
    app = PlayApp(new_game(), make_agent("heuristic", 8))

    async def script(pilot: Any) -> None:
        await pilot.press("0")
        await settle(pilot)
        assert "[" in text(app, "#log")
        await pilot.press("l")
        await settle(pilot)
        assert app.query_one("#fulllog").display and not app.query_one("#board").display
        full = text(app, "#fulllog-text")
        assert "Turn 1" in full and "[103." in full
        await pilot.press("l")
        await settle(pilot)
        assert app.query_one("#board").display

    run(app, script)


def test_ai_delay_and_game_over() -> None:
    """A whole game by keyboard (always the first option), the AI pausing after its moves."""
    game = new_game(3)
    game.max_turns = 4
    app = PlayApp(game, make_agent("random", 4), ai_delay=0.001)

    async def script(pilot: Any) -> None:
        for _ in range(400):
            if game.is_over():
                break
            await pilot.press("enter")
            await settle(pilot)
        assert game.is_over()
        assert "Game over" in text(app, "#prompt")
        assert "Game over" in text(app, "#header")

    run(app, script)


# ---------------------------------------------------------------------- the command line

runner = CliRunner()


def test_plain_loop_still_works(tmp_path: Path) -> None:
    path = tmp_path / "plain.json"
    r = runner.invoke(cli, ["play", "--plain", "--seed", "7", "--save", str(path)],
                      input="0\n0\nq\n")
    assert r.exit_code == 0, r.output
    assert "Keep this 7-card hand" in r.output and "0: Keep hand" in r.output
    assert f"Saved to {path}" in r.output
    assert len(Replay.load(path).choices) >= 2
    # Not a terminal (as here): the prompt loop even without --plain.
    r = runner.invoke(cli, ["play", "--resume", str(path), "--save", str(path)], input="q\n")
    assert r.exit_code == 0, r.output
    assert "choice" in r.output


def test_watch_is_unchanged() -> None:
    r = runner.invoke(cli, ["play", "--watch", "--seed", "7", "--ai", "random"])
    assert r.exit_code == 0, r.output
    assert ("Alice" in r.output and " wins" in r.output) or "Draw" in r.output


def test_terminal_opens_the_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}

    def fake_run_tui(game: Game, agent: Any, **kw: Any) -> Any:
        seen.update(kw, game=game, agent=agent)
        return types.SimpleNamespace(saved_to=kw["save_path"])

    tty = types.SimpleNamespace(isatty=lambda: True)
    monkeypatch.setattr("aetherworks.cli.game_cmds.sys",
                        types.SimpleNamespace(stdin=tty, stdout=tty))
    monkeypatch.setattr("aetherworks.cli.tui.run_tui", fake_run_tui)
    path = tmp_path / "r.json"
    r = runner.invoke(cli, ["play", "--lang", "fr", "--ai", "random", "--ai-delay", "0.5",
                            "--save", str(path)])
    assert r.exit_code == 0, r.output
    assert seen["lang"] == "fr" and seen["ai_delay"] == 0.5 and seen["save_path"] == path
    # The players are named in the game's language.
    assert seen["agent"].name == "random" and seen["game"].players[0].name == "Vous"
    assert f"Saved to {path}" in r.output


@pytest.mark.parametrize("args, message", [
    (["--deck", "no-such-deck"], "no such file or embedded deck"),
    (["--vs", "{deckfile}"], "unknown card 'Lightning Blot'"),
    (["--resume", "{badreplay}"], "bad.json: not a replay: it has no 'format' key"),
    (["--resume", "{missing}"], "none.json: can't read: No such file or directory"),
    (["--lang", "xx"], "unknown language"),
    (["--ai", "nobody"], "unknown agent"),
])
def test_bad_input_is_a_clear_error(tmp_path: Path, args: list[str], message: str) -> None:
    deckfile = tmp_path / "deck.txt"
    deckfile.write_text("4 Lightning Blot\n20 Mountain\n")
    badreplay = tmp_path / "bad.json"
    badreplay.write_text('{"seed": 1, "decks": [["Nope"], []], "choices": [0], "settings": {}}')
    paths = {"deckfile": deckfile, "badreplay": badreplay, "missing": tmp_path / "none.json"}
    r = runner.invoke(cli, ["play", "--plain", *[a.format(**paths) for a in args]], input="q\n")
    assert r.exit_code == 1
    assert message in " ".join(r.output.split())
    assert ("Traceback" not in r.output and r.exception is None) or isinstance(
        r.exception, SystemExit)


def test_pack_and_languages() -> None:
    assert pack("  Hand: ", ["a" * 10, "b" * 10, "c" * 10], 30).splitlines() == [
        "  Hand: aaaaaaaaaa ·", "    bbbbbbbbbb · cccccccccc"]
    assert check_lang("en") is None and check_lang("ja") == "ja"
    with pytest.raises(ValueError):
        check_lang("klingon")
    tr = Translator("fr")
    # A log line is a message: the French template, the viewer as "vous", the card by its
    # printed French name.
    names = Names(("Alice", "Bob"), 0, {7: "Aether Hub"}.__getitem__)
    line = Msg.of("land", player=Who(0), obj=Obj(7))
    assert tr.render(line, names) == "Vous jouez Centre d'Éther"
    assert Translator().render(line, names) == "You play Aether Hub"
    bob = Names(("Alice", "Bob"), 1, names.objects)
    assert Translator("ja").render(line, bob).startswith("Alice")
    assert tr.name("Commit") == "Graver"
    assert tr.ui("life") == "vie" and Translator().ui("life") == "life"


# English words of the interface that must not appear on a French or Japanese screen.
ENGLISH = re.compile(r"\b(life|energy|library|graveyard|hand|Turn|Keep|Pass|"
                     r"priority|choose|save|quit|Lands|Stack|Log|you decide|main phase|"
                     r"upkeep|draw step|combat|Cast|Play|Activate|Attack|Block|Done|"
                     r"cards?)\b")


@pytest.mark.parametrize("lang", ["fr", "ja"])
def test_every_word_of_the_screen_is_translated(lang: str) -> None:
    """Each widget of the 80x24 screen, through the first turns of a game, reads in the
    player's language: headers, board, log, prompt, options, key bar; only card names the
    card data doesn't translate could stay English, and the Temur and Gruul decks have
    none."""
    game = new_game(11)
    app = PlayApp(game, make_agent("heuristic", 12), lang=lang, ai_delay=0)
    screens: list[str] = []

    async def script(pilot: Any) -> None:
        for _ in range(40):
            if game.is_over():
                break
            options = app.query_one("#options")
            labels = [str(options.get_option_at_index(i).prompt)  # type: ignore[attr-defined]
                      for i in range(options.option_count)]  # type: ignore[attr-defined]
            screens.append("\n".join([*(text(app, s) for s in (
                "#header", "#board-text", "#log", "#prompt", "#keys")), *labels]))
            await pilot.press("enter")
            await settle(pilot)

    run(app, script)
    assert len(screens) > 10
    english = {m.group(0) for s in screens for m in ENGLISH.finditer(s)}
    assert not english, screens[-1]


def test_four_player_commander_board_fits_100x30() -> None:
    """A table of four (issue 13): every player's life, energy and commander damage is on
    the board, opponents in turn order then you, and the screen fits 100x30 [800, 903]."""
    head = "Nissa, Worldsoul Speaker"
    deck = [*GRUUL, head]
    g = Game.new(deck, deck, deck, deck, seed=7, names=("You", "Ann", "Ben", "Cat"),
                 commanders=[[head]] * 4)
    g.players[0].commander_damage = {"1:" + head: 5}  # dealt by Ann's commander [903.10a]
    app = PlayApp(g, {p: make_agent("heuristic", 8 + p) for p in (1, 2, 3)})

    async def main() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            board = text(app, "#board-text")
            for name in ("You", "Ann", "Ben", "Cat"):
                assert f"{name} life 40 · energy 0" in board
            assert board.index("Ann") < board.index("Ben") < board.index("Cat") < \
                board.index("You life")
            assert f"commander damage {head} (Ann) 5/21" in board
            for sel in ("#header", "#board", "#log", "#prompt", "#options"):
                r = app.query_one(sel).region
                assert r.right <= 100 and r.bottom <= 30 and r.height >= 1, sel

    asyncio.run(main())
