"""Conformance of every registered game (OpenSpiel's generic tests over every game): the four games
of Kuni Studio and Nim, the tests' own game, which registers here and nowhere else.

Each test reads only the game's spec: random playouts end, CPUs choose only legal moves, an illegal
move is refused with the state unchanged, records round-trip byte for byte and replay to their end,
a tampered record is refused with its move named, a resumed save plays on exactly as the game that
was never interrupted, one or two worker processes give the same figures, and every rule option
plays.
"""

from __future__ import annotations

import copy
import json
import random
import typing
from functools import lru_cache

import nim_game
import pytest

from core.games import record as game_record
from core.games import registry
from core.games.game import IllegalMove
from core.games.session import GameSession
from core.simulation.study import without_timings

GAMES = registry.names() + [nim_game.SPEC.name]


@pytest.fixture(params=GAMES)
def spec(request):
    """Each game's spec; Nim is registered for the test and taken away after it."""
    if request.param == nim_game.SPEC.name:
        registry.register(nim_game.SPEC)
        yield nim_game.SPEC
        registry.unregister(nim_game.SPEC.name)
    else:
        yield registry.get(request.param)


@lru_cache(maxsize=None)
def _board(name: str):
    spec = nim_game.SPEC if name == nim_game.SPEC.name else registry.get(name)
    return spec.board_from_text(None) if spec.needs_dataset else None


def _rules(spec, ruleset=None):
    return spec.make_rules(ruleset or spec.ruleset(), _board(spec.name))


def _random_playout(spec, rules, players: int, seed: int, limit: int | None = None):
    """A game of random moves from ``seed``; the states passed through and the moves made."""
    rng = random.Random(seed)
    state = spec.new_state(rules, players, seed)
    states, moves = [state], []
    while not rules.is_over(state) and (limit is None or len(moves) < limit):
        legal = rules.legal_moves(state)
        assert legal, f"{spec.name}: no legal move in a game that is not over"
        move = rng.choice(legal)
        state = rules.apply(state, move)
        states.append(state)
        moves.append(move)
    return states, moves


def test_random_playouts_end_without_error(spec):
    """From many seeds, games of random moves end, with a score for every seat."""
    rules = _rules(spec)
    seeds = 40 if spec.seconds_per_game < 0.01 else 6
    for seed in range(seeds):
        players = spec.players[0] + seed % (min(spec.players[1], 4) - spec.players[0] + 1)
        states, _moves = _random_playout(spec, rules, players, seed)
        assert rules.is_over(states[-1])
        assert len(rules.scores(states[-1])) == players


def test_cpus_choose_only_legal_moves(spec):
    """Every CPU kind, at every seat, picks one of the legal moves it was offered (the costly ones
    for a game's first fifty decisions)."""
    rules = _rules(spec)
    for kind in spec.cpu_names():
        session = GameSession.new(spec, rules, [kind] * spec.default_players, 11)
        for _ in range(50 if spec.cpus[kind].strength else 10_000):
            if session.is_over():
                break
            legal = session.legal_moves()
            move = session.cpu_move()
            assert move in legal, f"{spec.name} {kind} chose {move!r}, not a legal move"
            session.play(move)


def test_an_illegal_move_is_refused_and_the_state_is_unchanged(spec):
    """A move legal elsewhere in the game but not now raises IllegalMove; the state stays as it was."""
    rules = _rules(spec)
    states, moves = _random_playout(spec, rules, spec.default_players, 5, limit=300)
    refused = 0
    for state in states[:-1]:
        if refused == 20:
            break
        legal = rules.legal_moves(state)
        illegal = next((m for m in moves if m not in legal), None)
        if illegal is None:
            continue
        before = copy.deepcopy(state)
        with pytest.raises(IllegalMove):
            rules.apply(state, illegal)
        assert state == before
        refused += 1
    assert refused > 0


def _recorded_game(spec, seed: int = 3):
    rules = _rules(spec)
    kinds = [spec.cpu_names()[0]] * spec.default_players
    return game_record.play(spec, rules, kinds, seed)


