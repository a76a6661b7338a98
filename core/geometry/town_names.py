"""A municipality code as a designer reads it: 「37201(香川県 高松市)」 (no Qt).

Datasets, links and findings name towns by their JIS code; a designer thinks in names. A code is
shown with its prefecture and name from the committed reference table of every town (a designated
city's whole-city code, 横浜市 14100, included), so a sea link to a town left off the board is told
as the town it meant; an unknown code is shown as it is.
"""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=1)
def _reference_names() -> dict[str, tuple[str, str]]:
    """Every known code → (prefecture, name); empty when the reference table cannot be read."""
    try:
        from core.geometry.designated_cities import city_of_wards
        from core.geometry.municipality_dataset import load_reference

        towns = load_reference()["towns"]
    except (OSError, ValueError, KeyError):
        return {}
    names = {code: (town.get("prefecture", ""), town.get("name", "")) for code, town in towns.items()}
    for ward, (city, city_name) in city_of_wards(towns).items():
        names.setdefault(city, (towns[ward].get("prefecture", ""), city_name))
    return names


def town_label(code: str, dataset=None) -> str:
    """``code(prefecture name)``: from ``dataset``'s own towns first (a designer may have renamed
    one), else from the reference table; the code alone when neither knows it."""
    town = dataset.municipality(code) if dataset is not None else None
    if town is not None:
        return f"{code}({town.prefecture} {town.name})"
    known = _reference_names().get(code)
    return f"{code}({known[0]} {known[1]})" if known else code
