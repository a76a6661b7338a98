"""What a municipality cell is worth in 市区町村バトル: stars and movement (no Qt).

From the designers' rules: strength is the sum of the town's specialty stars, ★1 when nothing is
registered; designated cities, prefectural capitals and 千代田区 have at least ★4 (more if their
specialties add up to more). Movement is 1, 2 from 150 km², 3 from 500 km², plus abilities.
Overseas cities get ★ by population (under 500,000 ★4, from 500,000 ★5, from 3,000,000 ★6) and
movement 2.
"""

from __future__ import annotations

from core.models.abilities import MOVEMENT_BONUS
from core.models.municipality import Municipality

CHIYODA = "13101"
SPECIAL_MIN_STARS = 4


def is_star_city(town: Municipality) -> bool:
    """Designated city (its seat), prefectural capital, or 千代田区."""
    return town.designated_city or town.prefectural_capital or town.code == CHIYODA


def cell_stars(town: Municipality) -> int:
    """The town's strength (★)."""
    total = sum(s.stars for s in town.specialties)
    if is_star_city(town):
        return max(SPECIAL_MIN_STARS, total)
    return total if total > 0 else 1


def base_movement(area_km2: float | None) -> int:
    """1, 2 at 150 km² or more, 3 at 500 km² or more (area unknown: 1)."""
    if area_km2 is None:
        return 1
    return 1 + (area_km2 >= 150) + (area_km2 >= 500)


def cell_movement(town: Municipality) -> int:
    """Movement from area plus the town's movement abilities."""
    return base_movement(town.area_km2) + sum(MOVEMENT_BONUS.get(a, 0) for a in town.abilities)


def overseas_stars(population: int | None) -> int:
    """★ of an overseas city by population (unknown population counts as small)."""
    if population is None or population < 500_000:
        return 4
    return 5 if population < 3_000_000 else 6


OVERSEAS_MOVEMENT = 2


def star_histogram(dataset) -> dict[str, int]:
    """How many towns of a municipality board have each ★ (keys as strings, for JSON), lowest first."""
    from collections import Counter

    stars = Counter(cell_stars(m) for m in dataset.municipalities)
    return {str(k): stars[k] for k in sorted(stars)}
