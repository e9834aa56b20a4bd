"""``aetherworks rules`` explains a log line's citation; an unknown section is an error."""

from typer.testing import CliRunner

from aetherworks.cli.main import app


def test_rules_prints_the_cited_section() -> None:
    result = CliRunner().invoke(app, ["rules", "[107.14]"])
    assert result.exit_code == 0
    assert "energy" in result.output.lower()


def test_unknown_section_is_a_clear_error() -> None:
    result = CliRunner().invoke(app, ["rules", "999.9"])
    assert result.exit_code == 1
    assert "No rule" in result.output and "Traceback" not in result.output
