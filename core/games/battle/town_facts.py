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
from core.text import joined, translate


def _seat(seat: int) -> str:
    return translate("TownFacts", "seat {seat}").format(seat=seat + 1)


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
    holder = translate(
        "TownFacts", "unaffiliated").format() if owner == NOBODY else translate("TownFacts", "{seat}'s").format(
            seat=seat_name(owner))
    if owner != NOBODY and state.homes[owner] == piece:
        holder = translate("TownFacts", "{seat}'s home (本拠地)").format(seat=seat_name(owner))
    if where == HAND:
        standing = translate("TownFacts", "in hand (持ち駒), to be placed").format()
    elif where == GONE:
        standing = translate("TownFacts", "gone for good (sacrificed in a call)").format()
    elif where == piece:  # a town's piece k has cell k for its own
        standing = translate("TownFacts", "on its own cell").format()
    else:
        standing = translate("TownFacts", "standing on {town}'s cell").format(
            town=names.get(rules.codes[where], rules.codes[where]))
    occupant = state.occupant[piece]
    lines.append(translate("TownFacts", "{holder}, {standing}").format(holder=holder, standing=standing))
    if occupant >= 0 and occupant != piece:
        lines.append(translate("TownFacts", "on this cell now: {town}").format(
            town=names.get(rules.piece_ids[occupant], rules.piece_ids[occupant])))

    stars = rules.stars[piece]
    listed = ", ".join(f"{s.name} ★{s.stars}" for s in town.specialties)
    if is_star_city(town):
        if listed:
            sources = translate("TownFacts", "{specialties}; 政令指定都市・県庁所在地・千代田区 are ★4 at least").format(
                specialties=listed)
        else:
            sources = translate("TownFacts", "no specialty registered; 政令指定都市・県庁所在地・千代田区 are ★4 at least").format()
    elif not town.specialties:
        sources = translate("TownFacts", "no specialty registered, so ★1").format()
    else:
        sources = listed
    lines.append(joined("", [f"★{stars} — ", sources]))
    lines.append(translate("TownFacts", "movement {movement} (area {area:.0f} km²)").format(
        movement=rules.movement(state, piece),
                                                                           area=town.area_km2 or 0))

    own = rules.abilities[piece]
    shared = rules.effective_abilities(state, piece) - own
    abilities = [translate("TownFacts", "{ability} (spent)").format(ability=ABILITIES.get(a, (a, ""))[0])
                 if a in ONE_SHOT and (piece, a) in state.used else ABILITIES.get(a, (a, ""))[0] for a in sorted(own)]
    abilities += [translate("TownFacts", "{ability} (through a bond)").format(
        ability=ABILITIES.get(a, (a, ''))[0]) for a in sorted(shared)]
    lines.append(translate("TownFacts", "abilities: {abilities}").format(
        abilities=joined(", ", abilities) if abilities else
                                                          translate("TownFacts", "none").format()))

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
            status = translate("TownFacts", "♥ bond").format()
        elif state.where[partner] < 0:
            status = translate("TownFacts", "not on the board").format()
        elif state.owner[partner] == NOBODY:
            status = translate("TownFacts", "unaffiliated").format()
        else:
            status = translate("TownFacts", "{seat}'s").format(seat=seat_name(state.owner[partner]))
        sisters.append(joined("", [f"{names.get(other, other)} (", status, ")"]))
    lines.append(translate("TownFacts", "sister cities: {towns}").format(towns=joined(", ", sisters) if sisters else
                                                          translate("TownFacts", "none").format()))
    if abroad:
        lines.append(translate("TownFacts", "overseas: {cities}").format(cities=", ".join(abroad)))
    return lines


def overseas_facts(rules: BattleRules, dataset: Dataset, state: BattleState, piece: int,
                   seat_name: Callable[[int], str] = _seat) -> list[str]:
    """Lines about an overseas city's piece (called in, or a 貿易港町): where it is from, who holds
    it, its ★ from its population, its movement and its Japanese sister cities on the board."""
    names = piece_names(dataset)
    pid = rules.piece_ids[piece]
    city = next((c for c in dataset.overseas_cities if c.id == pid), None)
    head = f"⚑ {names.get(pid, pid)}" + (f" ({city.country})" if city else "")
    owner, where = state.owner[piece], state.where[piece]
    holder = translate("TownFacts", "unaffiliated").format() if owner == NOBODY else \
        translate("TownFacts", "{seat}'s").format(seat=seat_name(owner))
    if where == HAND:
        standing = translate("TownFacts", "in hand (持ち駒), to be placed").format()
    elif where == GONE:
        standing = translate("TownFacts", "gone for good (sacrificed in a call)").format()
    elif where >= 0:
        standing = translate("TownFacts", "standing on {town}'s cell").format(
            town=names.get(rules.codes[where], rules.codes[where]))
    else:
        standing = translate("TownFacts", "not called in").format()
    population = city.population if city else None
    lines = [head, translate("TownFacts", "{holder}, {standing}").format(holder=holder, standing=standing),
             translate("TownFacts", "★{stars} — an overseas city's strength comes from its population ({people})").format(
                 stars=rules.stars[piece], people=f"{population:,}" if population else "—"),
             translate("TownFacts", "movement {movement}").format(movement=rules.movement(state, piece))]
    bonded = set(rules.bonded(state, piece)) if owner != NOBODY else set()
    sisters = [joined("", [names.get(rules.piece_ids[p], rules.piece_ids[p]),
                           " ♥" if p in bonded else ""]) for p in rules.partners[piece]]
    lines.append(translate("TownFacts", "sister cities: {towns}").format(
        towns=joined(", ", sisters) if sisters else translate("TownFacts", "none").format()))
    return lines


def spot_facts(rules: BattleRules, state: BattleState, spot: tuple[str, str],
               seat_name: Callable[[int], str] = _seat) -> list[str]:
    """What a tap on ``spot`` tells (「町をタップすると…見られます」): a cell's town — and the
    piece standing on it when that is another — or a piece in a hand."""
    kind, key = spot
    dataset = rules.dataset
    if kind == "cell":
        cell = rules.index.get(key)
        if cell is None or cell >= rules.n_cells:
            return []
        lines = town_facts(rules, dataset, state, key, seat_name)
        occupant = state.occupant[cell]
        if occupant >= rules.n_cells:
            lines += [""] + overseas_facts(rules, dataset, state, occupant, seat_name)
        return lines
    if kind == "hand":
        piece = rules.index.get(key)
        if piece is None:
            return []
        if piece < rules.n_cells:
            return town_facts(rules, dataset, state, key, seat_name)
        return overseas_facts(rules, dataset, state, piece, seat_name)
    return []
