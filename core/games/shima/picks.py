"""しま played by pointing, as the rule book's digital version: a build is chosen, then a white place
on the island (no Qt).

In the set-up, during free roads and when the cloud moves, the places are offered at once: a
corner for the house, a side for the road, a tile for the cloud, a neighbour's seat to take a
card from. In the main phase Road, House and Big house are picked up first (the window's buttons,
or R/H/B), then a lit side or corner. A trade picks up a material of one's hand and puts it on the
bank's material wanted (the rate written on it); a help card is played from the hand of help
cards (豊作 and ひとりじめ pick their materials at the bank). Rolling, drawing a help card,
ending the turn and returning cards after a 7 are clicks on the button or card itself.
"""

from __future__ import annotations

from core.games.shima.board import GEOMETRY, MATERIALS
from core.games.shima.record import _corner, _tile
from core.games.shima.rules import CARDS, MONOPOLY, PLENTY, SEAT_NAMES
from core.games.table_picks import Pick
from core.text import translate

#: What is picked up first for a build in the main phase.
BUILDS = ("road", "house", "city")


def _label(rules, state, move: tuple):
    kind = move[0]
    if kind in ("house", "city"):
        text = translate("ShimaMove", "house at {corner}") if kind == "house" else \
            translate("ShimaMove", "big house at {corner}")
        return text.format(corner=_corner(state, move[1]))
    if kind == "road":
        ends = GEOMETRY.sides[move[1]]
        return translate("ShimaPick", "road between {first} and {second}").format(
            first=_corner(state, ends[0]), second=_corner(state, ends[1]))
    if kind == "roll":
        return translate("ShimaPick", "roll the dice").format()
    if kind == "buy":
        return translate("ShimaPick", "draw a help card").format()
    if kind == "end":
        return translate("ShimaPick", "end the turn").format()
    if kind == "end_roads":
        return translate("ShimaPick", "stop building free roads").format()
    if kind == "discard":
        return translate("ShimaPick", "return {material} ({count} still to return)").format(
            material=MATERIALS[move[1]], count=state.to_discard)
    if kind == "cloud":
        return translate("ShimaMove", "cloud to {tile}").format(tile=_tile(state, move[1]))
    if kind == "steal":
        return translate("ShimaPick", "take a card from {seat} ({count} held)").format(
            seat=SEAT_NAMES[move[1]], count=sum(state.hands[move[1]]))
    if kind == "trade":
        rate = rules.harbour_rates(state, state.to_move)[move[1]]
        return translate("ShimaPick", "trade {count} {given} for 1 {taken}").format(
            count=rate, given=MATERIALS[move[1]], taken=MATERIALS[move[2]])
    card = move[1]
    if card == PLENTY:
        return translate("ShimaPick", "use {card}: take {first} and {second}").format(
            card=card, first=MATERIALS[move[2]], second=MATERIALS[move[3]])
    if card == MONOPOLY:
        return translate("ShimaPick", "use {card}: everyone's {material}").format(
            card=card, material=MATERIALS[move[2]])
    return translate("ShimaPick", "use {card}").format(card=card)


def table_picks(rules, state, moves: list[tuple]) -> list[Pick]:
    """One :class:`Pick` per legal move."""
    main = state.phase == "main"
    picks = []
    for move in moves:
        kind, label = move[0], _label(rules, state, move)
        if kind in ("house", "city", "road"):
            place = ("side" if kind == "road" else "corner", str(move[1]))
            picks.append(Pick(move, place, (("build", kind),) if main else (), kind, "", label))
        elif kind in ("roll", "end", "end_roads"):
            picks.append(Pick(move, ("button", kind), kind=kind, label=label))
        elif kind == "buy":
            picks.append(Pick(move, ("build", "card"), kind=kind, label=label))
        elif kind == "discard":
            picks.append(Pick(move, ("material", str(move[1])), kind=kind, label=label))
        elif kind == "cloud":
            picks.append(Pick(move, ("tile", str(move[1])), kind=kind, label=label))
        elif kind == "steal":
            picks.append(Pick(move, ("seat", str(move[1])), kind=kind, label=label))
        elif kind == "trade":
            rate = rules.harbour_rates(state, state.to_move)[move[1]]
            picks.append(Pick(move, ("bank", str(move[2])), (("material", str(move[1])),), kind, f"{rate}:1", label))
        elif len(move) == 2:  # a help card used by itself
            picks.append(Pick(move, ("help", move[1]), kind="play", label=label))
        else:  # 豊作 (two materials) and ひとりじめ (one): the card, then the material at the bank
            picks.append(Pick(move, ("bank", str(move[2])), (("help", move[1]),), "play", "", label))
    return picks


#: What the four builds are called (the help card is bought as a build).
BUILD_NAMES = {"road": translate("ShimaPick", "Road"), "house": translate("ShimaPick", "House"),
               "city": translate("ShimaPick", "Big house"), "card": translate("ShimaPick", "Help card")}


def spot_names(rules, state) -> dict:
    """What the builds, materials, help cards, seats, corners, sides and tiles are called."""
    names = {("build", kind): name.format() for kind, name in BUILD_NAMES.items()}
    for m, material in enumerate(MATERIALS):
        names[("material", str(m))] = material
        names[("bank", str(m))] = material
    for seat, name in enumerate(SEAT_NAMES):
        names[("seat", str(seat))] = name
    for corner in range(len(GEOMETRY.corners)):
        names[("corner", str(corner))] = _corner(state, corner)
    for side, (first, second) in enumerate(GEOMETRY.sides):
        names[("side", str(side))] = f"{_corner(state, first)} – {_corner(state, second)}"
    for card in CARDS:
        names[("help", card)] = card
    for tile in range(len(GEOMETRY.tiles)):
        names[("tile", str(tile))] = _tile(state, tile)
    return names
