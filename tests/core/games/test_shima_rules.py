"""しま rules: the island, each clause of the rule book, and seeded playouts that keep every count."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from core.games.game import IllegalMove
from core.games.shima.board import (
    BRICK,
    GEOMETRY,
    HARBOUR_KINDS,
    LEAF,
    MATERIALS,
    ORE,
    PLAZA,
    TERRAIN_COUNTS,
    TOKEN_ORDER,
    WHEAT,
    WOOD,
    make_island,
)
from core.games.shima.players import PLAYERS
from core.games.shima.rules import (
    BANK_PER_MATERIAL,
    CARDS,
    DECK_SIZE,
    KNIGHT,
    MONOPOLY,
    PLENTY,
    ROADS,
    VICTORY,
    ShimaRules,
    ShimaRuleSet,
)

RULES = ShimaRules()


def _hand(**counts) -> tuple[int, ...]:
    names = {"wood": WOOD, "brick": BRICK, "leaf": LEAF, "wheat": WHEAT, "ore": ORE}
    hand = [0] * 5
    for name, n in counts.items():
        hand[names[name]] = n
    return tuple(hand)


def _empty_main(seed: int = 1, players: int = 4):
    """A state in seat 0's main phase with nothing on the island (to build hand-made cases on)."""
    state = RULES.initial_state(players, random.Random(seed))
    return replace(state, phase="main", setup_step=2 * players, turn=1, last_roll=(3, 4))


def _build(state, seat: int, corners=(), roads=(), cities=()):
    buildings = list(state.buildings)
    for c in corners:
        buildings[c] = (seat, 1)
    for c in cities:
        buildings[c] = (seat, 2)
    all_roads = list(state.roads)
    for s in roads:
        all_roads[s] = seat
    state = replace(state, buildings=tuple(buildings), roads=tuple(all_roads))
    return replace(state, road_lengths=tuple(RULES.road_length(state, k) for k in range(state.players)))


def _give(state, seat: int, hand: tuple[int, ...]):
    hands = list(state.hands)
    bank = tuple(b - (h - o) for b, h, o in zip(state.bank, hand, hands[seat]))
    hands[seat] = hand
    return replace(state, hands=tuple(hands), bank=bank)


def _side(a: int, b: int) -> int:
    return GEOMETRY.side_between[(min(a, b), max(a, b))]


def _path(start: int, length: int, avoid=()) -> tuple[list[int], list[int]]:
    """A simple path of ``length`` sides from ``start``: (corners, sides)."""
    corners, sides = [start], []
    while len(sides) < length:
        here = corners[-1]
        nxt = next(n for n in GEOMETRY.corner_neighbours[here] if n not in corners and n not in avoid)
        sides.append(_side(here, nxt))
        corners.append(nxt)
    return corners, sides


# -- the island -----------------------------------------------------------------------------


def test_the_island_has_19_tiles_54_corners_72_sides_and_30_coast_sides():
    assert (len(GEOMETRY.tiles), len(GEOMETRY.corners), len(GEOMETRY.sides), len(GEOMETRY.coast)) == (19, 54, 72, 30)
    island = make_island(random.Random(4))
    assert sorted(island.terrain) == sorted(t for t, n in TERRAIN_COUNTS.items() for _ in range(n))


@pytest.mark.parametrize("seed", range(6))
def test_tokens_go_a_to_r_round_the_spiral_skipping_the_plaza(seed):
    island = make_island(random.Random(seed))
    laid = [t for t in GEOMETRY.spirals[island.start_corner] if island.terrain[t] != PLAZA]
    assert [island.numbers[t] for t in laid] == list(TOKEN_ORDER)
    assert [island.letters[t] for t in laid] == [chr(ord("A") + k) for k in range(18)]
    assert island.numbers[island.plaza] == 0 and island.letters[island.plaza] == ""
    # the spiral starts on a corner tile and goes round the outside first
    first = GEOMETRY.tiles[GEOMETRY.spirals[island.start_corner][0]]
    assert max(abs(first[0]), abs(first[1]), abs(sum(first))) == 2 and first[0] * first[1] * sum(first) == 0


