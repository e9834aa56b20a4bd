"""The rules engine: game state, the one decision door, and cited Comprehensive Rules.

>>> from aetherworks.engine import Game, Choice, Decision   # the public surface
"""

from aetherworks.engine import casting as _casting  # noqa: F401  (registers casting tasks)
from aetherworks.engine import combat as _combat  # noqa: F401  (registers combat tasks)
from aetherworks.engine import resolve as _resolve  # noqa: F401  (registers resolution tasks)
from aetherworks.engine.decision import KINDS, Decision, IllegalChoice
from aetherworks.engine.defs import DONE, NO, PASS, YES, Choice, Event
from aetherworks.engine.game import EngineStall, Game, GameOver
from aetherworks.engine.replay import Replay, ReplayError
from aetherworks.engine.serialize import SaveError
from aetherworks.engine.view import View

__all__ = [
    "DONE", "KINDS", "NO", "PASS", "YES", "Choice", "Decision", "EngineStall", "Event", "Game",
    "GameOver", "IllegalChoice", "Replay", "ReplayError", "SaveError", "View",
]
