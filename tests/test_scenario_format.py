"""The scenario format's judge fields (issue 9, "Also"): each can fail, and says why; setup
positions the game can't be in are errors at file:line.  The passing uses are the example
files in ``scenarios/format/``."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from aetherworks.scenarios import ScenarioLoadError, load_scenario, run_scenario
from aetherworks.scenarios.model import parse_sentence, split_source
from aetherworks.scenarios.setup import build_game

HEAD = """\
name: t
rules: [601.2]
setup:
  turn: 3
  active: alice
"""


def _text(body: str) -> str:
    """``body``: the rest of ``setup`` (any indentation), then, after a line ``---``, the
    top-level ``actions`` / ``expect``."""
    setup, _, rest = body.partition("---\n")
    return HEAD + textwrap.indent(textwrap.dedent(setup), "  ") + textwrap.dedent(rest)


def _load(tmp_path: Path, body: str) -> object:
    p = tmp_path / "s.yaml"
    p.write_text(_text(body), encoding="utf-8")
    return load_scenario(p)


def _fails(tmp_path: Path, body: str) -> str:
    res = run_scenario(_load(tmp_path, body))  # type: ignore[arg-type]
    assert not res.passed, res.account
    return res.account


def _setup_issues(tmp_path: Path, body: str) -> list[str]:
    sc = _load(tmp_path, body)
    with pytest.raises(ScenarioLoadError) as info:
        build_game(sc)  # type: ignore[arg-type]
    return [str(i) for i in info.value.issues]


# ----------------------------------------------------------------------------- sentences


def test_new_sentence_forms() -> None:
    """The sentence forms of the new verbs read as their mapping forms."""
    assert parse_sentence("cast Grizzly Bears for its alternative cost") == {
        "cast": "Grizzly Bears", "cost": "alternative"}
    assert parse_sentence("pay with Aether Hub (any color) and Mountain") == {
        "mana": ["Aether Hub (any color)", "Mountain"]}
    assert parse_sentence("pay automatically") == {"mana": ["auto"]}
    assert parse_sentence("order Glint-Sleeve Siphoner, Aethergeode Miner") == {
        "order": ["Glint-Sleeve Siphoner", "Aethergeode Miner"]}
    assert split_source("Aether Hub (any color)") == ("Aether Hub", "any color")


# ----------------------------------------------------------------------------- setup positions

POSITIONS = [
    ("negative life", """\
      players:
        alice: {life: -3}
        bob: {}
     """, "s.yaml:7: setup.players.alice.life: alice loses the game (0 or less life) "
         "[704.5a]: state-based actions would do this before anyone gets priority"),
    ("an instant on the battlefield", """\
      players:
        alice:
          battlefield: [Mountain, Lightning Bolt]
        bob: {}
     """, "s.yaml:8: setup.players.alice.battlefield[1]: Lightning Bolt is an instant: only "
         "permanent cards"),
    ("the front face of a modal double-faced card", """\
      players:
        alice:
          battlefield: [Suppression Ray // Orderly Plaza]
        bob: {}
     """, "Suppression Ray is a sorcery"),
    ("lethal damage already marked", """\
      players:
        alice:
          battlefield:
            - Mountain
            - {card: Grizzly Bears, damage: 2}
        bob: {}
     """, "s.yaml:10: setup.players.alice.battlefield[1]: Grizzly Bears has lethal damage "
          "[704.5g]"),
    ("two of the same legend", """\
      players:
        alice:
          battlefield: [Dr. Madison Li, Dr. Madison Li]
        bob: {}
     """, "Legend rule: choose the Dr. Madison Li to keep [704.5j]"),
    ("ten poison counters", """\
      players:
        alice: {counters: {poison: 10}}
        bob: {}
     """, "s.yaml:7: setup.players.alice.counters: alice loses the game (ten or more poison "
         "counters) [704.5c]"),
    ("an Aura on a land", """\
      players:
        alice:
          battlefield: [Island, {card: Aether Meltdown, attached_to: Island}]
        bob: {}
     """, "Aether Meltdown can't enchant Island@alice: it enchants creature or vehicle "
         "[303.4, 702.5a]"),
    ("a creature attached to a creature", """\
      players:
        alice:
          battlefield: [Hill Giant, {card: Grizzly Bears, attached_to: Hill Giant}]
        bob: {}
     """, "Grizzly Bears is neither an Aura nor an Equipment"),
    ("attached to nothing there", """\
      players:
        alice:
          battlefield: [{card: Aether Meltdown, attached_to: Hill Giant}]
        bob: {}
     """, "no Hill Giant on the battlefield to attach it to"),
]


@pytest.mark.parametrize(("what", "body", "message"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_a_position_the_game_cant_be_in_is_refused(tmp_path: Path, what: str, body: str,
                                                   message: str) -> None:
    """Defect 11 (silently accepted scenarios): negative life, an instant on the
    battlefield, lethal damage marked ... are errors at the entry's line [110.4, 303.4,
    704.3], for `scenario run` (a failed result, never a traceback) and `scenario check`."""
    issues = _setup_issues(tmp_path, body)
    assert any(message in i for i in issues), issues
    res = run_scenario(_load(tmp_path, body))  # type: ignore[arg-type]
    assert not res.passed and message in res.account


def test_a_copy_of_a_legend_under_another_controller_is_fine(tmp_path: Path) -> None:
    """704.5j: the legend rule is per controller, so the probe does not flag it."""
    build_game(_load(tmp_path, """\
      players:
        alice:
          battlefield: [{copy_of: Dr. Madison Li}]
        bob:
          battlefield: [Dr. Madison Li]
     """))  # type: ignore[arg-type]


def test_malformed_new_fields_give_file_line_field(tmp_path: Path) -> None:
    """Malformed files keep giving `file:line: field` errors for the new fields."""
    p = tmp_path / "s.yaml"
    p.write_text(HEAD + textwrap.dedent("""\
      auto_pay: maybe
      players:
        alice:
          battlefield: [{card: Hill Giant, token: Thopter}, {copy_of: Glorybringr}]
        bob: {}
    actions:
      - alice: {cast: Shock, cost: cheap}
      - refused: {carol: pass}
      - alice: {mana: [Mountan]}
    expect:
      permanents:
        Hill Giant: {colors: [purple]}
      events: [{kind: damage, count: -1}]
    """), encoding="utf-8")
    with pytest.raises(ScenarioLoadError) as info:
        load_scenario(p)
    text = str(info.value)
    for expected in ("s.yaml:6: setup.auto_pay: Input should be a valid boolean",
                     "s.yaml:9: setup.players.alice.battlefield[0]: a battlefield entry names",
                     "s.yaml:12: actions[0].alice.cost: Input should be 'normal' or "
                     "'alternative'",
                     "s.yaml:17: expect.permanents.Hill Giant.colors[0]: 'purple' is not a colour",
                     "s.yaml:18: expect.events[0].count: Input should be greater than or "
                     "equal to 0"):
        assert expected in text, text
    p.write_text(p.read_text().replace("cost: cheap", "cost: normal").replace(
        "auto_pay: maybe", "auto_pay: false").replace(", token: Thopter", "").replace(
        "purple", "red").replace("count: -1", "count: 1"), encoding="utf-8")
    with pytest.raises(ScenarioLoadError) as info:
        load_scenario(p)
    text = str(info.value)
    assert "s.yaml:9: setup.players.alice.battlefield[1].copy_of: unknown card 'Glorybringr'" \
        in text
    assert "s.yaml:13: actions[1].refused.carol: unknown player 'carol'" in text
    assert "s.yaml:14: actions[2].alice.mana[0]: unknown card 'Mountan'" in text


# ----------------------------------------------------------------------------- the runner says no

PRAYERS = """\
  players:
    alice:
      energy: 1
      hand: [Grizzly Bears]
      battlefield: [Primal Prayers, Forest, Forest]
    bob: {}
