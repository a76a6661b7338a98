"""The map of Japan a 市区町村バトル board is picked on: one outline per prefecture (no Qt).

The seed's board chooser: 「都道府県を1つずつえらぶ」 on a map, 「全国・地方ごとのまとめ」 as presets,
and 「えらばなかった都道府県は地図で灰色になります」. The outlines are the nationwide board's cells
joined per prefecture and simplified to what a phone shows; 沖縄県 is moved into a box at the top
left, as maps of Japan draw it, and the far islands that would make the map small (小笠原, the
大東 islands, 南鳥島, 沖ノ鳥島) are left out of the picture (they are on the board all the same).
"""

from __future__ import annotations

from collections import defaultdict

from shapely import affinity
from shapely.geometry import MultiPolygon, Polygon, box
from shapely.ops import unary_union

from core.geometry.municipality_dataset import REGION_NAMES, REGIONS, prefecture_names

#: How far an outline may move when simplified (km): a few pixels of a phone-wide map.
TOLERANCE_KM = 3.0
#: Polygons smaller than this (km²) are left out of the picture.
SMALLEST_KM2 = 8.0
#: 沖縄県 is drawn in a box whose top-left corner is here (board km: west of 九州, north of 四国).
OKINAWA = "47"
#: The regions' English names.
REGION_NAMES_EN = {"hokkaido": "Hokkaido", "tohoku": "Tohoku", "kanto": "Kanto", "chubu": "Chubu", "kinki": "Kinki",
                   "chugoku": "Chugoku", "shikoku": "Shikoku", "kyushu": "Kyushu & Okinawa"}


def _path(shape) -> str:
    polygons = shape.geoms if isinstance(shape, MultiPolygon) else [shape] if isinstance(shape, Polygon) else []
    parts = []
    for polygon in polygons:
        points = list(polygon.exterior.coords)[:-1]
        if len(points) >= 3:
            parts.append("M" + "L".join(f"{x:.0f} {y:.0f}" for x, y in points) + "Z")
    return "".join(parts)


def _kept(shape, window) -> MultiPolygon:
    """``shape``'s polygons large enough to see and inside ``window`` (None: anywhere)."""
    polygons = shape.geoms if isinstance(shape, MultiPolygon) else [shape]
    return MultiPolygon([p for p in polygons if p.area >= SMALLEST_KM2 and (window is None or window.contains(p.centroid))])


def prefecture_map() -> dict:
    """``{"prefectures": [{code, name, path, label}], "bounds": [x0, y0, x1, y1], "regions":
    [{key, ja, en, codes}], "okinawa_box": [x0, y0, x1, y1]}`` in board km (y south)."""
    from core.geometry.board_store import load_board

    board = load_board("municipalities")
    names = prefecture_names()
    shapes: dict[str, list] = defaultdict(list)
    for region in board.regions:
        shapes[region.id[:2]].append(region.shape().buffer(0.05))
    joined = {code: unary_union(parts).simplify(TOLERANCE_KM, preserve_topology=True)
              for code, parts in shapes.items()}
    # the main islands' window: every prefecture's largest polygon but 沖縄's, with a margin
    largest = [max(shape.geoms if isinstance(shape, MultiPolygon) else [shape], key=lambda p: p.area)
               for code, shape in joined.items() if code != OKINAWA]
    x0, y0, x1, y1 = MultiPolygon(largest).bounds
    window = box(x0 - 120, y0 - 60, x1 + 60, y1 + 140)
    kept = {code: _kept(shape, window if code != OKINAWA else None) for code, shape in joined.items()}
    okinawa = _kept(joined[OKINAWA], box(*joined[OKINAWA].bounds).buffer(0).envelope)
    # 沖縄本島 and the islands near it, moved to the top left of the window
    main = max(okinawa.geoms, key=lambda p: p.area)
    near = MultiPolygon([p for p in okinawa.geoms if p.centroid.distance(main.centroid) < 450])
    nx0, ny0, nx1, ny1 = near.bounds
    target_x, target_y = window.bounds[0] + 20, window.bounds[1] + 20
    kept[OKINAWA] = affinity.translate(near, target_x - nx0, target_y - ny0)
    okinawa_box = [round(target_x - 10), round(target_y - 10), round(target_x + (nx1 - nx0) + 10),
                   round(target_y + (ny1 - ny0) + 10)]
    prefectures = []
    for code in sorted(kept):
        shape = kept[code]
        point = shape.representative_point() if not shape.is_empty else None
        biggest = max(shape.geoms, key=lambda p: p.area) if isinstance(shape, MultiPolygon) and shape.geoms else shape
        if biggest is not None and not biggest.is_empty:
            point = biggest.representative_point()
        prefectures.append({"code": code, "name": names.get(code, code), "path": _path(shape),
                            "label": [round(point.x), round(point.y)] if point is not None else None})
    bx0, by0, bx1, by1 = unary_union([shape for shape in kept.values() if not shape.is_empty]).bounds
    return {"prefectures": prefectures, "bounds": [round(bx0), round(by0), round(bx1), round(by1)],
            "okinawa_box": okinawa_box,
            "regions": [{"key": key, "ja": REGION_NAMES[key], "en": REGION_NAMES_EN[key], "codes": codes}
                        for key, codes in REGIONS.items()]}
