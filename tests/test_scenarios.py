"""The scenario format: loader errors point at file:line:field, the runner is strict and says
what differed, and the CLI / pytest front ends report it."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

from aetherworks.cli.main import app
from aetherworks.scenarios import (
    ScenarioLoadError,
    load_scenario,
    load_scenario_text,
    run_paths,
    run_scenario,
    scenario_index,
)
from aetherworks.scenarios.model import parse_sentence, split_refs
from aetherworks.scenarios.yamlload import load_yaml, locate

ROOT = Path(__file__).resolve().parents[1]
CORE = ROOT / "scenarios" / "core"

BOLT = """\
name: Bolt
rules: [608.2]
setup:
  turn: 3
  players:
    alice:
      hand: [Lightning Bolt]
      battlefield: [Mountain]
    bob:
      battlefield: [Grizzly Bears]
actions:
  - alice: cast Lightning Bolt targeting Grizzly Bears
  - alice: pass
  - bob: pass
expect:
  bob: {graveyard: [Grizzly Bears]}
"""


def _write(tmp_path: Path, text: str, name: str = "s.yaml") -> Path:
    p = tmp_path / name
    p.write_text(textwrap.dedent(text), encoding="utf-8")
    return p


def _issues(tmp_path: Path, text: str) -> list[str]:
    with pytest.raises(ScenarioLoadError) as exc:
        load_scenario(_write(tmp_path, text))
    return [str(i) for i in exc.value.issues]


# ----------------------------------------------------------------------------- loader errors


def test_a_good_file_loads(tmp_path: Path) -> None:
    sc = load_scenario(_write(tmp_path, BOLT))
    assert sc.name == "Bolt" and sc.rules == ["608.2"]
    assert sc.path is not None and sc.path.endswith("s.yaml")


def test_malformed_yaml_gives_file_and_line(tmp_path: Path) -> None:
    issues = _issues(tmp_path, BOLT.replace("  turn: 3", "  turn: [3"))
    assert len(issues) == 1
    assert "s.yaml:" in issues[0] and "YAML error" in issues[0]
    assert "Traceback" not in issues[0]


def test_duplicate_key_is_an_error(tmp_path: Path) -> None:
    (issue,) = _issues(tmp_path, BOLT.replace("  turn: 3", "  turn: 3\n  turn: 4"))
    assert "duplicate key 'turn'" in issue and ":5:" in issue


def test_unknown_field_names_line_and_field(tmp_path: Path) -> None:
    (issue,) = _issues(tmp_path, BOLT.replace("      hand: [Lightning Bolt]",
                                              "      hand: [Lightning Bolt]\n      mana: 3"))
    assert issue.endswith("setup.players.alice.mana: unknown field; expected one of: life, "
                          "energy, counters, hand, battlefield, graveyard, exile, library, "
                          "library_filler, lands_played, designations, commanders, command, "
                          "commander_casts, commander_damage")
    assert "s.yaml:8:" in issue


def test_unknown_field_in_an_action(tmp_path: Path) -> None:
    (issue,) = _issues(tmp_path, BOLT.replace(
        "  - alice: pass", "  - alice: {cast: Lightning Bolt, target_list: [bob]}"))
    assert ":13: actions[1].alice.target_list: unknown field" in issue


def test_wrong_type_names_the_field(tmp_path: Path) -> None:
    (issue,) = _issues(tmp_path, BOLT.replace("  turn: 3", "  turn: three"))
    assert ":4: setup.turn:" in issue and "integer" in issue


def test_unknown_card_has_suggestions_and_line(tmp_path: Path) -> None:
    (issue,) = _issues(tmp_path, BOLT.replace("hand: [Lightning Bolt]", "hand: [Lightning Blot]"))
    assert ":7: setup.players.alice.hand[0]: unknown card 'Lightning Blot'" in issue
    assert "did you mean" in issue and "Lightning Bolt" in issue


def test_unknown_card_in_a_sentence_action(tmp_path: Path) -> None:
    (issue,) = _issues(tmp_path, BOLT.replace("targeting Grizzly Bears", "targeting Grizly Bears"))
    assert ":12: actions[0].alice.targets[0]: unknown card 'Grizly Bears'" in issue
    assert "Grizzly Bears" in issue


def test_bad_player_names(tmp_path: Path) -> None:
    issues = _issues(tmp_path, BOLT.replace("  - bob: pass", "  - carol: pass").replace(
        "  bob: {graveyard", "  bobby: {graveyard"))
    assert any(":14: actions[2].carol: unknown player 'carol'; the players are alice, bob"
               in i for i in issues)
    assert any(":16: expect.bobby: 'bobby' is neither a field of expect nor a player" in i
               for i in issues)


def test_active_player_must_exist(tmp_path: Path) -> None:
    (issue,) = _issues(tmp_path, BOLT.replace("  turn: 3", "  turn: 3\n  active: carol"))
    assert ":5: setup.active: unknown player 'carol'" in issue


def test_rules_or_ruling_required_and_rules_exist(tmp_path: Path) -> None:
    (issue,) = _issues(tmp_path, BOLT.replace("rules: [608.2]\n", ""))
    assert "rules" in issue and "ruling" in issue
    (issue,) = _issues(tmp_path, BOLT.replace("rules: [608.2]", "rules: [608.2, 999.9]"))
    assert ":2: rules[1]: the Comprehensive Rules have no section 999.9" in issue


def test_unreadable_action_sentence(tmp_path: Path) -> None:
    (issue,) = _issues(tmp_path, BOLT.replace("  - alice: pass", "  - alice: tap the Mountain"))
    assert ":13: actions[1].alice: can't read the action" in issue


def test_missing_file_is_an_issue_not_a_traceback(tmp_path: Path) -> None:
    with pytest.raises(ScenarioLoadError, match="can't read"):
        load_scenario(tmp_path / "nope.yaml")


def test_rule_numbers_keep_their_text() -> None:
    data = load_yaml("rules: [613.10, 704.5g]\n")
    assert [getattr(x, "text", x) for x in data["rules"]] == ["613.10", "704.5g"]


def test_locate_follows_keys_and_items() -> None:
    data = load_yaml("a:\n  b:\n    - x\n    - y\n")
    assert locate(data, ("a", "b", 1)) == (4, "a.b[1]")
    assert locate(data, ("a", "c")) == (1, "a.c")


# ----------------------------------------------------------------------------- sentences


def test_sentences() -> None:
    assert parse_sentence("cast Lightning Bolt targeting Grizzly Bears and bob") == {
        "cast": "Lightning Bolt", "targets": ["Grizzly Bears", "bob"]}
    assert parse_sentence("activate Aethertorch Renegade ability 2 targeting bob") == {
        "activate": "Aethertorch Renegade", "ability": 2, "targets": ["bob"]}
    assert parse_sentence("pass") == {"pass": True}
    assert parse_sentence("yes") == {"pay": True}
    assert parse_sentence("choose 3") == {"choose": 3}
    assert split_refs("Jace, Vryn's Prodigy, Grizzly Bears@bob") == [
        "Jace, Vryn's Prodigy", "Grizzly Bears@bob"]


# ----------------------------------------------------------------------------- running


def test_a_passing_scenario(tmp_path: Path) -> None:
    res = run_scenario(load_scenario(_write(tmp_path, BOLT)))
    assert res.passed, res.account
    assert any("[704.5g]" in line for line in res.log)


def test_a_failing_scenario_reports_the_difference(tmp_path: Path) -> None:
    text = BOLT.replace("  bob: {graveyard: [Grizzly Bears]}",
                        "  bob: {life: 17, graveyard: []}\n  permanents:\n"
                        "    Mountain: {tapped: false}")
    res = run_scenario(load_scenario(_write(tmp_path, text)))
    assert not res.passed
    acc = res.account
    assert "bob.life: expected 17, got 20" in acc
    assert "bob.graveyard: expected [], got [Grizzly Bears]" in acc
    assert "permanents.Mountain.tapped: expected False, got True" in acc
    assert "Lightning Bolt deals 3 damage to Grizzly Bears [120.3]" in acc  # the log tail


def test_wrong_player_shows_the_pending_decision(tmp_path: Path) -> None:
    text = BOLT.replace("  - alice: pass\n  - bob: pass", "  - bob: pass")
    res = run_scenario(load_scenario(_write(tmp_path, text)))
    assert not res.passed
    assert "action 2 (line 13): bob: pass" in res.account
    assert "the pending decision is alice's" in res.account
    assert "0: Pass priority" in res.account


HARNESS = """\
name: Harnessed Lightning, unanswered
rules: [107.14]
setup:
  turn: 3
  players:
    alice:
      hand: [Harnessed Lightning]
      battlefield: [Mountain, Mountain]
    bob:
      battlefield: [Hill Giant]
