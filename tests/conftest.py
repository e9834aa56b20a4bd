"""Shared pytest setup: importing the card sets registers every card definition."""

import aetherworks.cards  # noqa: F401
