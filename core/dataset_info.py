"""What is in a dataset: counts and coverage, as ``kuni info`` and the app's status show it (no Qt)."""

from __future__ import annotations

from collections import Counter

from core.models.dataset import Dataset
from core.province_network import ProvinceNetwork


def describe(dataset: Dataset) -> dict:
    """Counts and coverage of a dataset as plain data.

    Coverage follows the designers' own figures: provinces on some highway, provinces on none
    (split into adjacency-only and ferry-only), junctions, islands reached by boat, and whether
    every province is reachable from the start province.
    """
    network = ProvinceNetwork.from_dataset(dataset)
    names = {p.id: p.kanji for p in dataset.provinces}
    starts = network.default_starts(dataset)
    reached = network.reachable_from(starts) if starts else set(network.provinces)
    derived = dataset.adjacency.derived
    overrides = []
    for o in dataset.adjacency.overrides:
        in_geometry = o.b in derived.get(o.a, ()) or o.a in derived.get(o.b, ())
        overrides.append(
            {"a": o.a, "b": o.b, "action": o.action, "in_geometry": in_geometry, "note": o.note}
        )
    info = {
        "name": dataset.name,
        "game": dataset.game,
        "schema_version": dataset.schema_version,
        "counts": {
            "circuits": len(dataset.circuits),
            "provinces": len(dataset.provinces),
            "highways": len(dataset.highways),
            "highways_by_tier": dict(Counter(h.tier for h in dataset.highways)),
            "ferry_routes": len(dataset.ferry_routes),
            "adjacency_pairs_derived": sum(len(v) for v in derived.values()) // 2,
            "adjacency_overrides": len(dataset.adjacency.overrides),
            "municipalities": len(dataset.municipalities),
            "sister_city_links": len(dataset.sister_city_links),
            "overseas_cities": len(dataset.overseas_cities),
            "card_sizes": len(dataset.card_sizes),
        },
        "coverage": {
            "on_highway": len(network.highway_provinces()),
            "not_on_highway": len(network.off_highway()),
            "adjacency_only": [names[p] for p in network.adjacency_only()],
            "ferry_only": [names[p] for p in network.ferry_only()],
            "junctions": [names[p] for p in network.junctions()],
            "start_province": names.get(starts[0], starts[0]) if starts else None,
            "reachable": len(reached),
            "unreachable": [names[p] for p in network.provinces if p not in reached],
        },
        "adjacency_overrides": overrides,
    }
    if dataset.municipalities:
        info.update(_cell_info(dataset))
    return info


def links_by_town(dataset: Dataset) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """Each town's sea-link partners and its sister cities (a domestic link counts for both towns,
    an overseas one for the town)."""
    sea: dict[str, list[str]] = {}
    for link in dataset.sea_links:
        sea.setdefault(link.a, []).append(link.b)
        sea.setdefault(link.b, []).append(link.a)
    sisters: dict[str, list[str]] = {}
    for link in dataset.sister_city_links:
        sisters.setdefault(link.a, []).append(link.b)
        if link.kind == "domestic":
            sisters.setdefault(link.b, []).append(link.a)
    return sea, sisters


def _cell_info(dataset: Dataset) -> dict:
    """The municipality board's figures: cells, unreachable cells and every town's values."""
    from core.models.town_strength import OVERSEAS_MOVEMENT, cell_movement, cell_stars, overseas_stars, star_histogram
    from core.validation.rules.cells import island_reach, unreachable_cells

    sea, sisters = links_by_town(dataset)
    reach = island_reach(dataset)
    return {
        "cells": len(dataset.municipalities),
        "unreachable": unreachable_cells(dataset),
        "sea_links": len(dataset.sea_links),
        "sea_links_suggested": sum(link.suggested for link in dataset.sea_links),
        "star_histogram": star_histogram(dataset),
        "towns_with_abilities": sum(bool(m.abilities) for m in dataset.municipalities),
        "towns_with_specialties": sum(bool(m.specialties) for m in dataset.municipalities),
        "islands": {"by_routes": len(reach["routes"]), "by_suggestions": len(reach["suggestions"]),
                    "unreached": len(reach["none"]),
                    "by_suggestions_towns": [list(group) for group in reach["suggestions"]]},
        "municipalities": {
            m.code: {
                "name": m.name,
                "prefecture": m.prefecture,
                "kana": m.kana,
                "stars": cell_stars(m),
                "movement": cell_movement(m),
                "area_km2": m.area_km2,
                "population": m.population,
                "designated_city": m.designated_city,
                "prefectural_capital": m.prefectural_capital,
                "neighbours": list(dataset.cell_adjacency.get(m.code, ())),
                "sea_links": sorted(sea.get(m.code, [])),
                "sister_cities": sorted(sisters.get(m.code, [])),
            }
            for m in dataset.municipalities
        },
        "overseas_cities": {
            c.id: {"name": c.name, "country": c.country, "population": c.population,
                   "stars": overseas_stars(c.population), "movement": OVERSEAS_MOVEMENT}
            for c in dataset.overseas_cities
        },
    }


def format_info(info: dict) -> str:
    """The human-readable form of :func:`describe`'s result."""
    c, v = info["counts"], info["coverage"]
    tiers = ", ".join(f"{k} {n}" for k, n in info["counts"]["highways_by_tier"].items())
    lines = [f"{info['name']}  (game {info['game']}, schema {info['schema_version']})"]
    if c["provinces"]:
        lines += [
            (f"  provinces {c['provinces']}, circuits {c['circuits']}, highways {c['highways']} ({tiers or '—'}), "
            f"ferry routes {c['ferry_routes']}"),
            f"  adjacency: {c['adjacency_pairs_derived']} pairs from geometry, {c['adjacency_overrides']} overrides",
        ]
    if c["municipalities"]:
        lines.append(
            f"  municipalities {c['municipalities']}, sister-city links {c['sister_city_links']}, "
            f"overseas cities {c['overseas_cities']}, sea links {info.get('sea_links', 0)}"
        )
        lines.append("  stars: " + ", ".join(f"★{k}: {v}" for k, v in info.get("star_histogram", {}).items()))
        lines.append(f"  towns with abilities {info.get('towns_with_abilities', 0)}, with specialties "
                     f"{info.get('towns_with_specialties', 0)}")
        islands = info.get("islands", {})
        lines.append(f"  islands reached by table routes {islands.get('by_routes', 0)}, only by suggested links "
                     f"{islands.get('by_suggestions', 0)} ({info.get('sea_links_suggested', 0)} suggested links)")
        lines.append(f"  unreachable cells: {' '.join(info.get('unreachable', [])) or 'none'}")
    if c["provinces"]:
        lines += [
            (f"  on some highway: {v['on_highway']}   on none: {v['not_on_highway']} "
            f"(adjacency only {len(v['adjacency_only'])}, by boat only {len(v['ferry_only'])})"),
            f"  adjacency only: {' '.join(v['adjacency_only']) or '—'}",
            f"  islands by boat: {' '.join(v['ferry_only']) or '—'}",
            f"  junctions ({len(v['junctions'])}): {' '.join(v['junctions']) or '—'}",
            f"  reachable from {v['start_province']}: {v['reachable']} of {c['provinces']}"
            + (f"; unreachable: {' '.join(v['unreachable'])}" if v["unreachable"] else ""),
        ]
    for o in info["adjacency_overrides"]:
        had = "geometry already has it" if o["in_geometry"] else "not in geometry"
        lines.append(f"  override {o['action']} {o['a']}–{o['b']}: {had}")
    return "\n".join(lines)
