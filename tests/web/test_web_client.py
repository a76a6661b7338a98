"""The web client in a real browser (Debian's chromium, headless): rooms joined by their links and
games played to their end by clicks on the tables, as a person on a tablet would.

Each game's table is played by one rule: pick up a lit thing when something may be picked up,
else click a lit place (a menu's first entry when a place means several moves) — every click a
real mouse event on what the page drew, every move one the server sent as legal. Played with a
mouse here; tests/web/test_web_table.py plays by touch on a tablet and a phone.
"""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest
from chromium import chromium_path

from core.online.client import RoomClient, play_as_cpu
from core.online.server import RoomServer

pytestmark = [
    pytest.mark.skipif(chromium_path() is None, reason="no chromium on this machine (.ci/run installs Debian's)"),
]
pytest.importorskip("websockets")



async def _serving(path):
    server = RoomServer(path, deals=random.Random(11))
    listening = await server.serve("127.0.0.1", 0)
    return server, listening, listening.sockets[0].getsockname()[1]


def run(coroutine, seconds: float = 240):
    return asyncio.run(asyncio.wait_for(coroutine, seconds))


async def _picture(page, name: str, tmp_path: Path) -> None:
    """The page as it looks now, kept with the test (docs/screenshots takes test_web_table's)."""
    await page.screenshot(tmp_path / f"web-{name}.png")
    assert (tmp_path / f"web-{name}.png").stat().st_size > 10_000


async def _play_by_clicks(page, moves_wanted: int | None = None, picture=None) -> int:
    """Play this page's seat by clicks until its game is over; returns the moves it made."""
    made, pictured = 0, picture is None
    while True:
        state = await page.wait_for(
            "(() => { const m = window.kuni.message; if (!m) return null;"
            " if (m.to_move === null || m.to_move === undefined) return 'over';"
            " return m.legal && m.legal.length && !document.querySelector('.menu') ? 'mine' : null; })()", timeout=120)
        if state == "over":
            if not pictured:
                await picture()
            return made
        if not pictured and made >= 2:  # the table a few moves in, the player's turn lit
            await picture()
            pictured = True
        number = await page.evaluate("window.kuni.message.number")
        for _ in range(16):  # pick things up until a place lights, then click it
            if await page.evaluate("window.kuni.message.number") != number or \
                    not await page.evaluate("window.kuni.message.legal.length"):
                break
            if await page.evaluate("!!document.querySelector('.menu')"):
                await page.click(".menu button.spot")
                break
            if await page.evaluate("!!document.querySelector('#facts-sheet')"):  # a town's card a click opened
                await page.click("#facts-sheet .sheet-close")
                continue
            held = await page.evaluate("window.kuni.picking.held.length")
            pieces = await page.evaluate("document.querySelectorAll('[data-spot].piece').length")
            places = await page.evaluate("document.querySelectorAll('[data-spot].lit').length")
            if pieces and (not held or not places):
                await page.click_nth("[data-spot].piece", random.randrange(pieces))
            elif places:
                await page.click_nth("[data-spot].lit", random.randrange(places))
            else:
                raise AssertionError(f"nothing lit on a turn with legal moves; errors: {page.errors}")
        await page.wait_for(f"window.kuni.message.number > {number} || window.kuni.message.to_move === null", 60)
        made += 1
        if moves_wanted is not None and made >= moves_wanted:
            return made


def test_two_browser_pages_and_a_python_client_play_a_battle_room_by_its_link_to_the_end(tmp_path, browser):
    async def game():
        server, listening, port = await _serving(tmp_path / "data")
        host = RoomClient(f"ws://127.0.0.1:{port}", "python")
        await host.connect()
        code = await host.create("battle", ["open"] * 3, board="13", rules={"turn_limit": 5}, listed=False)
        pages = [await browser.page(), await browser.page()]
        for k, page in enumerate(pages):
            await page.goto(f"http://127.0.0.1:{port}/r/{code}")
            await page.wait_for("!!document.getElementById('guest-nickname')")  # a guest is asked a nickname
            await page.type_into("#guest-nickname", f"guest{k + 2}")
            await page.click("#guest-join")
            await page.wait_for(f"document.getElementById('room-code')?.textContent === '{code}'")
        assert [seat.kind for seat in server.rooms[code].seats] == ["person"] * 3
        assert [seat.nickname for seat in server.rooms[code].seats] == ["python", "guest2", "guest3"]
        link = await pages[0].evaluate("document.getElementById('room-link').href")
        assert link == f"http://localhost:{port}/r/{code}"
        await pages[0].screenshot(tmp_path / "web-room.png")
        await host.start()
        for page in pages:
            await page.wait_for("!!window.kuni.message && !!document.querySelector('#board-area svg.board')")

        async def dropped_wifi():  # the first page's connection drops mid-game; it comes back to its seat
            await pages[0].evaluate("window.kuni.socket.close()")
            await pages[0].wait_for("window.kuni.connected === false || window.kuni.attempt > 0", 10)
            await pages[0].wait_for("window.kuni.connected === true", 20)

        async def first():
            await _play_by_clicks(pages[0], 2)
            await dropped_wifi()
            await _play_by_clicks(pages[0], 1)
            # a reload mid-game: the same seat, and the record so far (not "joined at move …")
            seat = await pages[0].evaluate("window.kuni.seat")
            await pages[0].call("Page.reload")
            await pages[0].wait_for("!!window.kuni && !!window.kuni.message && window.kuni.seat !== null", 30)
            assert await pages[0].evaluate("window.kuni.seat") == seat
            # (read together: a move may come in between two reads)
            whole = await pages[0].evaluate("window.kuni.log.length === window.kuni.message.number")
            assert whole and (await pages[0].evaluate("window.kuni.log[0]")).startswith("1. ")
            await _play_by_clicks(pages[0])

        await asyncio.gather(first(), _play_by_clicks(pages[1]), play_as_cpu(host, "weak", seed=1))
        session = server.rooms[code].session
        assert session.is_over()
        for page in pages:
            await page.wait_for("!!document.getElementById('final')")
            seen = await page.evaluate("JSON.stringify(window.kuni.message.view)")
            seat = await page.evaluate("window.kuni.seat")
            assert json.loads(seen) == json.loads(json.dumps(session.spec.view(session.rules, session.state, seat)))
            assert page.errors == [], page.errors
        assert sorted([await p.evaluate("window.kuni.seat") for p in pages]) == [1, 2]
        assert await pages[0].evaluate("window.kuni.attempt") == 0 and server.rooms[code].session.timeouts == []
        await pages[0].screenshot(tmp_path / "web-battle-end.png")
        for page in pages:
            await page.close()
        await host.close()
        listening.close()

    run(game())