def test_with_the_plaza_in_the_centre_no_six_touches_an_eight():
    """The order of the rule book keeps the red numbers apart when the plaza is the centre: a check
    that the spiral runs the way the rule book says (counter-clockwise, outside in)."""
    centre = GEOMETRY.tiles.index((0, 0))
    for start in range(6):
        numbers = dict(zip((t for t in GEOMETRY.spirals[start] if t != centre), TOKEN_ORDER))
        red = [t for t, n in numbers.items() if n in (6, 8)]
        for a in red:
            for b in red:
                dq = GEOMETRY.tiles[a][0] - GEOMETRY.tiles[b][0]
                dr = GEOMETRY.tiles[a][1] - GEOMETRY.tiles[b][1]
                assert (dq, dr) not in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def test_harbours_are_fixed_in_the_rule_books_order_and_corners():
    """「３：１港は、上側右の１つが『土地１枚と２枚に接する角』、残り３つは『どちらの角も土地１枚に接する』」,
    clockwise from the 葉っぱ 2:1 on the upper left; no two harbours share a corner."""
    island = make_island(random.Random(9))
    assert [h[0] for h in island.harbours] == list(HARBOUR_KINDS)
    assert island.harbours == make_island(random.Random(10)).harbours
    land = [tuple(sorted(len(GEOMETRY.corner_tiles[c]) for c in h[1:])) for h in island.harbours]
    three_to_one = [k for k, kind in enumerate(HARBOUR_KINDS) if kind is None]
    middles = [(sum(GEOMETRY.corners[c][0] for c in h[1:]) / 2, sum(GEOMETRY.corners[c][1] for c in h[1:]) / 2)
               for h in island.harbours]
    top = min(y for _, y in middles)
    on_top = [k for k in three_to_one if middles[k][1] < top + 0.5]
    upper_right = max(on_top, key=lambda k: middles[k][0])
    assert middles[upper_right][0] > 0  # right of the island's centre
    assert land[upper_right] == (1, 2)
    assert all(land[k] == (1, 1) for k in three_to_one if k != upper_right)
    # the first harbour (葉っぱ 2:1) is on the upper left of the island, and the order runs clockwise
    x, y = middles[0]
    assert x < 0 and y < 0
    angles = [math.atan2(y, x) for x, y in middles]
    turns = sum((b - a) % (2 * math.pi) for a, b in zip(angles, angles[1:] + angles[:1]))
    assert turns == pytest.approx(2 * math.pi)  # once round, each step clockwise (y points down)
    corners = [c for h in island.harbours for c in h[1:]]
    assert len(corners) == len(set(corners))


def test_a_game_keeps_its_island_and_an_old_save_resumes_on_its_own_harbours():
    """「新しい対戦からこの配置を使い、保存済みの対戦は元の配置を保ちます」."""
    from core.games.record import start
    from core.games.session import GameSession
    from core.games.shima.board import FIRST_HARBOUR_SIDES, fixed_harbours
    from core.games.shima.spec import SPEC

    session = GameSession.new(SPEC, SPEC.make_rules(ShimaRuleSet(), None), ["random"] * 4, seed=3)
    record = session.record()
    assert record["island"]["harbours"] == [list(h) for h in fixed_harbours()]
    _rules, state = start(SPEC, record)
    assert state.island == session.state.island
    old = {k: v for k, v in record.items() if k != "island"}  # saved before records kept the island
    _rules, state = start(SPEC, old)
    assert state.island.harbours == fixed_harbours(FIRST_HARBOUR_SIDES) != fixed_harbours()
    assert state.island.terrain == session.state.island.terrain
    broken = {**record, "island": {**record["island"], "numbers": [7] * 19}}
    with pytest.raises(ValueError, match="island.numbers"):
        start(SPEC, broken)


