"""Small statistics for simulation reports: Wilson intervals, distributions, a z-test.

Pure functions on plain numbers (no NumPy), so they are cheap to import and easy to test.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence

Z95 = 1.959963984540054  # the 97.5th percentile of the standard normal distribution


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (95% by default).

    Unlike the normal ("Wald") interval it stays inside [0, 1] and is sensible for small
    samples and for proportions near 0 or 1.  With no trials it is the whole of [0, 1].

    >>> lo, hi = wilson(5, 10)
    >>> round(lo, 4), round(hi, 4)
    (0.2366, 0.7634)
    >>> tuple(round(x, 4) for x in wilson(0, 10))
    (0.0, 0.2775)
    >>> wilson(0, 0)
    (0.0, 1.0)
    """
    if trials < 0 or successes < 0 or successes > trials:
        raise ValueError(f"need 0 <= successes <= trials, got {successes}/{trials}")
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    denom = 1.0 + z2 / trials
    center = (p + z2 / (2 * trials)) / denom
    margin = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denom
    lo = 0.0 if successes == 0 else max(0.0, center - margin)
    hi = 1.0 if successes == trials else min(1.0, center + margin)
    return (lo, hi)


def rate(successes: int, trials: int) -> dict[str, float | int | list[float]]:
    """A proportion with its 95% Wilson interval, as a JSON-ready dict.

    >>> rate(3, 4)["rate"]
    0.75
    """
    lo, hi = wilson(successes, trials)
    return {"wins": successes, "games": trials,
            "rate": successes / trials if trials else 0.0, "ci95": [lo, hi]}


def mean(values: Sequence[float]) -> float:
    """The arithmetic mean; 0.0 for no values."""
    return sum(values) / len(values) if values else 0.0


def quantile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile with linear interpolation (as NumPy's default); 0.0 for no values.

    >>> quantile([1, 2, 3, 4], 0.5)
    2.5
    """
    if not values:
        return 0.0
    xs = sorted(values)
    pos = (len(xs) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def distribution(values: Iterable[int]) -> dict[int, int]:
    """How many times each value occurs, keys in increasing order.

    >>> distribution([3, 1, 3])
    {1: 1, 3: 2}
    """
    return dict(sorted(Counter(values).items()))


def describe(values: Sequence[float]) -> dict[str, float | int]:
    """Count, mean, median, min, max and the 10th/90th percentiles of a sample."""
    if not values:
        return {"count": 0, "mean": 0.0, "median": 0.0, "min": 0, "max": 0, "p10": 0.0,
                "p90": 0.0}
    return {"count": len(values), "mean": mean(values), "median": quantile(values, 0.5),
            "min": min(values), "max": max(values), "p10": quantile(values, 0.1),
            "p90": quantile(values, 0.9)}


def two_proportion_p(k1: int, n1: int, k2: int, n2: int) -> float:
    """Two-sided p-value of the pooled z-test that two proportions are equal.

    Used to compare two stored runs' win rates; 1.0 when it cannot be computed.

    >>> round(two_proportion_p(60, 100, 40, 100), 4)
    0.0047
    """
    if n1 == 0 or n2 == 0:
        return 1.0
    pooled = (k1 + k2) / (n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    if se == 0:
        return 1.0
    z = (k1 / n1 - k2 / n2) / se
    return math.erfc(abs(z) / math.sqrt(2))
