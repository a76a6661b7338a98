"""Check specialty stars against the game's ★1–★6 scale (no Qt)."""

from __future__ import annotations

from collections.abc import Iterator

from core.models.dataset import Dataset
from core.models.municipality import STAR_MAX, STAR_MIN
from core.text import translate
from core.validation.finding import Finding


def check_stars(dataset: Dataset) -> Iterator[Finding]:
    """Every specialty has between ★1 and ★6."""
    for i, town in enumerate(dataset.municipalities):
        for j, specialty in enumerate(town.specialties):
            if not STAR_MIN <= specialty.stars <= STAR_MAX:
                yield Finding(
                    "error",
                    f"municipalities[{i}].specialties[{j}].stars",
                    translate(
                        "Finding", "{town}'s specialty {specialty} has ★{stars}; stars run from ★{low} to ★{high}.")
                    .format(town=town.name, specialty=specialty.name, stars=specialty.stars, low=STAR_MIN, high=STAR_MAX),
                    "stars-range",
                )