def test_the_numbers_the_rule_book_leaves_open_are_options():
    """Tile mix, costs, help-card mix and the bank's rate: the game it is like by default, each an option."""
    rules = ShimaRules(ShimaRuleSet(tiles=(3, 3, 4, 4, 4), road_cost=(1, 0, 0, 0, 0), help_cards=(15, 4, 2, 2, 2),
                                    bank_rate=3))
    state = rules.initial_state(4, random.Random(5))
    assert sorted(state.island.terrain) == sorted(["木"] * 3 + ["土"] * 3 + ["葉っぱ"] * 4 + ["むぎ"] * 4 + ["石"] * 4 + [PLAZA])
    assert state.deck.count(KNIGHT) == 15 and len(state.deck) == DECK_SIZE
    assert rules.harbour_rates(state, 0) == (3, 3, 3, 3, 3)
    assert rules.costs["road"] == (1, 0, 0, 0, 0) and rules.costs["card"] == (0, 0, 1, 1, 1)
    for bad in ({"tiles": (4, 3, 4, 4, 4)}, {"help_cards": (14, 5, 2, 2, 3)}, {"house_cost": (0, 0, 0, 0, 0)}):
        with pytest.raises(ValueError):
            ShimaRuleSet(**bad)


# -- the set-up -----------------------------------------------------------------------------


def test_setup_goes_round_then_back_and_the_second_house_pays():
    state = RULES.initial_state(4, random.Random(2))
    seats = []
    while state.phase == "setup":
        seats.append(state.to_move)
        house = RULES.legal_moves(state)[0]
        before = state
        state = RULES.apply(state, house)
        second = before.setup_step >= 4
        got = [a - b for a, b in zip(state.hands[before.to_move], before.hands[before.to_move])]
        expected = [0] * 5
        if second:
            for tile in GEOMETRY.corner_tiles[house[1]]:
                if state.island.terrain[tile] != PLAZA:
                    expected[MATERIALS.index(state.island.terrain[tile])] += 1
        assert got == expected
        road = RULES.legal_moves(state)
        assert {m[0] for m in road} == {"road"} and all(house[1] in GEOMETRY.sides[m[1]] for m in road)
        state = RULES.apply(state, road[0])
    assert seats == [0, 1, 2, 3, 3, 2, 1, 0]
    assert state.phase == "roll" and state.to_move == 0


def test_houses_need_an_empty_corner_between_them():
    state = RULES.initial_state(4, random.Random(2))
    state = RULES.apply(state, ("house", 20))
    state = RULES.apply(state, RULES.legal_moves(state)[0])
    legal = {m[1] for m in RULES.legal_moves(state)}
    assert 20 not in legal and not legal & set(GEOMETRY.corner_neighbours[20])
    with pytest.raises(IllegalMove):
        RULES.apply(state, ("house", GEOMETRY.corner_neighbours[20][0]))


# -- rolling and collecting --------------------------------------------------------------------


def _rolling_to(state, total: int):
    """The state's seed changed until its next roll is ``total``."""
    for seed in range(10_000):
        candidate = replace(state, seed=seed, phase="roll", draws=0)
        after = RULES.apply(candidate, ("roll",))
        if sum(after.last_roll) == total:
            return candidate, after
    raise AssertionError("no seed rolls that")  # pragma: no cover


def _lone_corners(state, total: int):
    """A tile rolling ``total`` and two of its corners that touch no other tile rolling it."""
    island = state.island
    for tile in island.tiles_rolling(total):
        lone = [c for c in GEOMETRY.tile_corners[tile]
                if all(t == tile or island.numbers[t] != total for t in GEOMETRY.corner_tiles[c])]
        apart = [(a, b) for a in lone for b in lone if a < b and b not in GEOMETRY.corner_neighbours[a]]
        if apart:
            return tile, apart[0]
    raise AssertionError("no such tile")  # pragma: no cover


