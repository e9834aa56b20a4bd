"""The task registry: the rules run as small named tasks, one at a time [the one door].

A task is a tuple ``(name, *args)`` on ``Game.tasks``: plain data, so a game clones and saves
cheaply and a pending continuation is never a closure.  Each rules module registers the
handlers it owns with :func:`task`; ``Game._run`` looks them up here.
"""

from __future__ import annotations

from collections.abc import Callable

Handler = Callable[..., None]
HANDLERS: dict[str, Handler] = {}


def task(name: str) -> Callable[[Handler], Handler]:
    """Register a task handler: tasks are tuples ``(name, *args)`` on ``Game.tasks``."""

    def deco(fn: Handler) -> Handler:
        HANDLERS[name] = fn
        return fn

    return deco
