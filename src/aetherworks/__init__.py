"""Aetherworks: a Magic: The Gathering rules engine built around the energy mechanic.

The package is layered; each layer imports only the ones below it::

    carddb      card facts (Oracle data, translations, rulings) and decklists
    engine      the rules: game state, one pending decision at a time, cited CR sections
    vocab       the shared card-definition vocabulary (costs, effects, triggers, targets)
    cards       card definitions, one module per set
    agents      random, heuristic and search agents (they only see ``view(player)``)
    scenarios   the YAML scenario format
    sim         many games, reports
    cli         the ``aetherworks`` command
"""

__version__ = "0.1.0"
