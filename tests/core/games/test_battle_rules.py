"""市区町村バトル engine, first part: setup, movement, attack, encirclement, placing, elimination, end."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from core.games.battle.rules import GONE, HAND, NOBODY, BattleMove, BattleRules, BattleRuleSet, BattleState
from core.games.game import IllegalMove
from core.models import Dataset, Municipality, Specialty


def grid_dataset(width: int = 4, height: int = 4, stars: dict | None = None, area: dict | None = None) -> Dataset:
    """A width × height grid of towns, codes 00000… row by row, neighbours up/down/left/right."""
    stars, area = stars or {}, area or {}
    towns, adjacency = [], {}
    for y in range(height):
        for x in range(width):
            k = y * width + x
            code = f"{k:05d}"
            specialties = (Specialty(name="名物", stars=stars[k]),) if k in stars else ()
            towns.append(Municipality(code=code, prefecture="テスト県", name=f"町{k}", area_km2=area.get(k, 50.0),
                                      specialties=specialties))
            adjacency[code] = tuple(f"{(y + dy) * width + x + dx:05d}" for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                                    if 0 <= x + dx < width and 0 <= y + dy < height)
    return Dataset(name="grid", game="battle", municipalities=tuple(towns), cell_adjacency=adjacency)


def position(rules: BattleRules, *, owners: dict, homes=(0, 15), empty=(), to_move: int = 0) -> BattleState:
    """Every cell holds its own piece except ``empty``; ``owners`` maps piece → seat."""
    n = len(rules.codes)
    occupant = [-1 if c in empty else c for c in range(n)]
    where = [HAND if c in empty else c for c in range(n)]
    owner = [owners.get(p, NOBODY) for p in range(n)]
    return BattleState(occupant=tuple(occupant), where=tuple(where), owner=tuple(owner), homes=tuple(homes),
                       alive=(True,) * len(homes), order=tuple(range(len(homes))), position=to_move)


def test_starting_towns_per_player_count():
    """2: 7, 3: 6, 4–5: 5, 6–8: 4, 9–16: 3; fewer ≈ 0.6×, more ≈ 1.6×."""
    rules = BattleRules(grid_dataset())
    assert [rules.starting_towns(n) for n in (2, 3, 4, 5, 6, 8, 9, 16)] == [7, 6, 5, 5, 4, 4, 3, 3]
    assert BattleRules(grid_dataset(), BattleRuleSet(starting_towns="fewer")).starting_towns(2) == 4
    assert BattleRules(grid_dataset(), BattleRuleSet(starting_towns="more")).starting_towns(2) == 11


def test_setup_gives_each_seat_its_home_and_nearest_towns():
    """Each seat owns its home and the nearest towns; homes differ; everything else is unaffiliated."""
    rules = BattleRules(grid_dataset(6, 6))
    state = rules.initial_state(3, random.Random(4))
    assert len(set(state.homes)) == 3 and sorted(state.order) == [0, 1, 2]
    for seat, home in enumerate(state.homes):
        assert state.owner[home] == seat
        assert sum(o == seat for o in state.owner) == 6
    assert sum(o == NOBODY for o in state.owner) == 36 - 18
    with pytest.raises(ValueError):
        rules.initial_state(17, random.Random(1))


def test_spread_homes_are_farther_apart_than_random():
    """The 'spread' roulette keeps homes apart (in steps) more than fully random homes do."""
    data = grid_dataset(8, 8)

    def mean_gap(placement):
        rules = BattleRules(data, BattleRuleSet(home_placement=placement))
        total = 0
        for seed in range(20):
            state = rules.initial_state(4, random.Random(seed))
            total += min(rules._distance_cache(a)[b] for a in state.homes for b in state.homes if a != b)
        return total / 20

    assert mean_gap("spread") > mean_gap("random") + 1


def test_moves_go_through_empty_cells_up_to_movement():
    """A piece with movement 1 reaches the adjacent empty cell only; movement 2 (≥ 150 km²) reaches further."""
    rules = BattleRules(grid_dataset(area={0: 200.0}))
    state = position(rules, owners={0: 0, 15: 1}, empty=(1, 2, 3))
    targets = {m.cell for m in rules.legal_moves(state) if m.piece == "00000" and m.kind == "move"}
    assert {"00001", "00002"} <= targets and "00003" not in targets
    assert "00004" in targets  # an attack on the unaffiliated neighbour below


def test_attack_formula_with_reinforcements_and_home_bonus():
    """attack = ★ + allies next to the target (≤ 2); defence = ★ + its allies + 1 at home."""
    rules = BattleRules(grid_dataset(stars={5: 3, 6: 2}))
    # Seat 0 attacks from 5 into 6 (seat 1's home); seat 0 also holds 2 and 10 next to 6; seat 1 holds 7.
    state = position(rules, owners={5: 0, 2: 0, 10: 0, 0: 0, 6: 1, 7: 1}, homes=(0, 6))
    attack, defence = rules.attack_strength(state, 5, 6)
    assert (attack, defence) == (3 + 2, 2 + 1 + 1)


def test_winning_attack_merges_and_a_fallen_home_eliminates():
    """Taking seat 1's home puts it in seat 0's hand, seat 1 is out and its pieces change sides; last home wins."""
    rules = BattleRules(grid_dataset(stars={5: 6}))
    state = position(rules, owners={5: 0, 0: 0, 6: 1, 7: 1}, homes=(0, 6))
    after = rules.apply(state, BattleMove("move", "00005", "00006"))
    assert after.where[6] == HAND and after.owner[6] == 0 and after.owner[7] == 0
    assert after.occupant[6] == 5 and after.alive == (True, False)
    assert after.end_reason == "last_home" and after.winners == (0,)


def test_failed_attack_spends_the_move():
    """A weaker attack changes nothing but the turn."""
    rules = BattleRules(grid_dataset(stars={6: 5}))
    state = position(rules, owners={5: 0, 0: 0, 6: 1, 15: 1}, homes=(0, 15))
    after = rules.apply(state, BattleMove("move", "00005", "00006"))
    assert after.occupant == state.occupant and after.owner == state.owner and after.to_move == 1


def test_encirclement_merges_whatever_the_strength():
    """Filling the last neighbour of a strong unaffiliated piece merges it into the mover's hand."""
    rules = BattleRules(grid_dataset(stars={5: 6}))
    # Piece 5's neighbours: 1, 4, 6, 9. Seat 0 holds 1, 4, 6; cell 9 is empty; seat 0's piece 13 moves into 9.
    state = position(rules, owners={1: 0, 4: 0, 6: 0, 13: 0, 0: 0, 15: 1}, homes=(0, 15), empty=(9,))
    after = rules.apply(state, BattleMove("move", "00013", "00009"))
    assert after.where[5] == HAND and after.owner[5] == 0 and after.occupant[5] == -1


