"""What ``kuni serve`` answers a browser over plain HTTP (core.online.web): the client's page with its
files under their version, gzipped text, each game's rule schema and presets, the map of Japan for
the board picker, the rules for players, the room's QR code, and a page in the visitor's language
for a link to a room that is not here."""

from __future__ import annotations

import asyncio
import gzip
import json
import random
import urllib.error
import urllib.request

import pytest

from core.games import registry
from core.games.rules_schema import rules_schema
from core.online.client import RoomClient
from core.online.server import RoomServer
from core.online.web import client_version

pytest.importorskip("websockets")


def _get(port: int, path: str, headers: dict | None = None) -> tuple[int, dict, bytes]:
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def serving(tmp_path, check):
    async def main():
        server = RoomServer(tmp_path / "data", deals=random.Random(1))
        listening = await server.serve("127.0.0.1", 0)
        port = listening.sockets[0].getsockname()[1]
        try:
            await check(server, port, asyncio.get_running_loop())
        finally:
            listening.close()

    asyncio.run(asyncio.wait_for(main(), 120))


def test_the_page_names_its_files_under_the_version_and_text_goes_gzipped(tmp_path):
    async def check(server, port, loop):
        status, headers, body = await loop.run_in_executor(None, _get, port, "/")
        version = client_version()
        assert status == 200 and f'content="{version}"'.encode() in body and f"/static/{version}/app.js".encode() in body
        assert headers["Cache-Control"] == "no-cache"
        status, headers, body = await loop.run_in_executor(None, _get, port, f"/static/{version}/app.js",
                                                           {"Accept-Encoding": "gzip"})
        assert status == 200 and headers["Content-Encoding"] == "gzip" and b"PROTOCOL" in gzip.decompress(body)
        assert "max-age=31536000" in headers["Cache-Control"]  # this version's file never changes
        status, headers, _ = await loop.run_in_executor(None, _get, port, "/static/0123456789ab/app.js")
        assert status == 200 and headers["Cache-Control"] == "no-cache"  # an older page's: today's, not kept
        status, headers, body = await loop.run_in_executor(None, _get, port, "/static/app.js")
        assert status == 200 and "Content-Encoding" not in headers and b"PROTOCOL" in body
        status, _, _ = await loop.run_in_executor(None, _get, port, "/static/../web.py")
        assert status == 404

    serving(tmp_path, check)


def test_the_games_come_with_their_rule_schema_and_presets(tmp_path):
    async def check(server, port, loop):
        _, _, body = await loop.run_in_executor(None, _get, port, "/api/games?language=ja")
        games = {game["name"]: game for game in json.loads(body)["games"]}
        for name, game in games.items():
            spec = registry.get(name)
            assert game["rules_schema"] == rules_schema(spec.ruleset)
            assert [preset["name"] for preset in game["presets"]] == list(spec.rule_presets)
        placement = games["battle"]["rules_schema"]["properties"]["home_placement"]
        assert placement["x-title"]["ja"] == "出現場所"  # the seed's words
        assert [c["ja"] for c in placement["x-choices"]] == ["ある程度ランダム", "完全ランダム", "選択制"]
        assert games["battle"]["rules_schema"]["properties"]["teams"]["x-widget"] == "per_seat"
        assert games["chakai"]["presets"][0]["note"]["ja"]

    serving(tmp_path, check)


def test_the_map_of_japan_the_rules_and_a_rooms_qr_code(tmp_path):
    async def check(server, port, loop):
        _, _, body = await loop.run_in_executor(None, _get, port, "/api/japan")
        japan = json.loads(body)
        assert sorted(p["code"] for p in japan["prefectures"]) == [f"{k:02d}" for k in range(1, 48)]
        assert all(p["path"].startswith("M") for p in japan["prefectures"])
        assert [r["ja"] for r in japan["regions"]][:2] == ["北海道", "東北"]
        status, headers, body = await loop.run_in_executor(None, _get, port, "/api/rules?game=battle&language=ja")
        assert status == 200 and "市区町村バトル" in body.decode() and headers["Content-Type"].startswith("text/markdown")
        status, _, body = await loop.run_in_executor(None, _get, port, "/api/rules?game=battle&language=en")
        assert status == 200 and body.decode().startswith("#")
        assert (await loop.run_in_executor(None, _get, port, "/api/rules?game=nope"))[0] == 404
        host = RoomClient(f"ws://127.0.0.1:{port}", "h")
        await host.connect()
        code = await host.create("karuta", ["open", "cpu:random"], listed=False)
        assert host.room["link"] == f"http://localhost:{port}/r/{code}"  # it listens on this computer only
        status, headers, body = await loop.run_in_executor(None, _get, port, f"/qr/{code}.svg")
        assert status == 200 and headers["Content-Type"] == "image/svg+xml" and body.lstrip().startswith(b"<svg")
        assert (await loop.run_in_executor(None, _get, port, "/qr/ACDE.svg"))[0] == 404  # no such room
        await host.close()

    serving(tmp_path, check)


@pytest.mark.parametrize("language, words", [("ja-JP,ja;q=0.9", "部屋が見つかりませんでした"), ("en-US,en", "Room not found")])
def test_a_link_to_a_room_that_is_not_here_answers_a_page_in_the_visitors_language(tmp_path, language, words):
    async def check(server, port, loop):
        status, headers, body = await loop.run_in_executor(None, _get, port, "/r/ACDE", {"Accept-Language": language})
        page = body.decode()
        assert status == 404 and headers["Content-Type"].startswith("text/html")
        assert words in page and 'href="/"' in page and "ACDE" in page
        status, _, body = await loop.run_in_executor(None, _get, port, "/r/<b>x", {"Accept-Language": language})
        assert status == 404 and b"<b>" not in body  # what a visitor typed is never markup

    serving(tmp_path, check)


def test_a_page_whose_name_was_pointed_at_the_server_is_refused(tmp_path):
    """DNS rebinding: a page on evil.example, its name now pointing at this server, asks for a
    WebSocket with ``Host`` and ``Origin`` both evil.example — the Origin check alone would pass it.
    The server answers only to its own names (this computer's, ``--public-name``)."""
    import socket

    def ask(port: int, host: str, origin: str | None, upgrade: bool = True) -> int:
        with socket.create_connection(("127.0.0.1", port), timeout=5) as raw:
            lines = ["GET / HTTP/1.1", f"Host: {host}"]
            if upgrade:
                lines += ["Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Version: 13",
                          "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ=="]
            if origin:
                lines.append(f"Origin: {origin}")
            raw.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
            return int(raw.recv(4096).split(b" ")[1])

    async def check(server, port, loop):
        evil = f"evil.example:{port}"
        assert await loop.run_in_executor(None, ask, port, evil, f"http://{evil}") == 421
        assert await loop.run_in_executor(None, ask, port, evil, None, False) == 421  # its pages too
        for name in (f"127.0.0.1:{port}", f"localhost:{port}", f"LOCALHOST:{port}", f"[::1]:{port}"):
            assert await loop.run_in_executor(None, ask, port, name, f"http://{name.lower()}") == 101, name

    serving(tmp_path, check)


def test_a_server_behind_a_proxy_answers_to_its_public_name(tmp_path):
    import socket

    from core.online.addresses import host_names

    names = host_names("0.0.0.0", "https://play.example.org", ["https://friends.example"])
    assert {"play.example.org", "friends.example", "localhost", socket.gethostname().lower()} <= names
    assert "evil.example" not in names
