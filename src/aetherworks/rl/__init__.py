"""Research interfaces (pip install 'aetherworks[rl]')."""
