"""Checks of a municipality board: cell adjacency, sea links, abilities, reachability (no Qt)."""

from __future__ import annotations

from collections.abc import Iterator

from core.geometry.sea_links import land_components
from core.models.abilities import ABILITIES
from core.models.dataset import Dataset
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


def check_cells(dataset: Dataset) -> Iterator[Finding]:
    """Adjacency names known cells both ways; sea links join two known cells; abilities are known;
    every cell can be reached."""
    names = {m.code: m.name for m in dataset.municipalities}
    for code, others in dataset.cell_adjacency.items():
        if code not in names:
            yield Finding("error", f"cell_adjacency.{code}", f"Unknown municipality code '{code}'.", "unknown-id")
            continue
        for j, other in enumerate(others):
            if other not in names:
                yield Finding("error", f"cell_adjacency.{code}[{j}]", f"Unknown municipality code '{other}'.", "unknown-id")
            elif code not in dataset.cell_adjacency.get(other, ()):
                yield Finding("error", f"cell_adjacency.{code}[{j}]",
                              f"{names[code]} lists {names[other]} as a neighbour, but not the other way round.",
                              "adjacency-asymmetric")
    for i, link in enumerate(dataset.sea_links):
        for end in ("a", "b"):
            if getattr(link, end) not in names:
                yield Finding("error", f"sea_links[{i}].{end}",
                              f"Sea link names municipality {getattr(link, end)}, which is not on the board.", "unknown-id")
        if link.a == link.b:
            yield Finding("error", f"sea_links[{i}]", f"Sea link joins {names.get(link.a, link.a)} to itself.", "unknown-id")
        elif link.suggested:
            # a new board joins islands to the nearest coast; whether a ferry, bridge or tunnel
            # really runs there is the designer's call
            yield Finding("warning", f"sea_links[{i}]",
                          f"The sea link {names.get(link.a, link.a)}–{names.get(link.b, link.b)} was suggested "
                          f"({link.note.removeprefix('suggested: ') or 'nearest coast'}) and is not reviewed yet: "
                          f"confirm it as a ferry, bridge or tunnel, or remove it.", "sea-link-unreviewed")
    for i, town in enumerate(dataset.municipalities):
        for j, ability in enumerate(town.abilities):
            if ability not in ABILITIES:
                yield Finding("error", f"municipalities[{i}].abilities[{j}]",
                              f"{town.name} has an unknown ability '{ability}'.", "unknown-ability")
    index = {m.code: i for i, m in enumerate(dataset.municipalities)}
    for code in unreachable_cells(dataset):
        yield Finding("error", f"municipalities[{index[code]}]",
                      f"{names[code]} cannot be reached: no border or sea link joins it to the rest of the board.",
                      "unreachable-cell")
