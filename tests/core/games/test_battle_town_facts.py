"""What a click on a town tells in 市区町村バトル: holder, place, ★ and their source, movement,
abilities (own, shared, spent) and sister cities with their bonds."""

from __future__ import annotations

from dataclasses import replace

from tests_support_battle import grid_dataset, position

from core.games.battle.rules import HAND, BattleRules
from core.games.battle.town_facts import town_facts
from core.models import OverseasCity, Specialty


def test_a_held_town_with_a_bond_and_shared_abilities():
    dataset = grid_dataset(stars={5: 3}, area={5: 160.0}, abilities={15: ["defence-plus-1", "daruma"]},
                           links=[(5, 15), (5, "paris")], overseas=[("paris", 2_100_000)])
    rules = BattleRules(dataset)
    state = position(rules, owners={5: 0, 0: 0, 3: 1}, homes=(0, 3))
    lines = town_facts(rules, dataset, state, "00005")
    assert lines[0] == "町5 テスト県 00005"
    assert lines[1] == "seat 1's, on its own cell"
    assert lines[2] == "★3 — 名物 ★3"
    assert lines[3] == "movement 2 (area 160 km²)"
    # だるま is one-shot and not shared; 防御+1 comes through the bond with unaffiliated 町15
    assert lines[4] == "abilities: 防御+1 (through a bond)"
    assert lines[5:] == ["sister cities: 町15 (♥ bond)", "overseas: paris (X)"]


def test_a_home_a_town_in_hand_and_one_standing_elsewhere():
    dataset = grid_dataset(links=[(1, 2)])
    rules = BattleRules(dataset)
    state = position(rules, owners={0: 0, 15: 1, 1: 1, 2: 0}, homes=(0, 15), empty=(1,))
    # piece 2 (seat 1's) stands on cell 1; its own cell 2 is empty
    state = replace(state, occupant=tuple(2 if c == 1 else -1 if c == 2 else p for c, p in enumerate(state.occupant)),
                    where=tuple(1 if p == 2 else w for p, w in enumerate(state.where)))
    names = {0: "you", 1: "CPU"}.get
    assert town_facts(rules, dataset, state, "00000", names)[1] == "you's home (本拠地), on its own cell"
    assert town_facts(rules, dataset, state, "00002", names)[1] == "you's, standing on 町1's cell"
    held = town_facts(rules, dataset, state, "00001", names)
    assert state.where[1] == HAND and held[1] == "CPU's, in hand (持ち駒), to be placed"
    assert held[2] == "on this cell now: 町2"
    # 町1 and 町2 are partners, but 町1 is in hand: no bond
    assert town_facts(rules, dataset, state, "00002", names)[-1] == "sister cities: 町1 (not on the board)"


def test_a_star_city_says_why_and_a_stranger_says_nothing():
    dataset = grid_dataset()
    capital = dataset.municipalities[6].model_copy(update={"prefectural_capital": True,
                                                           "specialties": (Specialty(name="茶", stars=2),)})
    dataset = dataset.model_copy(update={"municipalities": tuple(capital if m.code == "00006" else m
                                                                  for m in dataset.municipalities)})
    rules = BattleRules(dataset)
    state = position(rules, owners={0: 0, 15: 1}, homes=(0, 15))
    lines = town_facts(rules, dataset, state, "00006")
    assert lines[1] == "unaffiliated, on its own cell"
    assert lines[2] == "★4 — 茶 ★2; 政令指定都市・県庁所在地・千代田区 are ★4 at least"
    assert lines[4:] == ["abilities: none", "sister cities: none"]
    assert town_facts(rules, dataset, state, "00007")[2] == "★1 — no specialty registered, so ★1"
    assert town_facts(rules, dataset, state, "99999") == []


def test_an_overseas_city_standing_on_a_cell_is_named():
    dataset = grid_dataset(links=[(5, "Q90")], overseas=[("Q90", 2_100_000)])
    dataset.overseas_cities = (OverseasCity(id="Q90", name="Paris", country="France", population=2_100_000),)
    rules = BattleRules(dataset)
    paris = rules.index["Q90"]
    state = position(rules, owners={0: 0, 15: 1, 10: 0}, homes=(0, 15), empty=(10,))
    state = replace(state, occupant=tuple(paris if c == 10 else p for c, p in enumerate(state.occupant)),
                    where=tuple(10 if p == paris else w for p, w in enumerate(state.where)),
                    owner=tuple(0 if p == paris else o for p, o in enumerate(state.owner)))
    lines = town_facts(rules, dataset, state, "00010")
    assert lines[1] == "seat 1's, in hand (持ち駒), to be placed" and lines[2] == "on this cell now: Paris"
    assert town_facts(rules, dataset, state, "00005")[-1] == "overseas: Paris (France)"
