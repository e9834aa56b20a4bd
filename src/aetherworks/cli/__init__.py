"""The ``aetherworks`` command-line program."""
