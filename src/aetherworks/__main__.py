"""``python -m aetherworks``: the same as the ``aetherworks`` command."""

from aetherworks.cli.main import app

app()
