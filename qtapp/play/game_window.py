"""GameWindow: what the desktop games' windows share (Qt).

The bar above the table (the last action, the CPU speed, "Next CPU action"), the Game menu (new
game, close), the log, and the wiring to :class:`qtapp.play.game_controller.GameController`:
starting or replacing a session (its log told again from the moves), telling each action with
the state it was made in, asking before a game in progress is discarded, and stopping the CPUs
when the window closes; the list of the human's choices with its Choose button, and the layout.
"""

from __future__ import annotations

import random
import time

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from core.games.clock import format_clock
from core.games.session import GameSession
from core.online.seat_table import SeatTable
from editor.translation import error_words, translated
from qtapp.play.game_controller import GameController, controller_for
from qtapp.play.pointing import TablePointer
from qtapp.play.rules_window import add_rules_menu, has_rules
from qtapp.play.speed_box import CpuSpeedBox


class GameWindow(QMainWindow):
    """The frame of a game's window; ``controller`` runs the session.

    A game's window builds its table, lays it out with :meth:`place` (the bar above it; the
    choices list with its Choose button and the log go where it puts them), fills the choices with
    :meth:`add_choice`, calls :meth:`start` with its session, and provides
    ``tell(before, move, after) -> str`` (log a move made in ``before``; the words for the
    last-action line, "" for none), ``refresh()`` (show
    ``self.session.state`` and keep it in ``self._shown``) and ``finished_text() -> str``.
    """

    #: The words of the Game menu's first entry and of the question before it discards a game.
    new_game_text = QT_TRANSLATE_NOOP("GameWindow", "&New game…")

    def __init__(self, spec, autosave_path=None, speed: str | None = None, parent=None, dataset=None) -> None:
        super().__init__(parent)
        self.spec = spec
        # the board a game played on one is played on (a new game is dealt on it too)
        self.dataset = dataset
        self.setWindowTitle(self.tr("{title} — Kuni Studio").format(title=spec.title_ja))
        self.autosave_path = autosave_path
        self.controller: GameController | None = None
        self._shown = None  # the state on screen: the one the next announced move was made in
        self._rules_offered = None  # a New game dialog's rules while the balance lab offers a variant
        self.last_action = QLabel("")
        font = self.last_action.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.last_action.setFont(font)
        self.last_action.setWordWrap(True)
        self.speed = CpuSpeedBox(f"{spec.name}/speed", speed)
        self.next_cpu_button = QPushButton(self.tr("&Next CPU action"))
        # 持ち時間 / 秒読み of the seat people play, when the game has a clock
        self.clock_label = QLabel("")
        clock_font = self.clock_label.font()
        clock_font.setPointSizeF(clock_font.pointSizeF() * 1.25)
        clock_font.setBold(True)
        self.clock_label.setFont(clock_font)
        self.clock_label.setVisible(False)
        self._clock_tick = QTimer(self)
        self._clock_tick.setInterval(250)
        self._clock_tick.timeout.connect(self._show_clock)
        self._rules_holding = False
        self._menus_watched = False
        self.top_bar = QHBoxLayout()
        self.top_bar.addWidget(self.last_action, 1)
        self.top_bar.addWidget(self.clock_label)
        self.speed_label = QLabel(self.tr("CPU speed"))
        self.top_bar.addWidget(self.speed_label)
        self.top_bar.addWidget(self.speed)
        self.top_bar.addWidget(self.next_cpu_button)
        self.log = QListWidget()
        self.choices = QListWidget()
        for listing in (self.log, self.choices):
            # a long move ("世田谷区 attacks 渋谷区 in 渋谷区 (3 vs 1) — merges …") wraps instead of hiding its end
            listing.setWordWrap(True)
            listing.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.choose_button = QPushButton(self.tr("C&hoose"))
        self.choose_button.clicked.connect(self._choose)
        self.choices.itemDoubleClicked.connect(self._on_double_click)
        self.game_menu = self.menuBar().addMenu(self.tr("&Game"))
        self.new_game_action = new = QAction(self.new_game_words(), self)
        new.setShortcut(QKeySequence("Ctrl+N"))
        new.triggered.connect(lambda: self.new_game())
        self.game_menu.addAction(new)
        self.close_action = QAction(self.tr("&Close"), self)
        self.close_action.setShortcut(QKeySequence("Ctrl+W"))
        self.close_action.triggered.connect(self.close)
        self.game_menu.addAction(self.close_action)
        # play by pointing at the table (the game's picks); the list of moves stays, for designers
        self.pointer = TablePointer(self)
        self.move_list_widgets: list[QWidget] = [self.choices, self.choose_button]
        self.move_list_action = QAction(self.tr("Show the &move list"), self, checkable=True)
        self.move_list_action.setChecked(self._move_list_wanted())
        self.move_list_action.toggled.connect(self.show_move_list)
        self.game_menu.insertAction(self.close_action, self.move_list_action)
        if has_rules(spec):
            add_rules_menu(self, spec, self._hold_clock_while_open, lambda: self.session.rules.ruleset)
        self.speed.speedChanged.connect(lambda speed: (self.controller.set_speed(speed), self.refresh()))
        self.next_cpu_button.clicked.connect(lambda: self.controller.next_cpu_action())

    def place(self, table: QWidget, side: QWidget) -> None:
        """The window's layout: the bar above ``table`` on the left, ``side`` on the right."""
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.addLayout(self.top_bar)
        left_layout.addWidget(table, 1)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        self.setCentralWidget(splitter)
        self.show_move_list(self.move_list_action.isChecked())

    def _move_list_wanted(self) -> bool:
        """The move list is shown where a game is played from it, or where a designer asked for it."""
        if self.spec.table_picks is None:
            return True
        return QSettings("Kuni Studio", "Kuni Studio").value(f"{self.spec.name}/move_list", False, type=bool)

    def show_move_list(self, shown: bool) -> None:
        """Show or hide the list of moves in words (kept for next time)."""
        if self.spec.table_picks is not None:
            QSettings("Kuni Studio", "Kuni Studio").setValue(f"{self.spec.name}/move_list", shown)
        for widget in self.move_list_widgets:
            widget.setVisible(shown)

    def remote_player(self, seat: int) -> str:
        """A person playing the seat at another device (an online room): their nickname, else
        "online player"."""
        return self.session.names[seat] or self.tr("online player")

    def spot_widget(self, spot) -> tuple[QWidget, object] | None:
        """Where a thing of the table is, as ``(widget, point in it)`` — for the clicks of the
        keyboard's menu and of the tests; None when the table does not show it now. A game's window
        that draws its table fills it in."""
        return None

    def add_choice(self, text: str, move) -> None:
        """One line of the choices list; Choose (or a double-click) plays ``move``."""
        self.choices.addItem(translated(text))  # a core sentence in the app's language
        self.choices.item(self.choices.count() - 1).setData(Qt.ItemDataRole.UserRole, self.session.spec.encode_move(move))

    def _on_double_click(self, item) -> None:
        if item.flags() & Qt.ItemFlag.ItemIsUserCheckable:  # a box to tick, not a move to play
            checked = item.checkState() == Qt.CheckState.Checked
            item.setCheckState(Qt.CheckState.Unchecked if checked else Qt.CheckState.Checked)
            return
        self._choose()

    def _choose(self) -> None:
        item = self.choices.currentItem()
        if item is not None:
            self.play(self.session.spec.decode_move(item.data(Qt.ItemDataRole.UserRole)))

    # -- what a game's window may change -------------------------------------------------------

    def rules_to_offer(self):
        """The rule options a New game dialog starts from: the balance lab's variant while one is
        offered (:meth:`new_game_with_rules`), else this game's."""
        return self._rules_offered or self.session.rules.ruleset

    def new_game_with_rules(self, ruleset) -> bool:
        """New game, its dialog filled with ``ruleset`` (a variant the balance lab found): the
        designer sees the options, may change them, and deals."""
        self._rules_offered = ruleset
        try:
            return self.new_game()
        finally:
            self._rules_offered = None

    def choose_new_game(self) -> tuple | None:
        """Who sits where in a new game, its seed (None: random) and its rules (None: the same),
        then optionally its clock and what each seat is called; None to cancel. The game's
        :class:`qtapp.play.new_game_dialog.NewGameDialog` asks (a game with more to choose, such
        as its board, gives a dialog of its own)."""
        from qtapp.play.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.spec, self.session.seats, self.rules_to_offer(), self)
        if not dialog.exec():
            return None
        return dialog.seats(), dialog.seed.value(), self.spec.make_rules(dialog.ruleset(), self.dataset)

    # -- the game ------------------------------------------------------------------------------

    @property
    def session(self):
        return self.controller.session

    def start(self, session, controller=None) -> None:
        """Show ``session`` (a new game, or a resumed one whose log is told again); ``controller``
        the kind of :class:`GameController` that runs it (the replay viewer's steps through a
        record instead of playing)."""
        self.controller = controller_for(self, session, controller)
        self.controller.timedOut.connect(self._on_timed_out)
        self._watch_menus()
        if self._rules_holding:  # the rules are still open: the new game's clock waits too
            self.controller.pause_clock()
        self.log.clear()
        self.last_action.setText("")
        if isinstance(session, SeatTable):  # an online seat knows the position, not the hidden deal
            if session.moves:
                self.log.addItem(self.tr("Joined at move {number}.").format(number=len(session.moves) + 1))
        else:
            self._tell_again(session)
        self.controller.start()
        timed = self.controller.clock is not None
        self.clock_label.setVisible(timed)
        if timed:
            self._clock_tick.start()
            self._show_clock()
        else:
            self._clock_tick.stop()
        if session.rules.is_over(session.state):
            self._on_finished()

    def _tell_again(self, session) -> None:
        """The log of a resumed game, told again from its deal and moves."""
        state = session.first_state()
        timed_out = set(session.timeouts)
        for number, data in enumerate(session.moves, start=1):
            move = session.spec.decode_move(data)
            after = session.rules.apply(state, move)
            if number in timed_out:
                self._on_timed_out(session.rules.to_move(state))
            self.tell(state, move, after)
            state = after

    def new_game(self, seats: list[str] | None = None, seed: int | None = None, ask: bool = True) -> bool:
        """A new game (seats, seed and rules from :meth:`choose_new_game` unless the seats are given);
        a game still being played is discarded only after a yes (``ask``)."""
        self.controller.pause_clock()  # a question or a dialog is no time to lose
        try:
            if ask and not self.discard_ok():
                return False
            chosen = self.choose_new_game() if seats is None else (seats, seed, None)
        finally:
            self.controller.resume_clock()
        session = self.deal(chosen) if chosen is not None else None
        if session is None:
            return False
        self.start(session)
        return True

    def discard_ok(self) -> bool:
        """Yes to discarding the game in progress (a finished one needs no question)."""
        if self.session.rules.is_over(self.session.state):
            return True
        title = self.new_game_words().replace("&", "")
        answer = QMessageBox.question(self, title, self.tr("Discard the game in progress and start a new one?"))
        return answer == QMessageBox.StandardButton.Yes

    def deal(self, chosen: tuple):
        """The new session :meth:`choose_new_game`'s answer describes (the clock and rules stay when
        it gives none), or None when its options cannot start (a message says why)."""
        seats, seed, rules, *more = chosen
        control = more[0] if more else self.session.clock.control
        names = more[1] if len(more) > 1 else None
        seed = seed if seed is not None else random.SystemRandom().randrange(1, 1_000_000)
        try:
            return GameSession.new(self.session.spec, rules or self.session.rules, seats, seed, control, names)
        except ValueError as error:  # options this board cannot start (too few ★4 towns for the players)
            QMessageBox.warning(self, self.new_game_words().replace("&", ""),
                                self.tr("This game cannot start: {error}").format(error=error_words(error)))
            return None

    def play(self, move) -> bool:
        """The human's move; False (nothing changes) when it is not theirs to make or not legal."""
        played = self.controller.play_human(move)
        if not played:
            self.refresh()
        return played

    def _on_action(self, _seat: int, move) -> None:
        # the controller announces a move before the change: the state shown is the one it was made in
        text = self.tell(self._shown, move, self.session.state)
        if text:
            self.last_action.setText(text)
        self.log.scrollToBottom()

    def standings(self) -> list[tuple[str, str]] | None:
        """The seats from first to last, each as ``(who, how it ended)``, for the end-of-game
        screen; None when the table shows none (a game's window fills it in)."""
        return None

    def _on_finished(self) -> None:
        summary = self.finished_text()
        self.last_action.setText(summary)
        self.log.addItem(summary)
        self.log.scrollToBottom()
        self.refresh()
        standings = self.standings()
        if standings is not None and getattr(self, "replay_bar", None) is None:  # a replay just stops
            self.show_game_over(summary, standings)

    def show_game_over(self, summary: str, standings: list[tuple[str, str]]):
        """The end-of-game screen: the ranking, how each seat ended, and a rematch (the same seats,
        a new deal) or Close. One per window, brought forward again for the next game."""
        from qtapp.play.game_over_dialog import GameOverDialog

        if getattr(self, "game_over", None) is None:
            self.game_over = GameOverDialog(self)
            self.game_over.rematch.connect(lambda: self.new_game(list(self.session.seats), None, ask=False))
        self.game_over.show_result(summary, standings)
        self.game_over.show()
        self.game_over.raise_()
        return self.game_over

    # -- the clock ------------------------------------------------------------------------------

    def _watch_menus(self) -> None:
        """The clock stops while a menu is open (「メニューやルールを開いているあいだ時計が止まります」)."""
        if self._menus_watched:
            return
        self._menus_watched = True
        for action in self.menuBar().actions():
            menu = action.menu()
            if menu is not None:
                menu.aboutToShow.connect(lambda: self.controller.pause_clock())
                menu.aboutToHide.connect(lambda: self.controller.resume_clock())

    def _hold_clock_while_open(self, rules_window) -> None:
        """The clock stops while this game's rules are open, once however often F1 is pressed."""
        if self._rules_holding:
            return
        self._rules_holding = True
        self.controller.pause_clock()

        def release(_=None) -> None:
            if self._rules_holding:
                self._rules_holding = False
                if self.controller is not None:
                    self.controller.resume_clock()

        rules_window.destroyed.connect(release)

    def _show_clock(self) -> None:
        clock = self.controller.clock if self.controller is not None else None
        if clock is None:
            return
        now = time.monotonic()
        shown = clock.shown(now)
        people = [seat for seat, timed in enumerate(clock.timed) if timed]
        if shown is None:  # not a timed seat's turn: the time each person has left
            if clock.control.main is None or not people:
                text = translated(clock.control.describe())
            elif len(people) == 1:
                text = self.tr("持ち時間 {time}").format(time=format_clock(clock.main_left[people[0]]))
            else:
                text = self.tr("持ち時間 {time}").format(time=" · ".join(
                    f"{self._seat_called(seat)} {format_clock(clock.main_left[seat])}" for seat in people))
            self.clock_label.setStyleSheet("color: #555555")
        else:
            main, byoyomi = shown
            paused = "" if clock.running else self.tr(" (stopped)")
            if len(people) > 1:  # several people pass the computer round: whose clock this is
                paused = f" ({self._seat_called(clock.seat)})" + paused
            if byoyomi is None:
                text = self.tr("持ち時間 {time}").format(time=format_clock(main)) + paused
                self.clock_label.setStyleSheet("color: #222222")
            else:
                text = self.tr("秒読み {time}").format(time=format_clock(byoyomi)) + paused
                self.clock_label.setStyleSheet("color: #c62828")
        self.clock_label.setText(text)

    def new_game_words(self) -> str:
        """The Game menu's first entry (:attr:`new_game_text`) in the app's language."""
        return QCoreApplication.translate("GameWindow", self.new_game_text)

    def _seat_called(self, seat: int) -> str:
        """A seat as the clock names it: its name, else "seat N"."""
        return self.session.names[seat] or self.tr("seat {seat}").format(seat=seat + 1)

    def _on_timed_out(self, seat: int) -> None:
        text = self.tr("seat {seat}: 時間切れ (out of time) — the CPU makes this move").format(seat=seat + 1)
        self.log.addItem(text)
        self.statusBar().showMessage(text, 8000)

    def closeEvent(self, event) -> None:
        self._clock_tick.stop()
        self.controller.stop()
        event.accept()
