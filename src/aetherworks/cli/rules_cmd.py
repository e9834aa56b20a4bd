"""``aetherworks rules SECTION``: read the Comprehensive Rules section a log line cites."""

from __future__ import annotations

import typer
from rich.console import Console
from rich.markup import escape

from aetherworks.cli.main import app

console = Console()


@app.command()
def rules(section: str = typer.Argument(..., help="A section such as 601.2, 704.5g, 107.14.")
          ) -> None:
    """Print a Comprehensive Rules section: every log line cites one, e.g. "[704.5g]"."""
    from aetherworks.carddb.db import shown
    from aetherworks.carddb.rules import rule_text

    text = rule_text(section.strip("[]. ")) if len(section) < 40 else None
    if not text:
        console.print(f"[red]No rule {escape(shown(section))} in the Comprehensive "
                      "Rules.[/red]", highlight=False)
        raise typer.Exit(1)
    console.print(text, highlight=False)
