"""北野大茶会 simulator: seeded, independent of the worker count, and comparing like with like."""

from __future__ import annotations

import pytest

from core.games.chakai.rules import ChakaiRuleSet
from core.games.chakai.simulate import (
    PROPOSALS,
    ChakaiSimulationConfig,
    compare_proposals,
    format_chakai_report,
    format_comparison,
    simulate_chakai,
)


def _config(**options) -> ChakaiSimulationConfig:
    return ChakaiSimulationConfig(40, 4, 3, ("greedy", "greedy", "random", "random"), ChakaiRuleSet(**options))


def test_report_figures_are_consistent():
    report = simulate_chakai(_config(), workers=1)
    assert report["games"] == 40 and len(report["seat_win_share"]) == 4
    assert sum(report["seat_win_share"]) + report["nobody_wins"] == pytest.approx(1.0, abs=1e-3)
    assert sum(report["decided_by"].values()) == pytest.approx(1.0, abs=1e-3)
    # the draft settles every tie by seat: the tie rate is the share decided by seat
    assert report["decided_by"].get("seat", 0.0) == pytest.approx(report["tie_rate"], abs=1e-3)
    assert sum(report["anger"].values()) == pytest.approx(1.0, abs=1e-3)
    assert report["strength_win_share"]["greedy"] > report["strength_win_share"]["random"]
    text = format_chakai_report(report)
    assert "level at the top" in text and "anger tokens" in text


def test_same_seed_same_figures_whatever_the_workers():
    one = simulate_chakai(_config(), workers=1)
    two = simulate_chakai(_config(), workers=2)
    for key in ("tie_rate", "seat_win_share", "winner_vp", "anger", "decided_by"):
        assert one[key] == two[key]


def test_draw_tiebreak_shares_every_tie_and_leaves_the_rest():
    """On the same deals, only the settling of ties differs between 'seat' and 'draw'."""
    seat = simulate_chakai(_config(), workers=1)
    draw = simulate_chakai(_config(tiebreak="draw"), workers=1)
    assert seat["tie_rate"] == draw["tie_rate"] and seat["winner_vp"] == draw["winner_vp"]
    assert draw["decided_by"].get("seat", 0) == 0 and draw["decided_by"].get("shared", 0) == pytest.approx(
        seat["decided_by"].get("seat", 0))


def test_comparison_plays_every_proposal():
    reports = compare_proposals(10, 3, 1, ("greedy",) * 3, workers=1)
    assert [r["proposal"] for r in reports] == list(PROPOSALS)
    assert reports[0]["rules"] == ChakaiRuleSet().model_dump()
    assert "draft18" in format_comparison(reports)


def test_bad_configuration_is_refused():
    with pytest.raises(ValueError):
        simulate_chakai(ChakaiSimulationConfig(5, 4, 1, ("genius",) * 4, ChakaiRuleSet()), workers=1)
    with pytest.raises(ValueError):
        simulate_chakai(ChakaiSimulationConfig(5, 4, 1, ("greedy",) * 3, ChakaiRuleSet()), workers=1)
