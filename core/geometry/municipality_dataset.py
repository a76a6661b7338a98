"""Municipality boards for 市区町村バトル: choose prefectures, cut the nationwide board, fill in the
towns from the reference table, join islands by the real routes of the curated table
(:mod:`core.geometry.sea_routes`) and by suggested sea links only where it has none (no Qt)."""

from __future__ import annotations

from dataclasses import replace

from core.geometry.board import Board
from core.geometry.municipality_board import cut_board
from core.geometry.official_areas import town_area
from core.geometry.province_board import ATTRIBUTION
from core.geometry.sea_links import coastal_cells, suggest_sea_links
from core.geometry.sea_routes import SeaRoute, load_sea_routes
from core.models import Dataset, Municipality, OverseasCity, SeaLink, SisterCityLink
from core.text import translate

#: Regions (地方) by prefecture code.
REGIONS: dict[str, list[str]] = {
    "hokkaido": ["01"],
    "tohoku": ["02", "03", "04", "05", "06", "07"],
    "kanto": ["08", "09", "10", "11", "12", "13", "14"],
    "chubu": ["15", "16", "17", "18", "19", "20", "21", "22", "23"],
    "kinki": ["24", "25", "26", "27", "28", "29", "30"],
    "chugoku": ["31", "32", "33", "34", "35"],
    "shikoku": ["36", "37", "38", "39"],
    "kyushu": ["40", "41", "42", "43", "44", "45", "46", "47"],
}
ALL_PREFECTURES = [f"{k:02d}" for k in range(1, 48)]
#: The regions' names as the game's board chooser gives them (「全国・地方ごとのまとめ」).
REGION_NAMES = {"hokkaido": "北海道", "tohoku": "東北", "kanto": "関東", "chubu": "中部", "kinki": "近畿",
                "chugoku": "中国", "shikoku": "四国", "kyushu": "九州・沖縄"}


def parse_prefectures(text: str) -> list[str]:
    """``"13,14"`` or ``"13, 1"`` → ``["13", "14"]`` / ``["01", "13"]``; raises ValueError."""
    codes = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        if not part.isdigit() or not 1 <= int(part) <= 47:
            raise ValueError(translate("BoardChoice", "'{part}' is not a prefecture code: give numbers from 1 (北海道) "
                                                      "to 47 (沖縄県)").format(part=part))
        codes.append(f"{int(part):02d}")
    if not codes:
        raise ValueError(translate("BoardChoice", "no prefecture given: give codes such as 13,14").format())
    return sorted(set(codes))