"""


def test_a_cast_with_two_costs_needs_cost(tmp_path: Path) -> None:
    """118.9: with an alternative cost offered too, "cast X" is ambiguous and says to give
    `cost`."""
    account = _fails(tmp_path, PRAYERS + "---\nactions:\n  - alice: cast Grizzly Bears\n")
    assert "ambiguous (2 options match; give cost: normal or alternative)" in account


def test_refused_fails_when_the_engine_allows_it(tmp_path: Path) -> None:
    """The one door: `refused` passes only if the action is not allowed."""
    account = _fails(tmp_path, PRAYERS + "---\nactions:\n  - refused: {alice: cast Grizzly "
                     "Bears for its alternative cost}\n")
    assert "refused: alice: {cast: Grizzly Bears, cost: alternative}\n  the engine allowed it"\
        in account


def test_refused_fails_when_the_action_is_for_another_decision(tmp_path: Path) -> None:
    """A refusal of an action that can't even be tried (bob has no decision) proves
    nothing."""
    account = _fails(tmp_path, PRAYERS + "---\nactions:\n  - refused: {bob: pass}\n")
    assert "it can't be tried here, so it isn't refused" in account


def test_refused_leaves_the_game_as_it_was(tmp_path: Path) -> None:
    """A refused action is tried on a copy: the script goes on from the same point."""
    res = run_scenario(_load(tmp_path, PRAYERS + """---
    actions:
      - refused: {alice: {cast: Grizzly Bears, cost: alternative, targets: [bob]}}
      - alice: {cast: Grizzly Bears, cost: alternative}
    expect: {alice: {energy: 0}, stack: [Grizzly Bears]}
    """))  # type: ignore[arg-type]
    assert res.passed, res.account


def test_decision_options_and_range_say_what_differs(tmp_path: Path) -> None:
    """A wrong option list or range is a difference with the decision shown."""
    account = _fails(tmp_path, PRAYERS + """---
    expect:
      decision: {options: [pass, add_mana, cast Grizzly Bears], lo: 0}
    """)
    assert "decision.lo: it is not a number decision" in account
    assert "decision.options: unexpected option 'Cast Grizzly Bears (alternative cost)'" \
        in account


def test_event_counts_are_exact(tmp_path: Path) -> None:
    """`count: N` is exactly N, not at least N."""
    account = _fails(tmp_path, PRAYERS + """---
    actions:
      - alice: {cast: Grizzly Bears, cost: normal}
    expect:
      events: [{kind: mana, count: 1}]
    """)
    assert "events: {kind: mana, count: 1} happened 2 time(s)" in account


def test_characteristics_differences(tmp_path: Path) -> None:
    """Colours, supertypes, the exact name and abilities are compared after the layers."""
    account = _fails(tmp_path, """\
      players:
        alice:
          battlefield: [{copy_of: Dr. Madison Li}]
        bob: {}
    ---
    expect:
      permanents:
        Dr. Madison Li: {name: Glorybringer, colors: [red], supertypes: [],
                         abilities: [Draw a card]}
    """)
    assert "name: expected Glorybringer, got Dr. Madison Li" in account
    assert "colors: expected [R], got [R, U, W]" in account
    assert "supertypes: expected [], got [Legendary]" in account
    assert "abilities: unexpected ability 'Whenever you cast an artifact spell" in account


def test_mana_sources_that_are_not_offered(tmp_path: Path) -> None:
    """601.2g: a source that can't pay (a tapped land) is not an option; the decision is
    shown."""
    account = _fails(tmp_path, """\
      auto_pay: false
      players:
        alice:
          hand: [Lightning Bolt]
          battlefield: [Mountain, {card: Forest, tapped: true}]
        bob: {}
    ---
    actions:
      - alice: {cast: Lightning Bolt, targets: [bob], mana: [Forest]}
    """)
    assert "no mana source matches Forest" in account and "Tap Mountain for mana" in account


def test_a_mana_ability_by_its_text(tmp_path: Path) -> None:
    """601.2g: `NAME (text)` picks the mana ability whose text has the piece (Aether Hub
    has two); without it, the choice is ambiguous."""
    from aetherworks.scenarios.runner import _Runner

    sc = _load(tmp_path, """\
      auto_pay: false
      players:
        alice:
          energy: 1
          hand: [Lightning Bolt]
          battlefield: [Aether Hub, Mountain]
        bob: {}
    ---
    actions:
      - alice: cast Lightning Bolt targeting bob
    """)
    runner = _Runner(sc)  # type: ignore[arg-type]
    runner.run()
    d = runner.g.decision
    assert d is not None and d.kind == "pay_mana"
    hub = runner.g.find("Aether Hub")
    texts = [ab.text for ab in runner.g.chars(hub).abilities]
    pick = runner._mana_choice(d, "Aether Hub", "any color")
    assert pick.obj == hub and "Add one mana of any color" in texts[pick.arg]
    pick = runner._mana_choice(d, "Aether Hub", "{C}")
    assert pick.obj == hub and "Add {C}" in texts[pick.arg]
    with pytest.raises(Exception, match="several mana abilities"):
        runner._mana_choice(d, "Aether Hub", "")


def test_a_mana_ability_that_does_not_tap_is_not_called_tapping(tmp_path: Path) -> None:
    """605.3a: Blood Pet is sacrificed, not tapped, for its mana; the option says what its
    ability does rather than "Tap Blood Pet for mana"."""
    account = _fails(tmp_path, """\
      auto_pay: false
      players:
        alice:
          hand: [Fatal Push]
          battlefield: [Blood Pet]
        bob:
          battlefield: [Grizzly Bears]
    ---
    actions:
      - alice: {cast: Fatal Push, targets: [Grizzly Bears], mana: [Swamp]}
    """)
    assert "Blood Pet: Sacrifice this creature: Add {B}." in account
    assert "Tap Blood Pet" not in account
