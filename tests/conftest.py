"""Shared pytest setup: importing the card sets registers every card definition."""

import aetherworks.compiler  # noqa: F401