def test_a_record_round_trips_byte_for_byte_and_replays_to_its_end(spec):
    """A record written as JSON, read back and replayed is written again byte for byte (the
    session rebuilt from it writes the same record) and ends where it said."""
    state, record = _recorded_game(spec)
    text = json.dumps(record, ensure_ascii=False, sort_keys=True)
    data = json.loads(text)
    rules, replayed = game_record.replay(spec, data, _board(spec.name))
    assert replayed == state and rules.is_over(replayed)
    session = GameSession.from_json(spec, {"format": spec.session_format, "seats": data["seats"], "record": data},
                                    _board(spec.name))
    assert json.dumps(session.record(), ensure_ascii=False, sort_keys=True) == text


def test_a_tampered_record_is_refused_with_the_move_named(spec):
    """A record whose k-th move was replaced by one not legal there is refused, naming move k; a
    malformed move and a shortened record are refused too."""
    _state, record = _recorded_game(spec)
    rules = _rules(spec)
    states, moves = [], []
    game_record.replay(spec, record, _board(spec.name), on_move=lambda before, move, after: (states.append(before),
                                                                                          moves.append(move)))
    k = len(moves) // 2
    illegal = next(m for m in moves if m not in rules.legal_moves(states[k]))
    tampered = copy.deepcopy(record)
    tampered["moves"][k] = spec.encode_move(illegal)
    with pytest.raises(game_record.RecordError, match=rf"move {k + 1}\b"):
        game_record.replay(spec, tampered, _board(spec.name))
    tampered["moves"][k] = {"not": "a move"}
    with pytest.raises(game_record.RecordError, match=rf"move {k + 1}\b"):
        game_record.replay(spec, tampered, _board(spec.name))
    shortened = dict(record, moves=record["moves"][:-1])
    with pytest.raises(game_record.RecordError):
        game_record.replay(spec, shortened, _board(spec.name))
    for seed in ("1", float("nan"), True):
        with pytest.raises(game_record.RecordError):
            game_record.start(spec, {**record, "seed": seed, "initial": None}, _board(spec.name))