def battle_dataset(board: Board, reference: dict, prefectures: list[str], name: str,
                   routes: list[SeaRoute] | None = None, abilities: dict[str, list[str]] | None = None,
                   specialties: dict[str, list] | None = None) -> Dataset:
    """A 市区町村バトル dataset of every cell in ``prefectures``.

    Towns get their reference data (reading, 2020 population, flags) and their official area
    (:mod:`core.geometry.official_areas`; the board's where there is none); land adjacency comes from shared borders; islands and towns across straits are joined
    by the ``routes`` (default: the curated table) whose two towns are both on the board, and
    whatever those leave apart by suggested sea links, flagged for review; sister-city links are
    kept where both towns (or the town and its overseas partner) are on the board; ``abilities``
    (cell code → ability ids, as :func:`core.io.ability_table.abilities_by_cell` gives them) and
    ``specialties`` (cell code → :class:`Specialty` list) are the towns' own.
    """
    codes = {r.id for r in board.regions if r.id[:2] in prefectures}
    cut = cut_board(board, codes, name)
    towns = reference["towns"]
    municipalities = []
    for region in cut.regions:
        info = towns.get(region.id, {})
        municipalities.append(Municipality(
            code=region.id,
            prefecture=info.get("prefecture") or "?",
            name=info.get("name") or region.name,
            kana=info.get("kana", ""),
            area_km2=town_area(region.id, region.area_km2),
            population=info.get("population"),
            designated_city=bool(info.get("designated_city")),
            prefectural_capital=bool(info.get("prefectural_capital")),
            special_ward=bool(info.get("special_ward")),
            note=info.get("note", ""),
            abilities=tuple((abilities or {}).get(region.id, ())),
            specialties=tuple((specialties or {}).get(region.id, ())),
        ))
    if routes is None:
        routes = load_sea_routes(towns=towns)
    real = [SeaLink(a=route.a, b=route.b, kind=route.kind, note=route.described())
            for route in routes if route.a in codes and route.b in codes]
    suggested = [
        SeaLink(a=link.a, b=link.b, kind=link.kind, suggested=True,
                note=f"suggested: nearest coast {link.gap_km:g} km")
        for link in suggest_sea_links(cut, [(link.a, link.b) for link in real],
                                      coastal=coastal_cells(board, [r.id for r in cut.regions]))
    ]
    sea_links = tuple(real + suggested)
    domestic = tuple(
        SisterCityLink(kind="domestic", a=a, b=b) for a, b in reference["domestic_links"] if a in codes and b in codes
    )
    overseas_pairs = [(c, q) for c, q in reference["overseas_links"] if c in codes]
    partners = sorted({q for _, q in overseas_pairs})
    overseas_cities = tuple(
        OverseasCity(id=q, name=reference["overseas_cities"][q]["name"], country=reference["overseas_cities"][q]["country"],
                     population=reference["overseas_cities"][q]["population"])
        for q in partners
    )
    overseas = tuple(SisterCityLink(kind="overseas", a=c, b=q) for c, q in overseas_pairs)
    return Dataset(
        name=name,
        game="battle",
        board=board.name,
        municipalities=tuple(municipalities),
        cell_adjacency={k: tuple(v) for k, v in cut.adjacency.items()},
        sea_links=sea_links,
        sister_city_links=domestic + overseas,
        overseas_cities=overseas_cities,
        attribution=tuple(ATTRIBUTION + reference.get("credits", []) + _north_credit(board, codes)),
    )


def _north_credit(board: Board, codes: set[str]) -> list[str]:
    """The coastline's credit, and 南樺太's sources, when the board has the 1945 north."""
    from core.geometry.karafuto_1945 import KARAFUTO_CREDIT
    from core.geometry.north_1945 import NATURAL_EARTH_CREDIT, north_codes

    on_board = bool(codes & north_codes())
    return [line for line in (NATURAL_EARTH_CREDIT, KARAFUTO_CREDIT) if on_board and line in board.attribution]


def load_nationwide() -> tuple[Board, dict]:
    """The committed nationwide municipality board and its reference table (towns, links), with
    the 1945 千島列島 districts and 南樺太 (:mod:`core.geometry.north_1945`) among its cells and towns.

    Raises:
        OSError, ValueError: a file is missing or unreadable (rebuild with ``kuni build-board
            municipalities --from-shared``).
    """
    return nationwide_board(), load_reference()


def nationwide_board() -> Board:
    """The committed nationwide municipality board (a cell per ward) with the 1945 千島列島
    districts. Raises as :func:`load_nationwide`."""
    from core import bundled
    from core.geometry.north_1945 import BOARD_NAME, with_north

    return with_north(Board.load(bundled.board_path("municipalities")), Board.load(bundled.board_path(BOARD_NAME)))


def load_reference() -> dict:
    """The committed reference table of every town (reading, population, flags, sister cities),
    with the 1945 千島列島 districts and 南樺太 (:func:`core.geometry.north_1945.north_towns`)."""
    import json

    from core import bundled
    from core.geometry.north_1945 import north_towns

    reference = json.loads(bundled.municipality_reference().read_text(encoding="utf-8"))
    reference["towns"].update(north_towns())
    return reference


