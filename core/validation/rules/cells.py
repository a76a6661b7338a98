"""Checks of a municipality board: cell adjacency, sea links, abilities, reachability (no Qt)."""

from __future__ import annotations

from collections.abc import Iterator

from core.geometry.sea_links import land_components
from core.geometry.town_names import town_label
from core.models.abilities import ABILITIES
from core.models.dataset import Dataset
from core.text import translate
from core.validation.finding import Finding


def unreachable_cells(dataset: Dataset) -> list[str]:
    """Cells that no land border or sea link connects to the largest group of cells.

    Only a municipality board (:attr:`Dataset.is_municipality_board`) is a board of cells; elsewhere municipalities
    are just records and nothing is unreachable.
    """
    codes = [m.code for m in dataset.municipalities]
    if not codes or not dataset.is_municipality_board:
        return []
    groups = land_components(codes, {k: list(v) for k, v in dataset.cell_adjacency.items()},
                             [(s.a, s.b) for s in dataset.sea_links])
    return sorted(c for group in groups[1:] for c in group)


def island_reach(dataset: Dataset) -> dict[str, list[list[str]]]:
    """The board's islands (groups of cells no land border joins to the largest group) by how
    they are reached: ``routes`` through reviewed sea links only (the route table's, or a
    designer's), ``suggestions`` only when an unreviewed suggestion is counted, ``none`` not at all."""
    codes = [m.code for m in dataset.municipalities]
    reach = {"routes": [], "suggestions": [], "none": []}
    if not codes or not dataset.is_municipality_board:
        return reach
    land = {k: list(v) for k, v in dataset.cell_adjacency.items()}
    groups = land_components(codes, land)
    reviewed = land_components(codes, land, [(s.a, s.b) for s in dataset.sea_links if not s.suggested])[0]
    every = land_components(codes, land, [(s.a, s.b) for s in dataset.sea_links])[0]
    main_cell = groups[0][0]
    for group in groups[1:]:
        if main_cell in reviewed and group[0] in reviewed:
            reach["routes"].append(group)
        elif main_cell in every and group[0] in every:
            reach["suggestions"].append(group)
        else:
            reach["none"].append(group)
    return reach


def check_cells(dataset: Dataset) -> Iterator[Finding]:
    """Adjacency names known cells both ways; sea links join two known cells; abilities are known;
    every cell can be reached."""
    names = {m.code: m.name for m in dataset.municipalities}
    for code, others in dataset.cell_adjacency.items():
        if code not in names:
            yield Finding("error", f"cell_adjacency.{code}",
                          translate("Finding", "Unknown municipality code {code}.").format(code=town_label(code)), "unknown-id")
            continue
        for j, other in enumerate(others):
            if other == code:  # a cell next to itself: a slip an engine would walk in circles on
                yield Finding("error", f"cell_adjacency.{code}[{j}]",
                              translate("Finding", "{town} lists itself as a neighbour.").format(town=names[code]),
                              "adjacency-self")
            elif other not in names:
                yield Finding("error", f"cell_adjacency.{code}[{j}]",
                              translate("Finding", "Unknown municipality code {code}.").format(
                                  code=town_label(other)), "unknown-id")
            elif code not in dataset.cell_adjacency.get(other, ()):
                yield Finding("error", f"cell_adjacency.{code}[{j}]",
                              translate("Finding", "{a} lists {b} as a neighbour, but not the other way round.").format(
                                  a=names[code], b=names[other]),
                              "adjacency-asymmetric")
    for i, link in enumerate(dataset.sea_links):
        for end in ("a", "b"):
            if getattr(link, end) not in names:
                yield Finding("error", f"sea_links[{i}].{end}",
                              translate(
                                  "Finding", "Sea link names municipality {code}, which is not on the board.").format(
                                  code=town_label(getattr(link, end))), "unknown-id")
        if link.a == link.b:
            yield Finding("error", f"sea_links[{i}]",
                          translate("Finding", "Sea link joins {town} to itself.").format(
                              town=names.get(link.a, link.a)), "unknown-id")
        elif link.suggested:
            # a new board joins islands to the nearest coast; whether a ferry, bridge or tunnel
            # really runs there is the designer's call
            yield Finding("warning", f"sea_links[{i}]",
                          translate(
                              "Finding", "The sea link {a}–{b} was suggested ({why}) and is not reviewed yet: confirm it as "
                                    "a ferry, bridge or tunnel, or remove it.").format(
                              a=names.get(link.a, link.a), b=names.get(link.b, link.b),
                              why=link.note.removeprefix('suggested: ') or translate("Finding", "nearest coast").format(
                                  )),
                          "sea-link-unreviewed")
    for i, town in enumerate(dataset.municipalities):
        for j, ability in enumerate(town.abilities):
            if ability not in ABILITIES:
                yield Finding("error", f"municipalities[{i}].abilities[{j}]",
                              translate("Finding", "{town} has an unknown ability '{ability}'.").format(town=town.name,
                                                                                          ability=ability),
                              "unknown-ability")
    index = {m.code: i for i, m in enumerate(dataset.municipalities)}
    for group in island_reach(dataset)["suggestions"]:
        towns = "・".join(names[c] for c in group[:4]) + ("…" if len(group) > 4 else "")
        yield Finding("warning", f"municipalities[{index[group[0]]}]",
                      translate("Finding", "{towns} can be reached only through a suggested sea link: add the real "
                                "ferry, bridge or tunnel (data/municipalities/sea_routes.csv lists them).").format(
                          towns=towns),
                      "island-by-suggestion")
    for code in unreachable_cells(dataset):
        yield Finding("error", f"municipalities[{index[code]}]",
                      translate(
                          "Finding", "{town} cannot be reached: no border or sea link joins it to the rest of the board.")
                      .format(town=names[code]),
                      "unreachable-cell")
