"""市区町村バトル board marks: ★ strength, ♥ for a bond, ! for a piece one move from encirclement."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests_support_battle import grid_dataset, playout_rules, position, random_game

from core.games.battle.marks import board_marks, in_danger, marks_text
from core.games.battle.rules import HAND, BattleMove, BattleRules, BattleRuleSet


def test_one_open_neighbour_left_is_danger_two_are_not():
    """Piece 5's neighbours are 1, 4, 6 and 9 on a 4 × 4 grid."""
    rules = BattleRules(grid_dataset())
    # seat 0 holds 1, 4 and 6; 9 is empty: one step into 9 closes the ring
    state = position(rules, owners={1: 0, 4: 0, 6: 0, 13: 0, 0: 0, 15: 1}, homes=(0, 15), empty=(9,))
    assert in_danger(rules, state, 5)
    assert rules.apply(state, BattleMove("move", "00013", "00009")).where[5] == HAND  # and the engine agrees
    # an unaffiliated piece on the last neighbour leaves it open too (an attack there closes it)
    assert in_danger(rules, position(rules, owners={1: 0, 4: 0, 6: 0, 0: 0, 15: 1}, homes=(0, 15)), 5)
    # two open neighbours: no single move closes the ring
    assert not in_danger(rules, position(rules, owners={1: 0, 4: 0, 0: 0, 15: 1}, homes=(0, 15), empty=(9,)), 5)
    # a corner piece with one of its two neighbours taken
    assert in_danger(rules, position(rules, owners={1: 1, 0: 0, 15: 1}, homes=(0, 15)), 0)


def test_fortress_and_a_team_mate_beside_are_never_in_danger():
    fort = BattleRules(grid_dataset(abilities={5: ["fortress"]}))
    state = position(fort, owners={1: 0, 4: 0, 6: 0, 0: 0, 15: 1}, homes=(0, 15), empty=(9,))
    assert not in_danger(fort, state, 5)
    teams = BattleRules(grid_dataset(), BattleRuleSet(teams=(0, 0, 1)))
    # piece 5 is seat 0's; seat 1 (its team mate) holds 1; seat 2 holds 4 and 6; 9 is empty
    state = replace(position(teams, owners={5: 0, 1: 1, 4: 2, 6: 2, 0: 0, 3: 1, 15: 2}, homes=(0, 3, 15), empty=(9,)),
                    alive=(True, True, True), order=(0, 1, 2))
    assert not in_danger(teams, state, 5)


def test_marks_give_stars_bonds_and_hands():
    rules = BattleRules(grid_dataset(stars={5: 3}, links=[(5, 15)]))
    state = position(rules, owners={5: 0, 0: 0, 3: 1, 10: 0}, homes=(0, 3), empty=(10,))
    marks = {m.piece: m for m in board_marks(rules, state)}
    assert marks[5].stars == 3 and marks[5].owner == 0 and marks[5].bonded  # its partner 15 is unaffiliated
    assert not marks[15].bonded  # the ♥ is a player's: an unaffiliated partner shows none
    assert 10 not in marks and rules.hand_size(state, 0) == 1 and rules.hand_size(state, 1) == 0
    assert [m.cell for m in board_marks(rules, state)] == sorted(m.cell for m in board_marks(rules, state))
    # what the window writes under each piece: a player's stars and ♥; a grey town's only above ★1
    assert marks_text(marks[5]) == "★3♥" and marks_text(marks[0]) == "★1"
    assert marks_text(marks[15]) == "" and marks_text(replace(marks[15], stars=4)) == "★4"
    assert not marks[5].overseas and marks_text(replace(marks[5], overseas=True, bonded=False)) == "⚑★3"


def test_an_overseas_city_on_the_board_carries_a_flag():
    rules = BattleRules(grid_dataset(links=[(5, "paris")], overseas=[("paris", 2_100_000)]))
    paris = rules.index["paris"]
    state = position(rules, owners={0: 0, 15: 1}, homes=(0, 15), empty=(10,))
    state = replace(state, occupant=tuple(paris if c == 10 else p for c, p in enumerate(state.occupant)),
                    where=tuple(10 if p == paris else w for p, w in enumerate(state.where)),
                    owner=tuple(0 if p == paris else o for p, o in enumerate(state.owner)))
    mark = next(m for m in board_marks(rules, state) if m.cell == 10)
    # and a ♥: its sister city 町5 is on the board, unaffiliated (「国内の姉妹都市と同じように「きずな」が生まれ」)
    assert mark.piece == paris and mark.overseas and marks_text(mark) == "⚑★5♥"


@pytest.mark.parametrize("seed", range(4))
def test_every_piece_a_step_into_an_empty_cell_encircles_was_marked(seed):
    """Through random games: whenever a move, placement or flight into an empty cell encircles a
    piece that stood still, that piece carried the ! before the move. (A home taken so hands its
    seat's pieces to the mover, whose new pieces may close rings anywhere: those the ! does not
    foretell.)"""
    rules = playout_rules()
    encircled = 0
    for state, legal in random_game(rules, seed):
        marked = {m.piece for m in board_marks(rules, state) if m.in_danger}
        for move in legal:
            if move.kind not in ("move", "place", "fly") or state.occupant[rules.index[move.cell]] >= 0:
                continue  # attacks and swaps can close a ring in other ways; the mark does not claim those
            after = rules.outcome(state, move)
            mover = rules.index[move.piece]
            around = set(rules.neighbours[rules.index[move.cell]])
            fell = after.alive != state.alive
            for piece, cell in enumerate(state.where[:rules.n_cells]):
                if fell and cell not in around:
                    continue
                if cell >= 0 and piece != mover and after.where[piece] == HAND and after.owner[piece] != state.owner[piece]:
                    assert piece in marked, (move, piece)
                    encircled += 1
    assert encircled > 0
