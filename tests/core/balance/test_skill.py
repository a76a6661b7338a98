"""Does skill pay: rotated line-ups of every CPU strength, rated with openskill (no Qt)."""

from __future__ import annotations

from collections import Counter

from core.balance.skill import lineups, skill_report, skill_text
from core.games import registry
from core.text import lookup_for, shown


def test_every_seat_holds_every_strength_as_often_over_the_rotation():
    spec = registry.get("chakai")
    tables = lineups(spec, 4, 30, seed=1)
    kinds = spec.cpu_names()
    for seat in range(4):
        held = Counter(table.kinds[seat] for table in tables)
        assert set(held) == set(kinds) and max(held.values()) - min(held.values()) == 0
    assert len({table.seed for table in tables}) == 30


def test_the_planner_outrates_random_players_and_the_run_repeats_on_more_processes():
    """しま's planner wins more than random CPUs: its rating's interval lies above theirs, and it
    finishes ahead of them in most games they meet; one process or two, the same figures."""
    spec = registry.get("shima")
    report = skill_report(spec, spec.parse_ruleset({}), games=60, seed=1, workers=1)
    ratings = report["ratings"]
    assert list(ratings) == spec.cpu_names()  # weakest first
    assert ratings["planner"]["low"] > ratings["random"]["high"]
    assert ratings["planner"]["win_share"] > ratings["random"]["win_share"]
    assert report["strongest"] == "planner" and report["weakest"] == "random"
    assert report["strongest_ahead"]["ci"][0] > 0.5 and report["strongest_ahead"]["games"] == 60
    assert skill_report(spec, spec.parse_ruleset({}), games=60, seed=1, workers=2) == report
    said = shown(skill_text(spec, report), lookup_for("ja"))
    assert "レーティング" in said and "planner" in said
