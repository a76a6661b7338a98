"""Seeded playouts (OpenSpiel's random_sim_test), replays and the deal simulator."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import bundled
from core.games.game import IllegalMove
from core.games.karuta import KarutaMove, KarutaRules, RuleSet
from core.games.karuta.players import PLAYERS
from core.games.karuta.record import state_from_json, state_to_json
from core.games.karuta.simulate import SimulationConfig, simulate
from core.io import load_dataset

DATASET = load_dataset(bundled.default_karuta_dataset())
RULES = KarutaRules(DATASET)


def _conserved(rules, state) -> bool:
    total = state.board | state.set_aside
    for hand in state.hands:
        if total & hand:
            return False
        total |= hand
    return total == rules.all_cards


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 4), line_start=st.sampled_from(["any_junction", "reached_this_turn"]),
       leftover=st.sampled_from(["uneven", "set_aside"]))
def test_random_games_keep_68_cards_and_refuse_illegal_moves(seed, players, line_start, leftover):
    """Random legal games end, keep every card in exactly one place, and refuse illegal moves."""
    rules = KarutaRules(DATASET, RuleSet(line_start=line_start, leftover=leftover))
    rng = random.Random(seed)
    state = rules.initial_state(players, rng)
    all_ids = list(rules.province_ids)
    steps = 0
    while not rules.is_over(state):
        legal = rules.legal_moves(state)
        assert legal
        bogus = KarutaMove("adjacency", rng.choice(all_ids))
        if bogus not in legal:
            with pytest.raises(IllegalMove):
                rules.apply(state, bogus)
        state = rules.apply(state, rng.choice(legal))
        assert _conserved(rules, state)
        steps += 1
        assert steps < 2000
    scores = rules.scores(state)
    assert len(scores) == players and abs(sum(scores) - 1.0) < 1e-9
    assert state_from_json(rules, json.loads(json.dumps(state_to_json(rules, state)))) == state


def test_each_cpu_finishes_deals_and_the_same_seed_gives_the_same_record():
    """Each CPU kind finishes deals, and the same seed gives the same record (the generic record,
    with the deal kept in it); replayed, it ends where the game did, and a tampered move is named."""
    from core.games import record as game_record
    from core.games.karuta.spec import SPEC

    for kind in PLAYERS:
        state, first = game_record.play(SPEC, RULES, [kind] * 4, 11)
        _, second = game_record.play(SPEC, RULES, [kind] * 4, 11)
        assert first == second and first["final"]["end_reason"] in ("emptied", "all_pass")
        assert first["initial"] == state_to_json(RULES, RULES.initial_state(4, random.Random(11)))
    data = json.loads(json.dumps(first))
    _rules, replayed = game_record.replay(SPEC, data, DATASET)
    assert replayed == state
    data["moves"][3] = {"kind": "adjacency", "province": "tsushima"}
    with pytest.raises(ValueError, match="move 4"):
        game_record.replay(SPEC, data, DATASET)


def test_simulation_is_independent_of_worker_count():
    """The same seed gives the same figures on one process and on two."""
    config = SimulationConfig(60, 4, 7, ("greedy", "planner", "random", "greedy"), RuleSet())
    one = simulate(DATASET, config, workers=1)
    two = simulate(DATASET, config, workers=2)
    for key in ("stall_rate", "turns", "passes", "seat_win_share", "ai_win_share", "turn_histogram"):
        assert one[key] == two[key]
    assert one["games"] == 60 and len(one["seat_win_share"]) == 4
    assert abs(sum(one["seat_win_share"]) - 1.0) < 1e-3
    # the designers' "Seat1–4" are compared with both our seat orders: turn order and table seat
    compared = one["designers"]
    assert {"seats", "table_seats"} <= compared["matches"].keys()
    assert 0 <= compared["seats_p"] <= 1 and 0 <= compared["table_seats_p"] <= 1


def test_dask_local_cluster_gives_the_same_figures():
    """A small sweep on a Dask LocalCluster matches the local run for the same seed."""
    config = SimulationConfig(40, 4, 3, ("greedy",) * 4, RuleSet(chain_limit=1))
    local = simulate(DATASET, config, workers=1)
    dask = simulate(DATASET, config, dask="local")
    for key in ("stall_rate", "turns", "passes", "seat_win_share", "turn_histogram"):
        assert local[key] == dask[key]


def test_a_record_saved_before_a_rule_was_kept_replays_under_the_rules_it_was_played_by():
    """Records written before 'ferries' and 'back_from_junctions' existed were played with ferries
    both ways and lines running back from junctions: without those options they replay so (an old
    save resumes), while a record naming today's defaults does not accept their moves."""
    from core.games import record as game_record
    from core.games.karuta.spec import SPEC

    loose = KarutaRules(DATASET, RuleSet(ferries="either", back_from_junctions=True))
    for seed in range(20):
        _state, played = game_record.play(SPEC, loose, ["greedy"] * 4, seed)
        try:
            game_record.replay(SPEC, {**played, "ruleset": RuleSet().model_dump()})
        except game_record.RecordError:
            break  # a game with a move today's rules refuse (a line grown back from a junction)
    else:
        pytest.fail("no game of 20 grew a line back from a junction")
    old = {**played, "ruleset": {k: v for k, v in played["ruleset"].items()
                                 if k not in ("ferries", "back_from_junctions")}}
    rules, state = game_record.replay(SPEC, old)
    assert rules.ruleset.back_from_junctions and rules.ruleset.ferries == "either"
    assert state.is_over
