"""旧国かるた rules: each kind of play, the designers' worked example, transfers, passing, dealing."""

from __future__ import annotations

import random

import pytest

from core import bundled
from core.games.game import IllegalMove
from core.games.karuta import KarutaMove, KarutaRules, RuleSet
from core.games.karuta.record import state_from_json, state_to_json
from core.io import load_dataset

DATASET = load_dataset(bundled.default_karuta_dataset())


def make_state(rules: KarutaRules, *, board=(), hand=(), heads=(), to_move=0, players=4, **extra):
    """A state with ``board`` placed, seat ``to_move`` holding ``hand``, the rest spread over the others."""
    others = [p for p in rules.province_ids if p not in board and p not in hand]
    hands = [[] for _ in range(players)]
    hands[to_move] = list(hand)
    other_seats = [s for s in range(players) if s != to_move]
    for k, p in enumerate(others):
        hands[other_seats[k % len(other_seats)]].append(p)
    data = {
        "players": players, "hands": hands, "board": list(board), "set_aside": [],
        "heads": [{"highway": h, "at": at, "direction": d} for h, at, d in heads],
        "start_seat": 0, "to_move": to_move, "passes": [0] * players, "cards_played": [0] * players,
    }
    data.update(extra)
    return state_from_json(rules, data)


def highway_moves(rules, state, highway=None):
    return {(m.province, m.highway, m.source) for m in rules.legal_moves(state)
            if m.kind == "highway" and (highway is None or m.highway == highway)}


@pytest.fixture
def rules():
    return KarutaRules(DATASET)


def test_worked_example_only_izu_on_tokaido(rules):
    """東海道 played 武蔵 → 相模: the only 東海道 play is 伊豆, never back towards 武蔵."""
    state = make_state(rules, board=["musashi", "sagami"], hand=["izu", "suruga", "kai", "kozuke"],
                       heads=[("tokaido", "sagami", 1)])
    assert highway_moves(rules, state, "tokaido") == {("izu", "tokaido", "sagami")}


def test_one_direction_no_backwards(rules):
    """A line grown 駿河 → 遠江 cannot grow from 駿河 towards 伊豆."""
    state = make_state(rules, board=["suruga", "totomi"], hand=["izu", "mikawa"],
                       heads=[("tokaido", "totomi", 1)])
    assert highway_moves(rules, state) == {("mikawa", "tokaido", "totomi")}


def test_a_line_never_grows_back_from_the_junction_at_its_tail(rules):
    """東海道 laid 相模 → 伊豆: 相模 is a junction (甲州街道), but 武蔵 along 東海道 from 相模 would grow
    the line backwards (「武蔵側へ遡って伸ばすことはできません」). The 甲州街道 from 相模 is still open."""
    state = make_state(rules, board=["sagami", "izu"], hand=["musashi", "suruga", "kai"],
                       heads=[("tokaido", "izu", 1)])
    assert highway_moves(rules, state) == {("suruga", "tokaido", "izu"), ("kai", "koshu-kaido", "sagami"),
                                           ("musashi", "koshu-kaido", "sagami")}
    assert rules.playable_counts(state, state.hands[0])[0] == 3
    with pytest.raises(IllegalMove):
        rules.apply(state, KarutaMove("highway", "musashi", "tokaido", "sagami"))
    looser = KarutaRules(DATASET, RuleSet(back_from_junctions=True))
    state = make_state(looser, board=["sagami", "izu"], hand=["musashi", "suruga", "kai"],
                       heads=[("tokaido", "izu", 1)])
    assert ("musashi", "tokaido", "sagami") in highway_moves(looser, state)


