"""OnlineDialog: Game ▸ Online… — make a room, join one by its code or from the list of rooms on
this network, wait in it, and follow the connection while the game is played in its table (Qt).

A room is made on a server you name or "on this computer": a room server started inside the app
(:class:`qtapp.online.link.LocalServer`), announced on the local network so that the others' apps
list its rooms. The waiting room shows the seats (who sits, who is connected) and the host's
options; the host starts the game. The game opens in the game's own table, with an
:class:`qtapp.online.online_controller.OnlineController` in place of the desktop's. The connection
panel stays: the server, the round trip, how often the connection was made again.
"""

from __future__ import annotations

import json
import threading

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.games import registry
from core.games.clock import TimeControl
from core.online.addresses import own_address
from core.online.protocol import CODE_ALPHABET, CODE_LENGTH, NICKNAME_LENGTH
from core.online.seat_table import SeatTable
from core.online.web import room_link
from editor.translation import error_words, translated
from qtapp.battle.new_battle_dialog import BYOYOMI_SECONDS, MAIN_MINUTES
from qtapp.language import cpu_name
from qtapp.online.link import LocalServer, OnlineLink, find_servers
from qtapp.online.online_controller import OnlineController
from qtapp.play.rules_window import option_words
from qtapp.rule_set_form import RuleSetForm

#: Pings while connected, ms.
PING_EVERY_MS = 2000
#: How long the others wait for a room's host app before the lowest seat serves the room on, ms.
HANDOVER_WAIT_MS = 4000


