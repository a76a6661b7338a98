"""One source of options: the web start page and the desktop's New game dialog offer the same rule
options with the same values for every game — both read the rule set's schema
(core.games.rules_schema) — and the web page says them in the same words."""

from __future__ import annotations

import asyncio
import random

import pytest
from chromium import Browser, chromium_path

from core.games import registry
from core.games.rules_schema import rules_schema
from core.online.server import RoomServer

pytestmark = [
    pytest.mark.skipif(chromium_path() is None, reason="no chromium on this machine (.ci/run installs Debian's)"),
]

#: JavaScript: each option the start page offers, with the values a choice offers (else its kind).
WEB_FORM = """(() => {
  const found = {};
  for (const e of document.querySelectorAll('#setup [data-option]')) {
    const name = e.dataset.option;
    if (name.endsWith('-mode')) { const base = name.slice(0, -5); found[base] = found[base] || ['int']; continue; }
    if (e.classList.contains('segmented')) found[name] = [...e.querySelectorAll('button')].map((b) => JSON.parse(b.dataset.value));
    else if (e.tagName === 'SELECT') found[name] = [...e.options].map((o) => JSON.parse(o.value));
    else found[name] = found[name] || [e.type === 'number' ? (e.step === '0.05' ? 'float' : 'int') : 'numbers'];
  }
  return found;
})()"""


def _desktop_form(spec) -> dict[str, list]:
    """The options the desktop's New game dialog of ``spec``'s game offers, with a choice's values."""
    from core.games.session import HUMAN

    if spec.name == "battle":  # its own dialog: the seat table holds the teams
        from qtapp.battle.new_battle_dialog import NewBattleDialog

        dialog = NewBattleDialog([HUMAN, "normal"], spec.ruleset())
        offered = dialog.rules_form.offered()
        offered["teams"] = ["per_seat"]
    else:
        from qtapp.play.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(spec)
        offered = dialog.rules_form.offered()
    dialog.deleteLater()
    return offered


def test_the_web_start_page_and_the_desktop_dialog_offer_the_same_options_and_values(qapp, tmp_path):
    async def compare():
        server = RoomServer(tmp_path, deals=random.Random(1))
        listening = await server.serve("127.0.0.1", 0)
        port = listening.sockets[0].getsockname()[1]
        browser = Browser()
        try:
            page = await browser.page()
            await page.goto(f"http://127.0.0.1:{port}/")
            await page.wait_for("!!document.getElementById('create')")
            for spec in registry.games():
                if not spec.plays_online:
                    continue
                await page.click(f'.game[data-game="{spec.name}"]')
                await page.wait_for(f'document.querySelector(".game.chosen")?.dataset.game === "{spec.name}"')
                await page.evaluate("document.querySelector('details.more')?.setAttribute('open', '')")
                web_form = await page.evaluate(WEB_FORM)
                desktop = _desktop_form(spec)
                schema = rules_schema(spec.ruleset)
                assert set(web_form) == set(desktop) == set(schema["x-order"]), spec.name
                for name, entry in schema["properties"].items():
                    if entry["x-widget"] == "choice":
                        values = [choice["value"] for choice in entry["x-choices"]]
                        assert web_form[name] == desktop[name] == values, (spec.name, name)
                    elif entry["x-widget"] == "bool":
                        assert sorted(web_form[name]) == [False, True], (spec.name, name)
                # the same words as the desktop's: the schema's, in the page's language (Japanese)
                for name, entry in schema["properties"].items():
                    label = entry["x-title"]["ja"]
                    assert await page.evaluate(f"[...document.querySelectorAll('#setup .field > .label')]"
                                               f".some((e) => e.textContent === {label!r})"), (spec.name, label)
            assert page.errors == []
            await page.close()
        finally:
            browser.close()
            listening.close()

    asyncio.run(asyncio.wait_for(compare(), 120))