def test_houses_collect_one_big_houses_two_and_the_cloud_blocks():
    state = _empty_main()
    tile, (c1, c2) = _lone_corners(state, 6)
    state = _build(_build(state, 1, corners=[c1]), 2, cities=[c2])
    m = MATERIALS.index(state.island.terrain[tile])
    before, after = _rolling_to(state, 6)
    assert after.hands[1] == _add(before.hands[1], m, 1) and after.hands[2] == _add(before.hands[2], m, 2)
    assert after.hands[0] == before.hands[0] and after.hands[3] == before.hands[3]
    assert after.phase == "main"
    blocked, after = _rolling_to(replace(state, cloud=tile), 6)
    assert after.hands == blocked.hands


def _add(hand, m, n):
    return tuple(h + n * (k == m) for k, h in enumerate(hand))


def test_a_short_bank_pays_nobody_unless_one_player_is_owed():
    state = _empty_main()
    tile, (c1, c2) = _lone_corners(state, 8)
    m = MATERIALS.index(state.island.terrain[tile])
    state = _build(_build(state, 1, cities=[c1]), 2, cities=[c2])  # owed 2 + 2
    short = replace(state, bank=tuple(3 if k == m else b for k, b in enumerate(state.bank)))
    before, after = _rolling_to(short, 8)
    assert after.hands == before.hands and after.bank[m] == 3
    ordered = ShimaRules(ShimaRuleSet(short_bank="in_turn_order")).apply(before, ("roll",))
    assert ordered.hands[1][m] == 2 and ordered.hands[2][m] == 1 and ordered.bank[m] == 0  # from the roller on
    lone = _build(_empty_main(), 1, cities=[c1])
    lone = replace(lone, bank=tuple(1 if k == m else b for k, b in enumerate(lone.bank)))
    _, after = _rolling_to(lone, 8)
    assert after.hands[1][m] == 1 and after.bank[m] == 0


def test_a_seven_halves_big_hands_and_the_roller_chooses_only_their_own():
    state = _empty_main()
    state = _give(_give(_give(state, 0, _hand(wood=5, ore=4)), 1, _hand(wood=6, brick=2, leaf=1)), 2,
                  _hand(wheat=7))
    _before, after = _rolling_to(state, 7)
    assert after.hands[1] == _hand(wood=2, brick=2, leaf=1)  # 9 cards: return 4, most-held first
    assert after.hands[2] == _hand(wheat=7)  # 7 cards: nothing to return
    assert after.phase == "discard" and after.to_discard == 4 and after.to_move == 0
    assert {m[0] for m in RULES.legal_moves(after)} == {"discard"}
    for _ in range(4):
        after = RULES.apply(after, ("discard", ORE))
    assert after.hands[0] == _hand(wood=5) and after.phase == "cloud"
    assert sum(after.bank) + sum(map(sum, after.hands)) == 5 * BANK_PER_MATERIAL


def test_the_cloud_must_move_and_steals_from_a_neighbour_with_materials():
    state = _empty_main()
    tile = 9
    corners = GEOMETRY.tile_corners[tile]
    state = _build(_build(_build(state, 1, corners=[corners[0]]), 2, corners=[corners[3]]), 0, corners=[corners[1]])
    state = _give(_give(state, 1, _hand(ore=1)), 2, _hand(wheat=2))
    state = replace(state, phase="cloud", cloud=state.island.plaza)
    assert ("cloud", state.island.plaza) not in RULES.legal_moves(state)
    choosing = RULES.apply(state, ("cloud", tile))
    assert choosing.phase == "steal" and RULES.legal_moves(choosing) == [("steal", 1), ("steal", 2)]
    after = RULES.apply(choosing, ("steal", 1))
    assert after.hands[1] == _hand() and after.hands[0][ORE] == 1 and after.phase == "main"
    # a single neighbour with materials is robbed without asking; nobody with materials: nothing
    alone = RULES.apply(_give(state, 2, _hand()), ("cloud", tile))
    assert alone.phase == "main" and alone.hands[0][ORE] == 1
    nothing = RULES.apply(_give(_give(state, 2, _hand()), 1, _hand()), ("cloud", tile))
    assert nothing.phase == "main" and nothing.hands == _give(_give(state, 2, _hand()), 1, _hand()).hands


