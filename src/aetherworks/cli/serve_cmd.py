"""``aetherworks serve``: the browser game (docs/web.md)."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console
from rich.markup import escape

from aetherworks.cli.checks import out_of_range
from aetherworks.cli.main import app

console = Console(highlight=False)


def default_db() -> Path:
    """The games database in the user's data directory (XDG on Linux)."""
    from platformdirs import user_data_path

    return user_data_path("aetherworks") / "games.sqlite3"


@app.command()
def serve(
    host: str = typer.Option("127.0.0.1", "--host", help="Address to listen on."),
    port: int = typer.Option(8000, "--port", help="Port to listen on (1 to 65535)."),
    db: Path | None = typer.Option(None, "--db", help="The games database (SQLite; default: "
                                   "games.sqlite3 in the user's data directory)."),
    open_browser: bool = typer.Option(False, "--open", help="Open the page in a browser."),
    schema: bool = typer.Option(False, "--schema", help="Print the wire protocol's JSON "
                                "Schema and exit."),
    bench: int = typer.Option(0, "--bench", help="Instead of serving: start a server on a "
                              "free loopback port with a fresh database, play this many "
                              "concurrent games through it over WebSockets, and print the "
                              "latency per decision and the server's memory."),
    bench_decisions: int = typer.Option(400, "--bench-decisions", help="With --bench: "
                                        "decisions per game before its seats concede."),
) -> None:
    """Play in the browser: a game server (FastAPI + WebSockets) and its page.

    Games are stored choice by choice in SQLite, so a server stopped at any moment (even
    ``kill -9``) resumes every game where it was when started again.
    """
    if schema:
        from aetherworks.web.protocol import schema as protocol_schema

        print(json.dumps(protocol_schema(), indent=1))
        return
    problem = out_of_range("--port", port, 1, 65535) or out_of_range(
        "--bench", bench, 0, 500) or out_of_range("--bench-decisions", bench_decisions, 1,
                                                  100_000)
    if problem:
        console.print(f"[red]{problem}[/red]")
        raise typer.Exit(1)
    if bench:
        from aetherworks.web.bench import run_bench

        console.print(run_bench(bench, decisions=bench_decisions).text())
        return
    path = db or default_db()
    try:
        import uvicorn

        from aetherworks.web.app import create_app
        from aetherworks.web.store import StoreError

        web = create_app(path)
    except StoreError as exc:
        console.print(f"[red]{escape(str(exc))}[/red]")
        raise typer.Exit(1) from None
    url = f"http://{'127.0.0.1' if host in ('0.0.0.0', '::') else host}:{port}/"
    console.print(f"Aetherworks: play at {url} (games in {path}); Ctrl+C stops")
    if open_browser:
        import threading
        import webbrowser

        threading.Timer(1.0, webbrowser.open, (url,)).start()
    try:
        uvicorn.run(web, host=host, port=port, log_level="warning", ws_max_size=65536)
    except OSError as exc:
        console.print(f"[red]can't listen on {host}:{port}: {exc.strerror or exc}[/red]")
        raise typer.Exit(1) from None
