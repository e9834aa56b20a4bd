"""``aetherworks fuzz``: seeded random games from random decks over the supported cards, the
rules' invariants checked after every action; each failure is written as a shrunk replay.

Exit status 0 when every game passed, 1 when any failed (or the input was bad), so CI and
the card helpers can run it as a test.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from aetherworks.cli.checks import out_of_range
from aetherworks.cli.main import app

console = Console(highlight=False)
MAX_GAMES = 1_000_000


@app.command()
def fuzz(
    games: Annotated[int, typer.Option("--games", "-n", help="How many games to play.")] = 200,
    seed: Annotated[int, typer.Option(help="The run's seed: same seed, same games.")] = 0,
    workers: Annotated[int, typer.Option(help="Processes (0: one per core).")] = 0,
    agents: Annotated[str, typer.Option(
        help="Agents drawn for each seat: random, heuristic, mcts (comma-separated).")
    ] = "random,heuristic",
    cards: Annotated[list[str] | None, typer.Option(
        "--card", help="Only these cards (repeat the option; a name may contain commas); "
                       "default: every card with a hand-written definition.")] = None,
    cards_file: Annotated[Path | None, typer.Option(
        "--cards-file", help="Only the cards listed in this file, one Oracle name a line.")
    ] = None,
    out: Annotated[Path, typer.Option(help="Folder for the failures' replay files.")
                   ] = Path("fuzz-failures"),
    slow: Annotated[float, typer.Option(
        help="A decision that takes longer than this many CPU seconds is a failure.")] = 1.0,
    deep_every: Annotated[int, typer.Option(
        help="Every N decisions, also compare a clone and a saved game with the original and "
             "play on in the clone.")] = 25,
    shrink: Annotated[bool, typer.Option(help="Shrink each failure's decks.")] = True,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
    unexercised: Annotated[bool, typer.Option(
        "--unexercised", help="Also accept compiled and vanilla cards that no smoke run has "
                              "played yet.")] = False,
    smoke: Annotated[bool, typer.Option(
        "--smoke", help="The smoke run: play every compiled and vanilla card (of --card/"
                        "--cards-file, default all) that the record does not name yet, in "
                        "decks of its colours, until each is exercised (--games is unused).")
    ] = False,
    rounds: Annotated[int, typer.Option(help="With --smoke: how often a card not yet "
                                             "exercised is dealt again.")] = 5,
    record: Annotated[bool, typer.Option(
        "--record", help="With --smoke: add the exercised cards to the record "
                         "(data/exercised.json) that makes them count as supported.")] = False,
) -> None:
    """Play seeded random games and check the engine's invariants after every action."""
    from aetherworks.engine import exercised
    from aetherworks.sim.fuzz import FuzzError, FuzzSpec, resolve_pool, write_failures
    from aetherworks.sim.fuzz import fuzz as run_fuzz

    for problem in (out_of_range("--games", games, 1, MAX_GAMES),
                    out_of_range("--seed", seed, 0, 2**63 - 1),
                    out_of_range("--workers", workers, 0, 256),
                    out_of_range("--slow", slow, above=0, hi=3600),
                    out_of_range("--deep-every", deep_every, 1, 10**6)):
        if problem:
            raise _fail(problem)
    if problem := out_of_range("--rounds", rounds, 1, 100):
        raise _fail(problem)
    n_workers = workers or os.cpu_count() or 1
    try:
        names = list(cards or ())
        if cards_file is not None:
            lines = cards_file.read_text(encoding="utf-8").splitlines()
            names += [ln.strip() for ln in lines if ln.strip() and not ln.startswith("#")]
        if smoke:
            _smoke(names or None, rounds=rounds, seed=seed, workers=n_workers, out=out,
                   record=record, as_json=as_json)
            return
        with exercised.unexercised_allowed() if unexercised else contextlib.nullcontext():
            pool = resolve_pool(names) if names else ()
        spec = FuzzSpec(games=games, seed=seed, pool=pool, slow_seconds=slow,
                        deep_every=deep_every, unexercised=unexercised,
                        agents=tuple(a.strip() for a in agents.split(",") if a.strip()))
        with Progress(TextColumn("fuzz"), BarColumn(), MofNCompleteColumn(),
                      TimeElapsedColumn(), console=console, transient=True,
                      disable=as_json) as progress:
            bar = progress.add_task("fuzz", total=games)
            result = run_fuzz(spec, workers=n_workers, shrink_failures=shrink,
                              report=lambda done, total: progress.update(bar, completed=done))
    except (FuzzError, OSError) as exc:
        raise _fail(str(exc)) from None
    paths = write_failures(result, out) if result.failures else []
    summary = result.summary()
    if as_json:
        console.print_json(json.dumps({**summary, "failure_files": [str(p) for p in paths]}))
    else:
        table = Table(title=f"fuzz: {games} games, seed {seed}, {n_workers} worker(s)")
        for key in ("games", "decisions", "turns", "seconds", "games_per_s", "max_apply_ms",
                    "crashes", "invariant_breaks", "hangs", "slow", "pool",
                    "cards_cast_or_played"):
            table.add_row(key.replace("_", " "), str(summary[key]))
        table.show_header = False
        console.print(table)
        for f, path in zip(result.failures, paths, strict=True):
            console.print(f"[red]{f.kind}[/] game {f.game} ({f.check}): "
                          f"{escape(f.message.splitlines()[0])} → {path}")
        if not result.failures:
            console.print("[green]no failures[/]")
    if result.failures:
        raise typer.Exit(1)


