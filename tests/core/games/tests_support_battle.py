"""A small municipality board for the battle tests (a 6 × 5 grid with a few stars and a bond)."""

from __future__ import annotations

from core.models import Dataset, Municipality, SisterCityLink, Specialty


def small_board(width: int = 6, height: int = 5) -> Dataset:
    towns, adjacency = [], {}
    stars = {7: 3, 14: 4, 22: 2}
    for y in range(height):
        for x in range(width):
            k = y * width + x
            code = f"{k:05d}"
            specialties = (Specialty(name="名物", stars=stars[k]),) if k in stars else ()
            towns.append(Municipality(code=code, prefecture="テスト県", name=f"町{k}", area_km2=160.0 if k % 7 == 0 else 40.0,
                                      specialties=specialties, abilities=("attack-plus-1",) if k == 3 else ()))
            adjacency[code] = tuple(f"{(y + dy) * width + x + dx:05d}" for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                                    if 0 <= x + dx < width and 0 <= y + dy < height)
    return Dataset(name="small", game="battle", municipalities=tuple(towns), cell_adjacency=adjacency,
                   sister_city_links=(SisterCityLink(kind="domestic", a="00001", b="00028"),))
