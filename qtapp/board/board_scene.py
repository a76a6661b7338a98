"""BoardScene: builds the board's items from the document and refreshes them on change (Qt).

Items hold ids only; the scene re-reads the document's dataset whenever ``changed`` fires.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Signal
from PySide6.QtGui import QColor, QPen, QTransform
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from core.geometry.label_visibility import visible_labels
from core.province_network import ProvinceNetwork
from editor.dataset_document import DatasetDocument
from qtapp import theme
from qtapp.board.items.adjacency_item import AdjacencyLinkItem
from qtapp.board.items.card_item import CardItem, LeaderLineItem
from qtapp.board.items.place_name_item import PlaceNameItem
from qtapp.board.items.province_item import ProvinceItem
from qtapp.board.items.route_items import FerryRouteItem, HighwayItem, JunctionItem

LAYERS = ("polygons", "highways", "ferries", "junctions", "labels", "stars", "adjacency", "cards")
#: Layers that only a municipality board (市区町村バトル) has.
BATTLE_ONLY = ("stars",)
#: A town's ★ under its name (the stars layer), screen px below the label point, and its colour.
STAR_DROP_PX = 6.0
STAR_COLOUR = "#7a4a00"
#: The size of a crowded name drawn in small type, against the others.
COMPACT_LABEL_SCALE = 0.8
#: Layers hidden until the designer turns them on.
HIDDEN_BY_DEFAULT = ("adjacency", "cards")
#: What the View menu calls each layer.
LAYER_TITLES = {
    "polygons": QT_TRANSLATE_NOOP("BoardScene", "Polygons"),
    "highways": QT_TRANSLATE_NOOP("BoardScene", "Highways"),
    "ferries": QT_TRANSLATE_NOOP("BoardScene", "Ferries"),
    "junctions": QT_TRANSLATE_NOOP("BoardScene", "Junctions"),
    "labels": QT_TRANSLATE_NOOP("BoardScene", "Labels"),
    "stars": QT_TRANSLATE_NOOP("BoardScene", "Stars"),
    "adjacency": QT_TRANSLATE_NOOP("BoardScene", "Adjacency"),
    "cards": QT_TRANSLATE_NOOP("BoardScene", "Cards"),
}


class PlaceLabel(NamedTuple):
    """A place's name on the board (see :meth:`BoardScene.place_labels`)."""

    code: str
    point: tuple[float, float]
    shown: bool
    text: str
    size_km: float


def layer_title(layer: str) -> str:
    """A layer's name as the View menu shows it, in the app's language."""
    return QCoreApplication.translate("BoardScene", LAYER_TITLES[layer])