def _smoke(names: list[str] | None, *, rounds: int, seed: int, workers: int, out: Path,
           record: bool, as_json: bool) -> None:
    from aetherworks.sim.fuzz import FuzzResult, write_failures
    from aetherworks.sim.smoke import SmokeRun, smoke
    from aetherworks.sim.smoke import record as write_record

    total: int | None = None

    def after_batch(run: SmokeRun, batch: int, batches: int) -> None:
        nonlocal total
        if record:  # kept batch by batch: a long run interrupted keeps what it proved
            total = len(write_record(run))
        if not as_json:
            console.print(f"batch {batch}/{batches}: {len(run.exercised)} exercised, "
                          f"{len(run.missed)} missed, {len(run.failures)} failed games")

    try:
        with Progress(TextColumn("smoke"), BarColumn(), MofNCompleteColumn(),
                      TimeElapsedColumn(), console=console, transient=True,
                      disable=as_json) as progress:
            bar = progress.add_task("smoke", total=None)
            run = smoke(names, rounds=rounds, seed=seed, workers=workers,
                        after_batch=after_batch,
                        report=lambda done, total: progress.update(bar, completed=done,
                                                                   total=total))
    except LookupError as exc:
        raise _fail(f"unknown card: {exc}") from None
    paths = write_failures(FuzzResult(failures=run.failures), out) if run.failures else []
    summary = {**run.summary(), "record": total, "failure_files": [str(p) for p in paths],
               "missed_cards": run.missed}
    if as_json:
        console.print_json(json.dumps(summary))
    else:
        table = Table(title=f"smoke run: {rounds} round(s), seed {seed}", show_header=False)
        for key in ("games", "decisions", "exercised", "missed", "crashes",
                    "invariant_breaks", "hangs"):
            table.add_row(key.replace("_", " "), str(summary[key]))
        if total is not None:
            table.add_row("record now names", f"{total} cards")
        console.print(table)
        if run.missed:
            console.print("not exercised: " + escape(", ".join(run.missed[:40]))
                          + (f" and {len(run.missed) - 40} more" if len(run.missed) > 40
                             else ""))
        for f, path in zip(run.failures, paths, strict=True):
            console.print(f"[red]{f.kind}[/] ({f.check}): "
                          f"{escape(f.message.splitlines()[0])} → {path}")
    if run.failures:
        raise typer.Exit(1)


def _fail(message: str) -> typer.Exit:
    Console(stderr=True, highlight=False).print(f"[bold red]error:[/] {escape(message)}")
    return typer.Exit(1)
