"""Ascend [702.131] and the city's blessing.

Ascend on a permanent means "Any time you control ten or more permanents and you don't
have the city's blessing, you get the city's blessing for the rest of the game."
[702.131b]  The engine checks it whenever state-based actions are checked, before
triggered abilities are put on the stack [702.131d, 704.3]; the blessing is
``Player.designations`` ("city's blessing") [702.131c].
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from aetherworks.engine.defs import StaticAbility
from aetherworks.engine.hooks import AscendHook

if TYPE_CHECKING:
    pass

ASCEND_TEXT = ("Ascend (If you control ten or more permanents, you get the city's blessing "
               "for the rest of the game.)")


@dataclass(frozen=True)
class AscendEffect(AscendHook):
    """The static ability ascend stands for on a permanent [702.131b]."""


def Ascend(text: str = ASCEND_TEXT) -> StaticAbility:
    """Ascend on a permanent [702.131b]."""
    return StaticAbility(AscendEffect(), text=text)


__all__ = ["ASCEND_TEXT", "Ascend", "AscendEffect"]
