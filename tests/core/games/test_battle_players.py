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


def _option_variants() -> list[dict]:
    """Each rule option at each value it may take (one at a time), 紅白戦 both ways, and the defaults."""
    import typing

    variants: list[dict] = [{}]
    for name, info in BattleRuleSet.model_fields.items():
        values = typing.get_args(info.annotation) if typing.get_origin(info.annotation) is typing.Literal else ()
        variants += [{name: value} for value in values if value != info.default]
    variants += [{"teams": [0, 1, 0, 1]}, {"teams": [0, 0, 1, 1]}, {"reinforcement_cap": 0},
                 {"overseas_chance": 1.0}]
    return variants


def test_every_cpu_plays_every_rule_option_to_the_end_on_several_boards():
    """No CPU kind fails under any rule option (the normal CPU once raised TypeError when a
    紅白戦 seat could only place captured pieces): weak and normal on three prefectures' boards,
    strong on one, four seats (fewer where the board has too few ★4 homes), a short turn limit."""
    from core.games import registry
    from core.games.session import GameSession

    spec = registry.get("battle")
    for board, kinds in (("13", ("weak", "normal", "strong")), ("27", ("weak", "normal")), ("26", ("weak", "normal"))):
        dataset = spec.board_from_text(board)
        for options in _option_variants():
            rules = spec.make_rules(spec.parse_ruleset({"turn_limit": 12, **options}), dataset)
            # (homes on ★4 towns only: as many seats as the board has such towns)
            players = next((n for n in (4, 3, 2) if not rules.start_problem(n)), None)
            if players is None:
                assert options.get("home_pool") == "star4"  # a board without two ★4 towns cannot start so
                continue
            for kind in kinds:
                session = GameSession.new(spec, rules, [kind] * players, 5)
                while not session.is_over():
                    move = session.cpu_move()
                    assert move in session.legal_moves()
                    session.play(move)


def test_the_normal_cpu_chooses_when_its_only_moves_are_placings():
    """The position that raised TypeError: a 紅白戦 seat whose every legal move places a captured
    piece (no step, attack, call or pass besides)."""
    from core.games import registry
    from core.games.session import GameSession

    spec = registry.get("battle")
    board = spec.board_from_text("13")
    # (on 東京都 with every town ★1 but its floors, as the board was when the position was found)
    plain = board.model_copy(update={"municipalities": tuple(m.model_copy(update={"specialties": ()})
                                                              for m in board.municipalities)})
    rules = spec.make_rules(spec.parse_ruleset({"teams": [0, 1, 0, 1]}), plain)
    found = 0
    for seed in range(300):
        session = GameSession.new(spec, rules, ["normal"] * 4, seed)
        while not session.is_over():
            legal = session.legal_moves()
            if len(legal) > 1 and all(move.kind == "place" for move in legal):
                found += 1
            session.play(session.cpu_move())
        if found:
            break
    assert found