def test_a_line_never_runs_through_a_line_laid_the_other_way_on_its_highway(rules):
    """東海道 laid 相模 → 遠江 (westwards) and 伊勢 → 三河 (eastwards): the ends meet at 遠江 | 三河.
    Running on through the other line would place 近江 behind 伊勢's tail, or 武蔵 behind 相模's —
    each line grown from behind against its direction, the seed's own forbidden case. Neither is
    offered; through a province placed along another highway a line still runs on."""
    laid = {"tokaido": ["sagami", "izu", "suruga", "totomi", "mikawa", "owari", "ise"]}
    state = make_state(rules, board=["sagami", "izu", "suruga", "totomi", "mikawa", "owari", "ise"],
                       hand=["musashi", "omi"], heads=[("tokaido", "totomi", 1), ("tokaido", "mikawa", -1)], laid=laid)
    moves = highway_moves(rules, state)
    assert ("omi", "tokaido", "totomi") not in moves and ("musashi", "tokaido", "mikawa") not in moves
    with pytest.raises(IllegalMove):
        rules.apply(state, KarutaMove("highway", "omi", "tokaido", "totomi"))
    # 三河 and 尾張 came along another highway (not laid along the 東海道): the 遠江 end runs through them
    state = make_state(rules, board=["sagami", "izu", "suruga", "totomi", "mikawa", "owari"],
                       hand=["ise"], heads=[("tokaido", "totomi", 1)],
                       laid={"tokaido": ["sagami", "izu", "suruga", "totomi"]})
    assert ("ise", "tokaido", "totomi") in highway_moves(rules, state)


def test_only_lines_laid_along_a_highway_have_a_tail(rules):
    """東海道 laid 伊豆 → 駿河; 相模 then comes along the 甲州街道, so it is on no 東海道 line: a transfer
    there starts a new 東海道 line towards 武蔵 (the 伊豆 → 駿河 line itself cannot grow back to 相模)."""
    state = make_state(rules, board=["izu", "suruga", "shinano"], hand=["kai", "sagami", "musashi"],
                       heads=[("tokaido", "suruga", 1), ("koshu-kaido", "shinano", -1)],
                       laid={"tokaido": ["izu", "suruga"]})
    assert ("sagami", "tokaido", "izu") not in highway_moves(rules, state)
    state = rules.apply(state, KarutaMove("highway", "kai", "koshu-kaido", "shinano"))
    state = rules.apply(state, KarutaMove("highway", "sagami", "koshu-kaido", "kai"))
    assert highway_moves(rules, state) == {("musashi", "koshu-kaido", "sagami"), ("musashi", "tokaido", "sagami")}


def test_a_state_saved_before_laid_lines_gets_them_from_its_line_ends(rules):
    """Saves from before the lines were kept: 相模 → 伊豆 on 東海道 is rebuilt from the head at 伊豆."""
    state = make_state(rules, board=["sagami", "izu"], hand=["musashi"], heads=[("tokaido", "izu", 1)])
    assert state_to_json(rules, state)["laid"] == {"tokaido": ["sagami", "izu"]}
    assert state_from_json(rules, state_to_json(rules, state)) == state


def test_transfer_at_omi_towards_ise(rules):
    """A 中山道 chain reaching 近江 may transfer to 東海道 and go on towards 伊勢, in the same turn."""
    state = make_state(rules, board=["musashi", "kozuke", "shinano"], hand=["mino", "omi", "ise", "owari", "tsushima"],
                       heads=[("nakasendo", "shinano", 1)])
    state = rules.apply(state, KarutaMove("highway", "mino", "nakasendo", "shinano"))
    assert state.to_move == 0 and state.chain is not None
    state = rules.apply(state, KarutaMove("highway", "omi", "nakasendo", "mino"))
    assert ("ise", "tokaido", "omi") in highway_moves(rules, state)
    state = rules.apply(state, KarutaMove("highway", "ise", "tokaido", "omi"))
    # And the 東海道 line keeps its new direction: on to 尾張.
    assert ("owari", "tokaido", "ise") in highway_moves(rules, state)
    state = rules.apply(state, KarutaMove("highway", "owari", "tokaido", "ise"))
    assert state.to_move == 1 and state.cards_played[0] == 4


def test_transfers_forward_only_option(rules):
    """With transfer_directions=forward, 近江 → 伊勢 (against 東海道's order) is not offered."""
    strict = KarutaRules(DATASET, RuleSet(transfer_directions="forward"))
    state = make_state(strict, board=["musashi", "kozuke", "shinano", "mino"], hand=["omi", "ise", "yamashiro"],
                       heads=[("nakasendo", "mino", 1)])
    state = strict.apply(state, KarutaMove("highway", "omi", "nakasendo", "mino"))
    moves = highway_moves(strict, state)
    assert ("ise", "tokaido", "omi") not in moves and ("yamashiro", "tokaido", "omi") in moves


