"""旧国かるた as one seat sees it (no Qt): its own hand, the board and the lines, how many cards
each other seat holds — never another hand or the cards dealt to nobody.

A view is plain JSON (province and highway ids, as the state files write them), the same for a
seat whatever the others hold. :func:`table_state` rebuilds from it a state a table can draw and a
seat to move can read its legal moves from: the cards it cannot see are put in the others' hands
and aside as stand-ins (the unseen cards in dataset order), so only their counts mean anything.
Once the deal is over every hand is shown.
"""

from __future__ import annotations

import random
from dataclasses import replace

from core.games.karuta.record import state_from_json, state_to_json
from core.games.karuta.rules import KarutaRules
from core.games.karuta.state import KarutaState


def view(rules: KarutaRules, state: KarutaState, seat: int | None) -> dict:
    """What ``seat`` sees (None: a watcher): the state file's fields, with the hands it may not see
    as null and every hand's size."""
    data = state_to_json(rules, state)
    if not state.is_over:
        data["hands"] = [hand if k == seat else None for k, hand in enumerate(data["hands"])]
        data["set_aside"] = None
    data["hand_sizes"] = [state.hand_size(k) for k in range(state.players)]
    data["set_aside_size"] = state.set_aside.bit_count()
    return data


def table_state(rules: KarutaRules, data: dict) -> KarutaState:
    """A state drawn from a view: the unseen cards dealt to the hands and aside as stand-ins, as
    many as each holds."""
    data = dict(data)
    sizes = data["hand_sizes"]
    seen = set(data["board"])
    for hand in data["hands"]:
        seen.update(hand or [])
    unseen = [pid for pid in rules.province_ids if pid not in seen]
    hands = []
    for k, hand in enumerate(data["hands"]):
        if hand is None:
            hand, unseen = unseen[:sizes[k]], unseen[sizes[k]:]
        hands.append(hand)
    data["hands"] = hands
    if data.get("set_aside") is None:
        data["set_aside"] = unseen
    return state_from_json(rules, data)


def redeal_hidden(rules: KarutaRules, state: KarutaState, seat: int, rng: random.Random) -> KarutaState:
    """The same position with what ``seat`` cannot see dealt again: the other hands and the cards
    set aside shuffled among themselves, each keeping its size."""
    places = [k for k in range(state.players) if k != seat]
    pool = [p for mask in [state.hands[k] for k in places] + [state.set_aside] for p in _bits(mask)]
    rng.shuffle(pool)
    hands = list(state.hands)
    for k in places:
        size = state.hands[k].bit_count()
        hands[k], pool = _mask(pool[:size]), pool[size:]
    return replace(state, hands=tuple(hands), set_aside=_mask(pool))


def _bits(mask: int) -> list[int]:
    return [p for p in range(mask.bit_length()) if mask >> p & 1]


def _mask(cards) -> int:
    mask = 0
    for p in cards:
        mask |= 1 << p
    return mask



def board_view(rules: KarutaRules) -> dict:
    """What a browser draws the deal's table on: each province (in the rules' order) with its
    outline, label point, names and circuit colour; the highways as their stops; the ferry routes."""
    from core.geometry.board_store import load_board
    from core.geometry.svg_outlines import bounds_of, region_path, tolerance_for

    dataset = rules.dataset
    board = load_board(dataset.board or "provinces")
    regions = {region.id: region for region in board.regions}
    colours = {circuit.id: circuit.colour for circuit in dataset.circuits}
    tolerance = tolerance_for(board.regions)
    provinces = []
    for pid in rules.province_ids:
        province, region = dataset.province(pid), regions.get(pid)
        provinces.append({
            "id": pid, "kanji": province.kanji, "kana": province.kana, "romaji": province.romaji,
            "colour": colours.get(province.circuit, "#cccccc"),
            "path": region_path(region, tolerance) if region is not None else "",
            "label": [round(v, 1) for v in region.label_point] if region is not None else None})
    return {
        "provinces": provinces, "bounds": bounds_of(board.regions),
        "highways": [{"id": hid, "name": dataset.highway(hid).name, "stops": [rules.province_ids[p] for p in stops]}
                     for hid, stops in zip(rules.highway_ids, rules.stops)],
        "ferries": [[route.a, route.b] for route in dataset.ferry_routes],
        "attribution": list(board.attribution)}