async def _made_on_the_start_page(browser, port: int, game: str, cpu: str):
    """A room made on the start page with a mouse: the game, its other seats given to ``cpu``, then started."""
    page = await browser.page()
    await page.goto(f"http://127.0.0.1:{port}/")
    await page.wait_for("!!document.getElementById('create')")
    await page.click(f'.game[data-game="{game}"]')
    await page.evaluate(f"(() => {{ const s = document.getElementById('cpu-strength'); s.value = '{cpu}';"
                        " s.dispatchEvent(new Event('change')); })()")
    await page.click("#create")
    await page.wait_for("!!document.getElementById('start')")
    await page.click("#start")
    await page.wait_for("!!window.kuni.message")
    return page


@pytest.mark.parametrize("game, cpu", [("karuta", "random"), ("chakai", "random")])
def test_a_game_made_on_the_start_page_is_played_to_its_end_against_cpus(tmp_path, browser, game, cpu):
    async def play():
        server, listening, port = await _serving(tmp_path / "data")
        page = await _made_on_the_start_page(browser, port, game, cpu)
        made = await _play_by_clicks(page, picture=lambda: _picture(page, game, tmp_path))
        code = await page.evaluate("window.kuni.code")
        session = server.rooms[code].session
        assert session.is_over() and made >= 1
        await page.wait_for("!!document.getElementById('final')")
        assert page.errors == [], page.errors
        await page.close()
        listening.close()

    run(play())


def test_shima_is_played_to_its_end_by_a_browser_seat_that_joined_by_link(tmp_path, browser):
    async def play():
        server, listening, port = await _serving(tmp_path / "data")
        host = RoomClient(f"ws://127.0.0.1:{port}", "python")
        await host.connect()
        code = await host.create("shima", ["open", "open", "cpu:random", "cpu:random"], rules={"turn_limit": 24},
                                 listed=False)
        page = await browser.page()
        await page.goto(f"http://127.0.0.1:{port}/r/{code}")
        await page.wait_for("!!document.getElementById('guest-join')")
        await page.click("#guest-join")
        await page.wait_for(f"document.getElementById('room-code')?.textContent === '{code}'")
        await host.start()
        await page.wait_for("!!window.kuni.message")
        made, _ = await asyncio.gather(_play_by_clicks(page, picture=lambda: _picture(page, "shima", tmp_path)),
                                       play_as_cpu(host, "random", seed=2))
        assert server.rooms[code].session.is_over() and made >= 10
        # what the browser was shown of the others: counts, never their materials, cards or the dice to come
        view = await page.evaluate("window.kuni.message.view")
        assert view["phase"] == "over" or all(view["hands"][k] is None for k in (0, 2, 3))
        assert page.errors == [], page.errors
        await page.close()
        await host.close()
        listening.close()

    run(play())


def test_the_start_page_and_a_refused_origin(tmp_path, browser):
    """The start page in English for an English browser; another site's page cannot open a room
    connection; /healthz answers."""
    import socket
    import urllib.error
    import urllib.request

    async def start():
        _server, listening, port = await _serving(tmp_path / "data")
        page = await browser.page(language="en")
        await page.goto(f"http://127.0.0.1:{port}/")
        await page.wait_for("!!document.getElementById('create')")
        assert await page.evaluate("document.getElementById('create').textContent") == "Make the room"
        await page.close()
        japanese = await browser.page()
        await japanese.goto(f"http://127.0.0.1:{port}/")
        await japanese.wait_for("!!document.getElementById('create')")
        await _picture(japanese, "start", tmp_path)
        assert await japanese.evaluate("document.getElementById('create').textContent") == "部屋をつくる"
        await japanese.close()
        loop = asyncio.get_running_loop()

        def upgrade(origin: str) -> int:
            with socket.create_connection(("127.0.0.1", port), timeout=5) as raw:
                raw.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                             "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                             f"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nOrigin: {origin}\r\n\r\n").encode())
                return int(raw.recv(4096).split(b" ")[1])

        assert await loop.run_in_executor(None, upgrade, "https://evil.example") == 403
        assert await loop.run_in_executor(None, upgrade, f"http://127.0.0.1:{port}") == 101

        def health() -> dict:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=5) as answer:
                return json.loads(answer.read())

        assert (await loop.run_in_executor(None, health))["status"] == "ok"

        def board(query: str) -> int:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/board?{query}", timeout=30) as answer:
                    return answer.status
            except urllib.error.HTTPError as error:
                return error.code

        # a board is cut only for a room that plays it, never for whatever a visitor names
        assert await loop.run_in_executor(None, board, "game=battle&board=01,02,03") == 404
        assert await loop.run_in_executor(None, board, "game=shima") == 200
        listening.close()

    run(start())