class OnlineDialog(QDialog):
    """Making or joining an online room, its waiting room and its connection panel.

    Signals:
        found(list): rooms found on the local network (from the search thread).
    """

    found = Signal(list)

    def __init__(self, parent=None, data_dir=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Online — Kuni Studio"))
        self.settings = QSettings("Kuni Studio", "Kuni Studio")
        self.data_dir = data_dir
        self.link: OnlineLink | None = None
        self.local: LocalServer | None = None
        self.table = None  # the game's window once started
        self.room: dict | None = None
        self.handover_wait_ms = HANDOVER_WAIT_MS
        self.absent_seconds: float | None = None  # the served rooms' wait for an empty seat (None: the server's)

        self.nickname = QLineEdit(self.settings.value("online/nickname", "", type=str))
        self.nickname.setMaxLength(NICKNAME_LENGTH)
        self.nickname.setPlaceholderText(self.tr("a nickname"))
        warning = QLabel(self.tr("Everyone in the room sees your nickname: do not use your real name."))
        warning.setStyleSheet("color: #b35c00")
        warning.setWordWrap(True)
        self.here = QRadioButton(self.tr("On this computer (others on this network can join)"))
        self.there = QRadioButton(self.tr("On a server:"))
        self.server = QLineEdit(self.settings.value("online/server", "ws://127.0.0.1:8765", type=str))
        self.here.setChecked(True)
        self.there.toggled.connect(self.server.setEnabled)
        self.server.setEnabled(False)

        self.game = QComboBox()
        for spec in registry.games():
            self.game.addItem(spec.title_ja, spec.name)
        self.game.setCurrentIndex(max(0, self.game.findData("battle")))
        self.board = QLineEdit("13")
        self.board.setPlaceholderText(self.tr("prefectures or a region: 13, 14,13, kanto"))
        self.players = QSpinBox()
        self.cpus = QSpinBox()
        self.cpu_kind = QComboBox()
        self.game.currentIndexChanged.connect(self._game_chosen)
        # the host's options: the game's rule options and the clock for the people's seats
        self.options_box = QGroupBox(self.tr("Rules and clock"))
        self.options_box.setCheckable(True)
        self.options_box.setChecked(False)  # the defaults, unless the host opens them
        self.options_layout = QVBoxLayout(self.options_box)
        self.rules_holder: QWidget | None = None
        self.rules_form: RuleSetForm | None = None
        self.main_time = QComboBox()
        for minutes in MAIN_MINUTES:
            self.main_time.addItem(self.tr("none") if minutes == 0 else self.tr("{minutes} min").format(
                minutes=minutes), minutes * 60)
        self.byoyomi = QComboBox()
        for seconds in BYOYOMI_SECONDS:
            self.byoyomi.addItem(self.tr("none") if seconds == 0 else self.tr("{seconds} s a move").format(
                seconds=seconds), seconds)
        clock = QFormLayout()
        clock.addRow(self.tr("持ち時間 (each person, whole game)"), self.main_time)
        clock.addRow(self.tr("秒読み (then, per move)"), self.byoyomi)
        self.options_layout.addLayout(clock)
        self.make_button = QPushButton(self.tr("&Make a room"))
        self.make_button.clicked.connect(self.make_room)
        make = QGroupBox(self.tr("Make a room"))
        make_form = QFormLayout(make)
        make_form.addRow(self.tr("Game"), self.game)
        make_form.addRow(self.tr("Board"), self.board)
        make_form.addRow(self.tr("Players"), self.players)
        cpu_row = QHBoxLayout()
        cpu_row.addWidget(self.cpus)
        cpu_row.addWidget(self.cpu_kind, 1)
        make_form.addRow(self.tr("of them CPUs"), cpu_row)
        make_form.addRow(self.options_box)
        make_form.addRow(self.make_button)

        self.code = QLineEdit()
        self.code.setMaxLength(CODE_LENGTH)
        self.code.setPlaceholderText("ABCD")
        self.code.textEdited.connect(lambda text: self.code.setText(text.upper()))
        self.join_button = QPushButton(self.tr("&Join"))
        self.join_button.clicked.connect(lambda: self.join_room(self.code.text()))
        self.watch_button = QPushButton(self.tr("&Watch"))
        self.watch_button.clicked.connect(lambda: self.watch_room(self.code.text()))
        join = QGroupBox(self.tr("Join by code"))
        join_row = QHBoxLayout(join)
        join_row.addWidget(self.code, 1)
        join_row.addWidget(self.join_button)
        join_row.addWidget(self.watch_button)

        self.rooms = QListWidget()
        self.search_button = QPushButton(self.tr("&Search this network"))
        self.search_button.clicked.connect(self.search)
        self.rooms.itemDoubleClicked.connect(lambda item: self.join_room(*item.data(Qt.ItemDataRole.UserRole)))
        self.resume_button = QPushButton(self.tr("&Take my seat back"))
        self.resume_button.clicked.connect(self._resume_chosen)
        self.found.connect(self._show_found)
        nearby = QGroupBox(self.tr("Rooms on this network"))
        nearby_layout = QVBoxLayout(nearby)
        nearby_layout.addWidget(self.rooms)
        nearby_buttons = QHBoxLayout()
        nearby_buttons.addWidget(self.search_button)
        nearby_buttons.addWidget(self.resume_button)
        nearby_layout.addLayout(nearby_buttons)

        self.start_page = QWidget()
        start_layout = QVBoxLayout(self.start_page)
        form = QFormLayout()
        form.addRow(self.tr("Nickname"), self.nickname)
        form.addRow(warning)
        where = QHBoxLayout()
        where.addWidget(self.there)
        where.addWidget(self.server, 1)
        form.addRow(self.here)
        form.addRow(where)
        start_layout.addLayout(form)
        start_layout.addWidget(make)
        start_layout.addWidget(join)
        start_layout.addWidget(nearby)

        # the waiting room, then the game's connection
        self.code_label = QLabel()
        code_font = QFont(self.code_label.font())
        code_font.setPointSizeF(code_font.pointSizeF() * 2.2)
        code_font.setBold(True)
        self.code_label.setFont(code_font)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # the room's page: anyone opens it in a browser to join (a tablet, a phone: nothing to install)
        self.link_label = QLabel()
        self.link_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.link_label.setOpenExternalLinks(True)
        self.copy_link = QPushButton(self.tr("Copy the &link"))
        self.copy_link.clicked.connect(self._copy_link)
        link_row = QHBoxLayout()
        link_row.addWidget(self.link_label, 1)
        link_row.addWidget(self.copy_link)
        self.seats = QListWidget()
        self.options = QLabel()
        self.options.setWordWrap(True)
        self.start_button = QPushButton(self.tr("&Start the game"))
        self.start_button.clicked.connect(self.start_game)
        # the host, before the start: a seat opened for a person or given to a CPU
        self.seat_setting = QComboBox()
        self.seat_button = QPushButton(self.tr("Set the &chosen seat"))
        self.seat_button.clicked.connect(self._set_chosen_seat)
        self.seat_row = QWidget()
        seat_row = QHBoxLayout(self.seat_row)
        seat_row.setContentsMargins(0, 0, 0, 0)
        seat_row.addWidget(self.seat_setting, 1)
        seat_row.addWidget(self.seat_button)
        self.state_label = QLabel()
        self.connection = QLabel()
        self.connection.setTextFormat(Qt.TextFormat.RichText)
        connection_box = QGroupBox(self.tr("Connection"))
        QVBoxLayout(connection_box).addWidget(self.connection)
        self.room_page = QWidget()
        room_layout = QVBoxLayout(self.room_page)
        room_layout.addWidget(QLabel(self.tr("Room code (tell the others):")))
        room_layout.addWidget(self.code_label)
        room_layout.addLayout(link_row)
        room_layout.addWidget(self.seats)
        room_layout.addWidget(self.seat_row)
        room_layout.addWidget(self.options)
        room_layout.addWidget(self.state_label)
        room_layout.addWidget(self.start_button)
        room_layout.addWidget(connection_box)
        self.room_page.hide()

        self.problem = QLabel()
        self.problem.setStyleSheet("color: #c62828")
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem)
        layout.addWidget(self.start_page)
        layout.addWidget(self.room_page)
        self._game_chosen()
        self.pinger = QTimer(self)
        self.pinger.setInterval(PING_EVERY_MS)
        self.pinger.timeout.connect(self._ping)

    # -- setting up ---------------------------------------------------------------------------------

    def spec(self):
        return registry.get(self.game.currentData())

    def _game_chosen(self) -> None:
        spec = self.spec()
        self.board.setEnabled(bool(spec.board_flag))
        low, high = spec.players
        self.players.setRange(low, high)
        self.players.setValue(spec.default_players)
        self.cpus.setRange(0, high - 1)
        self.cpus.setValue(0)
        self.cpu_kind.clear()
        for name in spec.cpu_names():
            self.cpu_kind.addItem(cpu_name(name), name)
        self.cpu_kind.setCurrentIndex(max(0, self.cpu_kind.findData(spec.table_cpu)))
        if self.rules_holder is not None:
            self.options_layout.removeWidget(self.rules_holder)
            self.rules_holder.deleteLater()
        self.rules_holder = QWidget()
        self.rules_form = RuleSetForm(spec.ruleset, QFormLayout(self.rules_holder))
        self.options_layout.insertWidget(0, self.rules_holder)

    def _url(self) -> str:
        if self.here.isChecked():
            if self.local is None:
                self.local = LocalServer(self.data_dir or _local_data_dir(), absent_seconds=self.absent_seconds)
            return self.local.url
        return self.server.text().strip()

    def _link(self, url: str) -> OnlineLink | None:
        """A new connection to ``url`` (the old one closed), or None when nothing answers there."""
        self.settings.setValue("online/nickname", self.nickname.text().strip())
        if self.there.isChecked():
            self.settings.setValue("online/server", url)
        if self.link is not None:
            self.link.close()
        self.link = OnlineLink(url, self.nickname.text().strip(), self)
        self.link.message.connect(self._on_message)
        self.link.failed.connect(self._on_failed)
        try:
            self.link.connect_to_server().result(15)
        except Exception as error:  # noqa: BLE001 — said to the person, nothing else changes
            self._on_failed(self.tr("No room server answers at {url}: {error}").format(url=url, error=error_words(error)))
            self.link = None
            return None
        self.pinger.start()
        return self.link

    def make_room(self) -> str | None:
        """Make a room as set up (you at seat 1, the host); returns its code, None when it failed."""
        spec = self.spec()
        link = self._link(self._url())
        if link is None:
            return None
        players, cpus = self.players.value(), min(self.cpus.value(), self.players.value() - 1)
        seats = ["open"] * (players - cpus) + [f"cpu:{self.cpu_kind.currentData()}"] * cpus
        board = self.board.text().strip() or None if spec.board_flag else None
        rules = control = None
        if self.options_box.isChecked():
            try:
                rules = self.rules_form.ruleset().model_dump(mode="json")
            except ValueError as error:
                self._on_failed(self.tr("The rules cannot be used: {error}").format(error=error_words(error)))
                return None
            control = {"main": self.main_time.currentData() or None, "byoyomi": self.byoyomi.currentData() or None}
        try:
            code = link.request(link.client.create, spec.name, seats, board, rules, control).result(120)
        except Exception as error:  # noqa: BLE001
            self._on_failed(self.tr("The room was not made: {error}").format(error=error_words(error)))
            return None
        if self.local is not None and link.url == self.local.url:
            self.local.announce_rooms([code])
        self._keep_seat()
        self._show_room()
        return code

    def _keep_seat(self) -> None:
        """Remember the seat's token (QSettings): this app finds its seat again after a crash, a
        restart, or a room handed over."""
        client = self.link.client
        self.settings.setValue(f"online/seats/{client.code}", json.dumps({"seat": client.seat, "token": client.token}))

    def _kept_seat(self, code: str) -> tuple[int, str] | None:
        try:  # its own settings object: the network search asks from its thread
            kept = json.loads(QSettings("Kuni Studio", "Kuni Studio").value(f"online/seats/{code}", "", type=str)
                              or "null")
            return (int(kept["seat"]), str(kept["token"])) if kept else None
        except (ValueError, KeyError, TypeError):
            return None

    def _room_code(self, text: str) -> str | None:
        """``text`` as a room code (upper case), or None when it cannot be one (and the dialog says so)."""
        code = text.strip().upper()
        if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
            self._on_failed(self.tr("A room code is {length} letters and digits, as the host's app shows it.").format(
                length=CODE_LENGTH))
            return None
        return code

    def join_room(self, code: str, url: str | None = None, resume: bool = False) -> int | None:
        """Join room ``code`` (on ``url``, by default the server chosen above); returns the seat.
        ``resume``: take back the seat this app held there (after a crash, or a room handed over)."""
        code = self._room_code(code)
        if code is None:
            return None
        link = self._link(url or self._url())
        if link is None:
            return None
        kept = self._kept_seat(code) if resume else None
        try:
            if kept is not None:  # a seat of ours: taken back, not a new one
                link.request(link.client.rejoin, code, *kept).result(30)
                seat = kept[0]
            else:
                seat = link.request(link.client.join, code).result(30)
        except Exception as error:  # noqa: BLE001
            self._on_failed(self.tr("Could not join {code}: {error}").format(code=code, error=error_words(error)))
            return None
        self._keep_seat()
        self._show_room()
        return seat

    def watch_room(self, code: str, url: str | None = None) -> bool:
        """Watch room ``code``: its game in its table, nobody's seat played here."""
        code = self._room_code(code)
        if code is None:
            return False
        link = self._link(url or self._url())
        if link is None:
            return False
        try:
            link.request(link.client.send, {"type": "spectate", "code": code}).result(10)
        except Exception as error:  # noqa: BLE001
            self._on_failed(self.tr("Could not watch {code}: {error}").format(code=code, error=error_words(error)))
            return False
        self._show_room()
        return True

    def _set_chosen_seat(self) -> None:
        """The host gives the seat chosen in the list to a CPU, or opens it for a person."""
        row = self.seats.currentRow()
        if self.link is not None and row > 0:
            self.link.request(self.link.client.set_seat, row, self.seat_setting.currentData())

    def start_game(self) -> None:
        if self.link is not None:
            self.link.request(self.link.client.start)

    def search(self) -> None:
        """Look for room servers on this network (a thread: it takes a moment), then their rooms."""
        self.search_button.setEnabled(False)
        self.rooms.clear()
        self.rooms.addItem(self.tr("Searching…"))

        def look() -> None:
            import asyncio

            from core.online.client import RoomClient

            found = []
            for url, held in find_servers(with_rooms=True):
                for code in sorted(held):  # rooms this app holds a seat in, listed or not
                    kept = self._kept_seat(code)
                    if kept is not None:
                        found.append((url, {"code": code, "yours": True, "seat": kept[0]}))

                async def rooms_at(where=url):
                    client = RoomClient(where)
                    await client.connect()
                    try:
                        return await client.list_rooms()
                    finally:
                        await client.close()

                try:
                    found += [(url, room) for room in asyncio.run(rooms_at())]
                except Exception:  # noqa: BLE001 — a server that went away meanwhile
                    continue
            self.found.emit(found)

        threading.Thread(target=look, daemon=True).start()

    def _show_found(self, found: list) -> None:
        self.search_button.setEnabled(True)
        self.rooms.clear()
        for url, room in found:
            if room.get("yours"):  # a room this app holds a seat in (started: it is not listed)
                text = self.tr("{code} — your seat {seat} — {url}").format(code=room["code"], seat=room["seat"] + 1,
                                                                            url=url)
            else:
                board = f" ({room['board']})" if room.get("board") else ""
                text = self.tr("{code} — {title}{board} — {open} of {seats} seats open — {url}").format(
                    code=room["code"], title=room["title"], board=board, open=room["open"], seats=room["seats"],
                    url=url)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, (room["code"], url, bool(room.get("yours"))))
            self.rooms.addItem(item)
        if not found:
            self.rooms.addItem(self.tr("No open room on this network."))

    def _resume_chosen(self) -> None:
        item = self.rooms.currentItem()
        data = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if data:
            self.join_room(data[0], data[1], resume=True)

    # -- the room -------------------------------------------------------------------------------------

    def _show_room(self) -> None:
        self.start_page.hide()
        self.room_page.show()
        self._refresh_room()

    def _on_message(self, message: dict) -> None:
        kind = message.get("type")
        if kind == "room":
            self.room = message
            self._refresh_room()
        elif kind == "sync" and self.table is None:
            self._open_table(message)
        elif kind == "over":
            self.state_label.setText(self.tr("The game is over."))
        elif kind == "connection" and not message["connected"]:
            QTimer.singleShot(self.handover_wait_ms, self._maybe_take_over)
        self._show_connection()

    def _maybe_take_over(self) -> None:
        """The room's host app is gone (the connection did not come back): the remaining person in
        the lowest seat serves the room on from the copy of the room the server kept for its app
        alone, and announces it; the others' apps find it on the network and follow; the old host
        rejoins as a participant."""
        client = self.link.client if self.link is not None else None
        room = client.room if client is not None else None
        if client is None or client.connected or room is None or not room.get("in_app") or client.table is None:
            return
        if client.table.is_over() or (self.local is not None and client.url == self.local.url):
            return
        if client.copy is None:
            return  # another app serves it on (the server kept only it a copy): this one looks for it
        from core.online.room import Room

        self.local = LocalServer(self.data_dir or _local_data_dir(), absent_seconds=self.absent_seconds)
        # the copy the room's server kept for this app alone (its successor): the whole room, replayed here
        self.local.adopt(Room.from_json(client.copy, registry.get, self.local.server.rules_for))
        client.url = self.local.url  # the next attempt to reconnect comes here
        self.state_label.setText(self.tr("The host left: this computer serves the room on."))

    def _refresh_room(self) -> None:
        room = self.link.client.room if self.link is not None else None
        if room is None:
            return
        self.code_label.setText(room["code"])
        link = self.room_link()
        self.link_label.setText(self.tr("In a browser: <a href=\"{link}\">{link}</a>").format(link=link))
        self.seats.clear()
        mine = self.link.client.seat
        for seat in room["seats"]:
            if seat["kind"] == "cpu":
                who = self.tr("CPU {kind}").format(kind=cpu_name(seat["cpu"]))
            elif seat["kind"] == "open":
                who = self.tr("(open: waiting for a person)")
            else:
                who = seat["nickname"] or self.tr("a person")
            mark = "●" if seat["connected"] else "○"
            you = self.tr(" — you") if seat["seat"] == mine else ""
            host = self.tr(" (host)") if seat["seat"] == room["host"] else ""
            self.seats.addItem(f"{mark} {seat['seat'] + 1}. {who}{host}{you}")
        board = f" · {room['board']}" if room.get("board") else ""
        ruleset = registry.get(room["game"]).recorded_ruleset(room["rules"])
        clock = translated(TimeControl.from_json(room.get("time_control") or {}).describe())
        self.options.setText(self.tr("{title}{board} — the host's options: {rules} · {clock}").format(
            title=room["title"], board=board, clock=clock,
            rules=" · ".join(f"{title}: {said}" for title, said, _ in option_words(ruleset))))
        is_host = mine == room["host"]
        self.start_button.setVisible(is_host and not room["started"])
        self.seat_row.setVisible(is_host and not room["started"])
        if is_host and not room["started"] and self.seat_setting.count() == 0:
            self.seat_setting.addItem(self.tr("open, for a person"), "open")
            for name in registry.get(room["game"]).cpu_names():
                self.seat_setting.addItem(self.tr("CPU {kind}").format(kind=cpu_name(name)), f"cpu:{name}")
        if room["started"]:
            self.state_label.setText(self.tr("The game is being played."))
        else:
            self.state_label.setText(self.tr("Open seats left at the start are played by a CPU.") if is_host
                                     else self.tr("Waiting for the host to start the game."))

    def room_link(self) -> str:
        """The room's web page: on this computer's server, by its address on the network (others
        open it from their devices)."""
        client = self.link.client
        url = client.url
        if self.local is not None and url == self.local.url:
            url = f"ws://{own_address()}:{self.local.port}"
        return room_link(url, client.room["code"])

    def _copy_link(self) -> None:
        QGuiApplication.clipboard().setText(self.room_link())
        self.state_label.setText(self.tr("The room's link is copied: send it to the others."))

    def _open_table(self, message: dict) -> None:
        """The game's own table on the room's game, its moves sent to and told by the server."""
        from qtapp.main_window import load_board_for
        from qtapp.play.tables import table_for

        room = self.link.client.room
        spec = registry.get(room["game"])
        dataset = None
        if spec.needs_dataset:  # the board the connection read for its copy of the game, else read here
            key = (spec.name, room.get("board"))
            dataset = self.link.client.boards.get(key) or spec.board_from_text(room.get("board"))
        board = load_board_for(dataset) if dataset is not None else None
        session = SeatTable(spec, self.link.client.table.rules, message)
        self.table = table_for(spec).window(session, None, "instant", dataset, board)
        self.table.setWindowTitle(self.tr("{title} — online room {code}").format(title=spec.title_ja,
                                                                                code=room["code"]))
        self.table.start(session, OnlineController.bound(self.link))
        self.table.show()

    def _ping(self) -> None:
        if self.link is not None and self.link.client.connected:
            self.link.request(self.link.client.ping, on_done=lambda _seconds: self._show_connection())
        self._show_connection()

    def _show_connection(self) -> None:
        if self.link is None:
            self.connection.setText("")
            return
        client = self.link.client
        trip = f"{1000 * client.round_trip:.0f} ms" if client.round_trip is not None else "—"
        state = self.tr("connected") if client.connected else self.tr("reconnecting…")
        where = self.tr("on this computer, port {port}").format(port=self.local.port) \
            if self.local is not None and client.url == self.local.url else client.url
        self.connection.setText(self.tr("Server: {where}<br>State: {state}<br>Round trip: {trip}<br>"
                                        "Reconnections: {count}").format(where=where, state=state, trip=trip,
                                                                         count=client.reconnects))

    def _on_failed(self, reason: str) -> None:
        """Said in the dialog (in red, until the next problem), never in a box that stops the game."""
        self.problem.setText(reason)
        self.problem.show()

    def closeEvent(self, event) -> None:
        if self.table is not None and self.table.isVisible() and self.local is not None:
            answer = QMessageBox.question(self, self.tr("Online"), self.tr(
                "The room is served from this computer: if you close, the others wait a moment, then the "
                "lowest seat's app serves it on. Close?"))
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        self.pinger.stop()
        if self.link is not None:
            self.link.close()
        if self.local is not None:
            self.local.close()
            self.local = None
        event.accept()


def _local_data_dir():
    from core.cli.serve import default_data_dir

    return default_data_dir().parent / "rooms-here"