# -- building ----------------------------------------------------------------------------------


def test_roads_grow_from_own_pieces_and_stop_at_a_rivals_house():
    state = _empty_main()
    corners, sides = _path(10, 3)
    state = _build(state, 0, corners=[corners[0]], roads=sides[:2])
    state = _build(state, 1, corners=[corners[2]])
    state = _give(state, 0, _hand(wood=3, brick=3))
    legal = {m[1] for m in RULES.legal_moves(state) if m[0] == "road"}
    assert sides[2] not in legal  # beyond the rival's house
    assert all(RULES._road_reaches(state, 0, s) for s in legal)
    after = RULES.apply(state, ("road", min(legal)))
    assert after.hands[0] == _hand(wood=2, brick=2)


def test_houses_during_play_need_a_road_and_costs_and_pieces_count():
    state = _empty_main()
    corners, sides = _path(10, 2)
    state = _build(state, 0, corners=[corners[0]], roads=sides)
    state = _give(state, 0, _hand(wood=1, brick=1, leaf=1, wheat=1))
    assert ("house", corners[2]) in RULES.legal_moves(state)
    assert ("house", corners[1]) not in RULES.legal_moves(state)  # next to a house
    after = RULES.apply(state, ("house", corners[2]))
    assert after.hands[0] == _hand() and RULES.points(after, 0) == 2
    full = _build(_give(state, 0, _hand(wood=1, brick=1, leaf=1, wheat=3, ore=3)), 0,
                  corners=[0, 2, 4, 6])  # five houses already
    assert not [m for m in RULES.legal_moves(full) if m[0] == "house"]
    bigger = RULES.apply(full, ("city", 0))
    assert bigger.buildings[0] == (0, 2) and RULES.pieces_left(bigger, 0)["house"] == 1
    assert bigger.hands[0] == _hand(wood=1, brick=1, leaf=1, wheat=1)


def test_bank_and_harbour_rates():
    state = _give(_empty_main(), 0, _hand(wood=4, leaf=2, ore=3))
    legal = RULES.legal_moves(state)
    assert ("trade", WOOD, ORE) in legal and ("trade", LEAF, ORE) not in legal and ("trade", ORE, WOOD) not in legal
    leaf_kind, a, _b = state.island.harbours[0]
    assert leaf_kind == LEAF
    harboured = _build(state, 0, corners=[a])
    assert RULES.harbour_rates(harboured, 0) == (4, 4, 2, 4, 4)
    assert ("trade", LEAF, ORE) in RULES.legal_moves(harboured)
    generic = next(h for h in state.island.harbours if h[0] is None)
    assert RULES.harbour_rates(_build(state, 0, corners=[generic[2]]), 0) == (3, 3, 3, 3, 3)
    after = RULES.apply(harboured, ("trade", LEAF, ORE))
    assert after.hands[0] == _hand(wood=4, ore=4) and after.bank[LEAF] == state.bank[LEAF] + 2
    empty = replace(harboured, bank=tuple(0 if k == ORE else b for k, b in enumerate(harboured.bank)))
    assert ("trade", LEAF, ORE) not in RULES.legal_moves(empty)


# -- help cards --------------------------------------------------------------------------------


def _with_deck(state, *cards):
    return replace(state, deck=tuple(cards) + state.deck)


def test_a_drawn_card_waits_for_the_next_turn_and_one_card_a_turn():
    state = _with_deck(_give(_empty_main(), 0, _hand(leaf=2, wheat=2, ore=2)), KNIGHT, KNIGHT)
    state = RULES.apply(state, ("buy",))
    assert not [m for m in RULES.legal_moves(state) if m[0] == "play"]
    state = RULES.apply(RULES.apply(state, ("buy",)), ("end",))
    for seat in (1, 2, 3):
        assert state.to_move == seat
        state = RULES.apply(replace(state, phase="main"), ("end",))
    assert state.to_move == 0 and state.phase == "roll"
    assert RULES.legal_moves(state) == [("roll",)]  # cards come after the dice
    state = replace(state, phase="main")
    assert ("play", KNIGHT) in RULES.legal_moves(state)
    state = RULES.apply(state, ("play", KNIGHT))
    assert state.phase == "cloud" and state.knights[0] == 1
    state = RULES.apply(state, RULES.legal_moves(state)[0])
    if state.phase == "steal":
        state = RULES.apply(state, RULES.legal_moves(state)[0])
    assert ("play", KNIGHT) not in RULES.legal_moves(state)


