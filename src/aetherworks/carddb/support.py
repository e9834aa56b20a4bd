"""Hook through which the engine reports how well it supports a card.

The card database must not import the engine (the engine imports the database), so the
engine registers a provider here and ``aetherworks cards show`` asks it.
"""

from __future__ import annotations

from collections.abc import Callable

SupportProvider = Callable[[str], "str | None"]

_provider: SupportProvider | None = None


def register_support_provider(fn: SupportProvider | None) -> None:
    """Install ``fn(oracle_name) -> description or None`` (None removes the provider)."""
    global _provider
    _provider = fn


def support_status(name: str) -> str | None:
    """The engine's support status for the card, or None when no provider knows."""
    return _provider(name) if _provider is not None else None
