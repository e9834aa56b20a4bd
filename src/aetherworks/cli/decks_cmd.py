"""``aetherworks decks``: the embedded decks, with their format, size, support and source."""

from __future__ import annotations

import json
import sys
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from aetherworks.cli.main import app

console = Console(highlight=False)


def embedded_catalogue() -> list[dict[str, Any]]:
    """One row per embedded deck file: name, aliases, title, format, sizes, how many of its
    distinct cards the engine cannot play yet, and where the list comes from."""
    import aetherworks.compiler  # noqa: F401  (support depends on the registered definitions)
    from aetherworks.carddb.construction import natural_format
    from aetherworks.carddb.decklist import ALIASES, DECKS_DIR, load_deck
    from aetherworks.engine.cardpool import support

    rows = []
    for path in sorted(DECKS_DIR.glob("*.txt")):
        dl = load_deck(str(path))
        names = {e.name for _, e in dl.entries()}
        rows.append({
            "name": path.stem,
            "aliases": [a for a, stem in ALIASES.items() if stem == path.stem],
            "deck": dl.meta.get("deck", dl.name),
            "format": dl.meta.get("format", natural_format(dl)),
            "commander": sum(e.count for e in dl.commander),
            "main": sum(e.count for e in dl.main),
            "sideboard": sum(e.count for e in dl.sideboard),
            "unsupported": sorted(n for n in names if not support(n).supported),
            "cards": len(names),
            "source": dl.meta.get("source", ""),
        })
    return rows


@app.command("decks")
def decks(
    verbose: Annotated[bool, typer.Option("-v", "--verbose",
                                          help="Also print each deck's source.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """The embedded decks: give a name to play, sim, goldfish, bench or cards deck.

    A deck with unsupported cards is refused by the game commands until every card is
    supported (or with --allow-unsupported, which plays them as blanks and says so).
    """
    rows = embedded_catalogue()
    if as_json:
        sys.stdout.write(json.dumps(rows, indent=2) + "\n")
        return
    table = Table(title="Embedded decks")
    for col in ("name", "deck", "format", "cards", "unsupported"):
        table.add_column(col, justify="right" if col in ("cards", "unsupported") else "left",
                         overflow="fold")
    for r in rows:
        size = (f"{r['commander']}+{r['main']}" if r["commander"] else str(r["main"])) + (
            f" + {r['sideboard']}" if r["sideboard"] else "")
        name = r["name"] + "".join(f"\n= {a}" for a in r["aliases"])
        bad = len(r["unsupported"])
        table.add_row(escape(name), escape(r["deck"]), r["format"], size,
                      f"[red]{bad} of {r['cards']}[/]" if bad else "[green]0[/]")
    console.print(table)
    console.print("cards: main deck (+ sideboard; a Commander deck: commander + the rest). "
                  "unsupported: distinct cards the engine cannot play yet "
                  "(`aetherworks cards deck NAME` lists them).", style="dim")
    if verbose:
        for r in rows:
            if r["source"]:
                console.print(f"[bold]{escape(r['name'])}[/]: {escape(r['source'])}")
