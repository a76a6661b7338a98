"""HostDialog: Game ▸ Host for phones and tablets — the room server inside the app, for people
with only a phone or a tablet (Qt).

The designer opens it; the app serves rooms and the web client on this computer's address on the
local network (:class:`qtapp.online.link.LocalServer`), and the dialog shows the start page's
address as text and as a QR code: a phone's camera opens it, and the playtesters make and join
rooms in their browsers (the room's own link and QR code are on its waiting-room page). The rooms
go on while the app is open, the dialog closed or not; 「部屋を閉じる」 stops serving.
"""

from __future__ import annotations

import io

from PySide6.QtCore import Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication, QPixmap
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout

from qtapp.online.link import LocalServer, online_loop


def qr_pixmap(text: str, scale: int = 8) -> QPixmap:
    """``text`` as a QR code (segno), ``scale`` pixels a module."""
    import segno

    out = io.BytesIO()
    segno.make(text, error="m").save(out, kind="png", scale=scale, border=3)
    pixmap = QPixmap()
    pixmap.loadFromData(out.getvalue(), "PNG")
    return pixmap


class HostDialog(QDialog):
    """The start page's address and QR code while the app serves rooms for phones and tablets.

    Attributes:
        server: the :class:`LocalServer` (kept by the main window: the rooms outlive the dialog).
    """

    def __init__(self, server: LocalServer, parent=None, on_stop=None) -> None:
        super().__init__(parent)
        self.server = server
        self.on_stop = on_stop
        self.setWindowTitle(self.tr("Host for phones and tablets — Kuni Studio"))
        page = server.web_page
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("On the same Wi-Fi, open this page in a phone's or tablet's browser (its camera reads "
                               "the QR code): make a room there, or join one by its code. Nothing to install."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.qr = QLabel()
        self.qr.setPixmap(qr_pixmap(page))
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.qr)
        self.address = QLabel(f"<a href='{page}' style='font-size:16pt'>{page}</a>")
        self.address.setObjectName("host-address")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.address.setOpenExternalLinks(True)
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.address)
        if page.startswith(("http://127.", "http://[::1]")):
            warning = QLabel(self.tr("This computer is on no network: only its own browser can open the page."))
            warning.setStyleSheet("color: #b35c00")
            warning.setWordWrap(True)
            layout.addWidget(warning)
        self.rooms = QLabel()
        self.rooms.setObjectName("host-rooms")
        layout.addWidget(self.rooms)
        buttons = QHBoxLayout()
        copy = QPushButton(self.tr("&Copy the address"))
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(page))
        browse = QPushButton(self.tr("&Open in this computer's browser"))
        browse.clicked.connect(lambda: QDesktopServices.openUrl(QUrl(page)))
        stop = QPushButton(self.tr("&Stop hosting"))
        stop.clicked.connect(self.stop)
        close = QPushButton(self.tr("Close"))
        close.setDefault(True)
        close.clicked.connect(self.accept)
        for button in (copy, browse, stop, close):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        note = QLabel(self.tr("The rooms go on while Kuni Studio is open, with this window closed or not."))
        note.setWordWrap(True)
        note.setStyleSheet("color: #666")
        layout.addWidget(note)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.count_rooms)
        self.timer.start(2000)
        self.count_rooms()

    def counts(self) -> tuple[int, int]:
        """(rooms waiting for their start, games being played) on the server now."""
        async def count():
            rooms = list(self.server.server.rooms.values())
            playing = sum(1 for room in rooms if room.session is not None and not room.session.is_over())
            waiting = sum(1 for room in rooms if room.session is None)
            return waiting, playing

        return online_loop().run(count()).result(10)

    def count_rooms(self) -> None:
        waiting, playing = self.counts()
        self.rooms.setText(self.tr("Rooms waiting: {waiting} · games being played: {playing}").format(
            waiting=waiting, playing=playing))

    def stop(self) -> None:
        """Stop serving (asked first while games are being played on it)."""
        _waiting, playing = self.counts()
        if playing:
            asked = QMessageBox.question(self, self.windowTitle(), self.tr(
                "{playing} games are being played here: stop hosting all the same? Their rooms are kept and go on "
                "when you host again.").format(playing=playing))
            if asked != QMessageBox.StandardButton.Yes:
                return
        self.timer.stop()
        if self.on_stop is not None:
            self.on_stop()
        self.accept()


#: The port the app hosts on when it is free (the same address, and QR code, from one day to the next).
HOST_PORT = 8765


def host_data_dir():
    """Where the app keeps the rooms it hosts (the user data folder, beside ``kuni serve``'s)."""
    from core.cli.serve import default_data_dir

    return default_data_dir().parent / "rooms-hosted"


def start_hosting(data_dir=None) -> LocalServer:
    """The room server for phones and tablets, on :data:`HOST_PORT` when it is free, else any port.

    Raises:
        OSError: no port could be listened on.
    """
    folder = data_dir if data_dir is not None else host_data_dir()
    try:
        return LocalServer(folder, HOST_PORT)
    except OSError:
        return LocalServer(folder, 0)