def build_battle_board(prefectures: list[str], name: str | None = None,
                       wards: bool = False, north_1945: bool = True) -> tuple[Dataset, Board]:
    """A 市区町村バトル dataset of ``prefectures`` cut from the committed nationwide board, and that
    board (what ``kuni build-board municipalities``, ``kuni-studio --game battle`` and the editor's
    File ▸ New 市区町村バトル board all build); named :func:`board_name` unless ``name`` is given.
    Each designated city is one town (:mod:`core.geometry.designated_cities`), or with ``wards``
    a town per ward. With 北海道 chosen the board has the 1945 千島列島 districts and 南樺太 unless
    ``north_1945`` is off. The towns get the default abilities (``data/municipalities/abilities.csv``)
    and the starter specialties (``data/municipalities/specialties.csv``). Raises as
    :func:`load_nationwide`, and :class:`~core.io.input_files.DatasetError` or ValueError when a
    bundled table is wrong."""
    from core.geometry.designated_cities import city_of_wards, city_towns, nationwide_whole_cities
    from core.io.ability_table import abilities_by_cell, read_ability_table
    from core.io.specialty_table import read_starter_table, specialties_by_cell

    reference = load_reference()
    towns = reference["towns"]
    of_wards = city_of_wards(towns)
    city = {code: whole for code, (whole, _name) in of_wards.items()}
    routes = load_sea_routes(towns=towns)
    cities = {whole: towns[ward]["prefecture"] + city_name for ward, (whole, city_name) in of_wards.items()}
    abilities = abilities_by_cell(read_ability_table(towns=towns, cities=cities), city, whole_cities=not wards)
    specialties = specialties_by_cell(read_starter_table(towns=towns), city, whole_cities=not wards)
    if wards:
        board = nationwide_board()
    else:  # the whole-city board is made once per run; the ward board is not read for it
        routes = [replace(route, a=city.get(route.a, route.a), b=city.get(route.b, route.b)) for route in routes]
        board, reference = nationwide_whole_cities(), city_towns(reference)
    name = name or board_name(prefectures, _names(reference))
    dataset = battle_dataset(board, reference, prefectures, name, routes, abilities, specialties)
    if not north_1945:
        dataset = without_north(dataset)
    return dataset, board


def without_north(dataset: Dataset) -> Dataset:
    """``dataset`` without the 1945 千島列島 districts and 南樺太 (the present-day board), their
    links dropped."""
    from core.geometry.karafuto_1945 import KARAFUTO_CREDIT
    from core.geometry.north_1945 import NATURAL_EARTH_CREDIT, north_codes

    gone = north_codes()
    return dataset.model_copy(update={
        "municipalities": tuple(m for m in dataset.municipalities if m.code not in gone),
        "cell_adjacency": {k: tuple(v) for k, v in dataset.cell_adjacency.items() if k not in gone},
        "sea_links": tuple(s for s in dataset.sea_links if s.a not in gone and s.b not in gone),
        "sister_city_links": tuple(s for s in dataset.sister_city_links if s.a not in gone and s.b not in gone),
        "attribution": tuple(line for line in dataset.attribution if line not in (NATURAL_EARTH_CREDIT, KARAFUTO_CREDIT)),
    })


def board_name(prefectures: list[str], names: dict[str, str]) -> str:
    """A new board's name: 「市区町村バトル 関東」, 「市区町村バトル 東京都・神奈川県」 …"""
    return f"市区町村バトル {board_label(prefectures, names)}"


def prefecture_names() -> dict[str, str]:
    """Prefecture code → name (``"13"`` → 東京都), read off the reference table's towns."""
    return _names(load_reference())


def _names(reference: dict) -> dict[str, str]:
    names: dict[str, str] = {}
    for code, town in sorted(reference["towns"].items()):
        names.setdefault(code[:2], town.get("prefecture") or code[:2])
    return names


def board_label(prefectures: list[str], names: dict[str, str]) -> str:
    """A short name for a choice of prefectures: 全国, a region's name, up to three prefecture
    names joined by ・, or how many there are (「5つの都道府県」)."""
    chosen = sorted(set(prefectures))
    if chosen == ALL_PREFECTURES:
        return "全国"
    for key, codes in REGIONS.items():
        if chosen == sorted(codes):
            return REGION_NAMES[key]
    if len(chosen) <= 3:
        return "・".join(names.get(code, code) for code in chosen)
    return f"{len(chosen)}つの都道府県"