def test_a_resumed_save_plays_on_exactly_as_the_uninterrupted_game(spec):
    """Saved at any point and resumed, a game of CPUs plays on to the same moves and the same end."""
    rules = _rules(spec)
    kinds = [spec.default_cpu] * spec.default_players
    whole = GameSession.new(spec, rules, kinds, 21)
    saves = []
    while not whole.is_over() and len(whole.moves) < 400:
        saves.append(json.dumps(whole.to_json(), ensure_ascii=False))
        whole.play(whole.cpu_move())
    for save in saves[1::max(1, len(saves) // 4)]:
        resumed = GameSession.from_json(spec, json.loads(save), _board(spec.name))
        while not resumed.is_over() and len(resumed.moves) < len(whole.moves):
            resumed.play(resumed.cpu_move())
        assert resumed.moves == whole.moves and resumed.state == whole.state


def test_the_same_seed_gives_the_same_figures_on_one_or_two_workers(spec):
    games = 30 if spec.seconds_per_game < 0.01 else 8
    config = spec.simulation_config(games, spec.default_players, 4, (spec.default_cpu,) * spec.default_players,
                                    spec.ruleset())
    one = spec.simulate(config, _board(spec.name), workers=1)
    two = spec.simulate(config, _board(spec.name), workers=2)
    assert one["games"] == games
    assert without_timings(one) == without_timings(two)
    assert spec.report_text(one)


def _option_values(spec, name: str, info) -> list:
    """The values of a rule option other than its default: every choice of a Literal, the other
    truth value, the bounds of a number; the spec's samples where the type does not say."""
    if name in spec.rule_samples:
        return list(spec.rule_samples[name])
    annotation = info.annotation
    kinds = [annotation] if typing.get_origin(annotation) is typing.Literal else \
        [t for t in typing.get_args(annotation) or (annotation,) if t is not type(None)]
    bounds = {key: getattr(m, key) for m in info.metadata for key in ("ge", "le") if hasattr(m, key)}
    values = []
    for kind in kinds:
        if typing.get_origin(kind) is typing.Literal:
            values += list(typing.get_args(kind))
        elif kind is bool:
            values += [True, False]
        elif kind in (int, float):
            low, high = bounds.get("ge", 0), bounds.get("le", 100)
            values += [kind(low), kind(min(high, max(low, info.default or 0) + 1))]
    values = [v for v in dict.fromkeys(values) if v != info.default]
    assert values, f"{spec.name}: no value to try for rule option '{name}'; give the spec rule_samples"
    return values


def test_every_rule_option_plays(spec):
    """Each rule option, at each of its other values, starts a game of the fewest players (a small
    board's ★4 towns may home no more) and plays it on (random moves)."""
    tried = 0
    for name, info in spec.ruleset.model_fields.items():
        assert info.description, f"{spec.name}: rule option '{name}' has no one-line meaning"
        for value in _option_values(spec, name, info):
            ruleset = spec.ruleset(**{name: value})
            rules = _rules(spec, ruleset)
            states, moves = _random_playout(spec, rules, spec.players[0], 9, limit=150)
            assert moves and all(before != after for before, after in zip(states, states[1:], strict=False))
            tried += 1
    assert tried >= len(spec.ruleset.model_fields)


def test_a_registered_game_gets_the_command_line(tmp_path, capsys):
    """Nim's package plus one registration is all `kuni play|simulate|replay` need."""
    from core.cli import main

    registry.register(nim_game.SPEC)
    try:
        record = tmp_path / "nim.json"
        assert main(["play", "nim", "--seed", "3", "--out", str(record)]) == 0
        assert "winner seat" in capsys.readouterr().out
        assert main(["replay", str(record)]) == 0
        assert "replays to the recorded end" in capsys.readouterr().out
        assert main(["simulate", "nim", "--games", "20", "--chunk", "7", "--json"]) == 0
        assert json.loads(capsys.readouterr().out)["games"] == 20
        assert main(["simulate", "nim", "--ai", "clever"]) == 2
        assert "has no CPU called 'clever'" in capsys.readouterr().err
    finally:
        registry.unregister(nim_game.SPEC.name)
    assert main(["play", "nim"]) == 2  # gone again: not a game any more


def test_every_legal_move_is_played_by_pointing_at_the_table(spec):
    """The table's picks (:mod:`core.games.table_picks`): one per legal move and no other, and each
    played by clicking its pieces then its place, all through random games; the things a click
    refuses leave the hand empty and say why."""
    from core.games.table_picks import Picking, picks_cover, reachable

    if spec.table_picks is None:
        pytest.skip(f"{spec.name} is played from its list of moves")
    rules = _rules(spec)
    limit = None if spec.seconds_per_game < 0.01 else 400
    kinds_seen = set()
    for seed in range(3):
        players = min(spec.players[1], 3 + seed % 2)
        states, _moves = _random_playout(spec, rules, players, seed, limit)
        sample = random.Random(seed)
        for state in states:
            if rules.is_over(state):
                continue
            legal = rules.legal_moves(state)
            picks = spec.table_picks(rules, state, legal)
            assert picks_cover(picks, legal) == []
            names = spec.spot_names(rules, state)
            chosen = picks if len(picks) <= 40 else sample.sample(picks, 40)
            for pick in chosen:
                assert reachable(picks, pick), f"{spec.name}: {pick.move!r} cannot be played by clicks"
                assert pick.place in names or pick.place[0] == "button", f"{spec.name}: {pick.place} has no name"
                kinds_seen.add(pick.kind)
            picking = Picking(picks, names=names)
            outcome = picking.click(("nowhere", "x"))
            assert outcome.kind == "refused" and outcome.reason and picking.held == ()
    assert len(kinds_seen) >= 3, kinds_seen


def _json(data) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True)


def test_what_a_seat_sees_does_not_change_with_what_it_may_not_know(spec):
    """At every position of random games, for every seat: the position with what the seat cannot see
    dealt again (the others' hands, the deck, the dice and draws to come) shows it the same view byte
    for byte and the same legal moves on its turn, and shows a watcher the same as well; another's
    move is told to it as to a watcher (until the end, which shows everything); the table a view draws gives the seat to
    move the legal moves of the real position. For a game with hidden information the redeal must change the position somewhere, or the test
    would prove nothing."""
    assert spec.plays_online
    rules = _rules(spec)
    redealt = compared = 0
    for seed in range(3 if spec.seconds_per_game < 0.01 else 1):
        states, moves = _random_playout(spec, rules, spec.default_players, seed, limit=250)
        rng = random.Random(seed)
        for state, move in zip(states, moves + [None]):
            players = len(rules.scores(state))
            public = _json(spec.view(rules, state, None))
            for seat in range(players):
                seen = _json(spec.view(rules, state, seat))
                table = spec.table_state(rules, json.loads(seen))
                assert _json(spec.view(rules, table, seat)) == seen, f"{spec.name}: a table's view is not its view"
                if rules.is_over(state):
                    continue  # the end shows everything
                twin = spec.redeal_hidden(rules, state, seat, rng)
                redealt += twin != state
                compared += 1
                assert _json(spec.view(rules, twin, seat)) == seen, f"{spec.name}: seat {seat + 1} sees the redeal"
                assert _json(spec.view(rules, twin, None)) == public, f"{spec.name}: a watcher sees the redeal"
                if rules.to_move(state) == seat:
                    legal = rules.legal_moves(state)
                    assert rules.legal_moves(twin) == legal
                    assert rules.legal_moves(table) == legal, f"{spec.name}: a table's legal moves differ"
                mover = rules.to_move(state)
                if move is not None and mover != seat:  # another's move: told to the seat as to a watcher
                    told = spec.seen_move(rules, mover, move, seat)
                    assert _json(spec.encode_move(told)) == _json(spec.encode_move(spec.seen_move(rules, mover, move,
                                                                                                  None)))
    hides_something = spec.name != nim_game.SPEC.name
    assert compared and (redealt > compared // 2 if hides_something else True)


def test_a_draw_played_both_ways_tells_every_other_seat_and_a_watcher_the_same(spec):
    """At every move of random games: the position with what is still to be drawn in another order
    (the game's ``reshuffle``: nobody has seen it) shows every seat the same, and the same move
    played in both — the mover may draw something else (a しま help card, a 北野大茶会 card) — tells
    every other seat and a watcher the same view byte for byte, the same move and, on their turn,
    the same legal moves. (This is where しま once told everyone that a ひみつの１点 was drawn: the
    cards held rose and those drawn this turn did not.)"""
    if spec.reshuffle is None:
        pytest.skip(f"{spec.name} draws nothing hidden after the deal")
    rules = _rules(spec)
    drew_apart = 0
    for seed in range(3):
        states, moves = _random_playout(spec, rules, spec.default_players, seed, limit=600)
        rng = random.Random(seed)
        for state, move in zip(states, moves):
            twin = spec.reshuffle(rules, state, rng)
            mover = rules.to_move(state)
            players = len(rules.scores(state))
            for seat in [*range(players), None]:
                assert _json(spec.view(rules, twin, seat)) == _json(spec.view(rules, state, seat))
            after, twin_after = rules.apply(state, move), rules.apply(twin, move)
            if rules.is_over(after):
                continue  # the end shows everything
            drew_apart += _json(spec.view(rules, twin_after, mover)) != _json(spec.view(rules, after, mover))
            for seat in [*[k for k in range(players) if k != mover], None]:
                where = f"{spec.name}: {spec.encode_move(move)} by seat {mover + 1}"
                assert _json(spec.view(rules, twin_after, seat)) == _json(spec.view(rules, after, seat)), \
                    f"{where} tells {'a watcher' if seat is None else f'seat {seat + 1}'} what it drew"
                if seat is not None and rules.to_move(after) == seat:
                    assert rules.legal_moves(twin_after) == rules.legal_moves(after), where
    assert drew_apart, f"{spec.name}: no move drew something else in the reshuffled twin"
