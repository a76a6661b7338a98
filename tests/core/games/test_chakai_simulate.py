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


def _game(vp, out=(False, False, False), tied=(0,)):
    return {"vp": list(vp), "out": list(out), "tied": list(tied)}


def test_a_match_adds_each_players_vp_with_the_first_seat_passing_on():
    """Seat s of game g is player (s + g) mod n; a player out of a game scores 0 for it; a match
    whose best totals are level counts as level; a last, shorter match is left out."""
    from core.games.chakai.simulate import series_summary

    results = [
        _game((5, 3, 1), tied=(0,)),                 # players 0, 1, 2 at seats 0, 1, 2
        _game((4, 6, 2), out=(False, True, False)),  # seats 0, 1, 2 are players 1, 2, 0: 2 is out
        _game((7, 7, 0), tied=(0, 1)),               # second match: level single game
        _game((1, 1, 1)),                            # players 1, 2, 0
        _game((9, 9, 9)),                            # a third match cut short: left out
    ]
    summary = series_summary(results, 3, 2, ("greedy", "greedy", "random"))
    # match 1 totals: player 0 = 5 + 2, player 1 = 3 + 4, player 2 = 1 + 0 (out): 7, 7, 1 → level
    # match 2 totals: player 0 = 7 + 1, player 1 = 7 + 1, player 2 = 0 + 1 → level again
    assert summary["matches"] == 2 and summary["games_per_match"] == 2
    assert summary["level_rate"] == 1.0 and summary["single_game_level_rate"] == 0.25
    assert summary["player_win_share"] == [0.5, 0.5, 0.0]
    assert summary["winner_total"]["median"] == 7.5 and summary["margin_zero_or_one"] == 1.0
    assert summary["strength_win_share"] == {"greedy": 0.5, "random": 0.0}


def test_matches_are_played_from_the_same_games_and_reported():
    """--series: the same deals as single games (the same CPUs at every seat), read as matches."""
    single = simulate_chakai(ChakaiSimulationConfig(30, 4, 5, ("greedy",) * 4, ChakaiRuleSet()), workers=1)
    matches = simulate_chakai(ChakaiSimulationConfig(30, 4, 5, ("greedy",) * 4, ChakaiRuleSet(), 3), workers=2)
    assert single["tie_rate"] == matches["tie_rate"] and single["winner_vp"] == matches["winner_vp"]
    series = matches["series"]
    assert series["matches"] == 10 and series["single_game_level_rate"] == single["tie_rate"]
    assert sum(series["player_win_share"]) == pytest.approx(1.0, abs=1e-3)
    assert "matches of 3 games" in format_chakai_report(matches) and "series" not in single
    reports = compare_proposals(8, 3, 1, ("greedy", "random", "random"), workers=1, series=4)
    assert all(r["series"]["matches"] == 2 for r in reports) and "level match" in format_comparison(reports)
    with pytest.raises(ValueError, match="a match is 1 to --games"):
        simulate_chakai(ChakaiSimulationConfig(2, 4, 1, ("greedy",) * 4, ChakaiRuleSet(), 3), workers=1)


def test_a_rule_set_is_named_by_its_proposal_or_its_changes():
    from core.games.chakai.rules import ChakaiRuleSet
    from core.games.chakai.simulate import PROPOSALS, describe_rules, proposal_of

    for name, options in PROPOSALS.items():
        assert proposal_of(ChakaiRuleSet(**options)) == name
    assert describe_rules(ChakaiRuleSet()) == "draft 18 as written"
    own = ChakaiRuleSet(set_bonus=0, anger="everyone")
    assert proposal_of(own) is None and describe_rules(own) == "draft 18 with set_bonus 0, anger everyone"


def test_the_top_suit_question_is_measured_game_by_game():
    """「とにかく一番目の大きいスートの枚数を集めるゲームになりそう」: each game says whether its winner
    took the majority of the suit whose die ended highest and how much of the winner's 蔵 it is."""
    from core.games.chakai.rules import ChakaiRules
    from core.games.chakai.simulate import play_chakai

    rules = ChakaiRules()
    took = 0
    for k in range(30):
        result = play_chakai(rules, ("greedy",) * 4, f"top:{k}")
        assert isinstance(result["winner_took_top_suit"], bool)
        share = result["winner_top_suit_share"]
        assert share is None or 0.0 <= share <= 1.0
        if result["winner_took_top_suit"]:
            took += 1
            assert share > 0  # a majority needs at least one card of the suit
    assert 0 < took < 30
    report = simulate_chakai(_config(), workers=1)
    assert 0.0 <= report["winner_took_top_suit"] <= 1.0 and 0.0 <= report["winner_top_suit_share"] <= 1.0
    assert "suit whose die ended highest" in format_chakai_report(report)
