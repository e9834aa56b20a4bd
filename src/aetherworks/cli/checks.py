"""Range checks of numeric options, shared by the commands.

Click's own ranges exit with status 2 and accept ``nan``; the commands report bad input
as a red ``error:`` line and exit 1, naming the option, so they check here.
"""

from __future__ import annotations

import math


def out_of_range(option: str, value: float, lo: float | None = None, hi: float | None = None,
                 *, above: float | None = None) -> str | None:
    """Why ``value`` is no good for ``option`` (None when it is): not a finite number,
    below ``lo``, not above ``above``, or above ``hi``."""
    if isinstance(value, float) and not math.isfinite(value):
        return f"{option} must be a finite number, got {value}"
    if above is not None and not value > above:
        return f"{option} must be more than {above:g}, got {value:g}"
    if lo is not None and value < lo:
        return f"{option} must be at least {lo:,}, got {value:,}"
    if hi is not None and value > hi:
        return f"{option} must be at most {hi:,}, got {value:,}"
    return None
