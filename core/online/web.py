"""The web side of ``kuni serve``: the browser's pages and files, the boards its tables draw, and
the Origin check on WebSocket upgrades — on the same port as the rooms (no Qt).

Routes (HTTP GET): ``/`` the start page (make a room, join by code, a random match, watch);
``/r/ABCD`` the same page opening room ABCD (the link the app's waiting room shows); ``/healthz``
for a load balancer; ``/static/…`` the client's files (``resources/web``; ES modules, no build
step) with cache headers; ``/api/games`` the games a room can be made for; ``/api/board?game=…&
board=…&rules=…&language=…`` what a game's table is drawn on (the spec's ``board_view``, cached per board
under one spelling; only the boards of rooms on this server). The browser holds no rules: it draws the view the server sends its seat and
sends one of the legal moves it is sent.

An upgrade to a WebSocket from a page of another site is refused (403), so a page elsewhere cannot
drive a visitor's seat: a browser's ``Origin`` must be this server's own address or one of the
allowed origins (``kuni serve --allow-origin``); the app and other programs send none.
"""

from __future__ import annotations

import asyncio
import email.utils
import hashlib
import json
import mimetypes
from http import HTTPStatus
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from core import bundled
from core.games import registry
from core.online.protocol import PROTOCOL_VERSION
from core.online.room import is_code
from core.online.table_words import localised
from core.text import lookup_for

#: Seconds a browser may keep the client's files before asking again (they change with a release).
STATIC_MAX_AGE = 3600
#: The pages that open the client: the start page, and a room by its link.
CLIENT_PAGE = "index.html"


def room_link(server_url: str, code: str) -> str:
    """The web page of room ``code`` on the server at ``server_url`` (``ws://host:port``): what a
    person opens in a browser to join it (``https`` for a ``wss`` server)."""
    parts = urlsplit(server_url)
    scheme = "https" if parts.scheme == "wss" else "http"
    return f"{scheme}://{parts.netloc}/r/{code}"


def _font_file() -> Path | None:
    """The Japanese font the app ships (a browser without one of its own loads it once)."""
    try:
        from noto_cjk_sans_jp_regular import FONT_PATH
    except ImportError:  # pragma: no cover - a dependency of the install
        return None
    return Path(FONT_PATH)


