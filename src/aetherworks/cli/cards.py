"""``aetherworks cards``: look at cards, search them, validate decklists.

Errors a user can cause (unknown card, bad deck, unreadable ``--card-db``) print a red
message with suggestions and exit with status 1; no traceback reaches the terminal.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from aetherworks.carddb import (
    LANGUAGES,
    Card,
    CardDatabase,
    UnknownCardError,
    get_db,
    load_db,
    set_default_db,
)
from aetherworks.carddb.construction import FORMATS, check_deck, natural_format
from aetherworks.carddb.decklist import DeckError, load_deck
from aetherworks.carddb.model import LANGUAGE_NAMES
from aetherworks.carddb.support import support_status
from aetherworks.cli.checks import out_of_range
from aetherworks.cli.main import app

cards_app = typer.Typer(help="Look up cards, search the card database, check decklists.",
                        no_args_is_help=True)
app.add_typer(cards_app, name="cards")

console = Console(highlight=False)
err_console = Console(stderr=True, highlight=False, soft_wrap=True)

CardDbOption = Annotated[
    Path | None,
    typer.Option("--card-db", help="Use this MTGJSON AtomicCards/AllPrintings or Scryfall "
                 "oracle-cards file (.json/.gz/.xz/.zip) instead of the embedded data."),
]
LangOption = Annotated[
    str | None, typer.Option("--lang", help="Language: " + " ".join(LANGUAGES) + ".")
]


def _fail(message: str) -> typer.Exit:
    err_console.print(f"[bold red]error:[/] {escape(message)}")
    return typer.Exit(1)


def _db(card_db: Path | None) -> CardDatabase:
    """The database to use; ``--card-db`` replaces it for the whole process."""
    if card_db is None:
        return get_db()
    try:
        db = load_db(card_db)
    except (OSError, ValueError, KeyError) as exc:
        raise _fail(f"cannot load card data {card_db}: {exc}") from None
    set_default_db(db)
    return db


def _check_lang(lang: str | None) -> str | None:
    if lang is not None and lang not in LANGUAGES:
        raise _fail(f"unknown language {lang!r}; use one of: {', '.join(LANGUAGES)}")
    return lang


def _sym(text: str) -> str:
    return escape(text)


@cards_app.command("show")
def show(
    name: Annotated[str, typer.Argument(help="Card name: English, face, or any language.")],
    lang: LangOption = None,
    card_db: CardDbOption = None,
) -> None:
    """Show a card: Oracle text, printed text in a language, printings and rulings."""
    lang = _check_lang(lang)
    db = _db(card_db)
    try:
        card = db.card(name)
    except UnknownCardError as exc:
        raise _fail(str(exc)) from None
    _print_card(card, lang, db)


def _print_card(card: Card, lang: str | None, db: CardDatabase) -> None:
    console.print(f"[bold]{_sym(card.name)}[/]  [dim]({card.layout})[/]")
    for face in card.faces:
        if len(card.faces) > 1:
            console.print(f"\n[bold cyan]{_sym(face.name)}[/]")
        cost = f"  {_sym(face.mana_cost)}" if face.mana_cost else ""
        console.print(f"{_sym(face.type_line)}{cost}  [dim]mana value {face.mana_value:g}[/]")
        if face.power is not None or face.toughness is not None:
            console.print(f"P/T: {face.power}/{face.toughness}")
        if face.loyalty is not None:
            console.print(f"Loyalty: {face.loyalty}")
        if face.text:
            console.print(_sym(face.text))
    console.print(f"\nColor identity: {''.join(card.color_identity) or 'colorless'}")
    langs = list(card.foreign)
    if lang:
        console.print(f"\n[bold]{LANGUAGE_NAMES[lang]} ({lang})[/]")
        text = card.foreign.get(lang)
        if text is None:
            console.print(f"[yellow]No {LANGUAGE_NAMES[lang]} text in the data.[/]")
        else:
            console.print(f"[bold]{_sym(text.name)}[/]")
            if text.type_line:
                console.print(_sym(text.type_line))
            console.print(_sym(text.text) if text.text else "[yellow](no printed text)[/]")
    console.print("Languages: " + (" ".join(langs) if langs
                                   else "[yellow]no translations in the data[/]"))
    console.print("Printings: " + (" ".join(card.printings) if card.printings
                                   else "[yellow]unknown[/]"))
    if card.rulings:
        console.print(f"\n[bold]Rulings[/] ({len(card.rulings)})")
        for ruling in card.rulings:
            console.print(f"  [dim]{ruling.date}[/]  {_sym(ruling.text)}")
    else:
        console.print("[yellow]No official rulings in the data.[/]")
    if card.data_gaps:
        console.print("Data gaps: " + _sym("; ".join(card.data_gaps)))
    status = support_status(card.name)
    console.print(f"\nEngine support: {_sym(status) if status else 'not yet known'}")
    console.print(f"[dim]Oracle data of {db.data_date}[/]")


@cards_app.command("search")
def search(
    name: Annotated[str | None, typer.Option("--name", help="Name fragment, any language.")]
    = None,
    type_: Annotated[str | None, typer.Option("--type", help="Type-line fragment.")] = None,
    color: Annotated[str | None, typer.Option("--color", help="Colours, e.g. R, UR, C.")]
    = None,
    mv: Annotated[float | None, typer.Option("--mv", help="Mana value.")] = None,
    text: Annotated[str | None, typer.Option("--text", help="Oracle text fragment.")] = None,
    energy: Annotated[bool, typer.Option("--energy", help="Only energy cards.")] = False,
    lang: LangOption = None,
    limit: Annotated[int, typer.Option("--limit", help="At most this many results.")] = 50,
    card_db: CardDbOption = None,
) -> None:
    """Search cards; prints a table (name in --lang when given)."""
    lang = _check_lang(lang)
    problem = out_of_range("--limit", limit, 1) or (
        out_of_range("--mv", mv, 0) if mv is not None else None)
    if problem:
        raise _fail(problem)
    db = _db(card_db)
    try:
        found = db.search(name=name, type_=type_, color=color, mana_value=mv, text=text,
                          energy_only=energy, limit=limit + 1, lang=lang)
    except ValueError as exc:
        raise _fail(str(exc)) from None
    table = Table(show_lines=False)
    table.add_column("Name")
    if lang:
        table.add_column(LANGUAGE_NAMES[lang])
    table.add_column("Cost")
    table.add_column("Type")
    table.add_column("P/T")
    for card in found[:limit]:
        front = card.front
        pt = f"{front.power}/{front.toughness}" if front.power is not None else (
            front.loyalty or "")
        row = [_sym(card.name)]
        if lang:
            foreign = card.foreign.get(lang)
            row.append(_sym(foreign.name) if foreign else "[dim]—[/]")
        row += [_sym(front.mana_cost), _sym(front.type_line), _sym(pt)]
        table.add_row(*row)
    console.print(table)
    more = " (more not shown: raise --limit)" if len(found) > limit else ""
    console.print(f"{min(len(found), limit)} card(s){more}")


@cards_app.command("deck")
def deck(
    path: Annotated[str, typer.Argument(help="Decklist file, or an embedded deck name.")],
    fmt: Annotated[str | None, typer.Option(
        "--format", help="Check these construction rules: " + ", ".join(FORMATS) + " "
        "(default: the deck's own, constructed or commander).")] = None,
    card_db: CardDbOption = None,
) -> None:
    """Check a decklist (Arena, plain, MTGO .dek, Forge .dck): every card with its engine
    support, the construction rules of its format, and what the data could not check.

    Exits with status 1 when the deck breaks its format's rules or holds a card the engine
    cannot play (the games would refuse it; see --allow-unsupported on play and sim).
    """
    import aetherworks.compiler  # noqa: F401  (support depends on the registered definitions)
    from aetherworks.engine.cardpool import support

    db = _db(card_db)
    try:
        decklist = load_deck(path, db=db)
    except DeckError as exc:
        raise _fail(str(exc)) from None
    fmt_name = fmt or natural_format(decklist)
    if fmt_name not in FORMATS:
        raise _fail(f"unknown format {fmt_name!r}; formats: {', '.join(FORMATS)}")
    console.print(f"[bold]{_sym(decklist.name)}[/]  [dim]{_sym(decklist.source)}[/]")
    for key in ("deck", "source"):
        if key in decklist.meta:
            console.print(f"[dim]{key}: {_sym(decklist.meta[key])}[/]")
    unsupported: dict[str, None] = {}
    status_style = {"hand_written": "green", "compiled": "green", "vanilla": "green",
                    "unsupported": "bold red"}
    for title, entries in (("Commander", decklist.commander), ("Main deck", decklist.main),
                           ("Sideboard", decklist.sideboard)):
        if not entries:
            continue
        total = sum(e.count for e in entries)
        console.print(f"\n[bold]{title}[/] ({total})")
        for e in entries:
            sup = support(e.name)
            if not sup.supported:
                unsupported[sup.name] = None
            note = f"  [dim](as {_sym(e.printed)})[/]" if e.printed != e.name else ""
            reason = sup.reason if len(sup.reason) <= 72 else sup.reason[:71] + "…"
            why = f" — {_sym(reason)}" if reason else ""
            style = status_style[sup.status] if sup.supported else "bold red"
            label = sup.status.replace("_", "-") + ("" if sup.exercised else ", unexercised")
            console.print(f"  {e.count} {_sym(e.name)}{note}  [{style}]{label}[/][dim]{why}[/]")
    distinct = {e.name for _, e in decklist.entries()}
    colour = "red" if unsupported else "green"
    console.print(f"\n[bold {colour}]{len(distinct) - len(unsupported)} of {len(distinct)} "
                  f"distinct cards supported, {len(unsupported)} unsupported[/]")
    check = check_deck(decklist, fmt_name, db=db)
    console.print(f"\n[bold]Format:[/] {_sym(check.format.title)}")
    for line, msg in check.problems:
        where = f"{decklist.source}:{line}" if line is not None else decklist.source
        console.print(f"  [red]✗[/] {_sym(where)}: {_sym(msg)}")
    if check.ok:
        console.print("  [green]✓ follows the construction rules the data can check[/]")
    for note in check.unchecked:
        console.print(f"  [yellow]not checked:[/] {_sym(note)}")
    if unsupported or not check.ok:
        raise typer.Exit(1)


@cards_app.command("coverage")
def coverage_cmd(
    scenarios: Path | None = typer.Option(None, "--scenarios",
                                          help="Scenario folder (default: the project's)."),
    verbose: bool = typer.Option(False, "-v", "--verbose", help="List every card."),
    all_cards: bool = typer.Option(False, "--all", help="The whole card database: "
                                   "hand-written, compiled, vanilla and unsupported cards, "
                                   "by set and format, and the top reasons."),
    as_json: bool = typer.Option(False, "--json", help="With --all: print JSON."),
    top: int = typer.Option(25, "--top", help="With --all: how many reasons to list."),
    no_cache: bool = typer.Option(False, "--no-cache",
                                  help="With --all: compile every card again."),
) -> None:
    """Per set and overall: cards defined, exercised by a scenario, and missing energy cards;
    with --all, how much of the whole card database the engine plays.

    Exits non-zero when a definition fails its check against the database.
    """
    if all_cards:
        _coverage_all(as_json, top, not no_cache)
        return
    if as_json:
        raise _fail("--json goes with --all")
    from aetherworks.scenarios.coverage import coverage

    if scenarios is not None and not scenarios.is_dir():
        raise _fail(f"--scenarios: no such folder {scenarios}")
    cov = coverage(scenarios)
    table = Table(title=f"Card coverage (scenarios: {cov.scenario_dir})")
    for col in ("set", "defined", "with scenario", "without scenario"):
        table.add_column(col, justify="right" if col != "without scenario" else "left")
    for s in cov.sets:
        missing = ", ".join(s.without_scenario) if verbose or len(s.without_scenario) <= 4 \
            else f"{len(s.without_scenario)} cards (-v lists them)"
        table.add_row(s.code, str(len(s.defined)), str(len(s.with_scenario)), missing)
    console.print(table)
    console.print(f"Energy cards: {len(cov.energy_defined)} of {cov.energy_total} defined, "
                  f"{len(cov.energy_supported)} of {cov.energy_total} supported "
                  f"(defined and exercised by a scenario).")
    if cov.energy_missing:
        console.print("Energy cards without a definition: " + ", ".join(cov.energy_missing))
    unexercised = [n for n in cov.energy_defined if n not in cov.energy_supported]
    if unexercised:
        console.print("Energy cards defined but without a scenario: " + ", ".join(unexercised))
    if cov.check_failures:
        for _name, problems in cov.check_failures.items():
            for p in problems:
                console.print(f"[red]check failed[/red] {p}")
        raise typer.Exit(1)


# Sets shown first in the --all table: the 2017 Standard sets, then the largest others.
_FEATURED_SETS = ("KLD", "AER", "AKH", "HOU", "XLN")


def _pct(n: int, of: int) -> str:
    return f"{100 * n / of:.1f}%" if of else "—"


def _coverage_all(as_json: bool, top: int, use_cache: bool) -> None:
    import json

    from aetherworks.compiler.coverage import full_coverage

    report = full_coverage(use_cache=use_cache)
    if as_json:
        print(json.dumps(report.as_dict(top), indent=1))
        return
    t = report.total
    share = _pct(t.supported, t.cards)
    console.print(f"[bold]All {t.cards} cards[/] (Oracle data of {report.data_date}, compiler "
                  f"{report.compiler}): [bold]{t.supported} supported ({share})[/] — "
                  f"{t.hand_written} hand-written, {t.compiled} compiled, {t.vanilla} "
                  f"vanilla (compiled and vanilla cards count once the smoke run has played "
                  f"them: {t.unexercised} wait for it); {t.unsupported} unsupported.")
    table = Table(title="By format and set")
    for col in ("", "cards", "supported", "%", "hand-written", "compiled", "vanilla",
                "unexercised"):
        table.add_column(col, justify="left" if not col else "right")

    def row(label: str, x: object) -> None:
        from aetherworks.compiler.coverage import Tally

        assert isinstance(x, Tally)
        table.add_row(label, str(x.cards), str(x.supported), _pct(x.supported, x.cards),
                      str(x.hand_written), str(x.compiled), str(x.vanilla),
                      str(x.unexercised))

    for name, tally in report.by_format.items():
        row(name, tally)
    for code in _FEATURED_SETS:
        if code in report.by_set:
            row(code, report.by_set[code])
    console.print(table)
    reasons = Table(title=f"Top {top} reasons for unsupported cards (templates)")
    for col in ("unlocks", "blocks", "template", "why / example"):
        reasons.add_column(col, justify="right" if col in ("unlocks", "blocks") else "left")
    for r in report.reasons[:top]:
        reasons.add_row(str(r.unlocks), str(r.blocks), _sym(r.template),
                        _sym(f"{r.detail} — {r.example}"))
    console.print(reasons)
    console.print("[dim]unlocks: cards for which the template is the only thing missing; "
                  "blocks: cards in which it appears. "
                  f"{'From the cache' if report.cached else 'Compiled'} in "
                  f"{report.seconds:.1f} s.[/]")