actions:
  - alice: cast Harnessed Lightning targeting Hill Giant
  - alice: pass
  - bob: pass
"""


def test_an_unanswered_decision_fails_and_is_shown(tmp_path: Path) -> None:
    res = run_scenario(load_scenario(_write(tmp_path, HARNESS + "expect: {}\n")))
    assert not res.passed
    assert "a decision is left unanswered" in res.account
    assert "alice — number [107.14]: Pay how many energy counters? (you have 3)" in res.account
    assert "a number from 0 to 3" in res.account


def test_an_action_of_the_wrong_kind_fails_and_shows_the_decision(tmp_path: Path) -> None:
    res = run_scenario(load_scenario(_write(tmp_path, HARNESS + "  - alice: pass\n")))
    assert not res.passed
    assert "the pending decision is a number decision" in res.account
    assert "Pay how many energy counters?" in res.account
    res = run_scenario(load_scenario(_write(
        tmp_path, HARNESS + "  - alice: {choose: 3}\nexpect: {bob: {graveyard: [Hill Giant]}}\n")))
    assert res.passed, res.account


def test_a_missing_target_fails_with_the_options(tmp_path: Path) -> None:
    text = BOLT.replace("cast Lightning Bolt targeting Grizzly Bears", "cast Lightning Bolt")
    res = run_scenario(load_scenario(_write(tmp_path, text)))
    assert not res.passed
    assert "it needs another target" in res.account
    assert "2: Grizzly Bears" in res.account


def test_casting_what_you_do_not_have(tmp_path: Path) -> None:
    text = BOLT.replace("cast Lightning Bolt targeting Grizzly Bears", "cast Shock targeting bob")
    res = run_scenario(load_scenario(_write(tmp_path, text)))
    assert not res.passed and "alice has no Shock in hand" in res.account


def test_expected_events_in_order(tmp_path: Path) -> None:
    text = BOLT + ("  events:\n    - {kind: sba, cr: 704.5g}\n"
                   "    - {kind: damage, amount: 3}\n")
    res = run_scenario(load_scenario(_write(tmp_path, text)))
    assert not res.passed
    assert "happened, but not after the events listed before it" in res.account


def test_load_scenario_text_names_the_file() -> None:
    with pytest.raises(ScenarioLoadError, match=r"^puzzle\.yaml:1: \(file\)"):
        load_scenario_text("- just a list\n", "puzzle.yaml")


# ----------------------------------------------------------------------------- the core set


def test_core_scenarios_all_pass() -> None:
    results = run_paths([CORE])
    assert len(results) >= 15
    failed = [f"{r.path}\n{r.account}" for r in results if not r.passed]
    assert not failed, "\n\n".join(failed)


def test_scenario_index() -> None:
    index = scenario_index(CORE)
    assert any(p.endswith("lightning-bolt-kills-bears.yaml") for p in index["Lightning Bolt"])
    assert "Commit // Memory" in index  # halves are indexed under the card's Oracle name


# ----------------------------------------------------------------------------- front ends


def test_cli_run_and_check(tmp_path: Path) -> None:
    good = _write(tmp_path, BOLT, "good.yaml")
    bad = _write(tmp_path, BOLT.replace("bob: {graveyard: [Grizzly Bears]}",
                                        "bob: {life: 3}"), "bad.yaml")
    runner = CliRunner()
    res = runner.invoke(app, ["scenario", "run", str(good)])
    assert res.exit_code == 0 and "PASS" in res.output
    res = runner.invoke(app, ["scenario", "run", str(tmp_path)])
    assert res.exit_code == 1
    assert "FAIL" in res.output and "bob.life: expected 3, got 20" in res.output
    broken = _write(tmp_path, BOLT.replace("hand: [Lightning Bolt]", "hand: [Lightning Blot]"),
                    "broken.yaml")
    res = runner.invoke(app, ["scenario", "check", str(broken), str(good)])
    assert res.exit_code == 1
    assert "broken.yaml:7: setup.players.alice.hand[0]: unknown card" in res.output
    assert "OK" in res.output
    assert bad.exists()


def test_pytest_collects_scenario_files() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider",
         str(CORE / "lightning-bolt-kills-bears.yaml")],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "1 passed" in out.stdout


def test_pass_until_a_step_without_priority_is_refused(tmp_path: Path) -> None:
    (issue,) = _issues(tmp_path, BOLT.replace("  - alice: pass", "  - pass until: untap"))
    assert ":13: actions[1].pass until: no player receives priority in the untap step" in issue


def test_offered_tries_the_whole_action_on_a_copy(tmp_path: Path) -> None:
    text = BOLT.replace("actions:\n", "actions:\n  - expect:\n"
                        "      offered: [cast Lightning Bolt targeting bob]\n"
                        "      not_offered: [cast Lightning Bolt targeting Mountain]\n")
    res = run_scenario(load_scenario(_write(tmp_path, text)))
    assert res.passed, res.account  # and trying it on a copy changed nothing here
