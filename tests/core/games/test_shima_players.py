"""しま CPU players and simulator: legal choices from their seat's view, seeded figures."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from core.games.shima.players import PLAYERS, GreedyPlayer
from core.games.shima.rules import ShimaRules, ShimaRuleSet
from core.games.shima.simulate import (
    ShimaSimulationConfig,
    format_shima_report,
    simulate_shima,
)

RULES = ShimaRules()


def _states(seed: int, kinds=("greedy",) * 4, every: int = 7):
    """States met in a seeded game, every ``every`` moves."""
    state = RULES.initial_state(len(kinds), random.Random(seed))
    players = [PLAYERS[k](seed + i) for i, k in enumerate(kinds)]
    count = 0
    while not RULES.is_over(state):
        if count % every == 0:
            yield state
        state = RULES.apply(state, players[state.to_move].decide(RULES, state, RULES.legal_moves(state)))
        count += 1


def test_greedy_reads_only_its_own_hand_and_the_others_totals():
    """Swapping what a rival holds (same number of cards) never changes the greedy player's choice."""
    checked = 0
    for state in _states(5):
        seat = state.to_move
        rng = random.Random(checked)
        hands = list(state.hands)
        for other in range(state.players):
            if other != seat and sum(hands[other]):
                counts = [0] * 5
                for _ in range(sum(hands[other])):
                    counts[rng.randrange(5)] += 1
                hands[other] = tuple(counts)
        shuffled = replace(state, hands=tuple(hands))
        if shuffled.phase == "steal":
            continue  # a steal takes a random card: the victims' hands are the point
        player = GreedyPlayer(1)
        a = player.decide(RULES, state, RULES.legal_moves(state))
        b = GreedyPlayer(1).decide(RULES, shuffled, RULES.legal_moves(shuffled))
        if RULES.legal_moves(state) == RULES.legal_moves(shuffled):
            assert a == b, f"phase {state.phase}"
            checked += 1
    assert checked > 30


def test_greedy_beats_random_players():
    config = ShimaSimulationConfig(12, 4, 2, ("greedy", "random", "random", "random"), ShimaRuleSet())
    report = simulate_shima(config, workers=1)
    assert report["strength_win_share"]["greedy"] > 0.8
    assert report["turn_limit_share"] == 0.0


def test_planner_beats_greedy_players_from_any_seat():
    """Seeded games, the planner in the first and in the last seat (1,000 games each measured 35
    and 33 % against the fair 25 %; here 40 each)."""
    wins = 0.0
    for ai in (("planner", "greedy", "greedy", "greedy"), ("greedy", "greedy", "greedy", "planner")):
        report = simulate_shima(ShimaSimulationConfig(40, 4, 9, ai, ShimaRuleSet()), workers=1)
        wins += report["strength_win_share"]["planner"] / 2
    assert wins > 0.28


def test_report_is_consistent_and_independent_of_the_workers():
    config = ShimaSimulationConfig(16, 4, 7, ("greedy",) * 4, ShimaRuleSet())
    one = simulate_shima(config, workers=1)
    two = simulate_shima(config, workers=2)
    for key in ("seat_win_share", "turns", "winner_points", "winner_sources", "bonus_changes"):
        assert one[key] == two[key]
    assert sum(one["seat_win_share"]) + one["turn_limit_share"] == pytest.approx(1.0, abs=1e-3)
    assert one["winner_points"]["min"] >= 10
    sources = one["winner_sources"]
    assert sum(sources.values()) == pytest.approx(one["winner_points"]["mean"], abs=0.02)
    text = format_shima_report(one)
    assert "seat wins" in text and "winner's points from" in text


def test_simulator_refuses_unknown_cpus_and_wrong_counts():
    with pytest.raises(ValueError, match="there is no CPU called"):
        simulate_shima(ShimaSimulationConfig(1, 3, 1, ("greedy", "clever", "greedy"), ShimaRuleSet()), workers=1)
    with pytest.raises(ValueError, match="3 CPU kinds for 4 players"):
        simulate_shima(ShimaSimulationConfig(1, 4, 1, ("greedy",) * 3, ShimaRuleSet()), workers=1)
