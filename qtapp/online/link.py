"""The app's line to a room server: a :class:`core.online.client.RoomClient` on an asyncio loop of
its own thread, its news as Qt signals on the GUI thread; the server started inside the app
("on this computer") and its announcement on the local network; the search for servers there (Qt).
"""

from __future__ import annotations

import asyncio
import socket
import threading
from concurrent.futures import Future

from PySide6.QtCore import QObject, Signal

from core.online.addresses import own_address
from core.online.client import OnlineError, RoomClient
from core.online.server import RoomServer
from qtapp import language

#: The mDNS service type the servers started in the app announce themselves as.
SERVICE_TYPE = "_kuni-studio._tcp.local."


class AsyncLoop:
    """An asyncio event loop running in a daemon thread; :meth:`run` hands it a coroutine."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="kuni-online", daemon=True)
        self.thread.start()

    def run(self, coroutine) -> Future:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)


_LOOP: AsyncLoop | None = None


def online_loop() -> AsyncLoop:
    """The one loop the app's online play runs on."""
    global _LOOP
    if _LOOP is None:
        _LOOP = AsyncLoop()
    return _LOOP


class OnlineLink(QObject):
    """One connection of the app to a room server.

    Signals:
        message(dict): a message from the server (after the client took it into its copy), queued
            from the network's thread.
        relayed(dict): the same message, passed on from the GUI thread: a receiver connected while
            one message is handled (a table opened on ``sync``) gets every message after it, which
            a queued connection made late would miss.
        failed(str): a request could not be made (no server there, refused, the connection lost).
    """

    message = Signal(object)  # (a dict: object, not a QVariantMap, which holds no 128-bit seed)
    relayed = Signal(object)
    failed = Signal(str)
    _results = Signal(object)  # (callback, value): a request's result, to the GUI thread

    def __init__(self, url: str, nickname: str, parent=None) -> None:
        super().__init__(parent)
        self.url = url
        self.loop = online_loop()
        self.client = RoomClient(url, nickname, on_message=self.message.emit)
        self.client.find_room = find_room  # a room handed over is looked for on the local network
        self._results.connect(self._deliver)
        self.message.connect(self.relayed.emit)

    def request(self, coroutine_function, *args, on_done=None) -> Future:
        """Run ``client.<coroutine_function>(*args)`` on the loop; a failure is said by :attr:`failed`,
        a result handed to ``on_done`` (on the GUI thread, through a queued signal)."""

        async def call():
            return await coroutine_function(*args)

        future = self.loop.run(call())

        def finished(done: Future) -> None:
            error = done.exception()
            if error is not None:  # a refusal in the app's language, as the server worded it
                self.failed.emit(error.said(language.current()) if isinstance(error, OnlineError)
                                 else str(error) or type(error).__name__)
            elif on_done is not None:
                self._results.emit((on_done, done.result()))

        future.add_done_callback(finished)
        return future

    def _deliver(self, pair) -> None:
        callback, value = pair
        callback(value)

    def connect_to_server(self, on_done=None) -> Future:
        return self.request(self.client.connect, on_done=on_done)

    def send_move(self, move, number: int) -> Future:
        """Send a move made on the position after ``number`` moves (as the table showed it)."""
        return self.request(self.client.play, move, number)

    def close(self) -> None:
        self.loop.run(self.client.close())


class LocalServer:
    """A room server inside the app ("on this computer"), listening on the local network, and its
    announcement there with mDNS (zeroconf) so that the others' apps list its rooms and find a room
    it serves by its code."""

    def __init__(self, data_dir, port: int = 0, announce: bool = True, absent_seconds: float | None = None) -> None:
        self.loop = online_loop()
        self.server = RoomServer(data_dir, in_app=True)
        if absent_seconds is not None:
            self.server.absent_seconds = absent_seconds
        self.listening = self.loop.run(self.server.serve("0.0.0.0", port)).result(30)
        self.port = self.listening.sockets[0].getsockname()[1]
        self.zeroconf = None
        self.info = None
        if announce:
            self._announce()

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    @property
    def web_page(self) -> str:
        """The start page others open in a browser (a phone or tablet on the same network): the
        server listens on every interface, so its links name this computer's network address."""
        return f"{self.server.link_base}/"

    def adopt(self, room) -> None:
        """Serve ``room`` on (handed over from a host's app that left) and say so on the network."""

        async def take() -> None:
            self.server.adopt(room)
            self.server._arm(room.code)

        self.loop.run(take()).result(30)
        self.announce_rooms([room.code])

    def announce_rooms(self, codes: list[str]) -> None:
        """Say on the network which rooms this server holds (a client looking for one finds it)."""
        if self.zeroconf is None or self.info is None:
            return
        properties = dict(self.info.properties)
        properties[b"rooms"] = ",".join(codes).encode()
        try:  # announced anew with the rooms (an update in place is not seen by every browser)
            self.zeroconf.unregister_service(self.info)
            self.info = type(self.info)(self.info.type, self.info.name, addresses=self.info.addresses,
                                        port=self.info.port, properties=properties)
            self.zeroconf.register_service(self.info)
        except Exception:  # noqa: BLE001 — the rooms are still joined by address
            pass

    def _announce(self) -> None:
        try:
            from zeroconf import IPVersion, ServiceInfo, Zeroconf

            host = socket.gethostname()
            address = own_address()
            self.zeroconf = Zeroconf(ip_version=IPVersion.V4Only)
            self.info = ServiceInfo(SERVICE_TYPE, f"Kuni Studio {host} {self.port}.{SERVICE_TYPE}",
                                    addresses=[socket.inet_aton(address)], port=self.port,
                                    properties={"protocol": "1", "host": host})
            self.zeroconf.register_service(self.info)
        except Exception:  # noqa: BLE001 — no multicast here: the rooms are still joined by address and code
            self.zeroconf = None

    def close(self) -> None:
        if self.zeroconf is not None:
            try:
                self.zeroconf.unregister_service(self.info)
            finally:
                self.zeroconf.close()

        async def stop() -> None:  # on the loop's thread: the server is not thread-safe
            self.listening.close()
            await self.listening.wait_closed()

        self.loop.run(stop()).result(30)


def find_room(code: str) -> list[str]:
    """The servers on the local network that say they hold room ``code``."""
    return [url for url, rooms in find_servers(1.5, with_rooms=True) if code in rooms]


def find_servers(seconds: float = 2.0, with_rooms: bool = False) -> list:
    """The room servers announced on the local network, as ``ws://address:port`` (with
    ``with_rooms``: ``(url, the room codes it says it holds)``); none when the network cannot be
    searched."""
    try:
        from zeroconf import IPVersion, ServiceBrowser, Zeroconf
    except ImportError:
        return []
    names: list[str] = []

    class Listener:
        def add_service(self, zc, kind, name):
            names.append(name)

        def remove_service(self, zc, kind, name):
            pass

        def update_service(self, zc, kind, name):
            pass

    import time

    try:
        zeroconf = Zeroconf(ip_version=IPVersion.V4Only)
    except Exception:  # noqa: BLE001
        return []
    try:
        ServiceBrowser(zeroconf, SERVICE_TYPE, Listener())
        time.sleep(seconds)
        found = {}
        for name in names:
            info = zeroconf.get_service_info(SERVICE_TYPE, name, timeout=1500)
            if info is not None and info.parsed_addresses():
                rooms = (info.properties or {}).get(b"rooms") or b""
                found[f"ws://{info.parsed_addresses()[0]}:{info.port}"] = set(filter(None, rooms.decode().split(",")))
        return sorted(found.items()) if with_rooms else sorted(found)
    finally:
        zeroconf.close()