def test_chain_plays_any_number_and_may_stop(rules):
    """A chain continues card by card; end_turn stops it and passes the turn on."""
    state = make_state(rules, board=["musashi", "sagami"], hand=["izu", "suruga", "totomi", "kai"],
                       heads=[("tokaido", "sagami", 1)])
    state = rules.apply(state, KarutaMove("highway", "izu", "tokaido", "sagami"))
    assert KarutaMove("end_turn") in rules.legal_moves(state)
    state = rules.apply(state, KarutaMove("highway", "suruga", "tokaido", "izu"))
    state = rules.apply(state, KarutaMove("end_turn"))
    assert state.to_move == 1 and state.cards_played[0] == 2 and state.turns == 1


def test_adjacency_play_needs_a_neighbour_on_the_board(rules):
    """飛騨 (on no highway) is playable once a neighbour such as 美濃 is on the board, one card a turn."""
    state = make_state(rules, board=["musashi"], hand=["hida", "noto"])
    assert KarutaMove("adjacency", "hida") not in rules.legal_moves(state)
    state = make_state(rules, board=["mino"], hand=["hida", "noto"])
    assert KarutaMove("adjacency", "hida") in rules.legal_moves(state)
    after = rules.apply(state, KarutaMove("adjacency", "hida"))
    assert after.to_move == 1 and after.board >> rules.index["hida"] & 1


def test_adjacency_override_removal_applies(rules):
    """日向–薩摩 was removed by the designers: 薩摩 alone does not open 日向."""
    state = make_state(rules, board=["satsuma"], hand=["hyuga"])
    assert KarutaMove("adjacency", "hyuga") not in rules.legal_moves(state)


def test_ferry_one_island_at_a_time(rules):
    """壱岐 comes by boat from 肥前, 対馬 only from 壱岐."""
    state = make_state(rules, board=["hizen"], hand=["iki", "tsushima"])
    moves = rules.legal_moves(state)
    assert KarutaMove("ferry", "iki") in moves and KarutaMove("ferry", "tsushima") not in moves
    state = make_state(rules, board=["hizen", "iki"], hand=["tsushima"])
    assert KarutaMove("ferry", "tsushima") in rules.legal_moves(state)


def test_pass_only_when_nothing_can_be_played(rules):
    """Pass is the only move exactly when no card fits."""
    state = make_state(rules, board=["musashi", "sagami"], hand=["tsushima", "iki"],
                       heads=[("tokaido", "sagami", 1)])
    assert rules.legal_moves(state) == [KarutaMove("pass")]
    playable = make_state(rules, board=["musashi", "sagami"], hand=["izu"], heads=[("tokaido", "sagami", 1)])
    assert KarutaMove("pass") not in rules.legal_moves(playable)


def test_all_pass_fewest_cards_wins(rules):
    """When every player passes in a row, the fewest cards wins (shared on a tie by default)."""
    state = make_state(rules, board=["musashi", "sagami"], hand=["tsushima"], heads=[], passes_in_row=3,
                       to_move=0)
    state = rules.apply(state, KarutaMove("pass"))
    assert state.end_reason == "all_pass" and state.winners == (0,)
    assert rules.scores(state) == [1.0, 0.0, 0.0, 0.0]


def test_all_pass_tie_options():
    """A tie is shared, or goes to the first tied seat in turn order with all_pass_tie=turn_order."""
    for option, expected in (("shared", (1, 2)), ("turn_order", (1,))):
        r = KarutaRules(DATASET, RuleSet(all_pass_tie=option))
        hands = [[], [], [], []]
        rest = [p for p in r.province_ids if p not in ("musashi",)]
        hands[0] = rest[:30]
        hands[1] = rest[30:40]
        hands[2] = rest[40:50]
        hands[3] = rest[50:]
        data = {"players": 4, "hands": hands, "board": ["musashi"], "set_aside": [], "heads": [],
                "start_seat": 0, "to_move": 3, "passes_in_row": 3}
        state = r._apply(state_from_json(r, data), KarutaMove("pass"))
        assert state.winners == expected
        assert sum(r.scores(state)) == pytest.approx(1.0)


def test_emptying_the_hand_wins(rules):
    """Playing the last card ends the deal at once."""
    state = make_state(rules, board=["musashi", "sagami"], hand=["izu"], heads=[("tokaido", "sagami", 1)])
    state = rules.apply(state, KarutaMove("highway", "izu", "tokaido", "sagami"))
    assert state.is_over and state.winners == (0,) and state.end_reason == "emptied"
    assert rules.legal_moves(state) == []


