"""Play on the table by pointing, for every game's window (Qt).

:class:`TablePointer` puts :class:`core.games.table_picks.Picking` on a window: it reads the game's
picks for the position on the table (its spec's ``table_picks``), takes the table's clicks on
things (:data:`core.games.table_picks.Spot`), plays a move through the window, asks at the pointer
which move is meant when a place has several meanings (a small menu), and says in the status bar
why a click was refused. Tab and Shift+Tab go through the things a click does something with,
Enter clicks the one in focus, Escape puts back what is held.

Tables draw what :meth:`TablePointer.looks` says of each thing — what may be picked up, what is
held, where it may go (coloured by kind, with its tag such as "2 vs 3"), the route lit with it, the
keyboard's focus — and keep no state of their own: they redraw when :attr:`TablePointer.changed`
fires. :class:`SpotRow` is a row of things as small cards (a hand, the bank, buttons) for any table.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QColor, QCursor, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QSizePolicy, QWidget

from core.games.table_picks import Pick, Picking, Spot
from editor.translation import translated

#: What each kind of place lights in (a kind not named here: :data:`OTHER_KIND`).
KIND_COLOURS = {
    "move": "#2e7d32", "place": "#00897b", "home": "#ef6c00", "attack": "#c62828", "swap": "#8e24aa",
    "fly": "#0277bd", "call": "#6d4c41",
    "first": "#ef6c00", "highway": "#1565c0", "adjacency": "#2e7d32", "ferry": "#0277bd",
    "road": "#2e7d32", "house": "#2e7d32", "city": "#2e7d32", "trade": "#6d4c41", "play": "#6a1b9a",
    "cloud": "#37474f", "steal": "#c62828", "discard": "#6d4c41", "buy": "#6a1b9a",
    "effect": "#6a1b9a", "exchange": "#1565c0", "return": "#1565c0",
}
OTHER_KIND = "#1565c0"
#: The ring of a thing that may be picked up, and of one held.
PICKABLE_COLOUR = "#f9a825"
HELD_COLOUR = "#111111"
ROUTE_COLOUR = "#f9a825"


def kind_colour(kind: str) -> QColor:
    return QColor(KIND_COLOURS.get(kind, OTHER_KIND))


@dataclass(frozen=True)
class Look:
    """How a thing on the table is drawn now.

    Attributes:
        pickable: it may be picked up.
        held: how many of it are held (two 茶碗 of an exchange: 2).
        kind: the kind of the move a click here plays ("" when it plays none); several meanings:
            the first's kind.
        tag: the words on it (the first meaning's).
        route: it is lit along the way of a place on offer.
        focus: the keyboard is on it.
        usable: a click on it does something now (lit, pickable, held, a button, or a thing that
            would be picked up in place of the one held).
    """

    pickable: bool = False
    held: int = 0
    kind: str = ""
    tag: str = ""
    route: bool = False
    focus: bool = False
    usable: bool = False

    @property
    def lit(self) -> bool:
        return bool(self.kind)

    @property
    def colour(self) -> QColor:
        return kind_colour(self.kind)


NO_LOOK = Look()


class TablePointer(QObject):
    """The player's hand over a game window's table.

    The window gives its spec and session through ``window.session`` and plays moves with
    ``window.play(move)``; a table calls :meth:`click` with the thing clicked and draws
    :meth:`looks`.

    Signals:
        changed(): what is lit changed (the table redraws it).
    """

    changed = Signal()

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.picking = Picking(())
        self._for = None  # the state the picks are for
        self.focus: Spot | None = None
        self.menu: QMenu | None = None  # the question at the pointer, while it is open
        self._looks: tuple | None = None  # (the picking, what was held and in focus, the looks)
        for keys, slot in ((QKeySequence(Qt.Key.Key_Tab), lambda: self.move_focus(1)),
                           (QKeySequence(Qt.Key.Key_Backtab), lambda: self.move_focus(-1)),
                           (QKeySequence(Qt.Key.Key_Return), self.activate),
                           (QKeySequence(Qt.Key.Key_Enter), self.activate),
                           (QKeySequence(Qt.Key.Key_Escape), self.put_back)):
            shortcut = QShortcut(keys, window)
            shortcut.activated.connect(slot)

    @property
    def active(self) -> bool:
        """Whether the game says how its moves are played on its table."""
        return self.window.spec.table_picks is not None

    def sync(self) -> Picking:
        """The picking for the position on the table (new picks, nothing held, when it moved on)."""
        if self.window.controller is None:  # the window is still being built
            return self.picking
        session = self.window.session
        state = session.state
        if state is not self._for:
            self._for = state
            picks = []
            if self.active and not session.rules.is_over(state) and session.to_move_is_human():
                picks = self.window.spec.table_picks(session.rules, state, session.legal_moves())
            names = {} if not picks else {
                spot: translated(name) for spot, name in self.window.spec.spot_names(session.rules, state).items()}
            self.picking = Picking(picks, names=names)
            self.focus = None
            self._close_menu()
            self.changed.emit()  # the table's rows and marks show the new position's things
        return self.picking

    def looks(self) -> dict[Spot, Look]:
        """How each thing that is more than plain is drawn now (worked out once for what is held and
        in focus: every row and mark of the table asks on each change)."""
        picking = self.sync()
        if self._looks is None or self._looks[0] is not picking or self._looks[1] != (picking.held, self.focus):
            self._looks = (picking, (picking.held, self.focus), self._work_out_looks(picking))
        return self._looks[2]

    def _work_out_looks(self, picking: Picking) -> dict[Spot, Look]:
        held = Counter(picking.held)
        places: dict[Spot, Pick] = {}
        for pick in picking.destinations():
            places.setdefault(pick.place, pick)
        pickable = set(picking.pickable())
        route = set(picking.route()) if picking.held else set()
        usable = set(places) | pickable | set(held) | set(picking.direct_places()) | set(picking.first_pieces())
        found = {}
        for spot in usable | route | ({self.focus} if self.focus else set()):
            pick = places.get(spot)
            found[spot] = Look(spot in pickable, held[spot], pick.kind if pick else "",
                               translated(pick.tag) if pick and pick.tag else "", spot in route, spot == self.focus,
                               spot in usable)
        return found

    def look(self, spot: Spot) -> Look:
        return self.looks().get(spot, NO_LOOK)

    # -- clicks ------------------------------------------------------------------------------

    def click(self, spot: Spot, at: QPoint | None = None) -> str:
        """The table's click on ``spot`` (``at``: where, on screen, for the menu). Returns what it
        meant (``play``, ``menu``, ``picked``, ``put_back``, ``refused``, or ``idle`` when no move of
        the person's is to be made now)."""
        picking = self.sync()
        if not picking.picks:
            return "idle"
        outcome = picking.click(spot)
        self.focus = None
        if outcome.kind == "play" and len(outcome.picks) == 1:
            self.changed.emit()
            self.window.play(outcome.picks[0].move)
            return "play"
        if outcome.kind == "play":
            self._ask(outcome.picks, at)
            self.changed.emit()
            return "menu"
        if outcome.kind == "refused":
            self.window.statusBar().showMessage(translated(outcome.reason), 6000)
        self.changed.emit()
        return outcome.kind

    def _ask(self, picks, at: QPoint | None) -> None:
        """Which of several moves a place means: a small menu at the pointer (not a nested loop)."""
        self._close_menu()
        menu = QMenu(self.window)
        for pick in picks:
            action = QAction(translated(pick.label) or str(pick.move), menu)
            action.triggered.connect(lambda _=False, p=pick: self._chosen(p))
            menu.addAction(action)
        menu.aboutToHide.connect(self._menu_hidden)
        self.menu = menu
        menu.popup(at if at is not None else QCursor.pos())

    def _chosen(self, pick: Pick) -> None:
        self.picking.chosen(pick)
        self.menu = None
        self.changed.emit()
        self.window.play(pick.move)

    def _menu_hidden(self) -> None:
        # a menu left without a choice (Escape, a click elsewhere) keeps the piece in the hand
        self.menu = None

    def _close_menu(self) -> None:
        if self.menu is not None:
            menu, self.menu = self.menu, None
            menu.hide()
            menu.deleteLater()

    def put_back(self) -> None:
        """Escape: what is held goes back, the keyboard's focus with it."""
        had = self.sync().put_back()
        if had or self.focus is not None:
            self.focus = None
            self.changed.emit()

    # -- the keyboard ------------------------------------------------------------------------

    def move_focus(self, step: int) -> None:
        """Tab (1) and Shift+Tab (-1): the next thing a click does something with."""
        targets = self.sync().targets()
        if not targets:
            return
        index = targets.index(self.focus) + step if self.focus in targets else (0 if step > 0 else -1)
        self.focus = targets[index % len(targets)]
        self.changed.emit()
        name = self.picking.name(self.focus)
        self.window.statusBar().showMessage(name, 4000)

    def activate(self) -> None:
        """Enter: click the thing in focus (the focus stays on it while it can be clicked again)."""
        spot = self.focus
        if spot is None:
            return
        at = None
        where = self.window.spot_widget(spot)
        if where is not None:
            at = where[0].mapToGlobal(where[1])
        self.click(spot, at)
        if self.picking.held and spot in self.picking.targets():
            self.focus = spot
            self.changed.emit()


class SpotRow(QWidget):
    """A row of things as small cards — a hand, the bank, a player's 蔵, the buttons of a turn — each
    a :data:`Spot` with its words; clicks go to the pointer, and each card is drawn as the pointer
    says (lit by kind, ringed when it may be picked up, pressed when held).

    Several cards may be the same spot (two 茶碗 in a hand): as many as are held look held.
    ``only_lit``: a card that nothing can be done with is hidden (a row of the turn's buttons).
    """

    def __init__(self, pointer: TablePointer, title: str = "", only_lit: bool = False, parent=None) -> None:
        super().__init__(parent)
        self.pointer = pointer
        self.only_lit = only_lit
        self.cards: list[tuple[Spot, QPushButton, str]] = []
        self.styles: dict[Spot, str] = {}  # a card's own colours (a suit's), under the lit look
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.title = QLabel(title)
        layout.addWidget(self.title)
        self.title.setVisible(bool(title))
        layout.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        pointer.changed.connect(self.show_looks)

    def set_cards(self, cards: list[tuple[Spot, str]], styles: dict[Spot, str] | None = None) -> None:
        """The row's cards: ``(spot, words)`` in order; ``styles`` a card's own stylesheet colours."""
        self.styles = styles or {}
        if [(spot, text) for spot, _button, text in self.cards] != list(cards):
            layout = self.layout()
            for _spot, button, _text in self.cards:
                layout.removeWidget(button)
                button.hide()  # gone at once, not when the event loop comes round to delete it
                button.deleteLater()
            self.cards = []
            for k, (spot, text) in enumerate(cards):
                button = QPushButton(text)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes through the table's picks
                button.setProperty("spot", spot)
                button.clicked.connect(lambda _=False, s=spot, b=button: self.pointer.click(
                    s, b.mapToGlobal(b.rect().center())))
                layout.insertWidget(layout.count() - 1, button)
                self.cards.append((spot, button, text))
        self.show_looks()

    def button_for(self, spot: Spot, index: int = 0) -> QPushButton | None:
        """The ``index``-th card of ``spot`` in the row."""
        found = [button for s, button, _text in self.cards if s == spot]
        return found[index] if index < len(found) else None

    def show_looks(self) -> None:
        looks = self.pointer.looks()
        seen: Counter = Counter()
        for spot, button, text in self.cards:
            look = looks.get(spot, NO_LOOK)
            seen[spot] += 1
            held = seen[spot] <= look.held
            own = self.styles.get(spot, "background: #fbf7ec; color: #222;")
            border = "2px solid #b9ad94"
            if look.lit and spot in self.styles:  # a card of its own colour (a suit) keeps it
                border = f"4px solid {look.colour.name()}"
            elif look.lit:
                own = f"background: {look.colour.name()}; color: white;"
                border = f"2px solid {look.colour.darker(130).name()}"
            if look.pickable:
                border = f"3px solid {PICKABLE_COLOUR}"
            if held:
                border = f"3px solid {HELD_COLOUR}"
            if look.focus:
                border = "3px dashed #111111"
            button.setStyleSheet(f"QPushButton {{ {own} border: {border}; border-radius: 5px; padding: 3px 6px;"
                                 f" font-weight: {'bold' if look.lit or held else 'normal'}; }}")
            button.setText(f"{text}  {look.tag}" if look.tag else text)
            button.setDown(held)
            button.setEnabled(look.usable or not self.only_lit)
            button.setVisible(look.usable or not self.only_lit)
        # a row stands while it has cards (a row of the turn's buttons, while one of them is usable)
        self.setVisible(any(not button.isHidden() for _spot, button, _text in self.cards))
