"""Never a blank card: the engine, saves, replays and scenarios refuse cards it cannot play,
naming each and where it is, unless told to play them as blanks, and then they say so.

Chaos Orb (a card flipped onto the table) and Shahrazad (a subgame) are the unsupported cards
of these tests: no rules engine will ever play them.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

sys.path.insert(0, str(Path(__file__).resolve().parent / "rules"))

from helpers import ALICE, cast, setup

import aetherworks.cards  # noqa: F401  (registers card definitions)
from aetherworks.cli.main import app
from aetherworks.engine import Game, Replay
from aetherworks.engine.cardpool import UnsupportedCardError, support
from aetherworks.scenarios import ScenarioLoadError, load_scenario, run_scenario

BLANK = "Chaos Orb"
DECK = ["Grizzly Bears"] * 20 + ["Forest"] * 38 + [BLANK] * 2


def test_the_test_card_is_unsupported() -> None:
    assert support(BLANK).status == "unsupported" and support(BLANK).reason


def test_game_new_refuses_each_unsupported_card_once_with_its_deck() -> None:
    with pytest.raises(UnsupportedCardError) as info:
        Game.new([*DECK, "Shahrazad"], DECK, names=("Ann", "Ben"))
    err = info.value
    assert [s.name for s, _ in err.cards] == [BLANK, "Shahrazad"]
    assert err.cards[0][1] == ("Ann's deck", "Ben's deck")  # every place, each card once
    assert "Chaos Orb" in str(err) and "allow_unsupported" in str(err)


def test_allowed_blanks_are_recorded_and_survive_clone_save_and_replay() -> None:
    g = Game.new(DECK, ["Forest"] * 60, seed=3, allow_unsupported=True)
    assert g.allow_unsupported and g.blanks == (BLANK,)
    assert g.clone().blanks == (BLANK,)
    restored = Game.from_json(g.to_json())
    assert restored.allow_unsupported and restored.blanks == (BLANK,)
    replay = Replay.from_json(Replay.of(g).to_json())
    assert replay.settings["allow_unsupported"] is True
    assert replay.play().blanks == (BLANK,)
    assert Game.new(DECK[:58], DECK[:58]).blanks == ()  # an honest game has none


def test_a_save_cannot_smuggle_a_blank_into_a_game_that_did_not_allow_it() -> None:
    data = json.loads(Game.new(DECK, DECK, allow_unsupported=True).to_json())
    data["settings"]["allow_unsupported"] = False
    with pytest.raises(UnsupportedCardError, match="Chaos Orb"):
        Game.from_json(json.dumps(data))


def test_put_refuses_unless_the_game_allows_blanks() -> None:
    g = setup()
    with pytest.raises(UnsupportedCardError, match="Alice's hand: Chaos Orb"):
        g.put(ALICE, "hand", BLANK)
    g.put(ALICE, "battlefield", "token:Treasure")  # tokens come from definitions
    allowed = setup(allow_unsupported=True)
    allowed.put(ALICE, "hand", BLANK)
    assert allowed.blanks == (BLANK,)


def test_wastes_taps_for_colourless() -> None:
    """Wastes has no basic land type, so its printed {T}: Add {C} is its only mana ability
    [305.6]; it is defined, and pays a generic cost."""
    assert support("Wastes").status == "hand_written"
    g = setup()
    for _ in range(3):
        g.put(ALICE, "battlefield", "Wastes")
    g.put(ALICE, "hand", "Darksteel Myr")
    g.begin()
    spell = cast(g, "Darksteel Myr")
    assert g.objects[spell].name == "Darksteel Myr"
    assert all(g.objects[o].tapped for o in g.battlefield)


# ---------------------------------------------------------------------------- scenarios

SCENARIO = """name: {name}
rules: [601.2]
setup:
{allow}  players:
    alice:
      hand: [Lightning Bolt, {card}]
    bob: {{}}
actions:
- alice: pass
expect:
  alice: {{hand: {{includes: [Lightning Bolt]}}}}
"""


def _scenario(tmp_path: Path, card: str = BLANK, allow: str = "") -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(SCENARIO.format(name="blank test", card=card, allow=allow),
                    encoding="utf-8")
    return path


def test_scenario_refuses_an_unsupported_setup_card_at_its_line(tmp_path: Path) -> None:
    with pytest.raises(ScenarioLoadError) as info:
        load_scenario(_scenario(tmp_path))
    (issue,) = info.value.issues
    assert issue.line == 6 and issue.field.endswith("hand[1]")
    assert "unsupported card 'Chaos Orb'" in issue.message


def test_scenario_allowance_plays_the_card_as_a_blank_and_says_so(tmp_path: Path) -> None:
    sc = load_scenario(_scenario(tmp_path, allow="  allow_unsupported: [Chaos Orb]\n"))
    res = run_scenario(sc)
    assert res.passed, res.account
    assert res.blanks == (BLANK,) and "played as blanks (unsupported): Chaos Orb" in res.account
    everything = load_scenario(_scenario(tmp_path), allow_unsupported=True)
    assert everything.blanks == (BLANK,)


@pytest.mark.parametrize(("card", "allowed", "message"), [
    ("Shock", "Lightning Bolt", r"'Lightning Bolt' is supported \(hand_written\)"),
    (BLANK, "Shahrazad", "'Shahrazad' is not in the setup"),
])
def test_stale_allowances_are_refused(tmp_path: Path, card: str, allowed: str,
                                      message: str) -> None:
    path = _scenario(tmp_path, card=card, allow=f"  allow_unsupported: [{allowed}]\n")
    with pytest.raises(ScenarioLoadError, match=message):
        load_scenario(path)


def test_scenario_cli_refuses_then_allows(tmp_path: Path) -> None:
    path = str(_scenario(tmp_path))
    runner = CliRunner()
    for command in ("run", "check"):
        r = runner.invoke(app, ["scenario", command, path])
        assert r.exit_code == 1 and "unsupported card 'Chaos Orb'" in r.output
        assert "s.yaml:6" in r.output and "Traceback" not in r.output
        r = runner.invoke(app, ["scenario", command, path, "--allow-unsupported"])
        assert r.exit_code == 0, r.output
        assert "played as blanks (unsupported): Chaos Orb" in r.output
