"""The web table as a playtester with only a tablet or a phone meets it (Debian's chromium, headless,
touch screens): the designer sets up 市区町村バトル on the start page as seed 003 lists it (紅白戦,
選択制 homes, the seats' teams), the playtester joins from the room's link on a phone, and both play
to the end by taps — choosing their homes with 「ここにする」, one of them calling an overseas city.
Then every game's table and end screen at 1024×768 and 390×844: nothing wider than the screen, every
control at least 44 px (with ``KUNI_UPDATE_SCREENSHOTS=1`` the pictures go to docs/screenshots/).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
from pathlib import Path

import pytest
from chromium import chromium_path
from touch_play import VISIBLE, play_by_touch

from core.online.addresses import own_address
from core.online.server import RoomServer

pytestmark = [
    pytest.mark.skipif(chromium_path() is None, reason="no chromium on this machine (.ci/run installs Debian's)"),
]

SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
TABLET, PHONE = (1024, 768), (390, 844)


async def _serving(path, host="127.0.0.1", deal: int = 11):
    server = RoomServer(path, deals=random.Random(deal))
    listening = await server.serve(host, 0)
    return server, listening, listening.sockets[0].getsockname()[1]


def run(coroutine, seconds: float = 300):
    return asyncio.run(asyncio.wait_for(coroutine, seconds))


async def picture(page, name: str, tmp_path: Path) -> None:
    """The page as it looks now, kept with the test (and in docs/screenshots when asked); the passing
    「○○の番」 banner and status line left out, so the picture shows the table under them."""
    await page.evaluate("document.getElementById('banner')?.classList.remove('shown');"
                        " document.getElementById('status').classList.remove('shown')")
    await page.screenshot(tmp_path / f"web-{name}.png")
    assert (tmp_path / f"web-{name}.png").stat().st_size > 8_000
    if os.environ.get("KUNI_UPDATE_SCREENSHOTS"):
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        await page.screenshot(SCREENSHOTS / f"web-{name}.png")


#: JavaScript: what a finger could not use on the page — an element wider than the screen (outside
#: a container that scrolls sideways), a control smaller than 44 px.
PROBLEMS = """(() => {
  const found = [];
  const scrolls = (e) => { for (let p = e.parentElement; p; p = p.parentElement) {
    const s = getComputedStyle(p); if (s.overflowX === 'auto' || s.overflowX === 'scroll') return true; } return false; };
  const shown = (e) => { const r = e.getBoundingClientRect(); const s = getComputedStyle(e);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'; };
  for (const e of document.querySelectorAll('body *')) {
    if (e.closest('svg') || !shown(e)) continue;
    const r = e.getBoundingClientRect();
    if ((r.right > innerWidth + 1 || r.left < -1) && !scrolls(e)) found.push(`wider than the screen: ${e.tagName}.${e.className} ${Math.round(r.left)}..${Math.round(r.right)}`);
  }
  const targets = 'button, select, input:not([type=checkbox]), a, summary, [data-spot]:not(svg *)';
  for (const e of document.querySelectorAll(targets)) {
    if (!shown(e)) continue;
    const r = e.getBoundingClientRect();
    if (r.width < 43.5 || r.height < 43.5) found.push(`under 44 px: ${e.tagName}#${e.id}.${e.className} "${(e.textContent || '').trim().slice(0, 20)}" ${Math.round(r.width)}x${Math.round(r.height)}`);
  }
  for (const e of document.querySelectorAll('input[type=checkbox]')) {
    const label = e.closest('label'); const r = (label || e).getBoundingClientRect();
    if (shown(e) && r.height < 43.5) found.push(`a check box's row under 44 px: ${e.id}`);
  }
  return found;
})()"""


async def usable(page, where: str) -> None:
    problems = await page.evaluate(PROBLEMS)
    assert problems == [], f"{where}: {problems[:8]}"


async def _choose(page, option: str, value) -> None:
    await page.click(f'[data-option="{option}"] button[data-value={json.dumps(json.dumps(value))}]')


def test_a_red_and_white_battle_with_chosen_homes_set_up_and_played_by_touch_on_a_tablet_and_a_phone(tmp_path, browser):
    """The designer's tablet makes the room on the start page; the playtester's phone opens its
    link, gives a nickname and joins; both choose their homes on the map and play to the end by
    taps, the phone calling an overseas city. Both pages see the end with each seat's place."""
    rng = random.Random(5)

    async def game():
        server, listening, port = await _serving(tmp_path / "data", host="0.0.0.0")
        tablet = await browser.page(*TABLET, touch=True)
        await tablet.goto(f"http://127.0.0.1:{port}/?game=battle")
        await tablet.wait_for("!!document.getElementById('create') && !!document.querySelector('#japan-map path')")
        await usable(tablet, "the start page on a tablet")
        await picture(tablet, "start-1024", tmp_path)
        # the board: 東京都 on the map (the default), then the options seed 003 lists
        await _choose(tablet, "starting_towns", "more")
        await _choose(tablet, "home_placement", "chosen")
        await _choose(tablet, "teams", True)
        await _choose(tablet, "turn_limit-mode", "number")
        await tablet.type_into('input[data-option="turn_limit"]', "4")
        # seat 2 for a person (the phone), seats 3 and 4 CPUs; teams 紅 白 紅 白
        await tablet.evaluate("(() => { const s = document.querySelector('select.seat-kind[data-seat=\"1\"]');"
                              " s.value = 'open'; s.dispatchEvent(new Event('change')); })()")
        await tablet.type_into("#nickname", "はなこ")
        await tablet.click("#create")
        await tablet.wait_for("!!document.getElementById('room-code')")
        code = await tablet.evaluate("document.getElementById('room-code').textContent")
        room = server.rooms[code]
        assert room.ruleset.home_placement == "chosen" and room.ruleset.teams == (0, 1, 0, 1)
        assert room.ruleset.turn_limit == 4 and room.ruleset.starting_towns == "more"
        assert [seat.kind for seat in room.seats] == ["person", "open", "cpu", "cpu"]
        link = await tablet.evaluate("document.getElementById('room-link').href")
        # the link names the address others reach this computer by, never its loopback address
        assert link == f"http://{own_address()}:{port}/r/{code}"
        await tablet.wait_for("document.getElementById('room-qr').complete && "
                              "document.getElementById('room-qr').naturalWidth > 100")  # the QR code drawn
        await usable(tablet, "the waiting room on a tablet")
        await picture(tablet, "room-1024", tmp_path)

        phone = await browser.page(*PHONE, touch=True)
        await phone.goto(link)
        await phone.wait_for("!!document.getElementById('guest-nickname')")
        await phone.type_into("#guest-nickname", "けんた")
        await phone.click("#guest-join")
        await phone.wait_for(f"document.getElementById('room-code')?.textContent === '{code}'")
        assert room.seats[1].nickname == "けんた"
        await usable(phone, "the waiting room on a phone")
        await picture(phone, "room-390", tmp_path)
        await tablet.wait_for("document.querySelectorAll('.room-seats .seat-row.on').length === 4")
        await tablet.click("#start")
        for page in (tablet, phone):
            await page.wait_for("!!window.kuni.message && !!document.querySelector('#board-area svg.board')", 60)
        assert await tablet.evaluate("window.kuni.message.view.phase") == "homes"

        async def shot(page, name):
            await usable(page, name)
            await picture(page, name, tmp_path)

        async def rotated():  # the phone turned sideways mid-game and back: the same seat, table and record
            await phone.wait_for("window.kuni.message && window.kuni.message.number >= 8", 120)
            seat, log = await phone.evaluate("window.kuni.seat"), await phone.evaluate("window.kuni.log.length")
            await phone.resize(*reversed(PHONE))
            await phone.wait_for("document.querySelector('#board-area svg.board').getBoundingClientRect().width > 500")
            assert await phone.evaluate("window.kuni.seat") == seat and await phone.evaluate("window.kuni.log.length") >= log
            await usable(phone, "a phone turned sideways")
            await phone.resize(*PHONE)

        async def other_tablets():  # an iPad upright and an iPad Pro: the same table fits
            await tablet.wait_for("window.kuni.message && window.kuni.message.number >= 6", 120)
            for size in ((768, 1024), (1366, 1024)):
                await tablet.resize(*size)
                await tablet.wait_for(f"innerWidth === {size[0]}")
                await usable(tablet, f"the table at {size[0]}×{size[1]}")
            await tablet.resize(*TABLET)

        tablet_did, phone_did, _, _ = await asyncio.gather(
            play_by_touch(tablet, rng, picture=lambda: shot(tablet, "battle-1024")),
            play_by_touch(phone, random.Random(6), call=True, picture=lambda: shot(phone, "battle-390"),
                          homes=("13102", "13108", "13106")),  # 中央区, 江東区, 台東区: near 千代田区's ★4
            rotated(), other_tablets())
        session = room.session
        assert session.is_over()
        assert tablet_did["homes"] == 1 and phone_did["homes"] == 1  # each chose its home with 「ここにする」
        assert phone_did["calls"] == 1  # the phone called an overseas city
        assert any(move.get("kind") == "call" for move in session.moves)
        for page, name in ((tablet, "battle-end-1024"), (phone, "battle-end-390")):
            await page.wait_for("!!document.getElementById('final')")
            assert await page.evaluate("document.querySelectorAll('#final .standings tr').length") == 4
            await shot(page, name)
            assert page.errors == [], page.errors
        # a tap on a town shows its card (「町をタップすると…見られます」), the rules are one tap away
        await phone.click("#see-board")
        await phone.wait_for("!document.getElementById('final')")
        assert await phone.evaluate(f"{VISIBLE}('#board-area path.cell', 0.5)") >= 0
        await phone.click_nth("#board-area path.cell", await phone.evaluate(f"{VISIBLE}('#board-area path.cell', 0.5)"))
        await phone.wait_for("document.querySelectorAll('#facts-sheet p').length >= 4")
        assert "★" in await phone.evaluate("document.getElementById('facts-sheet').textContent")
        await usable(phone, "a town's card on a phone")
        await picture(phone, "battle-town-390", tmp_path)
        await phone.click("#facts-sheet .sheet-close")
        await tablet.click("#see-board")
        # two fingers apart on the board: closer in
        width = "+document.querySelector('#board-area svg.board').getAttribute('viewBox').split(' ')[2]"
        before = await tablet.evaluate(width)
        middle = await tablet.evaluate("(() => { const r = document.querySelector('#board-area svg.board')"
                                       ".getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()")
        await tablet.pinch(*middle, 2.0)
        assert await tablet.evaluate(width) < before * 0.7
        await tablet.click("#rules-button")
        await tablet.wait_for("!!document.querySelector('#rules-sheet .markdown h2')")
        rules_text = await tablet.evaluate("document.getElementById('rules-sheet').textContent")
        assert "海外の町を呼ぶ" in rules_text and "選択制" in rules_text  # the seed's words, and this game's options
        await usable(tablet, "the rules on a tablet")
        # a browser without a Japanese font (this one) loaded only the slices its pages needed: the two
        # devices together a fraction of the 16.5 MB font each would load whole
        served = server.web.fonts_served
        print("font slices served:", served, sum(size for _, size in served))
        assert 0 < len(served) <= 24 and sum(size for _, size in served) < 3_000_000, served
        for page in (tablet, phone):
            await page.close()
        listening.close()

    run(game(), 420)


#: Each game's rules for a short game in a test (a turn limit where the game has one).
SHORT = {"shima": {"turn_limit": 40}, "karuta": {}, "chakai": {}}
#: The deal of each game's room (旧国かるた's seed 11 deals hands nobody can go on from after the
#: first card, a game of passes; seed 2's is played for 85 moves)
DEALS = {"karuta": 2, "chakai": 11, "shima": 11}


@pytest.mark.parametrize("game", ["karuta", "chakai", "shima"])
def test_every_game_is_set_up_and_played_to_its_end_by_touch_on_a_tablet_and_a_phone(tmp_path, browser, game):
    """The tablet makes the room on the start page (seat 2 for a person, the others the weakest
    CPUs), the phone joins from the link, both play every move by taps to the end and see each
    seat's place; nothing on either screen is wider than it or too small to tap."""
    async def play():
        server, listening, port = await _serving(tmp_path / "data", deal=DEALS[game])
        tablet = await browser.page(*TABLET, touch=True)
        await tablet.goto(f"http://127.0.0.1:{port}/")
        await tablet.wait_for("!!document.getElementById('create')")
        await tablet.click(f'.game[data-game="{game}"]')
        await tablet.wait_for(f'document.querySelector(".game.chosen")?.dataset.game === "{game}"')
        for option, value in SHORT[game].items():
            await tablet.type_into(f'input[data-option="{option}"]', str(value))
        await tablet.evaluate("(() => { const s = document.querySelector('select.seat-kind[data-seat=\"1\"]');"
                              " s.value = 'open'; s.dispatchEvent(new Event('change')); })()")
        weakest = await tablet.evaluate(f"window.kuni.games.find((g) => g.name === '{game}').cpus[0].name")
        await tablet.evaluate(f"(() => {{ const s = document.getElementById('cpu-strength'); s.value = '{weakest}';"
                              " s.dispatchEvent(new Event('change')); })()")
        await usable(tablet, f"{game}'s start page")
        await tablet.click("#create")
        await tablet.wait_for("!!document.getElementById('room-code')")
        code = await tablet.evaluate("document.getElementById('room-code').textContent")
        room = server.rooms[code]
        for option, value in SHORT[game].items():
            assert getattr(room.ruleset, option) == value
        phone = await browser.page(*PHONE, touch=True)
        await phone.goto(f"http://127.0.0.1:{port}/r/{code}")
        await phone.wait_for("!!document.getElementById('guest-nickname')")
        await phone.click("#guest-join")
        await tablet.wait_for("!!document.querySelector('#start:not([disabled])') && "
                              f"document.querySelectorAll('.room-seats .seat-row.on').length === {len(room.seats)}")
        await tablet.click("#start")

        async def shot(page, name):
            await usable(page, f"{game}: {name}")
            await picture(page, name, tmp_path)

        did = await asyncio.gather(play_by_touch(tablet, random.Random(1), picture=lambda: shot(tablet, f"{game}-1024")),
                                   play_by_touch(phone, random.Random(2), picture=lambda: shot(phone, f"{game}-390")))
        print(game, "moves by touch:", [d["moves"] for d in did], "in all:", len(room.session.moves))
        assert room.session.is_over()
        for page, size in ((tablet, 1024), (phone, 390)):
            await page.wait_for("!!document.getElementById('final')")
            assert await page.evaluate("document.querySelectorAll('#final .standings tr').length") == len(room.seats)
            await shot(page, f"{game}-end-{size}")
        # 「もう一度」 on the phone: a room like this one, the phone its host, the tablet moved to it too
        await phone.click("#again")
        await phone.wait_for(f"!!document.getElementById('room-code') && window.kuni.code !== '{code}'")
        again = await phone.evaluate("window.kuni.code")
        await tablet.wait_for(f"document.getElementById('room-code')?.textContent === '{again}'")
        new_room = server.rooms[again]
        assert new_room.ruleset == room.ruleset and [s.kind for s in new_room.seats] == ["person", "person", "cpu", "cpu"][
            :len(room.seats)] and new_room.host == 1
        assert await phone.evaluate("!!document.getElementById('start')")  # the phone starts it
        for page in (tablet, phone):
            assert page.errors == [], page.errors
            await page.close()
        listening.close()

    run(play())
