"""Flat tables of a dataset, shared by the CSV, GeoJSON and GeoPackage exporters (no Qt).

Each table is a list of dict rows with plain values, in dataset order.
"""

from __future__ import annotations

from core.models.dataset import Dataset
from core.province_network import ProvinceNetwork


def province_rows(dataset: Dataset) -> list[dict]:
    """One row per province with its circuit, colour and role in play."""
    network = ProvinceNetwork.from_dataset(dataset)
    circuits = {c.id: c for c in dataset.circuits}
    rows = []
    for p in dataset.provinces:
        circuit = circuits.get(p.circuit)
        if network.on_highway(p.id):
            play = "highway"
        elif network.neighbours[p.id]:
            play = "adjacency"
        elif network.ferries[p.id]:
            play = "ferry"
        else:
            play = "none"
        rows.append(
            {
                "id": p.id,
                "kanji": p.kanji,
                "kana": p.kana,
                "romaji": p.romaji,
                "circuit": p.circuit,
                "circuit_kanji": circuit.kanji if circuit else "",
                "colour": circuit.colour if circuit else "",
                "play": play,
                "junction": network.is_junction(p.id),
                "highways": " ".join(network.highways_through[p.id]),
                "neighbours": " ".join(sorted(network.neighbours[p.id])),
            }
        )
    return rows


def highway_stop_rows(dataset: Dataset) -> list[dict]:
    """One row per highway stop: highway id, name, tier, stop number (1-based), province id."""
    return [
        {"highway": h.id, "name": h.name, "tier": h.tier, "stop": i + 1, "province": stop}
        for h in dataset.highways
        for i, stop in enumerate(h.provinces)
    ]


def adjacency_rows(dataset: Dataset) -> list[dict]:
    """One row per neighbouring pair: derived, added or removed, with the override's note; on a
    municipality board, each pair of cells sharing a land border (``land``)."""
    if dataset.is_municipality_board:
        pairs = {tuple(sorted((a, b))) for a, others in dataset.cell_adjacency.items() for b in others}
        return [{"a": a, "b": b, "source": "land", "note": ""} for a, b in sorted(pairs)]
    rows = {}
    for a, others in dataset.adjacency.derived.items():
        for b in others:
            key = tuple(sorted((a, b)))
            rows[key] = {"a": key[0], "b": key[1], "source": "derived", "note": ""}
    for o in dataset.adjacency.overrides:
        key = tuple(sorted((o.a, o.b)))
        source = "added" if o.action == "add" else "removed"
        rows[key] = {"a": key[0], "b": key[1], "source": source, "note": o.note}
    return [rows[k] for k in sorted(rows)]


def municipality_rows(dataset: Dataset) -> list[dict]:
    """One row per municipality: what the reference says, and everything a designer edits or the
    game derives — specialties, abilities, ★ and movement, land neighbours, sea links and sister
    cities (codes separated by spaces)."""
    from core.dataset_info import links_by_town
    from core.models.town_strength import cell_movement, cell_stars

    sea, sisters = links_by_town(dataset)
    return [
        {
            "code": m.code,
            "prefecture": m.prefecture,
            "name": m.name,
            "kana": m.kana,
            "area_km2": m.area_km2,
            "population": m.population,
            "designated_city": m.designated_city,
            "prefectural_capital": m.prefectural_capital,
            "special_ward": m.special_ward,
            "specialties": "; ".join(f"{s.name}★{s.stars}" for s in m.specialties),
            "abilities": " ".join(m.abilities),
            "stars": cell_stars(m),
            "movement": cell_movement(m),
            "neighbours": " ".join(dataset.cell_adjacency.get(m.code, ())),
            "sea_links": " ".join(sorted(sea.get(m.code, []))),
            "sister_cities": " ".join(sorted(sisters.get(m.code, []))),
        }
        for m in dataset.municipalities
    ]


def sea_link_rows(dataset: Dataset) -> list[dict]:
    """One row per sea link: the two towns, ferry/bridge/tunnel, whether it is an unreviewed
    suggestion, and its note (the route and who runs it)."""
    names = {m.code: m.name for m in dataset.municipalities}
    return [{"a": link.a, "a_name": names.get(link.a, ""), "b": link.b, "b_name": names.get(link.b, ""),
             "kind": link.kind, "suggested": link.suggested, "note": link.note} for link in dataset.sea_links]


def sister_city_rows(dataset: Dataset) -> list[dict]:
    """One row per sister-city link: domestic (two towns) or overseas (a town and a partner city)."""
    names = {m.code: m.name for m in dataset.municipalities} | {c.id: c.name for c in dataset.overseas_cities}
    return [{"kind": link.kind, "a": link.a, "a_name": names.get(link.a, ""), "b": link.b,
             "b_name": names.get(link.b, "")} for link in dataset.sister_city_links]
