"""What a player reads on clicking a town in 市区町村バトル (no Qt).

The rule text: 「町をタップすると、その町の姉妹都市が見られます」, 「(能力は) 町をタップすると見られます」
and, for overseas partners, 「町をタップすると、その町の海外の姉妹都市・友好都市が見られます」. So a
click on a cell tells: the town, who holds it and where it stands, its ★ and where they come from,
its movement now, its abilities (own and shared through a bond, spent ones marked) and its sister
cities with whether each bond holds. The window shows these lines; anything else (a report, a CLI)
could print them.
"""

from __future__ import annotations

from collections.abc import Callable

from core.games.battle.record import piece_names
from core.games.battle.rules import GONE, HAND, NOBODY, ONE_SHOT, BattleRules, BattleState
from core.models import Dataset
from core.models.abilities import ABILITIES
from core.models.town_strength import is_star_city


def _seat(seat: int) -> str:
    return f"seat {seat + 1}"


def town_facts(rules: BattleRules, dataset: Dataset, state: BattleState, code: str,
               seat_name: Callable[[int], str] = _seat) -> list[str]:
    """Lines about the town ``code`` (a cell of this game) in ``state``; ``seat_name`` names a seat
    (the window says "seat 2 (CPU normal)"). Empty for a code that is not a town of this game."""
    town = dataset.municipality(code)
    piece = rules.index.get(code)
    if town is None or piece is None:
        return []
    names = piece_names(dataset)  # towns, overseas cities and trade ports: any piece may stand on a cell
    lines = [f"{town.name}" + (f"（{town.kana}）" if town.kana else "") + f" {town.prefecture} {town.code}"]

    owner, where = state.owner[piece], state.where[piece]
    holder = "unaffiliated" if owner == NOBODY else f"{seat_name(owner)}'s"
    if owner != NOBODY and state.homes[owner] == piece:
        holder = f"{seat_name(owner)}'s home (本拠地)"
    if where == HAND:
        standing = "in hand (持ち駒), to be placed"
    elif where == GONE:
        standing = "gone for good (sacrificed in a call)"
    elif where == piece:  # a town's piece k has cell k for its own
        standing = "on its own cell"
    else:
        standing = f"standing on {names.get(rules.codes[where], rules.codes[where])}'s cell"
    occupant = state.occupant[piece]
    lines.append(f"{holder}, {standing}")
    if occupant >= 0 and occupant != piece:
        lines.append(f"on this cell now: {names.get(rules.piece_ids[occupant], rules.piece_ids[occupant])}")

    stars = rules.stars[piece]
    sources = ", ".join(f"{s.name} ★{s.stars}" for s in town.specialties) or "no specialty registered"
    if is_star_city(town):
        sources += "; 政令指定都市・県庁所在地・千代田区 are ★4 at least"
    elif not town.specialties:
        sources += ", so ★1"
    lines.append(f"★{stars} — {sources}")
    lines.append(f"movement {rules.movement(state, piece)} (area {town.area_km2 or 0:.0f} km²)")

    own = rules.abilities[piece]
    shared = rules.effective_abilities(state, piece) - own
    abilities = [ABILITIES.get(a, (a, ""))[0] + (" (spent)" if a in ONE_SHOT and (piece, a) in state.used else "")
                 for a in sorted(own)]
    abilities += [f"{ABILITIES.get(a, (a, ''))[0]} (through a bond)" for a in sorted(shared)]
    lines.append("abilities: " + (", ".join(abilities) if abilities else "none"))

    bonded = set(rules.bonded(state, piece)) if owner != NOBODY else set()
    overseas = {c.id: c for c in dataset.overseas_cities}
    sisters, abroad = [], []
    for link in dataset.sister_city_links:
        if code not in (link.a, link.b):
            continue
        other = link.b if link.a == code else link.a
        if link.kind == "overseas":
            city = overseas.get(other)
            abroad.append(f"{city.name} ({city.country})" if city else other)
            continue
        partner = rules.index.get(other)
        if partner is None:
            continue
        if partner in bonded:
            status = "♥ bond"
        elif state.where[partner] < 0:
            status = "not on the board"
        elif state.owner[partner] == NOBODY:
            status = "unaffiliated"
        else:
            status = f"{seat_name(state.owner[partner])}'s"
        sisters.append(f"{names.get(other, other)} ({status})")
    lines.append("sister cities: " + (", ".join(sisters) if sisters else "none"))
    if abroad:
        lines.append("overseas: " + ", ".join(abroad))
    return lines
