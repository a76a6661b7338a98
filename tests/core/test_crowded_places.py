"""The district a close-up enlarges (core.geometry.crowded_places): the tightest group of unnamed
places, and none when names are missing everywhere or hardly anywhere."""

from __future__ import annotations

import numpy as np

from core.geometry.crowded_places import MAX_PLACES, MIN_PLACES, crowded_cluster


def test_the_tightest_group_of_unnamed_places_is_the_district():
    rng = np.random.default_rng(1)
    centre = rng.normal((0.0, 0.0), 1.5, size=(12, 2))  # twelve small wards close together
    scattered = rng.uniform(-60, 60, size=(30, 2)) + (100.0, 0.0)  # towns far apart
    points = np.vstack([centre, scattered])
    unnamed = np.zeros(len(points), dtype=bool)
    unnamed[:12] = True
    unnamed[12:16] = True  # a few unnamed far-off towns are not part of it
    district = crowded_cluster(points, unnamed, radius=8.0)
    assert sorted(district.tolist()) == list(range(12))


def test_no_district_when_too_few_or_too_many_names_are_missing():
    points = np.array([(x * 0.5, 0.0) for x in range(500)])
    few = np.zeros(len(points), dtype=bool)
    few[: MIN_PLACES - 1] = True
    assert crowded_cluster(points, few, radius=5.0).size == 0
    # names missing all over a big board: no one district to enlarge
    assert crowded_cluster(points, np.ones(len(points), dtype=bool), radius=5.0).size == 0
    # a group larger than a district within the radius
    dense = np.zeros(len(points), dtype=bool)
    dense[: MAX_PLACES + 20] = True
    assert crowded_cluster(points, dense, radius=100.0).size == 0
    assert crowded_cluster(points, dense, radius=2.0).size == 9  # 9 within 2 km of the busiest one
