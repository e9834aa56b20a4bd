"""The task registry: the rules run as small named tasks, one at a time [the one door].

A task is a tuple ``(name, *args)`` on ``Game.tasks``: plain data, so a game clones and saves
cheaply and a pending continuation is never a closure.  Each rules module registers the
handlers it owns with :func:`task`; ``Game._run`` looks them up here.
"""

from __future__ import annotations

from collections.abc import Callable

Handler = Callable[..., None]
HANDLERS: dict[str, Handler] = {}
# Tasks that may put a card into a hand or library, where a replacement lets a player choose
# in the middle of what they do (a commander's owner may choose the command zone [903.9b]):
# such a task runs at a point the game can go back to, the player is asked and the task is
# run again with the answer (``engine.commander.run_card_code``) [614.1a, 616.1].  They are
# the tasks that run card code (effects as they resolve, costs as they are paid), which may
# move any card anywhere, and the rules' own draws (the draw step's [504.1]).
CARD_CODE: set[str] = set()


def task(name: str, *, card_code: bool = False, draws: bool = False
         ) -> Callable[[Handler], Handler]:
    """Register a task handler: tasks are tuples ``(name, *args)`` on ``Game.tasks``.
    ``card_code``: the handler runs card parts; ``draws``: it is a rule that makes a player
    draw (both: see :data:`CARD_CODE`)."""

    def deco(fn: Handler) -> Handler:
        HANDLERS[name] = fn
        if card_code or draws:
            CARD_CODE.add(name)
        return fn

    return deco