class BoardScene(QGraphicsScene):
    """The province board of a document.

    Signals:
        provinceClicked(str): a province was clicked (its id), at the press.
        provinceTapped(str): a province was clicked and let go without dragging the board (a
            game's table plays on it; a drag that pans the board is not a click on a cell).
    """

    provinceClicked = Signal(str)
    provinceTapped = Signal(str)
    #: Which place names are shown was decided again (a zoom step, or a game's marks moved).
    labelsDecided = Signal()

    def __init__(self, document: DatasetDocument, parent=None) -> None:
        super().__init__(parent)
        self.document = document
        self.setBackgroundBrush(theme.SEA_COLOUR)
        self._province_items: dict[str, ProvinceItem] = {}
        self._layer_items: dict[str, list[QGraphicsItem]] = {name: [] for name in LAYERS}
        self._visible = {name: name not in HIDDEN_BY_DEFAULT for name in LAYERS}
        self._px_per_km: float | None = None  # the view's last zoom, for the labels' level of detail
        self._selected: str | None = None
        self.extra_home_rects: list[QRectF] = []  # drawn beside the main land (a table's insets)
        self.label_min_px: float | None = None  # a cell's size on screen that earns its name (None: the default)
        self.compact_labels = False  # names crowded out tried again in smaller type (a game's table)
        self._highlighted_highway = ""
        self._pressed = None  # the province pressed and where, until the button is let go
        self._towns_source: tuple = ()
        self._towns_by_code: dict = {}
        self._marks: list[QGraphicsItem] = []
        self._start_marks: list[QGraphicsItem] = []
        self._label_sizes: list[tuple[PlaceNameItem, float]] = []
        self._label_points = self._label_boxes = np.empty((0, 2))
        self._label_km = np.empty(0)
        self._label_by_code: dict[str, PlaceNameItem] = {}
        self._label_index: dict[str, int] = {}
        # Text a game draws over the board (see reserve_label_space): label index it hangs under,
        # box in screen px relative to that label's point.
        self._reserved_owners = np.empty(0, dtype=int)
        self._reserved_boxes = np.empty((0, 4))
        self._star_items: dict[str, PlaceNameItem] = {}
        self._build_provinces()
        self._rebuild_routes()
        self._rebuild_adjacency()
        self._rebuild_stars()
        document.changed.connect(self._on_changed)

    # -- building --------------------------------------------------------------------------------

    def _colour_of(self, region_id: str) -> QColor:
        dataset = self.document.dataset
        if dataset.is_municipality_board:
            return _prefecture_colour(region_id, self._towns().get(region_id))
        province = dataset.province(region_id)
        circuit = dataset.circuit(province.circuit) if province else None
        return QColor(circuit.colour) if circuit else QColor("#cccccc")

    def _tooltip(self, region) -> str:
        dataset = self.document.dataset
        if dataset.is_municipality_board:
            from core.models.town_strength import cell_movement, cell_stars

            town = self._towns().get(region.id)
            if town is None:
                return region.name
            return self.tr("{name}（{kana}）{prefecture} — ★{stars}, movement {movement}, {area:.1f} km²").format(
                name=town.name, kana=town.kana or "—", prefecture=town.prefecture, stars=cell_stars(town),
                movement=cell_movement(town), area=town.area_km2 or 0)
        province = dataset.province(region.id)
        if province is None:
            return region.name
        circuit = dataset.circuit(province.circuit)
        return f"{province.kanji}（{province.kana}）{province.romaji} — {circuit.kanji if circuit else ''}"

    def _towns(self) -> dict:
        """Towns by code, re-read from the document (the tuple is replaced whole by every edit)."""
        towns = self.document.dataset.municipalities
        if self._towns_source is not towns:
            self._towns_source = towns
            self._towns_by_code = {m.code: m for m in towns}
        return self._towns_by_code

    def _regions(self):
        """The board regions this dataset uses (a municipality board draws only its own cells)."""
        board = self.document.board
        if self.document.dataset.is_municipality_board:
            codes = {m.code for m in self.document.dataset.municipalities}
            return [r for r in board.regions if r.id in codes]
        return list(board.regions)

    def _build_provinces(self) -> None:
        board = self.document.board
        if board is None:
            return
        regions = self._regions()
        label_font = theme.ui_font(8)
        for region in regions:
            item = ProvinceItem(region, self._colour_of(region.id))
            item.setToolTip(self._tooltip(region))
            self.addItem(item)
            self._province_items[region.id] = item
            self._layer_items["polygons"].append(item)
            label = PlaceNameItem(region.name)
            label.setFont(label_font)
            label.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
            rect = label.text_rect()
            label.setPos(*region.label_point)
            label.setTransformOriginPoint(rect.center())
            label.setZValue(20)
            # Centre the text on the label point in screen pixels.
            label.setTransform(label.transform().translate(-rect.center().x(), -rect.center().y()))
            self.addItem(label)
            self._layer_items["labels"].append(label)
            self._label_sizes.append((label, region.area_km2 ** 0.5))
            self._label_by_code[region.id] = label
            self._label_index[region.id] = len(self._label_sizes) - 1
        # What the names' level of detail reads at every zoom step, read off the items once
        # (asking 1,902 items for them took half of a step's 25 ms on the nationwide board).
        self._label_points = np.array([region.label_point for region in regions], dtype=float).reshape(-1, 2)
        self._label_boxes = np.array([(label.text_rect().width(), label.text_rect().height())
                                      for label, _ in self._label_sizes], dtype=float).reshape(-1, 2)
        self._label_km = np.array([size_km for _, size_km in self._label_sizes], dtype=float)
        rect = QRectF()
        for item in self._province_items.values():
            rect = rect.united(item.boundingRect())
        x0, y0, x1, y1 = rect.left(), rect.top(), rect.right(), rect.bottom()
        margin = 30.0
        self.setSceneRect(QRectF(x0 - margin, y0 - margin, x1 - x0 + 2 * margin, y1 - y0 + 2 * margin))

    def _rebuild_routes(self) -> None:
        for name in ("highways", "ferries", "junctions"):
            for item in self._layer_items[name]:
                self.removeItem(item)
            self._layer_items[name] = []
        board = self.document.board
        if board is None:
            return
        dataset = self.document.dataset
        label = {r.id: r.label_point for r in board.regions}
        for highway in dataset.highways:
            points = [label[s] for s in highway.provinces if s in label]
            item = HighwayItem(highway.id, highway.tier, points)
            self._add_to_layer("highways", item)
            if highway.id == self._highlighted_highway:
                item.set_highlighted(True)
        for route in dataset.ferry_routes:
            if route.a in label and route.b in label:
                self._add_to_layer("ferries", FerryRouteItem(route.id, label[route.a], label[route.b]))
        for link in dataset.sea_links:
            if link.a in label and link.b in label:
                self._add_to_layer("ferries", FerryRouteItem(f"{link.a}-{link.b}", label[link.a], label[link.b]))
        network = ProvinceNetwork.from_dataset(dataset)
        for province in network.junctions():
            if province in label:
                self._add_to_layer("junctions", JunctionItem(province, label[province]))

    def _rebuild_adjacency(self) -> None:
        for item in self._layer_items["adjacency"]:
            self.removeItem(item)
        self._layer_items["adjacency"] = []
        board = self.document.board
        if board is None:
            return
        label = {r.id: r.label_point for r in board.regions}
        adjacency = self.document.dataset.adjacency
        sources: dict[tuple[str, str], str] = {}
        for a, others in adjacency.derived.items():
            for b in others:
                sources[tuple(sorted((a, b)))] = "derived"
        for override in adjacency.overrides:
            sources[tuple(sorted((override.a, override.b)))] = "added" if override.action == "add" else "removed"
        for (a, b), source in sorted(sources.items()):
            if a in label and b in label:
                self._add_to_layer("adjacency", AdjacencyLinkItem(a, b, source, label[a], label[b]))

    def show_cards(self, layout, scale: float, only: set[str] | None = None) -> None:
        """Draw the cards of a solved layout (board px at ``scale`` px per km) with leader lines.

        Args:
            only: draw just these provinces' cards (the cards on the board in a game).
        """
        for item in self._layer_items["cards"]:
            self.removeItem(item)
        self._layer_items["cards"] = []
        board = self.document.board
        if board is None or layout is None:
            return
        dataset = self.document.dataset
        w, h = layout.width / scale, layout.height / scale
        cards: dict[str, CardItem] = {}
        for region, (cx, cy) in zip(board.regions, layout.centres):
            if only is not None and region.id not in only:
                continue
            province = dataset.province(region.id)
            circuit = dataset.circuit(province.circuit) if province else None
            card = CardItem(region.id, province.kanji if province else region.name,
                            circuit.colour if circuit else "#cccccc", (cx / scale, cy / scale), w, h)
            self._add_to_layer("cards", card)
            cards[region.id] = card
        for index, (start, end) in layout.leader_lines().items():
            if only is not None and board.regions[index].id not in only:
                continue
            if abs(start[0] - end[0]) + abs(start[1] - end[1]) < 0.5:  # the card still covers its home
                continue
            line = LeaderLineItem(board.regions[index].id, (start[0] / scale, start[1] / scale),
                                  (end[0] / scale, end[1] / scale))
            self._add_to_layer("cards", line)
            if board.regions[index].id in cards:
                cards[board.regions[index].id].leader = line  # hovering the card lights its line
        self.update_label_detail(self._px_per_km)

    def mark_provinces(self, province_ids: list[str]) -> None:
        """Ring these provinces' label points (where a chosen card would attach); [] clears."""
        for item in self._marks:
            self.removeItem(item)
        self._marks = []
        board = self.document.board
        if board is None:
            return
        for province_id in province_ids:
            region = board.region(province_id)
            if region is None:
                continue
            r = 9.0
            ring = self.addEllipse(region.label_point[0] - r, region.label_point[1] - r, 2 * r, 2 * r)
            pen = QPen(QColor("#e0a000"), 3.0)
            pen.setCosmetic(True)
            ring.setPen(pen)
            ring.setZValue(40)
            self._marks.append(ring)

    def emphasise_start(self, province_id: str | None, style: str = "outline") -> None:
        """Mark the start province: a red ``outline``, a ``star`` at its label point, or ``none``."""
        for item in self._start_marks:
            self.removeItem(item)
        self._start_marks = []
        item = self._province_items.get(province_id or "")
        if item is None or style == "none":
            return
        if style == "outline":
            pen = QPen(QColor("#d62728"), 3.0)
            pen.setCosmetic(True)
            item.setPen(pen)
            item.setZValue(1)
        else:
            region = self.document.board.region(province_id)
            star = QGraphicsSimpleTextItem("★")
            star.setBrush(QColor("#d62728"))
            star.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
            star.setPos(*region.label_point)
            star.setZValue(41)
            self.addItem(star)
            self._start_marks.append(star)

    def highlight_highway(self, highway_id: str) -> None:
        """Draw one highway emphasised (the one selected in the editor)."""
        self._highlighted_highway = highway_id
        for item in self._layer_items["highways"]:
            item.set_highlighted(item.highway_id == highway_id)

    def _rebuild_stars(self, codes=None) -> None:
        """The stars layer of a municipality board: ★N under the name of every town worth more than
        ★1 (what its specialties, or being a 政令指定都市・県庁所在地・千代田区, give it), so a designer
        sees the board's strength while entering specialties. ``codes``: only these towns changed."""
        if not self.document.dataset.is_municipality_board or self.document.board is None:
            return
        from core.models.town_strength import cell_stars

        towns = self._towns()
        font = theme.ui_font(8)
        font.setBold(True)
        for code in (codes if codes is not None else list(self._label_by_code)):
            old = self._star_items.pop(code, None)
            if old is not None:
                self.removeItem(old)
                self._layer_items["stars"].remove(old)
            town, label = towns.get(code), self._label_by_code.get(code)
            if town is None or label is None or cell_stars(town) <= 1:
                continue
            star = PlaceNameItem(f"★{cell_stars(town)}")
            star.setFont(font)
            star.setBrush(QColor(STAR_COLOUR))
            star.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
            star.setPos(label.pos())  # the town's label point
            star.setTransform(QTransform.fromTranslate(-star.text_rect().width() / 2, STAR_DROP_PX))
            star.setZValue(21)
            self._add_to_layer("stars", star)
            self._star_items[code] = star
        self._show_stars()

    def star_item(self, code: str) -> PlaceNameItem | None:
        """The ★ drawn under a town's name on a municipality board (None for a ★1 town)."""
        return self._star_items.get(code)

    def _show_stars(self) -> None:
        """A star shows where its town's name does (the names' level of detail decides for both)."""
        for code, star in self._star_items.items():
            star.setVisible(self._visible["stars"] and self._label_by_code[code].isVisible())

    def _add_to_layer(self, layer: str, item: QGraphicsItem) -> None:
        item.setVisible(self._visible[layer])
        self.addItem(item)
        self._layer_items[layer].append(item)

    # -- reacting --------------------------------------------------------------------------------

    def _on_changed(self, change) -> None:
        kind = getattr(change, "kind", "dataset")
        if kind in ("highway", "highways", "ferry_route", "ferry_routes", "municipality", "dataset"):
            self._rebuild_routes()
        if kind == "municipality":
            for code in getattr(change, "ids", ()):
                item = self._province_items.get(code)
                region = self.document.board.region(code) if self.document.board else None
                if item is not None and region is not None:
                    item.set_colour(self._colour_of(code))
                    item.setToolTip(self._tooltip(region))
            self._rebuild_stars(list(getattr(change, "ids", ())))
        if kind == "dataset":
            self._rebuild_stars()
        if kind in ("adjacency", "dataset"):
            self._rebuild_adjacency()
        if kind in ("province", "dataset"):
            for pid, item in self._province_items.items():
                item.set_colour(self._colour_of(pid))

    def set_layer_visible(self, layer: str, visible: bool) -> None:
        """Show or hide one layer (``polygons``, ``highways``, ``ferries``, ``junctions``, ``labels``,
        ``stars``, ``adjacency``, ``cards``)."""
        self._visible[layer] = visible
        if layer in ("labels", "cards"):
            self.update_label_detail(self._px_per_km)
        if layer == "stars":
            self._show_stars()
            return
        if layer != "labels":
            for item in self._layer_items[layer]:
                item.setVisible(visible)

    def labels_shown(self) -> bool:
        """Whether the board's own names are drawn: the labels layer is on and no cards name the
        provinces instead (a name half under another card is clutter; each card's leader line
        still ends at its home)."""
        return self._visible["labels"] and not (self._visible["cards"] and self._layer_items["cards"])

    def home_rect(self) -> QRectF:
        """What "fit to window" shows: the whole board, or on a municipality board the main land
        (far islands such as 小笠原 would otherwise shrink the mainland to a speck)."""
        board = self.document.board
        if board is None or not self.document.dataset.is_municipality_board:
            return self.sceneRect()
        from core.geometry.sea_links import land_components

        codes = [m.code for m in self.document.dataset.municipalities]
        groups = land_components(codes, {k: list(v) for k, v in self.document.dataset.cell_adjacency.items()})
        main = set(groups[0]) if groups else set()
        points = [r for r in board.regions if r.id in main]
        xs = [x for r in points for x, _ in r.polygons[0][0]]
        ys = [y for r in points for _, y in r.polygons[0][0]]
        if not xs:
            return self.sceneRect()
        margin = 0.05 * max(max(xs) - min(xs), max(ys) - min(ys), 1.0)
        rect = QRectF(min(xs) - margin, min(ys) - margin, max(xs) - min(xs) + 2 * margin, max(ys) - min(ys) + 2 * margin)
        for extra in self.extra_home_rects:  # a table's insets of far islands belong to the view
            rect = rect.united(extra.adjusted(-margin, -margin, margin, margin))
        return rect

    def update_label_detail(self, px_per_km: float | None, min_px: float | None = None) -> None:
        """Level of detail: show a label only when its cell is big enough on screen to hold it
        (34 px across for municipality cells; the 68 provinces are named from 12 px), and only
        where it collides with no larger place's name on screen (:func:`visible_labels`): the
        others appear as the view zooms in."""
        self._px_per_km = px_per_km
        self._decide_labels(px_per_km, min_px)
        self._show_stars()

    def _decide_labels(self, px_per_km: float | None, min_px: float | None) -> None:
        if not self.labels_shown():
            for label, _size in self._label_sizes:
                label.setVisible(False)
            return
        if min_px is None:
            min_px = self.label_min_px or (34.0 if self.document.dataset.is_municipality_board else 12.0)
        if px_per_km is None:
            for label, _size in self._label_sizes:
                label.setVisible(True)
            return
        shown = self._label_km * px_per_km >= min_px
        compact = np.zeros(len(shown), dtype=bool)
        if shown.any():
            candidates = np.flatnonzero(shown)
            # a reserved box's owner as a position among the candidates (-1: not one of them)
            position = np.full(len(self._label_sizes), -1)
            position[candidates] = np.arange(len(candidates))
            boxes = self._reserved_boxes
            reserved = dict(reserved_centres=self._label_points[self._reserved_owners] * abs(px_per_km)
                            + (boxes[:, :2] + boxes[:, 2:]) / 2,
                            reserved_sizes=boxes[:, 2:] - boxes[:, :2], reserved_owners=position[self._reserved_owners])
            centres = self._label_points[candidates] * abs(px_per_km)
            full = visible_labels(centres, self._label_boxes[candidates], self._label_km[candidates], **reserved)
            shown[candidates] = full
            if self.compact_labels and not full.all():
                # a printed map's small type where the names crowd: the names drawn in full keep
                # their places, and each one left out is tried again smaller
                priority = self._label_km[candidates] + np.where(full, 1e9, 0.0)
                sizes = np.where(full[:, None], self._label_boxes[candidates],
                                 self._label_boxes[candidates] * COMPACT_LABEL_SCALE)
                shown[candidates] = visible_labels(centres, sizes, priority, **reserved)
                compact[candidates] = shown[candidates] & ~full
        for (label, _size), visible, small in zip(self._label_sizes, shown.tolist(), compact.tolist()):
            label.setVisible(visible)
            label.setScale(COMPACT_LABEL_SCALE if small else 1.0)
        self.labelsDecided.emit()

    def label_layout(self) -> tuple[list[str], np.ndarray, np.ndarray]:
        """Every place's code, its label point (board km, ``(n, 2)``) and whether its name is shown
        now (``(n,)``): what a close-up scans at every change, without building a record per place."""
        shown = np.fromiter((label.isVisible() for label, _ in self._label_sizes), dtype=bool,
                            count=len(self._label_sizes))
        codes = [""] * len(self._label_sizes)
        for code, k in self._label_index.items():
            codes[k] = code
        return codes, self._label_points, shown

    def place_labels(self, codes: list[str]) -> list[PlaceLabel]:
        """The names of ``codes`` as the view draws them now: where each stands, whether it is
        shown at this zoom, its text and the place's size."""
        index = self._label_index
        return [PlaceLabel(code, tuple(self._label_points[k]), self._label_sizes[k][0].isVisible(),
                           self._label_sizes[k][0].text(), float(self._label_km[k]))
                for code, k in ((c, index[c]) for c in codes if c in index)]

    def reserve_label_space(self, boxes: list[tuple[str, QRectF]]) -> None:
        """Text a game draws over the board, always shown: each ``(code, rect)`` is a box in
        screen px relative to that place's label point (a town's name where it stands, its marks
        under its own name). Place names that would run into one are hidden, except the name of
        the place it hangs under; the names are decided again at once and at every zoom."""
        kept = [(self._label_index[code], rect) for code, rect in boxes if code in self._label_index]
        self._reserved_owners = np.array([index for index, _ in kept], dtype=int)
        self._reserved_boxes = np.array([(r.left(), r.top(), r.right(), r.bottom()) for _, r in kept],
                                        dtype=float).reshape(-1, 4)
        self.update_label_detail(self._px_per_km)

    def layer_visible(self, layer: str) -> bool:
        """Whether a layer is shown."""
        return self._visible[layer]

    def layer_items(self, layer: str) -> list[QGraphicsItem]:
        """The items currently drawn in a layer."""
        return list(self._layer_items[layer])

    def province_item(self, province_id: str) -> ProvinceItem | None:
        """The item drawing a province."""
        return self._province_items.get(province_id)

    def select_province(self, province_id: str | None) -> None:
        """Highlight one province (or none)."""
        if self._selected and self._selected in self._province_items:
            self._province_items[self._selected].set_selected_look(False)
        self._selected = province_id
        if province_id in self._province_items:
            self._province_items[province_id].set_selected_look(True)

    def province_at(self, point) -> str | None:
        """The id of the province under a scene point, or None."""
        for item in self.items(point):
            if isinstance(item, ProvinceItem) and item.path().contains(point):
                return item.province_id
        return None

    def mousePressEvent(self, event) -> None:
        province = self.province_at(event.scenePos())
        self._pressed = (province, event.screenPos()) if province else None
        if province:
            self.provinceClicked.emit(province)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        pressed, self._pressed = self._pressed, None
        if pressed is not None and (event.screenPos() - pressed[1]).manhattanLength() < \
                QApplication.startDragDistance():
            self.provinceTapped.emit(pressed[0])
        super().mouseReleaseEvent(event)


_PREFECTURE_HUES = [(k * 37) % 360 for k in range(48)]


def _prefecture_colour(code: str, town) -> QColor:
    """A soft colour per prefecture (neighbouring codes get distant hues); star cities darker."""
    hue = _PREFECTURE_HUES[int(code[:2])]
    colour = QColor.fromHsl(hue, 90, 185)
    if town is not None and (town.designated_city or town.prefectural_capital or town.code == "13101"):
        colour = colour.darker(125)
    return colour
