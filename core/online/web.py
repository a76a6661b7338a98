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
allowed origins (``kuni serve --allow-origin``); the app and other programs send none. And a
request that names the server by a name it does not answer to (:func:`core.online.addresses.
host_names`) is refused (421): a page whose name was pointed at this server (DNS rebinding) would
otherwise pass the Origin check with its own name in both.
"""

from __future__ import annotations

import asyncio
import email.utils
import gzip
import hashlib
import html
import json
import mimetypes
from functools import lru_cache
from http import HTTPStatus
from urllib.parse import parse_qs, urlsplit

from core import bundled
from core.games import registry
from core.games.rules_schema import rules_schema, words
from core.online import font_slices
from core.online.addresses import host_of
from core.online.protocol import PROTOCOL_VERSION
from core.online.room import is_code
from core.online.table_words import localised
from core.text import lookup_for, shown

#: Seconds a browser may keep the client's files before asking again (they change with a release);
#: a file under its version's path never changes.
STATIC_MAX_AGE = 3600
VERSIONED_MAX_AGE = 365 * 86400
#: Answers shorter than this are sent as they are (gzip would not pay for its header).
GZIP_FROM = 1024
#: The pages that open the client: the start page, and a room by its link.
CLIENT_PAGE = "index.html"


def room_link(server_url: str, code: str) -> str:
    """The web page of room ``code`` on the server at ``server_url`` (``ws://host:port``): what a
    person opens in a browser to join it (``https`` for a ``wss`` server)."""
    parts = urlsplit(server_url)
    scheme = "https" if parts.scheme == "wss" else "http"
    return f"{scheme}://{parts.netloc}/r/{code}"


@lru_cache(maxsize=1)
def client_version() -> str:
    """The web client's version: a digest of its files (a page of another version than the
    server's is told to reload)."""
    digest = hashlib.sha256()
    root = bundled.web_dir()
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        digest.update(str(path.relative_to(root)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


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
        # the font slices sent, (name, bytes): what pages on browsers without a Japanese font cost
        self.fonts_served: list[tuple[str, int]] = []
        # the names this server answers to (set when it starts listening; None: any)
        self.hosts: set[str] | None = None

    async def __call__(self, connection, request):
        headers = request.headers
        if self.hosts is not None and host_of(headers.get("Host", "")) not in self.hosts:
            # DNS rebinding: a page whose name was pointed at this server reaches it under that name
            return _response(HTTPStatus.MISDIRECTED_REQUEST, b"this server does not answer to that name\n",
                             "text/plain; charset=utf-8")
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
        response = await self._answer_plainly(request)
        if "gzip" in request.headers.get("Accept-Encoding", "") and len(response.body) >= GZIP_FROM and \
                _compressible(response.headers.get("Content-Type", "")):
            return _gzipped(response)
        return response

    async def _answer_plainly(self, request):
        parts = urlsplit(request.path)
        path = parts.path
        query = {key: values[0] for key, values in parse_qs(parts.query).items()}
        language = _language(query.get("language"), request.headers.get("Accept-Language", ""))
        if path == "/healthz":
            live = sum(1 for room in self.server.rooms.values() if not (room.session and room.session.is_over()))
            return _json({"status": "ok", "protocol": PROTOCOL_VERSION, "rooms": live,
                          "connections": len(self.server.connections)}, cache=False)
        if path == "/":
            return self._client_page()
        if path.startswith("/r/"):
            code = path[3:].upper()
            if is_code(code) and code in self.server.rooms:
                return self._client_page()
            return self._room_not_found(code, language)
        if path.startswith("/static/fonts/") and path.endswith(".woff"):
            data = await asyncio.to_thread(font_slices.slice_font, path[len("/static/fonts/"):-len(".woff")])
            if data is None:
                return _response(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain; charset=utf-8")
            self.fonts_served.append((path.rsplit("/", 1)[1], len(data)))
            return _response(HTTPStatus.OK, data, "font/woff", cache=True, max_age=VERSIONED_MAX_AGE)
        if path.startswith("/static/") and path.endswith("/fonts.css"):
            css = await asyncio.to_thread(font_slices.fonts_css)
            return _response(HTTPStatus.OK, css.encode(), "text/css; charset=utf-8", cache=True,
                             etag=font_slices.plan_tag())
        if path.startswith("/static/"):
            name = path[len("/static/"):]
            version, _, rest = name.partition("/")
            if rest and version == client_version():
                return self._file(rest, max_age=VERSIONED_MAX_AGE)
            if rest and len(version) == len(client_version()) and all(c in "0123456789abcdef" for c in version):
                return self._file(rest, max_age=0)  # an older page's file: today's, not to be kept
            return self._file(name, max_age=STATIC_MAX_AGE)
        if path == "/api/games":
            return _json(self.games(language))
        if path == "/api/japan":
            return _json(await asyncio.to_thread(japan_map))
        if path == "/api/rules":
            return self._rules(query.get("game", ""), language)
        if path == "/api/board":
            return await self._board(query)
        if path.startswith("/qr/") and path.endswith(".svg") and is_code(path[4:-4].upper()):
            return self._qr(path[4:-4].upper())
        return _response(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain; charset=utf-8")

    def _client_page(self):
        """The client's page, its files named under this version's path."""
        if CLIENT_PAGE not in self._files:
            self._file(CLIENT_PAGE, max_age=0)
        body, kind, _tag = self._files[CLIENT_PAGE]
        body = body.replace(b"{{VERSION}}", client_version().encode())
        return _response(HTTPStatus.OK, body, kind)

    def _room_not_found(self, code: str, language: str):
        """A link to a room this server does not hold (never made, or its game is over): a page
        that says so in the visitor's language and leads to the start page, status 404."""
        words = NOT_FOUND_WORDS[language]
        page = NOT_FOUND_PAGE.format(lang=language, title=html.escape(words["title"]),
                                     text=html.escape(words["text"].format(code=code[:8])),
                                     action=html.escape(words["action"]))
        return _response(HTTPStatus.NOT_FOUND, page.encode(), "text/html; charset=utf-8")

    def _rules(self, game: str, language: str):
        """A game's rules for its players (Markdown, in the designers' own words in Japanese)."""
        try:
            spec = registry.get(game)
        except KeyError:
            return _response(HTTPStatus.NOT_FOUND, b"no such game\n", "text/plain; charset=utf-8")
        for said in dict.fromkeys((language, "ja")):
            path = bundled.player_rules(spec.name, said)
            if path.exists():
                return _response(HTTPStatus.OK, path.read_bytes(), "text/markdown; charset=utf-8", cache=True)
        return _response(HTTPStatus.NOT_FOUND, b"no rules for players\n", "text/plain; charset=utf-8")

    def _qr(self, code: str):
        """The QR code of room ``code``'s link (what a phone's camera opens)."""
        if code not in self.server.rooms or not self.server.link_base:
            return _response(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain; charset=utf-8")
        return _response(HTTPStatus.OK, qr_svg(f"{self.server.link_base}/r/{code}"), "image/svg+xml", cache=True)

    def games(self, language: str) -> dict:
        """The games a room can be made for, with what the start page offers of each (the CPUs'
        names in ``language``)."""
        lookup = lookup_for(language)

        def cpu_said(name: str) -> str:
            return (lookup("CpuKind", name) if lookup is not None else None) or name

        def said(text) -> str:
            return shown(text, lookup) if lookup is not None else str(text)

        return {"protocol": PROTOCOL_VERSION, "client": client_version(), "games": [
            {"name": spec.name, "title_ja": spec.title_ja, "title_en": spec.title_en, "summary": said(spec.summary),
             "players": list(spec.players), "default_players": spec.default_players, "table_cpu": spec.table_cpu,
             "names_board": bool(spec.board_flag), "board_help": said(spec.board_help),
             "cpus": [{"name": name, "said": cpu_said(name), "strength": spec.cpus[name].strength,
                       "note": said(spec.cpus[name].note)} for name in spec.cpu_names()],
             # the rule options as JSON Schema with their words: the start page builds its form from it
             "rules_schema": rules_schema(spec.ruleset),
             "presets": [{"name": name, "note": words(note), "rules": dict(options)}
                         for name, (note, options) in spec.rule_presets.items()],
             "seat_labels": [said(label) for label in spec.seat_labels], "seating_note": said(spec.seating_note)}
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

    def _file(self, name: str, max_age: int):
        """A file of the client, never one outside its folder; ``max_age``: seconds a browser may
        keep it (0: ask each time)."""
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
        return _response(HTTPStatus.OK, body, kind, cache=max_age > 0, etag=tag, max_age=max_age)


def _json(data, cache: bool = True):
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    return _response(HTTPStatus.OK, body, "application/json; charset=utf-8", cache=cache,
                     etag=hashlib.sha256(body).hexdigest()[:20] if cache else None)


def _response(status: HTTPStatus, body: bytes, kind: str, cache: bool = False, etag: str | None = None,
              max_age: int = STATIC_MAX_AGE):
    from websockets.datastructures import Headers
    from websockets.http11 import Response

    headers = Headers([("Date", email.utils.formatdate(usegmt=True)), ("Connection", "close"),
                       ("Content-Length", str(len(body))), ("Content-Type", kind),
                       ("X-Content-Type-Options", "nosniff"), ("Vary", "Accept-Encoding"),
                       ("Cache-Control", f"public, max-age={max_age}" if cache else "no-cache")])
    if etag:
        headers["ETag"] = f'"{etag}"'
    if kind.startswith("text/html"):
        # the page talks to its own server only (no CDN, no other site), and no site may frame it
        headers["Content-Security-Policy"] = ("default-src 'self'; connect-src 'self'; "
                                              "img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
                                              "frame-ancestors 'none'")
    return Response(status.value, status.phrase, headers, body)


_GZIPPED: dict[str, bytes] = {}  # a file's gzip by its tag (the client's files are compressed once)


def _compressible(kind: str) -> bool:
    return kind.startswith(("text/", "application/json", "image/svg", "font/otf", "application/vnd.ms-opentype"))


def _gzipped(response):
    """``response`` with its body gzipped (once per distinct body that has a tag)."""
    from websockets.datastructures import Headers
    from websockets.http11 import Response

    tag = response.headers.get("ETag")
    body = _GZIPPED.get(tag) if tag else None
    if body is None:
        body = gzip.compress(response.body, compresslevel=6, mtime=0)
        if tag and len(_GZIPPED) < 64:
            _GZIPPED[tag] = body
    headers = Headers([(name, value) for name, value in response.headers.raw_items() if name != "Content-Length"])
    headers["Content-Length"] = str(len(body))
    headers["Content-Encoding"] = "gzip"
    return Response(response.status_code, response.reason_phrase, headers, body)


def _language(asked: str | None, accept: str) -> str:
    """``ja`` or ``en``: what the page asked for, else the browser's first language (Japanese for
    any but English)."""
    if asked in ("ja", "en"):
        return asked
    first = accept.split(",")[0].strip().lower()
    return "en" if first.startswith("en") else "ja"


def qr_svg(text: str) -> bytes:
    """``text`` as a QR code in SVG (segno), dark on white with a quiet border."""
    import io

    import segno

    out = io.BytesIO()
    segno.make(text, error="m").save(out, kind="svg", scale=6, border=3, xmldecl=False, svgns=True,
                                     title="QR", dark="#111", light="#fff")
    return out.getvalue()


@lru_cache(maxsize=1)
def japan_map() -> dict:
    """The prefectures for 市区町村バトル's board picker: each one's outline (SVG path data, board
    km, 沖縄 moved into a box at the top left as maps of Japan draw it), name and label point; the
    regions as the game's 「全国・地方ごとのまとめ」 (:mod:`core.geometry.prefecture_map`)."""
    from core.geometry.prefecture_map import prefecture_map

    return prefecture_map()


#: The page a link to a room this server does not hold answers, and its words.
NOT_FOUND_WORDS = {
    "ja": {"title": "部屋が見つかりませんでした",
           "text": "部屋 {code} はこのサーバーにありません(ゲームが終わったか、コードがちがいます)。"
                   "新しい部屋をつくるか、コードを確かめてください。",
           "action": "部屋をつくる・コードで入る"},
    "en": {"title": "Room not found",
           "text": "Room {code} is not on this server (its game is over, or the code is wrong). "
                   "Make a new room, or check the code.",
           "action": "Make a room or join by code"},
}
NOT_FOUND_PAGE = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} — Kuni Studio</title>
<style>
body {{ font-family: "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic UI",
  "Meiryo", sans-serif; background: #faf8f3; color: #222; margin: 0; padding: 24px; }}
main {{ max-width: 520px; margin: 10vh auto; background: #fff; border: 1px solid #d8d2c4; border-radius: 12px;
  padding: 24px; }}
h1 {{ font-size: 1.4em; margin-top: 0; }}
a {{ display: inline-block; min-height: 48px; line-height: 48px; padding: 0 20px; background: #1565c0; color: #fff;
  border-radius: 8px; text-decoration: none; font-weight: bold; }}
</style></head>
<body><main><h1>{title}</h1><p>{text}</p><p><a href="/">{action}</a></p></main></body></html>
"""
