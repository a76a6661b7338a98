"""市区町村バトル CPU players and simulator: legal moves only, deterministic, stronger wins more."""

from __future__ import annotations

import json
import random

from tests_support_battle import small_board

from core.cli import main as kuni
from core.games.battle.players import PLAYERS
from core.games.battle.rules import BattleRules, BattleRuleSet
from core.games.battle.simulate import BattleSimulationConfig, simulate_battle


def test_every_strength_plays_legal_moves_to_the_end():
    """Each strength finishes a game choosing only legal moves (apply would refuse anything else)."""
    rules = BattleRules(small_board(), BattleRuleSet(turn_limit=10))
    for kind in PLAYERS:
        state = rules.initial_state(3, random.Random(2))
        players = [PLAYERS[kind](seat) for seat in range(3)]
        while not state.is_over:
            legal = rules.legal_moves(state)
            move = players[state.to_move].decide(rules, state, legal)
            assert move in legal
            state = rules.apply(state, move)


def test_cpu_choices_are_deterministic_and_stateless():
    """The same position gives the same choice, whatever the player saw before."""
    rules = BattleRules(small_board())
    state = rules.initial_state(3, random.Random(5))
    fresh, used = PLAYERS["strong"](7), PLAYERS["strong"](7)
    used.decide(rules, state, rules.legal_moves(state))
    assert fresh.decide(rules, state, rules.legal_moves(state)) == used.decide(rules, state, rules.legal_moves(state))


def test_simulation_report_and_worker_independence():
    """The report has the documented keys, and one or two workers give the same figures."""
    config = BattleSimulationConfig(6, 3, 1, ("strong", "normal", "weak"), BattleRuleSet(turn_limit=12))
    one = simulate_battle(small_board(), config, workers=1)
    two = simulate_battle(small_board(), config, workers=2)
    for key in ("games", "players", "seed", "seat_win_share", "strength_win_share", "rounds", "turn_limit_rate",
                "home_survival_by_round", "neighbourhood_win_rate", "seconds"):
        assert key in one
    for key in ("seat_win_share", "strength_win_share", "rounds", "turn_limit_rate", "home_survival_by_round"):
        assert one[key] == two[key]
    assert abs(sum(one["seat_win_share"]) - 1.0) < 1e-3


def test_cli_simulate_battle_json(capsys):
    """`kuni simulate battle --prefectures 31 --json` prints the documented object."""
    assert kuni(["simulate", "battle", "--prefectures", "31", "--players", "2", "--games", "2", "--seed", "1",
                 "--workers", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["players"] == 2 and set(report["rounds"]) >= {"median", "min", "max"}
    assert kuni(["simulate", "battle", "--players", "20", "--games", "1"]) == 2
    assert kuni(["simulate", "battle", "--players", "2", "--games", "1", "--ai", "genius"]) == 2


def test_records_replay_and_tampering_is_caught():
    """A CPU game's record replays to the same end; a changed move is reported with its number."""
    import pytest

    from core.games.battle.spec import SPEC
    from core.games.record import RecordError, play, replay

    rules = BattleRules(small_board(), BattleRuleSet(turn_limit=8))
    state, record = play(SPEC, rules, ["strong", "normal", "weak"], seed=4)
    data = json.loads(json.dumps(record, ensure_ascii=False))
    assert replay(SPEC, data, small_board())[1] == state
    data["moves"][2] = {"kind": "move", "piece": "00000", "cell": "00029"}
    with pytest.raises(RecordError, match="move 3"):
        replay(SPEC, data, small_board())