def test_dealing():
    """4 players get 17 each; 3 players 23/23/22 (uneven) or 22 each with 2 set aside; the start is drawn."""
    r = KarutaRules(DATASET)
    state = r.initial_state(4, random.Random(1))
    assert [state.hand_size(s) for s in range(4)] == [17] * 4 and state.board == 0
    state = r.initial_state(3, random.Random(1))
    assert sorted(state.hand_size(s) for s in range(3)) == [22, 23, 23]
    aside = KarutaRules(DATASET, RuleSet(leftover="set_aside")).initial_state(3, random.Random(1))
    assert [aside.hand_size(s) for s in range(3)] == [22] * 3 and aside.set_aside.bit_count() == 2
    starts = {r.initial_state(4, random.Random(seed)).start_seat for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    with pytest.raises(ValueError):
        r.initial_state(5, random.Random(1))


def test_first_card_any_or_start_province():
    """The first card is any card; with first_card=start_province only 武蔵, by its holder."""
    r = KarutaRules(DATASET)
    state = r.initial_state(4, random.Random(2))
    moves = r.legal_moves(state)
    assert len(moves) == 17 and all(m.kind == "first" for m in moves)
    strict = KarutaRules(DATASET, RuleSet(first_card="start_province"))
    state = strict.initial_state(4, random.Random(2))
    assert strict.legal_moves(state) == [KarutaMove("first", "musashi")]
    assert state.hands[state.to_move] >> strict.index["musashi"] & 1


def test_illegal_move_is_refused_and_state_unchanged(rules):
    """apply refuses a move that is not legal, with a clear error, and the state is untouched."""
    state = make_state(rules, board=["musashi", "sagami"], hand=["izu", "musashi"][:1],
                       heads=[("tokaido", "sagami", 1)])
    before = state_to_json(rules, state)
    with pytest.raises(IllegalMove) as refused:  # from the line's tail: against its direction
        rules.apply(state, KarutaMove("highway", "izu", "tokaido", "musashi"))
    assert str(refused.value).startswith(f"seat {state.to_move + 1} cannot play")
    assert "伊豆 can be played only as: 相模 → 伊豆 (東海道)" in str(refused.value)
    with pytest.raises(IllegalMove, match="甲斐 is not in seat .'s hand"):
        rules.apply(state, KarutaMove("adjacency", "kai"))
    with pytest.raises(IllegalMove, match="武蔵 is already on the board"):
        rules.apply(state, KarutaMove("adjacency", "musashi"))
    with pytest.raises(IllegalMove, match="a pass is only for a player who can play no card"):
        rules.apply(state, KarutaMove("pass"))
    assert state_to_json(rules, state) == before


def test_state_json_round_trip(rules):
    """A state survives JSON and back unchanged."""
    state = rules.initial_state(4, random.Random(5))
    for _ in range(12):
        state = rules.apply(state, rules.legal_moves(state)[0])
    assert state_from_json(rules, state_to_json(rules, state)) == state


def test_a_new_line_may_start_towards_a_card_two_highways_share(rules):
    """伯耆 is on the 山陰道 and the 出雲街道, both next to 出雲: with the 山陰道 line ending at 伯耆,
    出雲 may be played along either (a bit-mask sum once dropped the 出雲街道 start)."""
    state = make_state(rules, board=["inaba", "hoki"], hand=["izumo", "mutsu"],
                       heads=[("sanin-kaido", "hoki", 1)])
    assert highway_moves(rules, state) == {("izumo", "sanin-kaido", "hoki"), ("izumo", "izumo-kaido", "hoki")}


def test_ferries_cross_one_island_at_a_time_from_the_mainland(rules):
    """「肥前 → 壱岐 → 対馬のように、島を一つずつ渡っていく」: 対馬 on the board does not open 壱岐
    (it would, with ``ferries: either``); 肥前 does, and 壱岐 opens 対馬."""
    from_tsushima = make_state(rules, board=["tsushima"], hand=["iki"])
    assert KarutaMove("ferry", "iki") not in rules.legal_moves(from_tsushima)
    either = KarutaRules(DATASET, RuleSet(ferries="either"))
    assert KarutaMove("ferry", "iki") in either.legal_moves(make_state(either, board=["tsushima"], hand=["iki"]))
    assert KarutaMove("ferry", "iki") in rules.legal_moves(make_state(rules, board=["hizen"], hand=["iki"]))
    assert KarutaMove("ferry", "tsushima") in rules.legal_moves(make_state(rules, board=["iki"], hand=["tsushima"]))
