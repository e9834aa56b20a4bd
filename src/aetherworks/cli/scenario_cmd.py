"""``aetherworks scenario``: run and check scenario files.

``run`` prints PASS/FAIL per file with the account of what differed and exits 1 if any
failed; ``check`` only validates the files (shape, card and player names, CR sections), for
an author's editor loop.  No Python traceback reaches the terminal: a broken file is
reported as ``file:line: field: message``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape

from aetherworks.cli.main import app
from aetherworks.scenarios import (
    ScenarioLoadError,
    load_scenario,
    run_scenario,
    scenario_files,
    scenario_index,
)
from aetherworks.scenarios.runner import ScenarioResult
from aetherworks.scenarios.setup import build_game

scenario_app = typer.Typer(help="Run and check scenario files (YAML rules situations).",
                           no_args_is_help=True)
app.add_typer(scenario_app, name="scenario")

console = Console(highlight=False, soft_wrap=True)

PathsArg = Annotated[list[Path], typer.Argument(help="Scenario files or folders.")]
AllowOption = Annotated[bool, typer.Option(
    "--allow-unsupported", help="Play cards the engine cannot play as blanks (printed "
    "characteristics only) instead of refusing the file; every result then says so.")]


def _files(paths: list[Path]) -> list[Path]:
    missing = [p for p in paths if not p.exists()]
    if missing:
        console.print(f"[bold red]error:[/] no such file or folder: "
                      f"{escape(', '.join(map(str, missing)))}")
        raise typer.Exit(2)
    files = scenario_files(paths)
    if not files:
        console.print("[bold red]error:[/] no scenario files (*.yaml) there")
        raise typer.Exit(2)
    return files


def _print(res: ScenarioResult, verbose: bool) -> None:
    tag = "[bold green]PASS[/]" if res.passed else "[bold red]FAIL[/]"
    console.print(f"{tag} {escape(str(res.path))} — {escape(res.name)}")
    if not res.passed or verbose:
        console.print(escape(_indent(res.account)))
    elif res.blanks:
        _print_blanks(res.blanks)
    if verbose and res.log:
        console.print("  full log:")
        console.print(escape(_indent(res.full_log(), "    ")))


def _print_blanks(blanks: tuple[str, ...]) -> None:
    console.print(f"  [yellow]played as blanks (unsupported): {escape(', '.join(blanks))}[/]")


def _indent(text: str, by: str = "  ") -> str:
    return "\n".join(by + line for line in text.splitlines())


@scenario_app.command("run")
def run(paths: PathsArg,
        verbose: Annotated[bool, typer.Option("-v", "--verbose",
                                              help="Show accounts and logs of passing "
                                                   "scenarios too.")] = False,
        allow_unsupported: AllowOption = False,
        record: Annotated[bool, typer.Option(
            "--record", help="Add the compiled and vanilla cards that passing scenarios "
            "exercised (cast or played, abilities used) to the smoke record, as a smoke run "
            "does.")] = False) -> None:
    """Run scenarios: PASS/FAIL per file; exit status 1 if any failed.

    A file that sets up a card the engine cannot play fails to load, naming the card and its
    line, unless the file allows it (``setup.allow_unsupported``) or ``--allow-unsupported``.
    """
    failed = 0
    files = _files(paths)
    found: dict[str, str] = {}
    for f in files:
        try:
            sc = load_scenario(f, allow_unsupported=allow_unsupported)
        except ScenarioLoadError as exc:
            failed += 1
            _print(ScenarioResult(str(f), f.stem, passed=False, load_error=str(exc)), verbose)
            continue
        res = run_scenario(sc)
        failed += not res.passed
        found.update(res.exercised)
        _print(res, verbose)
    colour = "red" if failed else "green"
    console.print(f"[bold {colour}]{len(files) - failed} passed, {failed} failed[/]")
    if record:
        from aetherworks.engine import exercised
        from aetherworks.sim.smoke import SmokeRun
        from aetherworks.sim.smoke import record as write_record

        new = {n: d for n, d in found.items() if exercised.record().get(n) != d}
        write_record(SmokeRun(exercised=new))
        console.print(f"record: {len(new)} more card(s) exercised by these scenarios"
                      + (f": {escape(', '.join(sorted(new)))}" if new else ""))
    if failed:
        raise typer.Exit(1)


@scenario_app.command("check")
def check(paths: PathsArg, allow_unsupported: AllowOption = False) -> None:
    """Validate scenario files without running them (names, fields, rules cited, and a
    starting position the game can be in); exit status 1 if any is broken (an unsupported
    card the file does not allow is broken, see ``run``)."""
    bad = 0
    files = _files(paths)
    for f in files:
        try:
            sc = load_scenario(f, allow_unsupported=allow_unsupported)
            build_game(sc)
        except ScenarioLoadError as exc:
            bad += 1
            console.print(f"[bold red]BAD[/]  {escape(str(f))}")
            console.print(escape(_indent(str(exc))))
            continue
        console.print(f"[green]OK[/]   {escape(str(f))}")
        if sc.blanks:
            _print_blanks(sc.blanks)
    console.print(f"{len(files) - bad} ok, {bad} broken")
    if bad:
        raise typer.Exit(1)


@scenario_app.command("index")
def index(folder: Annotated[Path, typer.Argument(help="A scenarios folder.")] = Path(
        "scenarios")) -> None:
    """Which cards have a scenario (from each file's ``cards`` list)."""
    if not folder.is_dir():
        what = "not a folder" if folder.exists() else "no such folder"
        console.print(f"[bold red]error:[/] {what}: {escape(str(folder))}")
        raise typer.Exit(2)
    for name, files in scenario_index(folder).items():
        console.print(f"{escape(name)}: {escape(', '.join(files))}")