def test_secret_point_counts_the_moment_it_is_drawn_but_not_publicly():
    state = _with_deck(_give(_empty_main(), 0, _hand(leaf=1, wheat=1, ore=1)), VICTORY)
    after = RULES.apply(state, ("buy",))
    assert RULES.points(after, 0) == RULES.points(state, 0) + 1
    assert RULES.points(after, 0, public=True) == RULES.points(state, 0, public=True)


def test_road_building_plenty_and_monopoly():
    base = _empty_main()
    corners, _ = _path(10, 1)
    k = {c: CARDS.index(c) for c in CARDS}
    cards = [0] * len(CARDS)
    for card in (ROADS, PLENTY, MONOPOLY):
        cards[k[card]] = 1
    state = replace(_build(base, 0, corners=[corners[0]]), cards=(tuple(cards),) + base.cards[1:])
    roads = RULES.apply(state, ("play", ROADS))
    assert roads.phase == "free_roads"
    roads = RULES.apply(roads, RULES.legal_moves(roads)[0])
    roads = RULES.apply(roads, RULES.legal_moves(roads)[0])
    assert roads.phase == "main" and sum(1 for r in roads.roads if r == 0) == 2 and roads.hands[0] == _hand()
    plenty = RULES.apply(state, ("play", PLENTY, ORE, ORE))
    assert plenty.hands[0] == _hand(ore=2) and plenty.bank[ORE] == BANK_PER_MATERIAL - 2
    robbed = _give(_give(state, 1, _hand(wheat=3, ore=1)), 3, _hand(wheat=2))
    after = RULES.apply(robbed, ("play", MONOPOLY, WHEAT))
    assert after.hands[0][WHEAT] == 5 and after.hands[1] == _hand(ore=1) and after.hands[3] == _hand()


# -- bonuses and the win ----------------------------------------------------------------------


def test_longest_road_needs_five_keeps_ties_and_breaks_at_a_rivals_house():
    state = _empty_main()
    corners, sides = _path(0, 6)
    state = _build(state, 0, corners=[corners[0]], roads=sides[:4])
    state = _give(state, 0, _hand(wood=2, brick=2))
    assert RULES.road_length(state, 0) == 4
    state = RULES.apply(state, ("road", sides[4]))
    assert state.longest_road == 0 and RULES.points(state, 0) == 3
    # a rival's road as long: the holder keeps it
    far, far_sides = _path(40, 5, avoid=corners)
    rival = _build(state, 1, corners=[far[0]], roads=far_sides[:4])
    rival = _give(replace(rival, to_move=1, turn_of=1), 1, _hand(wood=1, brick=1))
    rival = RULES.apply(rival, ("road", far_sides[4]))
    assert RULES.road_length(rival, 1) == 5 and rival.longest_road == 0
    # a rival's house in the middle cuts the road to 2 + 3: the bonus goes to the other five
    cut = _build(rival, 2, corners=[corners[2]])
    cut = RULES._award_road(cut, [0])
    assert RULES.road_length(cut, 0) == 3 and cut.longest_road == 1


def test_an_unowned_tie_gives_nobody_the_bonus_and_cloud_master_needs_three():
    assert ShimaRules._holder([5, 5, 0, 0], -1, 5) == -1
    assert ShimaRules._holder([5, 6, 0, 0], 0, 5) == 1
    assert ShimaRules._holder([4, 3, 0, 0], 0, 5) == -1
    state = _empty_main()
    cards = [0] * len(CARDS)
    cards[CARDS.index(KNIGHT)] = 1
    state = replace(state, knights=(2, 0, 0, 0), cards=(tuple(cards),) + state.cards[1:])
    after = RULES.apply(state, ("play", KNIGHT))
    assert after.cloud_master == 0 and RULES.points(after, 0) == 2


