"""``aetherworks sim`` and ``aetherworks goldfish``: many games, statistics, reports, history.

``aetherworks sim DECK_A DECK_B`` is short for ``aetherworks sim run DECK_A DECK_B`` (three to
six decks: a table, :mod:`aetherworks.sim.table`);
``aetherworks sim history`` lists, shows and compares stored runs.  Errors a user can cause
(unknown deck or card, bad ``-n``, unknown agent, missing Ray) print a red message and exit
with status 1; no traceback reaches the terminal.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text
from typer.core import TyperGroup

from aetherworks.cli.checks import out_of_range
from aetherworks.cli.main import app

console = Console(highlight=False)
err_console = Console(stderr=True, highlight=False, soft_wrap=True)


class _DefaultRun(TyperGroup):
    """A group whose first argument, when it is not a subcommand, starts ``run``."""

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("--help", "-h"):
            args = ["run", *args]
        return super().parse_args(ctx, args)


sim_app = typer.Typer(
    cls=_DefaultRun,
    no_args_is_help=True,
    help="Simulate many games between two decks, or at a table of three to six: win rates "
         "with confidence intervals, game lengths, energy, reports; `sim DECK_A DECK_B` "
         "(or `sim A B C D`) runs, `sim history` lists runs.",
)
app.add_typer(sim_app, name="sim")


def _fail(message: str) -> typer.Exit:
    err_console.print(f"[bold red]error:[/] {escape(message)}")
    return typer.Exit(1)


class _RateColumn(ProgressColumn):
    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        if not speed and task.completed and task.elapsed:
            speed = task.completed / task.elapsed
        return Text(f"{speed:.1f} games/s" if speed else "– games/s", style="cyan")


class _Bar:
    """A Rich progress bar fed by ``simulate(progress=...)``; it runs no refresh thread (so
    forking worker processes is safe) and redraws at most ten times a second."""

    def __init__(self, total: int, label: str) -> None:
        self.progress = Progress(
            TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
            _RateColumn(), TextColumn("elapsed"), TimeElapsedColumn(), TextColumn("left"),
            TimeRemainingColumn(), console=err_console, auto_refresh=False, transient=False)
        self.task = self.progress.add_task(label, total=total)
        self.last = 0.0
        self.started = False

    def __enter__(self) -> _Bar:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.started:
            self.progress.refresh()
            self.progress.stop()

    def start(self) -> None:
        """Show the bar (once the input is known to be good: errors print without it)."""
        if not self.started:
            self.started = True
            self.progress.reset(self.task)
            self.progress.start()

    def __call__(self, done: int, total: int) -> None:
        self.start()
        self.progress.update(self.task, completed=done, total=max(1, total))
        now = time.monotonic()
        if now - self.last >= 0.1 or done == total:
            self.last = now
            self.progress.refresh()


def _run(label: str, fn: Any, n: int, quiet: bool) -> Any:
    from aetherworks.sim.simulate import SimError

    try:
        if quiet:
            return fn(None)
        with _Bar(max(1, n), label) as bar:
            return fn(bar)
    except SimError as exc:
        raise _fail(str(exc)) from None
    except KeyboardInterrupt:
        err_console.print("[red]interrupted[/]")
        raise typer.Exit(130) from None


def _pct(r: dict[str, Any]) -> str:
    lo, hi = r["ci95"]
    return f"{r['rate']:.1%} [{lo * 100:.1f}–{hi * 100:.1f}]"


def _print_blanks(blanks: dict[str, tuple[str, ...]]) -> None:
    """Say loudly which cards played as blanks."""
    from aetherworks.sim.decks import blanks_warning

    text = blanks_warning(blanks)
    if text:
        console.print(f"[bold red]{escape(text)}[/]")


def _summary_blanks(summary: dict[str, Any]) -> dict[str, tuple[str, ...]]:
    names = {d["side"]: d["deck"] for d in summary["decks"]}
    return {f"{side}: {names.get(side, '')}": tuple(b)
            for side, b in summary.get("blanks", {}).items()}


def _deck_tables(summary: dict[str, Any], title: str) -> None:
    """Two narrow tables (they fit an 80-column terminal): win rates, then the rest; at a
    table, a third: win rates by seat position."""
    from aetherworks.sim.report import ordinal

    _print_blanks(_summary_blanks(summary))
    wins = Table(title=title)
    groups = [g for g in ("on_play", "on_draw") if g in summary["decks"][0]]
    for col in ("deck", "agent", "wins", "win rate [95% CI]",
                *(g.replace("_", " the ") for g in groups)):
        wins.add_column(col, justify="left" if col in ("deck", "agent") else "right",
                        overflow="fold")
    more = Table()
    for col in ("deck", "kill turn", "mulligans", "energy gained", "spent", "unspent",
                "spells"):
        more.add_column(col, justify="left" if col == "deck" else "right", overflow="fold")
    for d in summary["decks"]:
        e = d["energy"]
        label = f"{d['side']}: {d['deck']}"
        wins.add_row(escape(label), d["agent"], str(d["win"]["wins"]), _pct(d["win"]),
                     *(_pct(d[g]) for g in groups))
        more.add_row(escape(label), f"{d['kill_turn']['median']:g}",
                     f"{d['mulligans']['mean']:.2f}",
                     f"{e['gained']:.1f}", f"{e['spent']:.1f}", f"{e['unspent']:.1f}",
                     f"{d['spells_cast']:.1f}")
    console.print(wins)
    if summary.get("positions"):
        seats = Table(title="By seat position in turn order (1st: took the first turn)")
        for col in ("position", "wins", "win rate [95% CI]"):
            seats.add_column(col, justify="right")
        for r in summary["positions"]:
            seats.add_row(ordinal(r["position"]), str(r["win"]["wins"]), _pct(r["win"]))
        console.print(seats)
    console.print(more)
    console.print("Per game: median kill turn (the winner's own turns), mean mulligans, mean "
                  "energy gained / spent / left unspent at the end, mean spells cast.",
                  style="dim")
    t = summary["turns"]
    console.print(f"Draws: {summary['draws']} · game length (every player's turns): mean "
                  f"{t['mean']:.1f} turns, "
                  f"median {t['median']:g}, range {t['min']}–{t['max']}")
    for d in summary["decks"]:
        top = ", ".join(f"{name} ×{k}" for name, k in d["most_cast"][:5])
        console.print(f"Most cast ({d['side']}): {escape(top) or '—'}")


def _print_errors(summary: dict[str, Any]) -> None:
    errors = summary.get("errors", {})
    if errors.get("count"):
        err_console.print(f"[yellow]warning:[/] {errors['count']} game(s) stopped on an error "
                          "and are left out of the figures:")
        for index, seed, message in errors["games"]:
            err_console.print(f"  game {index} (seed {seed}): {escape(message)}")


def _print_summary(result: Any) -> None:
    s = result.summary()
    table = f"{s['players']}-player table: " if s["players"] > 2 else ""
    _deck_tables(s, f"{table}{s['games']} games, seed {result.seed}, "
                    f"{result.games_per_s:.1f} games/s")
    _print_errors(s)


def _check_numbers(n: int, seed: int, workers: int, max_turns: int) -> None:
    """-n, --seed, --workers and --max-turns, before anything runs [see ``simulate``]."""
    from aetherworks.sim.simulate import MAX_GAMES, MAX_SEED, MAX_WORKERS

    problem = (out_of_range("-n", n, 1, MAX_GAMES)
               or out_of_range("--seed", seed, 0, MAX_SEED - max(n - 1, 0))
               or out_of_range("--workers", workers, 0, MAX_WORKERS)
               or out_of_range("--max-turns", max_turns, 1))
    if problem:
        raise _fail(problem)


def _check_outputs(*paths: Path | None) -> None:
    """Fail before a long run, not after it, when an output cannot be written."""
    for path in paths:
        if path is not None and not path.parent.is_dir():
            raise _fail(f"cannot write {path}: no such folder {path.parent}")
        if path is not None and path.is_dir():
            raise _fail(f"cannot write {path}: it is a folder")


def _write_outputs(result: Any, out: Path | None, json_path: Path | None,
                   csv_path: Path | None, writers: Any = None) -> None:
    """``writers``: the module whose ``write_json``/``write_csv``/``write_html`` write this
    kind of result (default :mod:`aetherworks.sim.report`; a field: ``sim.gauntlet``)."""
    from aetherworks.sim import report

    w = writers or report
    for path, writer, what in ((json_path, w.write_json, "JSON"),
                               (csv_path, w.write_csv, "CSV"),
                               (out, w.write_html, "HTML report")):
        if path is None:
            continue
        try:
            writer(result, path)
        except OSError as exc:
            raise _fail(f"cannot write {path}: {exc}") from None
        console.print(f"{what} written to {path}")


FormatOption = Annotated[str | None, typer.Option(
    "--format", help="Construction rules the decks are checked against: constructed, "
    "standard2017, standard2017-spring, pioneer, modern, commander, freeform (default: each "
    "deck's own, constructed or commander; `aetherworks cards deck --help`).")]
AllowOption = Annotated[bool, typer.Option(
    "--allow-unsupported", help="Play cards the engine cannot play as blanks (printed "
    "characteristics, no abilities) instead of refusing the deck; every output says so.")]

DbOption = Annotated[Path | None, typer.Option(
    "--db", help="History file (default: $AETHERWORKS_HOME/history.sqlite or "
    "~/.local/share/aetherworks/history.sqlite).")]


@sim_app.command("run")
def run(
    decks: Annotated[list[str] | None, typer.Argument(
        help="Two decks (A and B), or three to six for a multiplayer table: embedded deck "
             "names (`aetherworks decks`) or decklist files.", show_default=False)] = None,
    n: Annotated[int, typer.Option("-n", "--games", help="Number of games.")] = 100,
    agents: Annotated[str, typer.Option(
        "--agents", help="Agents for A,B (one name: both), e.g. heuristic,random; at a "
        "table one name, or one per deck.")
    ] = "heuristic,heuristic",
    workers: Annotated[int, typer.Option(
        "--workers", help="Worker processes (0: one per core). Results do not depend on it.")
    ] = 1,
    backend: Annotated[str, typer.Option("--backend", help="local or ray.")] = "local",
    ray_address: Annotated[str | None, typer.Option(
        "--ray-address", help="Ray cluster address (default: start a local Ray).")] = None,
    seed: Annotated[int, typer.Option("--seed", help="Game i is shuffled from seed+i.")] = 0,
    max_turns: Annotated[int | None, typer.Option(
        "--max-turns", help="Turn limit (a draw); default 60, at a table 40 per player.",
        show_default=False)] = None,
    toss: Annotated[bool, typer.Option(
        "--toss", help="Let the coin toss decide who plays first (default: deck A is on the "
        "play in even games, on the draw in odd ones; at a table of N, deck i % N takes the "
        "first turn of game i).")] = False,
    out: Annotated[Path | None, typer.Option("--out", help="Write an HTML report.")] = None,
    json_path: Annotated[Path | None, typer.Option("--json", help="Write JSON.")] = None,
    csv_path: Annotated[Path | None, typer.Option("--csv", help="Write CSV, a row a game.")
                        ] = None,
    db: DbOption = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress bar.")] = False,
    fmt: FormatOption = None,
    allow_unsupported: AllowOption = False,
    gauntlet: Annotated[str | None, typer.Option(
        "--gauntlet", help="Play DECK_A against every deck of this field: a folder of "
        "decklists, `embedded` (the embedded 60-card tournament decks) or a format name "
        "(`modern`, `standard2017`...: the embedded decks of that format).")] = None,
    round_robin: Annotated[str | None, typer.Option(
        "--round-robin", help="Play every deck of this field (as for --gauntlet) against "
        "every other; no DECK arguments.")] = None,
) -> None:
    """Play N games of DECK_A against DECK_B and report win rates, lengths, energy; or
    DECK_A against a field (--gauntlet), or a whole field (--round-robin), N games per
    match-up, in one table and one report; or three to six decks at one table (win rates
    per deck and per seat position; Commander decks play Commander).

    Decks are checked first: construction rules (--format) and card support; a deck with a
    card the engine cannot play is refused, naming each card and its line (exit status 1).
    """
    from aetherworks.sim.history import History, HistoryError
    from aetherworks.sim.simulate import simulate
    from aetherworks.sim.table import simulate_table

    given = list(decks or [])
    table = len(given) > 2 and gauntlet is None and round_robin is None
    if max_turns is None:  # a table's turns go round it: 40 rounds
        max_turns = 40 * len(given) if table else 60
    _check_numbers(n, seed, workers, max_turns)
    if ray_address is not None and backend != "ray":
        raise _fail("--ray-address goes with --backend ray")
    deck_a, deck_b = [*given, None, None][:2]
    if gauntlet is not None and round_robin is not None:
        raise _fail("give --gauntlet or --round-robin, not both")
    expected = 1 if gauntlet is not None else 0 if round_robin is not None else 2
    if len(given) != expected and not table:
        raise _fail({2: "give two decks: sim DECK_A DECK_B, three to six for a table (or "
                        "--gauntlet / --round-robin)",
                     1: "--gauntlet FIELD plays one deck: sim DECK --gauntlet FIELD",
                     0: "--round-robin FIELD takes no deck arguments"}[expected])
    _check_outputs(out, json_path, csv_path)
    try:  # the history file must be usable before the games, not only after them
        with History(db):
            pass
    except HistoryError as exc:
        raise _fail(str(exc)) from None
    settings: dict[str, Any] = dict(
        agents=agents, seed=seed, workers=workers, backend=backend, max_turns=max_turns,
        play_first="toss" if toss else "alternate", ray_address=ray_address, fmt=fmt,
        allow_unsupported=allow_unsupported)
    if expected < 2:
        _field(given[0] if given else None, gauntlet or round_robin or "", n, settings,
               quiet=quiet, db=db, out=out, json_path=json_path, csv_path=csv_path)
        return

    def go(progress: Any) -> Any:
        if table:
            return simulate_table(given, n, progress=progress, **settings)
        return simulate(deck_a, deck_b, n, progress=progress, **settings)

    result = _run("table" if table else "simulating", go, n, quiet)
    _print_summary(result)
    _store([result], db)
    _write_outputs(result, out, json_path, csv_path)


def _store(results: list[Any], db: Path | None) -> None:
    from aetherworks.sim.history import History, HistoryError

    try:
        with History(db) as h:
            ids = [h.add(r) for r in results]
            what = f"run {ids[0]}" if len(ids) == 1 else f"runs {ids[0]}–{ids[-1]}"
            console.print(f"Stored as {what} in {h.path}")
    except HistoryError as exc:
        raise _fail(str(exc)) from None


def _field(deck: str | None, field_spec: str, n: int, settings: dict[str, Any], *,
           quiet: bool, db: Path | None, out: Path | None, json_path: Path | None,
           csv_path: Path | None) -> None:
    """A gauntlet (``deck`` given) or a round robin of a field: one table, every match-up
    stored as a run, one HTML/JSON/CSV report."""
    from aetherworks.sim import gauntlet as g

    def go(progress: Any) -> Any:
        if deck is not None:
            return g.gauntlet(deck, field_spec, n, progress=progress, **settings)
        return g.round_robin(field_spec, n, progress=progress, **settings)

    result = _run("gauntlet" if deck else "round robin", go, n, quiet)
    _print_field(result)
    _store(result.matchups, db)
    _write_outputs(result, out, json_path, csv_path, g)


def _print_field(result: Any) -> None:
    rows = result.rows()
    settings = result.matchups[0].settings()
    gauntlet = result.mode == "gauntlet"
    title = (f"{result.decks[0]} against {len(rows)} decks" if gauntlet
             else f"Round robin of {len(result.decks)} decks") + (
        f" — {settings['n']} games each, {','.join(settings['agents'])}, seed "
        f"{settings['seed']}")
    _print_blanks(result.blanks())
    table = Table(title=title)
    cols = (["opponent"] if gauntlet else ["deck A", "deck B"]) + [
        "A wins [95% CI]", "on the play", "on the draw", "draws"]
    for col in cols:
        table.add_column(col, justify="left" if col in ("opponent", "deck A", "deck B")
                         else "right", overflow="fold")
    for r in rows:
        names = [r["deck_b"]] if gauntlet else [r["deck_a"], r["deck_b"]]
        table.add_row(*map(escape, names), _pct(r["win"]), _pct(r["on_play"]),
                      _pct(r["on_draw"]), str(r["draws"]))
    console.print(table)
    if not gauntlet:
        standings = Table(title="Standings (all match-ups)")
        standings.add_column("deck", overflow="fold")
        standings.add_column("wins", justify="right")
        standings.add_column("win rate [95% CI]", justify="right")
        for s in result.standings():
            standings.add_row(escape(s["deck"]), f"{s['win']['wins']}/{s['win']['games']}",
                              _pct(s["win"]))
        console.print(standings)
    console.print("Win rates are deck A's (for a gauntlet, the gauntlet deck's); deck A is "
                  "on the play in half the games unless --toss.", style="dim")
    for spec, why in result.skipped:
        console.print(f"[yellow]left out:[/] {escape(spec)}: {escape(why)}")
    errors = sum(r["errors"] for r in rows)
    if errors:
        err_console.print(f"[yellow]warning:[/] {errors} game(s) stopped on an error and are "
                          "left out of the figures (see --json)")


@sim_app.command("history")
def history(
    db: DbOption = None,
    show: Annotated[int | None, typer.Option("--show", help="Print one run.")] = None,
    compare: Annotated[tuple[int, int] | None, typer.Option(
        "--compare", help="Compare two runs: --compare ID ID.")] = None,
    limit: Annotated[int, typer.Option("--limit", help="Runs to list (1 or more).")] = 50,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """List stored runs (newest first), show one (--show ID) or compare two (--compare A B)."""
    from aetherworks.sim.history import History, HistoryError

    problem = out_of_range("--limit", limit, 1)
    if problem:
        raise _fail(problem)
    try:
        with History(db) as h:
            if compare is not None:
                _print_compare(h.compare(*compare), as_json)
            elif show is not None:
                _print_run(h.get(show), as_json)
            else:
                _print_list(h.list(limit), h.path, as_json)
    except HistoryError as exc:
        raise _fail(str(exc)) from None


def _print_list(runs: list[Any], path: Path, as_json: bool) -> None:
    if as_json:
        rows = [{"id": r.id, "created": r.created, "deck_a": r.deck_a, "deck_b": r.deck_b,
                 "n": r.n, "agents": r.agents, "seed": r.seed, "wins_a": r.wins_a,
                 "wins_b": r.wins_b, "draws": r.draws, "win_rate_a": r.win_a[0],
                 "ci95_a": list(r.win_a[1:]), "blanks": r.blanks} for r in runs]
        sys.stdout.write(json.dumps(rows, indent=2) + "\n")
        return
    if not runs:
        console.print(f"No runs stored in {path} yet.")
        return
    table = Table(title=f"Simulation runs ({path})")
    table.add_column("id", justify="right")
    table.add_column("date")
    table.add_column("decks (A vs B, or a table's)", overflow="fold")
    table.add_column("n", justify="right")
    table.add_column("agents", overflow="fold")
    table.add_column("seed", justify="right")
    table.add_column("A win rate [95% CI]", justify="right")
    for r in runs:
        rate, lo, hi = r.win_a
        decks = f"{r.deck_a} vs {r.deck_b}"
        blanks = sum(len(b) for b in r.summary.get("blanks", {}).values())
        if blanks:
            decks += f" [bold red](with {blanks} unsupported card(s) as blanks)[/]"
        table.add_row(str(r.id), r.created.replace("T", " ")[:16], decks,
                      str(r.n), r.agents, str(r.seed),
                      f"{rate:.1%} [{lo * 100:.1f}–{hi * 100:.1f}]")
    console.print(table)


def _print_run(run: Any, as_json: bool) -> None:
    if as_json:
        sys.stdout.write(json.dumps({"id": run.id, "settings": run.settings,
                                     "summary": run.summary}, indent=2) + "\n")
        return
    console.print(f"[bold]Run {run.id}[/] — {run.created}")
    console.print(" · ".join(f"{k}: {','.join(v) if isinstance(v, list) else v}"
                             for k, v in run.settings.items() if k != "blanks"))
    _deck_tables(run.summary, f"Run {run.id}")


def _print_compare(cmp: dict[str, Any], as_json: bool) -> None:
    ra, rb = cmp["runs"]
    if as_json:
        out = {"runs": [ra.id, rb.id], "rows": cmp["rows"], "other": cmp["other"]}
        sys.stdout.write(json.dumps(out, indent=2) + "\n")
        return
    for r in (ra, rb):
        if r.blanks:
            console.print(f"[bold red]Run {r.id} played unsupported cards as blanks: "
                          f"{escape(r.blanks)}[/]")
    table = Table(title=f"Run {ra.id} ({ra.n} games) vs run {rb.id} ({rb.n} games)")
    for col in ("side", "what", f"run {ra.id}", f"run {rb.id}", "difference", "p (z-test)"):
        table.add_column(col, justify="left" if col in ("side", "what") else "right",
                         overflow="fold")
    for row in cmp["rows"]:
        cells = [f"{rate:.1%} [{ci[0]:.1%}–{ci[1]:.1%}]"
                 for rate, ci in zip(row["rate"], row["ci95"], strict=True)]
        deck = row["deck"][0] if row["deck"][0] == row["deck"][1] else " / ".join(row["deck"])
        table.add_row(escape(f"{row['side']}: {deck}" if deck else row["side"]),
                      row["what"].replace("_", " "), *cells,
                      f"{row['diff']:+.1%}", f"{row['p']:.3f}")
    console.print(table)
    o = cmp["other"]
    console.print(f"Mean game length: {o['turns_mean'][0]:.1f} → {o['turns_mean'][1]:.1f} "
                  f"turns; median kill turn (per deck): {o['kill_turn_median'][0]} → "
                  f"{o['kill_turn_median'][1]}; energy gained per game (per deck): "
                  f"{tuple(round(x, 1) for x in o['energy_gained'][0])} → "
                  f"{tuple(round(x, 1) for x in o['energy_gained'][1])}")


@app.command()
def goldfish(
    deck: Annotated[str, typer.Argument(help="An embedded deck name or a decklist file.")],
    n: Annotated[int, typer.Option("-n", "--games", help="Number of games.")] = 100,
    agent: Annotated[str, typer.Option("--agent", help="The deck's agent.")] = "heuristic",
    seed: Annotated[int, typer.Option("--seed", help="Game i is shuffled from seed+i.")] = 0,
    workers: Annotated[int, typer.Option("--workers", help="Worker processes (0: all cores).")
                       ] = 1,
    max_turns: Annotated[int, typer.Option("--max-turns", help="Turn limit.")] = 60,
    out: Annotated[Path | None, typer.Option("--out", help="Write an HTML report.")] = None,
    json_path: Annotated[Path | None, typer.Option("--json", help="Write JSON.")] = None,
    csv_path: Annotated[Path | None, typer.Option("--csv", help="Write CSV, a row a game.")
                        ] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress bar.")] = False,
    fmt: FormatOption = None,
    allow_unsupported: AllowOption = False,
) -> None:
    """DECK against an opponent that does nothing: how fast does it kill?"""
    from aetherworks.sim.goldfish import goldfish as run_goldfish
    from aetherworks.sim.goldfish import kill_summary

    _check_numbers(n, seed, workers, max_turns)
    if agent == "passive":
        raise _fail("the goldfishing deck needs an agent that plays: heuristic, random...")
    _check_outputs(out, json_path, csv_path)

    def go(progress: Any) -> Any:
        return run_goldfish(deck, n, agent=agent, seed=seed, workers=workers,
                            max_turns=max_turns, progress=progress, fmt=fmt,
                            allow_unsupported=allow_unsupported)

    result = _run("goldfishing", go, n, quiet)
    _print_blanks({result.deck_a: result.blanks[0]})
    _print_errors(result.summary())
    k = kill_summary(result)
    table = Table(title=f"{result.deck_a} goldfish — {k['games']} games, {agent} agent, "
                        f"{result.games_per_s:.1f} games/s")
    table.add_column("kill turn", justify="right")
    groups = ("all", "on_play", "on_draw")
    for g in groups:
        table.add_column("all games" if g == "all" else g.replace("_", " "), justify="right")
        table.add_column("by then", justify="right")
    turns = sorted({t for g in groups for t in k[g]["distribution"]})
    for t in turns:
        cells = []
        for g in groups:
            cells += [str(k[g]["distribution"].get(t, 0)),
                      f"{k[g]['cumulative'].get(t, _cum_before(k[g]['cumulative'], t)):.1%}"]
        table.add_row(str(t), *cells)
    console.print(table)
    console.print("Kill turn: the deck's own turn number; by then: the share of games won by "
                  "that turn.", style="dim")
    for g in groups:
        x = k[g]
        console.print(f"{g.replace('_', ' ')}: {x['kills']}/{x['games']} games won, kill turn "
                      f"mean {x['mean']:.2f}, median {x['median']:g}")
    _write_outputs(result, out, json_path, csv_path)


def _cum_before(cumulative: dict[int, float], turn: int) -> float:
    earlier = [v for t, v in cumulative.items() if t < turn]
    return earlier[-1] if earlier else 0.0
