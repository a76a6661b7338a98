"""Which place names the board draws at a zoom: larger places first, none colliding."""

import numpy as np
import pytest

from core.geometry.label_visibility import visible_labels


def _pairs_colliding(centres, sizes, shown, gap):
    idx = np.flatnonzero(shown)
    found = []
    for a in range(len(idx)):
        for b in range(a + 1, len(idx)):
            i, j = idx[a], idx[b]
            d = np.abs(centres[i] - centres[j])
            room = (sizes[i] + sizes[j]) / 2 + gap
            if d[0] < room[0] - 1e-9 and d[1] < room[1] - 1e-9:
                found.append((i, j))
    return found


def test_the_larger_place_keeps_its_name_where_two_collide():
    centres = np.array([[0.0, 0.0], [10.0, 0.0], [100.0, 0.0]])
    sizes = np.array([[40.0, 12.0]] * 3)
    shown = visible_labels(centres, sizes, priority=np.array([1.0, 5.0, 1.0]))
    assert shown.tolist() == [False, True, True]


def test_the_gap_is_kept_and_exactly_the_gap_is_enough():
    sizes = np.array([[40.0, 12.0], [40.0, 12.0]])
    apart = visible_labels(np.array([[0.0, 0.0], [42.0, 0.0]]), sizes, np.array([2.0, 1.0]), gap=2.0)
    too_close = visible_labels(np.array([[0.0, 0.0], [41.9, 0.0]]), sizes, np.array([2.0, 1.0]), gap=2.0)
    assert apart.tolist() == [True, True]
    assert too_close.tolist() == [True, False]


def test_a_hidden_name_does_not_hide_others():
    # b loses to a; c collides only with b, so c is drawn.
    centres = np.array([[0.0, 0.0], [30.0, 0.0], [60.0, 0.0]])
    sizes = np.array([[40.0, 12.0]] * 3)
    assert visible_labels(centres, sizes, np.array([3.0, 2.0, 1.0])).tolist() == [True, False, True]


def test_ties_go_to_the_lower_index_and_empty_input_is_fine():
    centres = np.array([[0.0, 0.0], [5.0, 5.0]])
    sizes = np.array([[20.0, 10.0]] * 2)
    assert visible_labels(centres, sizes, np.array([1.0, 1.0])).tolist() == [True, False]
    assert visible_labels(np.empty((0, 2)), np.empty((0, 2)), np.empty(0)).tolist() == []


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_crowd_of_mixed_sizes_never_collides_and_every_hidden_name_had_a_reason(seed):
    rng = np.random.default_rng(seed)
    n = 600
    centres = rng.uniform(-300, 300, size=(n, 2))
    sizes = np.column_stack([rng.uniform(10, 60, n), rng.uniform(8, 16, n)])
    priority = rng.uniform(0, 1, n)
    shown = visible_labels(centres, sizes, priority, gap=2.0)
    assert 0 < shown.sum() < n
    assert _pairs_colliding(centres, sizes, shown, 2.0) == []
    # greedy by priority: a hidden name collides with a drawn one of higher priority
    for i in np.flatnonzero(~shown):
        drawn = np.flatnonzero(shown & (priority >= priority[i]))
        d = np.abs(centres[drawn] - centres[i])
        room = (sizes[drawn] + sizes[i]) / 2 + 2.0
        assert ((d[:, 0] < room[:, 0]) & (d[:, 1] < room[:, 1])).any()


def test_a_name_gives_way_to_a_reserved_box_but_not_to_the_one_hanging_under_it():
    # Three names in a row; a reserved box (a piece's line) under the middle one reaches out
    # over the right one, and touches the middle one, which it hangs under.
    centres = np.array([[0.0, 0.0], [60.0, 0.0], [120.0, 0.0]])
    sizes = np.array([[40.0, 14.0]] * 3)
    reserved_centres = np.array([[80.0, 12.0]])
    reserved_sizes = np.array([[70.0, 14.0]])
    priority = np.array([1.0, 1.0, 9.0])
    alone = visible_labels(centres, sizes, priority)
    assert alone.tolist() == [True, True, True]
    shown = visible_labels(centres, sizes, priority, reserved_centres=reserved_centres,
                           reserved_sizes=reserved_sizes, reserved_owners=np.array([1]))
    # the right name, the largest place, still gives way; the middle one keeps its name
    assert shown.tolist() == [True, True, False]
    unowned = visible_labels(centres, sizes, priority, reserved_centres=reserved_centres,
                             reserved_sizes=reserved_sizes)
    assert unowned.tolist() == [True, False, False]


def test_names_hidden_by_reserved_boxes_each_had_one_in_the_way():
    rng = np.random.default_rng(7)
    n, m = 400, 60
    centres = rng.uniform(-300, 300, size=(n, 2))
    sizes = np.column_stack([rng.uniform(10, 60, n), rng.uniform(8, 16, n)])
    priority = rng.uniform(0, 1, n)
    reserved_centres = rng.uniform(-300, 300, size=(m, 2))
    reserved_sizes = np.column_stack([rng.uniform(20, 50, m), np.full(m, 14.0)])
    shown = visible_labels(centres, sizes, priority, reserved_centres=reserved_centres,
                           reserved_sizes=reserved_sizes)
    without = visible_labels(centres, sizes, priority)
    assert _pairs_colliding(centres, sizes, shown, 2.0) == []
    d = np.abs(reserved_centres[None, :, :] - centres[shown][:, None, :])
    room = (reserved_sizes[None, :, :] + sizes[shown][:, None, :]) / 2 + 2.0
    assert not ((d[..., 0] < room[..., 0]) & (d[..., 1] < room[..., 1])).any()
    # the reserved boxes took some names away (and freed room for a few others)
    assert shown.sum() < without.sum()
