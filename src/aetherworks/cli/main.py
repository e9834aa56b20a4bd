"""Entry point of the ``aetherworks`` command: one Typer app, one sub-module per subcommand."""

from __future__ import annotations

import typer

app = typer.Typer(
    name="aetherworks",
    help="A Magic: The Gathering rules engine built around energy.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)


def _register() -> None:
    # Sub-modules attach their commands to ``app``; importing them here keeps start-up lazy
    # enough while letting each subcommand live in its own file.
    from aetherworks.carddb.support import register_support_provider
    from aetherworks.cli import (  # noqa: F401
        cards,
        decks_cmd,
        fuzz_cmd,
        game_cmds,
        rules_cmd,
        scenario_cmd,
        serve_cmd,
        sim_cmd,
    )

    register_support_provider(_support)


def _support(name: str) -> str:
    """`cards show` asks the engine, through the database's hook, how well a card works."""
    from aetherworks.scenarios.coverage import support_status

    return support_status(name)


_register()

if __name__ == "__main__":
    app()
