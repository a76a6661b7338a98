"""Playing the web client's tables by touch, as a person on a tablet or a phone does: every tap a
real touch event on what the page drew, every move one of the legal moves the server sent.

The rule a page plays by: a sheet that asks (which move, 「ここにする」) is answered; otherwise a
lit thing is picked up when something may be picked up, else a lit place is tapped — the place's
button in the action bar when the board shows it too small to hit. 市区町村バトル's 「海外の町を呼ぶ」 is
pressed once when ``call`` is asked and a call is legal, its pieces chosen in the picker.
"""

from __future__ import annotations

import random

#: JavaScript: the index among ``selector``'s elements of one a finger can hit where it is drawn
#: (on screen, on top at a point inside it), chosen by ``pick`` (0..1), or -1.
VISIBLE = """((selector, pick) => {
  const found = [];
  document.querySelectorAll(selector).forEach((e, k) => {
    if (e instanceof HTMLElement) e.scrollIntoView({ block: "nearest", inline: "nearest" });
    const r = e.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return;
    for (const [a, b] of [[0.5, 0.5], [0.3, 0.5], [0.7, 0.5], [0.5, 0.3], [0.5, 0.7]]) {
      const x = r.left + a * r.width, y = r.top + b * r.height;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (top === e || e.contains(top)) { found.push(k); return; }
    }
  });
  return found.length ? found[Math.floor(pick * found.length)] : -1;
})"""


async def tap_visible(page, selector: str, rng: random.Random) -> bool:
    """Tap one of ``selector``'s elements that a finger can hit; False when none can be."""
    k = await page.evaluate(f"{VISIBLE}({selector!r}, {rng.random()})")
    if k < 0:
        return False
    await page.click_nth(selector, k)
    return True


async def tap_cell(page, spot: str) -> bool:
    """Tap the board's ``spot`` (``cell|13102``): zoomed in with two fingers first while it is too
    small to hit, as a person would; False when it is not lit."""
    selector = f'[data-spot="{spot}"].lit'
    for _ in range(4):
        box = await page.evaluate(f"(() => {{ const e = document.querySelector({selector!r}); if (!e) return null;"
                                  " const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2,"
                                  " Math.min(r.width, r.height)]; })()")
        if box is None:
            return False
        x, y, size = box
        if size >= 24:
            break
        await page.pinch(x, y, 3.0)
        await page.wait_for("true")
    return await tap_visible(page, selector, random.Random(0))


async def play_by_touch(page, rng: random.Random, call: bool = False, picture=None, moves_wanted: int | None = None,
                        homes: tuple[str, ...] = ()) -> dict:
    """Play this page's seat by taps until its game is over (``homes``: the cells it would rather
    choose its home on, in order); returns what it did."""
    done = {"moves": 0, "calls": 0, "homes": 0}
    pictured = picture is None
    while True:
        state = await page.wait_for(
            "(() => { const m = window.kuni.message; if (!m) return null;"
            " if (m.to_move === null || m.to_move === undefined) return 'over';"
            " return m.legal && m.legal.length && !window.kuni.sent ? 'mine' : null; })()", timeout=180)
        if state == "over":
            if not pictured:
                await picture()
            return done
        if not pictured and done["moves"] >= 2:
            await picture()
            pictured = True
        number = await page.evaluate("window.kuni.message.number")
        for _ in range(12):
            if await page.evaluate("window.kuni.message.number") != number or \
                    not await page.evaluate("window.kuni.message.legal.length"):
                break
            if await page.evaluate("!!document.getElementById('home-here')"):
                await page.click("#home-here")
                done["homes"] += 1
                continue
            if await page.evaluate("!!document.querySelector('#choose-sheet')"):
                await page.click("#choose-sheet .menu button.spot")
                continue
            if await page.evaluate("!!document.querySelector('#facts-sheet')"):  # a town's card a tap opened
                await page.click("#facts-sheet .sheet-close")
                continue
            if call and not done["calls"] and await page.evaluate("!!document.getElementById('call-overseas')"):
                await page.click("#call-overseas")
                await page.wait_for("!!document.getElementById('call-sheet')")
                sacrifice = await page.evaluate(
                    "window.kuni.message.legal.find((m) => m.kind === 'call').sacrifice")
                for piece in sacrifice:
                    await page.click(f"#call-sheet [data-piece={piece!r}]")
                assert not await page.evaluate("document.getElementById('call-go').disabled")
                await page.click("#call-go")
                done["calls"] += 1
                break
            wanted = [f"cell|{code}" for code in homes]
            if wanted and await page.evaluate("window.kuni.picking.picks.some((p) => p.kind === 'home')"):
                lit = await page.evaluate("window.kuni.picking.picks.map((p) => p.placeKey)")
                home = next((spot for spot in wanted if spot in lit), None)
                if home is not None and await tap_cell(page, home):
                    continue
            held = await page.evaluate("window.kuni.picking.held.length")
            goes = await page.evaluate("document.querySelectorAll('#actions [data-go]').length")
            if held and goes:  # where the held piece may go, as a button (a cell may be tiny on a phone)
                await page.click_nth("#actions [data-go]", rng.randrange(goes))
                continue
            pieces = await page.evaluate("document.querySelectorAll('[data-spot].piece').length")
            places = await page.evaluate("document.querySelectorAll('[data-spot].lit').length")
            if pieces and (not held or not places):
                if not await tap_visible(page, "[data-spot].piece", rng):
                    await page.click("#fit")  # (its pieces are off the screen: the whole board)
                continue
            if places:  # on the board or in hand first; the action bar's buttons (pass …) when nothing else
                on_table = "[data-spot].lit:not(#actions *)"
                if await page.evaluate(f"document.querySelectorAll({on_table!r}).length"):
                    if not await tap_visible(page, on_table, rng):
                        await page.click("#fit")
                elif not await tap_visible(page, "[data-spot].lit", rng):
                    raise AssertionError("a lit button cannot be tapped")
                continue
            raise AssertionError(f"nothing lit on a turn with legal moves; errors: {page.errors}")
        await page.wait_for(f"window.kuni.message.number > {number} || window.kuni.message.to_move === null"
                            " || !window.kuni.message.legal.length", 60)
        if await page.evaluate(f"window.kuni.message.number > {number} || window.kuni.message.to_move === null"):
            done["moves"] += 1
        if moves_wanted is not None and done["moves"] >= moves_wanted:
            return done
