"""Summary statistics for simulation reports (no Qt)."""

from __future__ import annotations

import math
import statistics
from collections.abc import Mapping, Sequence


def summary(values: Sequence[float]) -> dict:
    """``{"median", "min", "max", "mean"}`` of a non-empty sequence (zeros when empty)."""
    if not values:
        return {"median": 0, "min": 0, "max": 0, "mean": 0.0}
    return {
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
        "mean": round(statistics.fmean(values), 3),
    }


def summary_of_counts(counts: Mapping[float, int]) -> dict:
    """:func:`summary` of the values a count table holds (``{value: how often}``), without listing
    them: the same figures, in memory that grows with the distinct values, not the games."""
    n = sum(counts.values())
    if not n:
        return {"median": 0, "min": 0, "max": 0, "mean": 0.0}
    ordered = sorted(counts.items())

    def nth(k: int):  # the k-th smallest value (0-based)
        seen = 0
        for value, count in ordered:
            seen += count
            if k < seen:
                return value
        raise IndexError(k)  # pragma: no cover

    median = nth(n // 2) if n % 2 else (nth(n // 2 - 1) + nth(n // 2)) / 2
    return {
        "median": median,
        "min": ordered[0][0],
        "max": ordered[-1][0],
        "mean": round(math.fsum(value * count for value, count in ordered) / n, 3),
    }


def shares(counts: Sequence[float], total: float) -> list[float]:
    """Each count divided by ``total`` (rounded to 4 decimals)."""
    return [round(c / total, 4) if total else 0.0 for c in counts]