def test_ten_points_on_ones_own_turn_wins():
    state = _empty_main()
    corner, sides = _path(20, 2)
    near = {n for c in corner for n in (c, *GEOMETRY.corner_neighbours[c])}
    cities: list[int] = []
    for c in range(len(GEOMETRY.corners)):
        if len(cities) < 4 and c not in near and not any(c in GEOMETRY.corner_neighbours[o] for o in cities):
            cities.append(c)
    state = _build(state, 0, cities=cities)  # 8 points
    state = _build(state, 0, corners=[corner[0]], roads=sides)  # 9 points
    state = _give(state, 0, _hand(wood=1, brick=1, leaf=1, wheat=1))
    assert RULES.points(state, 0) == 9 and not RULES.is_over(state)
    won = RULES.apply(state, ("house", corner[2]))
    assert RULES.is_over(won) and won.winner == 0 and RULES.scores(won) == [1.0, 0.0, 0.0, 0.0]
    with pytest.raises(IllegalMove):
        RULES.apply(won, ("end",))


def test_the_turn_limit_ends_a_game_with_no_winner():
    rules = ShimaRules(ShimaRuleSet(turn_limit=3))
    state = replace(_empty_main(), turn=3)
    after = rules.apply(state, ("end",))
    assert rules.is_over(after) and after.winner == -1


# -- playouts -----------------------------------------------------------------------------------


@pytest.mark.parametrize("kinds", [("random",) * 4, ("greedy",) * 4, ("greedy", "random", "planner")])
def test_seeded_playouts_keep_every_count_and_replay(kinds):
    for seed in range(3):
        def play(seed=seed):
            state = RULES.initial_state(len(kinds), random.Random(seed))
            players = [PLAYERS[k](seed * 10 + i) for i, k in enumerate(kinds)]
            moves = []
            while not RULES.is_over(state):
                legal = RULES.legal_moves(state)
                assert legal, f"no legal move in phase {state.phase}"
                move = players[state.to_move].decide(RULES, state, legal)
                assert move in legal
                state = RULES.apply(state, move)
                moves.append(move)
                assert sum(state.bank) + sum(map(sum, state.hands)) == 5 * BANK_PER_MATERIAL
                assert min(state.bank) >= 0 and all(min(h) >= 0 for h in state.hands)
                for seat in range(len(kinds)):
                    left = RULES.pieces_left(state, seat)
                    assert min(left.values()) >= 0
                    # the kept road lengths are the roads measured afresh
                    assert state.road_lengths[seat] == RULES.road_length(state, seat)
                    # the quick listing of road sides agrees with the rule asked of every side
                    assert RULES.road_sides(state, seat) == [
                        s for s in range(len(GEOMETRY.sides)) if state.roads[s] == -1 and RULES._road_reaches(state, seat, s)]
                # every card drawn is held or was played; ひみつの１点 is held and counted
                held = sum(map(sum, state.cards))
                assert held + sum(state.knights) <= DECK_SIZE - len(state.deck)
                assert min(min(c) for c in state.cards) >= 0 and sum(state.knights) <= RULES.card_counts[KNIGHT]
                assert all(state.cards[s][CARDS.index(VICTORY)] == state.secret[s] for s in range(len(kinds)))
            return state, moves

        first, moves = play()
        second, again = play()
        assert moves == again and first == second
        if "greedy" in kinds:
            assert first.winner >= 0 and RULES.points(first, first.winner) >= 10



# -- what the engine keeps to be quick gives what working it out afresh gives -----------------


