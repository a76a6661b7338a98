"""Summary statistics for simulation reports (no Qt)."""

from __future__ import annotations

import statistics
from collections.abc import Sequence


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


def shares(counts: Sequence[float], total: float) -> list[float]:
    """Each count divided by ``total`` (rounded to 4 decimals)."""
    return [round(c / total, 4) if total else 0.0 for c in counts]