def test_unaffiliated_pieces_never_encircle_and_no_self_encirclement():
    """A cell whose other neighbours are enemies may not be entered unless it encircles someone."""
    rules = BattleRules(grid_dataset())
    # Piece 5 is in seat 0's hand; its home cell 5 is empty and all four neighbours are seat 1's.
    state = position(rules, owners={1: 1, 4: 1, 6: 1, 9: 1, 5: 0, 15: 0, 0: 1}, homes=(15, 0), empty=(5,))
    assert BattleMove("place", "00005", "00005") not in rules.legal_moves(state)
    # With one neighbour empty instead, the home cell may be taken.
    open_side = position(rules, owners={1: 1, 4: 1, 6: 1, 5: 0, 15: 0, 0: 1}, homes=(15, 0), empty=(5, 9))
    assert BattleMove("place", "00005", "00005") in rules.legal_moves(open_side)
    # Surrounded only by unaffiliated pieces, nothing is encircled.
    plain = position(rules, owners={0: 0, 15: 1}, empty=())
    assert not rules._encircled(plain, 5)


def test_placing_captured_pieces():
    """A piece in hand goes next to one of the mover's pieces or onto its own home cell."""
    rules = BattleRules(grid_dataset())
    state = position(rules, owners={0: 0, 12: 0, 15: 1}, homes=(0, 15), empty=(1, 12))
    state = replace(state, where=tuple(HAND if p == 12 else w for p, w in enumerate(state.where)))
    places = {m.cell for m in rules.legal_moves(state) if m.kind == "place"}
    assert places == {"00001", "00012"}
    after = rules.apply(state, BattleMove("place", "00012", "00001"))
    assert after.where[12] == 1 and after.occupant[1] == 12


def test_turn_limit_decides_by_star_total():
    """After the last round the seat with the most stars (board and hand) wins."""
    rules = BattleRules(grid_dataset(stars={3: 5}), BattleRuleSet(turn_limit=1, turn_order="fixed"))
    state = position(rules, owners={0: 0, 3: 1, 15: 1}, homes=(0, 15), to_move=1)
    after = rules.apply(state, rules.legal_moves(state)[0])
    assert after.end_reason == "turn_limit" and after.winners == (1,)


def test_illegal_move_is_refused():
    """A move not in the legal list raises and changes nothing."""
    rules = BattleRules(grid_dataset())
    state = position(rules, owners={0: 0, 15: 1})
    with pytest.raises(IllegalMove):
        rules.apply(state, BattleMove("move", "00015", "00014"))


@pytest.mark.parametrize("seed", range(6))
def test_random_games_never_lose_or_duplicate_a_piece(seed):
    """Random legal games end; every piece is on exactly one cell, in a hand, or gone."""
    rules = BattleRules(grid_dataset(6, 5, stars={7: 3, 20: 4}, area={3: 600.0}), BattleRuleSet(turn_limit=15))
    rng = random.Random(seed)
    state = rules.initial_state(3, rng)
    while not state.is_over:
        state = rules.apply(state, rng.choice(rules.legal_moves(state)))
        on_board = [p for p in state.occupant if p >= 0]
        assert len(on_board) == len(set(on_board))
        for piece, cell in enumerate(state.where):
            assert (cell >= 0 and state.occupant[cell] == piece) or cell in (HAND, GONE)
            if cell == HAND:
                assert state.owner[piece] != NOBODY
    assert abs(sum(rules.scores(state)) - 1.0) < 1e-9