def test_the_draws_are_those_of_random_random():
    from core.games.shima.rules import _below, _dice, _generator

    for seed in (0, 1, 2**62 + 12345, 987_654_321):
        for draws in range(40):
            state = replace(RULES.initial_state(4, random.Random(1)), seed=seed, draws=draws)
            reference = random.Random(seed * 1_000_003 + draws)
            assert _dice(state) == (reference.randint(1, 6), reference.randint(1, 6))
            reference = random.Random(seed * 1_000_003 + draws)
            bits = _generator(state)
            for n in (6, 6, 1, 7, 13, 95):
                assert _below(bits, n) == reference.randrange(n)


def _walk_from_every_corner(state, seat: int) -> int:
    """The longest road by the rule's own words: walk every path from every corner."""
    own = [s for s, r in enumerate(state.roads) if r == seat]
    best = 0

    def walk(corner, used, length):
        nonlocal best
        best = max(best, length)
        building = state.buildings[corner]
        if length and building is not None and building[0] != seat:
            return
        for side in GEOMETRY.corner_sides[corner]:
            if side in own and side not in used:
                a, b = GEOMETRY.sides[side]
                walk(b if a == corner else a, used | {side}, length + 1)

    for corner in {c for side in own for c in GEOMETRY.sides[side]}:
        walk(corner, frozenset(), 0)
    return best


def _random_positions(games: int):
    """Every position of seeded games of random CPUs, and rings of roads laid by hand."""
    for seed in range(games):
        state = RULES.initial_state(4, random.Random(seed))
        players = [PLAYERS["random"](seed * 10 + k) for k in range(4)]
        while not RULES.is_over(state):
            yield state
            state = RULES.apply(state, players[state.to_move].decide(RULES, state, RULES.legal_moves(state)))
        yield state


def test_the_longest_road_is_that_of_a_walk_from_every_corner():
    checked = 0
    for state in _random_positions(12):
        if state.phase == "roll":
            for seat in range(state.players):
                assert RULES.road_length(state, seat) == _walk_from_every_corner(state, seat)
                checked += 1
    # networks that come back on themselves (every corner with an even number of roads), cut or not
    ring = [s for s, (a, b) in enumerate(GEOMETRY.sides) if set((a, b)) <= set(GEOMETRY.tile_corners[0])]
    ring2 = [s for s, (a, b) in enumerate(GEOMETRY.sides) if set((a, b)) <= set(GEOMETRY.tile_corners[18])]
    state = _build(_empty_main(), 0, roads=ring + ring2)
    assert RULES.road_length(state, 0) == 6 == _walk_from_every_corner(state, 0)
    cut = _build(state, 1, corners=[GEOMETRY.tile_corners[0][0]])
    assert RULES.road_length(cut, 0) == 6 == _walk_from_every_corner(cut, 0)
    spur = _build(state, 0, roads=[next(s for c in GEOMETRY.tile_corners[0] for s in GEOMETRY.corner_sides[c]
                                        if s not in ring)])
    assert RULES.road_length(spur, 0) == 7 == _walk_from_every_corner(spur, 0)
    assert checked > 1000


def test_the_board_facts_kept_up_to_date_after_a_road_are_those_worked_out_afresh():
    from core.games.shima.rules import _SeatBoard

    after_a_road = 0
    for seed in range(8):
        state = RULES.initial_state(4, random.Random(seed))
        players = [PLAYERS["random"](seed * 10 + k) for k in range(4)]
        while not RULES.is_over(state):
            move = players[state.to_move].decide(RULES, state, RULES.legal_moves(state))
            state = RULES.apply(state, move)
            if state.phase in ("main", "free_roads", "roll") and state.setup_step == 2 * state.players:
                after_a_road += move[0] == "road" and RULES._road_step[1] is state.roads
                for seat in range(state.players):
                    kept = RULES._seat_board(state, seat)
                    fresh = _SeatBoard(RULES, state, seat)
                    for fact in _SeatBoard.__slots__:
                        assert getattr(kept, fact) == getattr(fresh, fact), (fact, seat, move)
    assert after_a_road > 100  # positions whose facts were brought up to date from the road before