class WebPages:
    """``process_request`` for the rooms' WebSocket server: answers plain HTTP requests itself and
    lets WebSocket upgrades through when their origin is allowed.

    Attributes:
        server: the :class:`core.online.server.RoomServer` (its rooms, its boards and rules).
        allowed_origins: origins (``https://example.org``) allowed besides the server's own.
    """

    def __init__(self, server, allowed_origins=()) -> None:
        self.server = server
        self.allowed_origins = {origin.rstrip("/").lower() for origin in allowed_origins}
        self.root = bundled.web_dir()
        self._files: dict[str, tuple[bytes, str, str]] = {}

    async def __call__(self, connection, request):
        headers = request.headers
        if headers.get("Upgrade", "").lower() == "websocket":
            origin = headers.get("Origin")
            if origin is None or self.origin_allowed(origin, headers.get("Host", "")):
                return None  # on to the WebSocket handshake
            return _response(HTTPStatus.FORBIDDEN, f"origin {origin} may not open a room connection here\n".encode(),
                             "text/plain; charset=utf-8")
        try:
            return await self._answer(request)
        except Exception:  # noqa: BLE001 — a page that fails must not stop the server
            return _response(HTTPStatus.INTERNAL_SERVER_ERROR, b"the server could not answer\n",
                             "text/plain; charset=utf-8")

    def origin_allowed(self, origin: str, host: str) -> bool:
        """Whether a browser page from ``origin`` may open a WebSocket on this server reached as ``host``."""
        origin = origin.rstrip("/").lower()
        if origin in self.allowed_origins:
            return True
        parts = urlsplit(origin)
        return bool(parts.netloc) and parts.netloc == host.lower()

    async def _answer(self, request):
        parts = urlsplit(request.path)
        path = parts.path
        if path == "/healthz":
            live = sum(1 for room in self.server.rooms.values() if not (room.session and room.session.is_over()))
            return _json({"status": "ok", "protocol": PROTOCOL_VERSION, "rooms": live,
                          "connections": len(self.server.connections)}, cache=False)
        if path == "/" or (path.startswith("/r/") and is_code(path[3:].upper())):
            return self._file(CLIENT_PAGE, cache=False)
        if path.startswith("/static/"):
            return self._file(path[len("/static/"):], cache=True)
        if path == "/api/games":
            language = parse_qs(parts.query).get("language", ["ja"])[0]
            return _json(self.games(language if language in ("ja", "en") else "ja"))
        if path == "/api/board":
            query = {key: values[0] for key, values in parse_qs(parts.query).items()}
            return await self._board(query)
        return _response(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain; charset=utf-8")

    def games(self, language: str) -> dict:
        """The games a room can be made for, with what the start page offers of each (the CPUs'
        names in ``language``)."""
        lookup = lookup_for(language)

        def cpu_said(name: str) -> str:
            return (lookup("CpuKind", name) if lookup is not None else None) or name

        return {"protocol": PROTOCOL_VERSION, "games": [
            {"name": spec.name, "title_ja": spec.title_ja, "title_en": spec.title_en, "players": list(spec.players),
             "default_players": spec.default_players, "table_cpu": spec.table_cpu, "names_board": bool(spec.board_flag),
             "board_help": str(spec.board_help),
             "cpus": [{"name": name, "said": cpu_said(name), "strength": spec.cpus[name].strength}
                      for name in spec.cpu_names()]}
            for spec in registry.games() if spec.plays_online]}

    async def _board(self, query: dict):
        try:
            spec = registry.get(query.get("game", ""))
            if spec.board_view is None:
                raise ValueError("this game draws no board")
            board = spec.canonical_board(query.get("board")) if spec.needs_dataset else None
            ruleset = spec.recorded_ruleset(json.loads(query["rules"]) if query.get("rules") else None)
        except (KeyError, ValueError) as error:
            return _response(HTTPStatus.BAD_REQUEST, f"{error}\n".encode(), "text/plain; charset=utf-8")
        if spec.needs_dataset and not any(room.spec is spec and room.board == board for room in self.server.rooms.values()):
            # a board is costly to cut: only those of the rooms here are served, never any a visitor names
            return _response(HTTPStatus.NOT_FOUND, b"no room here is played on that board\n", "text/plain; charset=utf-8")
        rules = await asyncio.to_thread(self.server.rules_for, spec, board, ruleset)
        key = ("board_view", spec.name, board, repr(ruleset))
        data = await asyncio.to_thread(self.server.board_views.get_or_make, key, lambda: spec.board_view(rules))
        language = query.get("language")
        return _json(localised(data, lookup_for(language)) if language in ("ja", "en") else data)

    def _file(self, name: str, cache: bool):
        """A file of the client (or the bundled font), never one outside its folder."""
        font = _font_file()
        if name == "fonts/" + (font.name if font else ""):
            target = font
        else:
            target = (self.root / name).resolve()
            if self.root.resolve() not in target.parents or not target.is_file():
                return _response(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain; charset=utf-8")
        if name not in self._files:
            body = target.read_bytes()
            kind = mimetypes.guess_type(target.name)[0] or "application/octet-stream"
            if target.suffix in (".js", ".mjs"):
                kind = "text/javascript"
            if kind.startswith("text/") or kind == "application/json":
                kind += "; charset=utf-8"
            self._files[name] = (body, kind, hashlib.sha256(body).hexdigest()[:20])
        body, kind, tag = self._files[name]
        return _response(HTTPStatus.OK, body, kind, cache=cache, etag=tag)


def _json(data, cache: bool = True):
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    return _response(HTTPStatus.OK, body, "application/json; charset=utf-8", cache=cache,
                     etag=hashlib.sha256(body).hexdigest()[:20] if cache else None)


def _response(status: HTTPStatus, body: bytes, kind: str, cache: bool = False, etag: str | None = None):
    from websockets.datastructures import Headers
    from websockets.http11 import Response

    headers = Headers([("Date", email.utils.formatdate(usegmt=True)), ("Connection", "close"),
                       ("Content-Length", str(len(body))), ("Content-Type", kind),
                       ("X-Content-Type-Options", "nosniff"),
                       ("Cache-Control", f"public, max-age={STATIC_MAX_AGE}" if cache else "no-cache")])
    if etag:
        headers["ETag"] = f'"{etag}"'
    if kind.startswith("text/html"):
        # the page talks to its own server only (no CDN, no other site), and no site may frame it
        headers["Content-Security-Policy"] = ("default-src 'self'; connect-src 'self'; "
                                              "img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
                                              "frame-ancestors 'none'")
    return Response(status.value, status.phrase, headers, body)
