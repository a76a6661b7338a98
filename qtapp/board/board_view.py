"""BoardView: zoom with the wheel or a pinch, pan by dragging, fit to the window (Qt)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView


class BoardView(QGraphicsView):
    """A view of a :class:`qtapp.board.board_scene.BoardScene` with smooth zoom and pan."""

    ZOOM_STEP = 1.0015  # per wheel angle unit: one notch (120) ≈ 20 %
    MIN_SCALE, MAX_SCALE = 0.05, 200.0

    #: The zoom changed: view pixels per scene unit (board km).
    scaleChanged = Signal(float)

    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self.setMouseTracking(True)
        self.close_up = None  # a CloseUpView once a table asks for one (show_close_ups)

    def show_close_ups(self) -> None:
        """Show the most crowded district enlarged in a corner whenever its names are crowded out
        (a game's table: its marks leave the smallest places unnamed at the whole-board zoom)."""
        from qtapp.board.close_up_view import CloseUpView

        if self.close_up is None:
            self.close_up = CloseUpView(self)
            self.close_up.follow()

    def fit(self) -> None:
        """Show the whole board."""
        scene = self.scene()
        rect = scene.home_rect() if hasattr(scene, "home_rect") else self.sceneRect()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self._announce_scale()

    def _announce_scale(self) -> None:
        scale = self.transform().m11()
        scene = self.scene()
        if hasattr(scene, "update_label_detail"):
            scene.update_label_detail(scale)
        if self.close_up is not None:
            self.close_up.follow()
        self.scaleChanged.emit(scale)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.close_up is not None:
            self.close_up.follow()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        if self.close_up is not None:
            self.close_up.follow()  # panned: the district in sight may be another

    def fit_rect(self, rect: QRectF) -> None:
        """Show ``rect`` (scene km) whole, as large as it fits."""
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self._announce_scale()

    def centre_on_region(self, region, px_per_km: float = 6.0) -> None:
        """Zoom to about ``px_per_km`` and centre a region's label point."""
        from PySide6.QtCore import QPointF

        current = self.transform().m11()
        if current < px_per_km:
            self.scale(px_per_km / current, px_per_km / current)
        self.centerOn(QPointF(*region.label_point))
        self._announce_scale()

    def reach(self, item, point, min_px: float = 16.0):
        """Bring a cell into reach of a click and say where to click it: ``item`` (its shape) at
        least ``min_px`` across on screen, ``point`` (scene) in sight. Returns the viewport point."""
        from PySide6.QtCore import QPointF

        point = QPointF(point)
        box = item.sceneBoundingRect()
        across = min(box.width(), box.height()) * self.transform().m11()
        if 0 < across < min_px:
            self.zoom_by(min_px / across)
        if not self.mapToScene(self.viewport().rect()).boundingRect().adjusted(5, 5, -5, -5).contains(point):
            self.centerOn(point)
        return self.mapFromScene(point)

    def zoom_by(self, factor: float) -> None:
        """Zoom by ``factor`` around the mouse, within sensible limits."""
        current = self.transform().m11()
        factor = max(self.MIN_SCALE / current, min(self.MAX_SCALE / current, factor))
        self.scale(factor, factor)
        self._announce_scale()

    def wheelEvent(self, event) -> None:
        self.zoom_by(self.ZOOM_STEP ** event.angleDelta().y())

    def viewportEvent(self, event) -> bool:
        if event.type() == QEvent.Type.Gesture:
            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if pinch is not None:
                self.zoom_by(pinch.scaleFactor())
                return True
        return super().viewportEvent(event)
